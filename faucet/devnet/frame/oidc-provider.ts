// A development OpenID provider (oidc-provider) that stands in for Google, X, Discord, GitHub, Apple and Facebook
// in `npm start` and the tests: one issuer, one client per social provider, and a login page with a single field
// (any name signs in as that user; "ada" gets sub "ada" and email ada@example.test). Consent is implied.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import type { OidcProviderConfig } from 'walletdock/server/frame';

/** The providers a frame can offer, all backed by this one issuer. */
export const DEV_SOCIALS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const;
const SECRET = 'walletdock-dev-client-secret';

/** A running development provider. */
export interface DevOidcProvider {
  issuer: string;
  /** The frame configuration (OIDC_PROVIDERS) for every social: OpenID by discovery, X and GitHub as plain OAuth 2. */
  providers: OidcProviderConfig[];
  /** Registers the frame's callback URL with every client (call once the frame's URL is known). */
  allowRedirect(redirectUri: string): void;
  close(): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Starts the provider on 127.0.0.1 (port 0: a free one). */
export async function startDevOidcProvider(options: { port?: number } = {}): Promise<DevOidcProvider> {
  let provider: Provider | undefined;
  const server: Server = createServer((req, res) => {
    void route(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('error');
    });
  });
  async function route(
    req: import('node:http').IncomingMessage,
    res: import('node:http').ServerResponse,
  ): Promise<void> {
    if (!provider) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('no client registered yet');
      return;
    }
    const m = /^\/interaction\/([^/?]+)(\/login)?(?:\?|$)/.exec(req.url ?? '');
    if (!m) return provider.callback()(req, res);
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      const client = String(details.params.client_id ?? '');
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      res.end(`<!doctype html><meta charset="utf-8"><title>Sign in (development provider)</title><style>body{font:16px system-ui;max-width:22rem;margin:3rem auto}input,button{font:inherit;display:block;width:100%;margin:.5rem 0;padding:.5rem}</style>
<h1>Sign in</h1><p>Development provider for <strong>${escapeHtml(client.replace(/^dev-/, ''))}</strong>. Any name signs in.</p>
<form method="post" action="/interaction/${escapeHtml(details.uid)}/login"><label>Name or email<input name="login" data-testid="oidc-login" required autofocus></label><button type="submit" data-testid="oidc-submit">Sign in</button></form>`);
      return;
    }
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const login = (new URLSearchParams(body).get('login') ?? '').trim().slice(0, 100);
    if (!login) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('name required');
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
  }
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const redirects = new Set<string>();
  // Its own signing key (one per start), instead of oidc-provider's built-in development key.
  const signingKey = {
    ...(await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey)),
    kid: 'dev',
    alg: 'RS256',
    use: 'sig',
  };

  const configuration = (): Configuration => ({
    clients: DEV_SOCIALS.map((name) => ({
      client_id: `dev-${name}`,
      client_secret: SECRET,
      redirect_uris: [...redirects],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        name: id,
        email: id.includes('@') ? id : `${id}@example.test`,
        email_verified: true,
      }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['walletdock-dev-provider-cookie-key'] },
    jwks: { keys: [signingKey] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, IdToken: 600, AccessToken: 600 },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  return {
    issuer,
    providers: DEV_SOCIALS.map(
      (name): OidcProviderConfig =>
        name === 'x' || name === 'github'
          ? {
              name,
              authorizationEndpoint: `${issuer}/auth`,
              tokenEndpoint: `${issuer}/token`,
              userinfoEndpoint: `${issuer}/me`,
              subjectField: 'sub',
              clientId: `dev-${name}`,
              clientSecret: SECRET,
              scope: 'openid profile',
            }
          : { name, issuer, clientId: `dev-${name}`, clientSecret: SECRET, scope: 'openid email profile' },
    ),
    allowRedirect(redirectUri) {
      redirects.add(redirectUri);
      provider = new Provider(issuer, configuration());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
