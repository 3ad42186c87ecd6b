// A development stand-in for the Farcaster auth relay (Sign In With Farcaster, FIP-11), for `npm start` and the
// tests: the relay's v1 channel API as @farcaster/auth-client calls it. An app creates a channel (POST /v1/channel →
// 201 { channelToken, url, connectUri, nonce }); a Farcaster app, holding the relay key, completes it with the signed
// message (POST /v1/channel/authenticate, Bearer channelToken → 201 the channel); the app polls it (GET
// /v1/channel/status, Bearer channelToken → 202 pending, 200 completed, after which the channel is gone; 401 for an
// unknown or expired channel). Like the real relay it verifies nothing: the app verifies the signature. Channels
// live in memory for `ttlSeconds` (the real relay's default: 3600). The channel URL opens a development page here
// that completes the channel as a test user (farcaster-client.ts), standing in for the Farcaster app.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { generateSiweNonce } from 'viem/siwe';
import * as z from 'zod/mini';

/** The relay key of the stand-in (the real relay gives its key to Farcaster apps only). */
export const DEV_FARCASTER_RELAY_KEY = 'walletdock-dev-farcaster-relay-key';
/** The real relay's channel lifetime (CHANNEL_TTL default). */
export const FARCASTER_CHANNEL_TTL_SECONDS = 3600;

const createSchema = z.strictObject({
  siweUri: z.url(),
  domain: z.string().check(z.regex(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/)),
  nonce: z.optional(z.string()),
  notBefore: z.optional(z.iso.datetime()),
  expirationTime: z.optional(z.iso.datetime()),
  requestId: z.optional(z.string()),
  redirectUrl: z.optional(z.string()),
  acceptAuthAddress: z.optional(z.boolean()),
});
const authenticateSchema = z.strictObject({
  message: z.string(),
  signature: z.string().check(z.regex(/^0x[a-fA-F0-9]{130}$/)),
  authMethod: z.optional(z.enum(['custody', 'authAddress'])),
  fid: z.number().check(z.int()),
  username: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,15}$|^[a-z0-9][a-z0-9-]{0,15}\.eth$/))),
  bio: z.optional(z.string()),
  displayName: z.optional(z.string()),
  pfpUrl: z.optional(z.url()),
});

/** A channel as the relay keeps it (and answers it, less url and connectUri). */
interface Channel extends Partial<z.infer<typeof authenticateSchema>> {
  state: 'pending' | 'completed';
  nonce: string;
  url: string;
  connectUri: string;
  signatureParams: z.infer<typeof createSchema> & { nonce: string };
  metadata: { ip: string; userAgent: string };
  acceptAuthAddress: boolean;
  verifications?: string[];
  custody?: string;
}

/** Completes a channel as a test user from the development page (see startDevFarcasterRelay's `completeAsTestUser`). */
export type DevSignIn = (url: string, username: string) => Promise<void>;

/** A running relay stand-in. */
export interface DevFarcasterRelay {
  /** Its base URL (auth-client's `relay` option), e.g. http://127.0.0.1:8793. */
  url: string;
  /** The key a Farcaster app sends (X-Farcaster-Auth-Relay-Key). */
  authKey: string;
  /** Changes the lifetime of channels created from now on (tests: a short one to see channels expire). */
  setTtl(seconds: number): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 16_384) throw new Error('too large');
  }
  return text;
}

const readJson = async (req: IncomingMessage): Promise<unknown> => JSON.parse((await readBody(req)) || 'null');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Starts the relay on 127.0.0.1 (port 0: a free one). `completeAsTestUser`, when given, backs the channel URL's
 * development page (a form: a username signs in as that test user); without it the page only shows the channel.
 */
