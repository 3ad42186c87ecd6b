// Sign In With Farcaster's routes: open a relay channel (its URL goes to the app for a QR code), then poll it; the
// completed, verified sign-in logs in the fid's user (created with a wallet on first login, like a social login).
import { sendJson, type Route } from 'walletdock/server/node';
import { bodies } from '../api-schemas';
import { identityLoginReply, limitClient, readBody, type FrameContext } from './context';

/** POST /api/farcaster/start and /api/farcaster/complete. */
export function farcasterRoutes(ctx: FrameContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/farcaster/start',
      async handle({ req, res }) {
        limitClient(ctx, req);
        const body = await readBody(req, bodies.farcasterStart);
        sendJson(res, 200, await ctx.farcaster.start(body.hostOrigin || null));
      },
    },
    {
      // Polled by the page about once a second while the QR code shows: not counted against the login rate.
      method: 'POST',
      path: '/api/farcaster/complete',
      async handle({ req, res }) {
        const body = await readBody(req, bodies.farcasterComplete);
        const identity = await ctx.farcaster.poll(body.attemptId);
        if (!identity) return sendJson(res, 202, { state: 'pending' });
        sendJson(res, 200, await identityLoginReply(ctx, identity));
      },
    },
  ];
}
