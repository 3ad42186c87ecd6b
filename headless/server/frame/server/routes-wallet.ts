// The frame page's own state on the server: public configuration, the session, sign-out, social login and the
// wallet's shares (create, this device's share, recovery for a new device, enrollment).
import { sendJson, type Route } from 'walletdock/server/node';
import { bodies } from '../api-schemas';
import { identityLoginReply, limitClient, readBody, type FrameContext } from './context';
import { toServerUser, userById } from './users';

/** The session, social-login and wallet routes. */
export function walletRoutes(ctx: FrameContext): Route[] {
  const { config } = ctx;
  return [
    {
      method: 'GET',
      path: '/api/config',
      handle: ({ res }) =>
        sendJson(res, 200, {
          version: 1,
          allowedOrigins: config.allowedOrigins,
          chains: config.chains,
          socials: ctx.social.names(),
          smartAccountNetworks: config.smartAccountNetworks,
          bundlerUrl: config.bundlerUrl ?? null,
          blockchainApiUrl: config.bundlerUrl ? (config.blockchainApiUrl ?? null) : null,
          farcaster: ctx.farcaster.enabled,
        }),
    },
    {
      method: 'GET',
      path: '/api/session',
      async handle({ req, res }) {
        const session = await ctx.sessions.require(req);
        sendJson(res, 200, { user: toServerUser(await userById(ctx.db, session.userId)), deviceId: session.deviceId });
      },
    },
    {
      method: 'POST',
      path: '/api/session/sign-out',
      async handle({ req, res }) {
        const session = await ctx.sessions.require(req);
        await ctx.sessions.revoke(session.id);
        sendJson(res, 200, {});
      },
    },
    {
      method: 'POST',
      path: '/api/social/start',
      async handle({ req, res }) {
        limitClient(ctx, req);
        const body = await readBody(req, bodies.oidcStart);
        sendJson(res, 200, await ctx.social.start(body.provider, body.hostOrigin || null));
      },
    },
    {
      method: 'POST',
      path: '/api/social/complete',
      async handle({ req, res }) {
        limitClient(ctx, req);
        const body = await readBody(req, bodies.oidcComplete);
        const identity = await ctx.social.complete(body.attemptId, body.callbackUrl);
        sendJson(res, 200, await identityLoginReply(ctx, identity));
      },
    },
    {
      method: 'POST',
      path: '/api/wallet/create',
      async handle({ req, res }) {
        const session = await ctx.sessions.require(req);
        const body = await readBody(req, bodies.walletCreate);
        const user = await ctx.wallets.create(session, { ...body, proof: body.proof as `0x${string}` });
        sendJson(res, 200, { user: toServerUser(user), deviceId: body.deviceId });
      },
    },
    {
      method: 'POST',
      path: '/api/wallet/device-share',
      async handle({ req, res }) {
        const session = await ctx.sessions.require(req);
        const { deviceId } = await readBody(req, bodies.deviceShare);
        sendJson(res, 200, { authShare: await ctx.wallets.deviceShare(session, deviceId) });
      },
    },
    {
      method: 'POST',
      path: '/api/wallet/recover',
      async handle({ req, res }) {
        const session = await ctx.sessions.require(req);
        sendJson(res, 200, await ctx.wallets.recover(session));
      },
    },
    {
      method: 'POST',
      path: '/api/wallet/enroll',
      async handle({ req, res }) {
        const session = await ctx.sessions.require(req);
        const body = await readBody(req, bodies.enroll);
        await ctx.wallets.enroll(session, { ...body, proof: body.proof as `0x${string}` });
        sendJson(res, 200, {});
      },
    },
  ];
}