export async function startDevFarcasterRelay(
  o: { port?: number; ttlSeconds?: number; authKey?: string; completeAsTestUser?: DevSignIn } = {},
): Promise<DevFarcasterRelay> {
  let ttlMs = (o.ttlSeconds ?? FARCASTER_CHANNEL_TTL_SECONDS) * 1000;
  const authKey = o.authKey ?? DEV_FARCASTER_RELAY_KEY;
  const channels = new Map<string, { channel: Channel; expiresAt: number }>();
  let base = '';

  const read = (token: string | undefined) => {
    const entry = token ? channels.get(token) : undefined;
    if (entry && entry.expiresAt <= Date.now()) channels.delete(token!);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  };
  const bearer = (req: IncomingMessage) => req.headers.authorization?.split(' ')[1];

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://relay');
    const path = url.pathname.replace(/^\/v1\/connect/, '/v1/channel');
    if (req.method === 'GET' && path === '/healthcheck') return send(res, 200, { status: 'OK' });
    if (req.method === 'POST' && path === '/v1/channel') {
      const body = createSchema.safeParse(await readJson(req).catch(() => undefined));
      if (!body.success)
        return send(res, 400, { error: 'Validation error', message: body.error.issues[0]?.message ?? 'Invalid input' });
      const channelToken = randomUUID();
      const nonce = body.data.nonce ?? generateSiweNonce();
      const channelUrl = `${base}/~/siwf?${new URLSearchParams({ channelToken })}`;
      channels.set(channelToken, {
        expiresAt: Date.now() + ttlMs,
        channel: {
          state: 'pending',
          nonce,
          url: channelUrl,
          connectUri: channelUrl,
          acceptAuthAddress: body.data.acceptAuthAddress ?? false,
          signatureParams: { ...body.data, nonce },
          metadata: { ip: req.socket.remoteAddress ?? '', userAgent: req.headers['user-agent'] ?? 'Unknown' },
        },
      });
      return send(res, 201, { channelToken, url: channelUrl, connectUri: channelUrl, nonce });
    }
    if (req.method === 'POST' && path === '/v1/channel/authenticate') {
      const key = req.headers['x-farcaster-auth-relay-key'] ?? req.headers['x-farcaster-connect-auth-key'];
      if (key !== authKey) return send(res, 401, { error: 'Unauthorized' });
      const entry = read(bearer(req));
      if (!entry) return send(res, 401, { error: 'Unauthorized' });
      const body = authenticateSchema.safeParse(await readJson(req).catch(() => undefined));
      if (!body.success)
        return send(res, 400, { error: 'Validation error', message: body.error.issues[0]?.message ?? 'Invalid input' });
      entry.channel = { ...entry.channel, ...body.data, state: 'completed', verifications: [] };
      return send(res, 201, entry.channel);
    }
    if (req.method === 'GET' && path === '/v1/channel/status') {
      const token = bearer(req);
      const entry = read(token);
      if (!entry) return send(res, 401, { error: 'Unauthorized' });
      const { url: _url, connectUri: _connectUri, ...reply } = entry.channel;
      // A completed channel is read once: the relay closes it then.
      if (reply.state === 'completed') channels.delete(token!);
      return send(res, reply.state === 'completed' ? 200 : 202, reply);
    }
    if (path === '/~/siwf') return devPage(req, res, url);
    send(res, 404, { error: 'Not found' });
  }

  // The channel URL's page: what a phone would open. In development it signs in as a test user by name.
  async function devPage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const html = (status: number, body: string) => {
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      });
      res.end(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign in with Farcaster (development)</title><style>body{font:16px system-ui;max-width:24rem;margin:3rem auto}input,button{font:inherit;display:block;width:100%;margin:.5rem 0;padding:.5rem}</style><body>${body}</body></html>`,
      );
    };
    const token = url.searchParams.get('channelToken') ?? '';
    const entry = read(token);
    if (!entry)
      return html(410, '<h1>Request expired</h1><p>This sign-in request has expired. Start again in the app.</p>');
    if (req.method === 'POST') {
      const username = (new URLSearchParams(String(await readBody(req))).get('username') ?? '').trim().toLowerCase();
      if (!o.completeAsTestUser || !/^[a-z0-9][a-z0-9-]{0,15}$/.test(username))
        return html(400, '<h1>Not signed in</h1><p>Enter a username (lower-case letters, digits, dashes).</p>');
      await o.completeAsTestUser(`${base}/~/siwf?${new URLSearchParams({ channelToken: token })}`, username);
      return html(
        200,
        `<h1>Signed in</h1><p>Signed in as <strong>@${escapeHtml(username)}</strong>. Return to the app.</p>`,
      );
    }
    const params = entry.channel.signatureParams;
    html(
      200,
      `<h1>Sign in with Farcaster</h1><p>Development relay: <strong>${escapeHtml(params.domain)}</strong> asks you to sign in.</p>
<form method="post"><label>Test username<input name="username" value="alice" required pattern="[a-z0-9][a-z0-9-]{0,15}"></label><button type="submit">Sign in</button></form>`,
    );
  }

  const server = createServer((req, res) => {
    void route(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: error instanceof Error ? error.message : 'error' });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sweeper = setInterval(() => {
    for (const [token, entry] of channels) if (entry.expiresAt <= Date.now()) channels.delete(token);
  }, 60_000);
  sweeper.unref();
  return {
    url: base,
    authKey,
    setTtl: (seconds) => {
      ttlMs = seconds * 1000;
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweeper);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
