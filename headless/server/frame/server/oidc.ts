// Social login by OpenID Connect (openid-client): authorization code with PKCE, state and nonce, for providers
// configured by discovery, and plain OAuth 2 providers (X, GitHub) by their endpoints and userinfo. Each attempt is
// a database row named by a hash of a secret only the frame page holds, used once, for 10 minutes.
import * as client from 'openid-client';
import { type Database, HttpError } from 'walletdock/server/node';
import type { OidcProviderConfig } from './config';
import { randomToken, type FrameSecrets } from './secrets';
import { FrameTexts } from './texts';

const ATTEMPT_TTL_MS = 10 * 60_000;

/** Who logged in, as the provider says. */
export interface SocialIdentity {
  provider: string;
  subject: string;
  name: string | null;
}

/** The configured providers and their attempts. */
export class SocialLogin {
  private readonly configs = new Map<string, Promise<client.Configuration>>();

  constructor(
    private readonly db: Database,
    private readonly secrets: FrameSecrets,
    private readonly providers: readonly OidcProviderConfig[],
    private readonly allowHttp: boolean,
    private readonly redirectUri: () => string,
  ) {}

  /** Names of the configured providers. */
  names(): string[] {
    return this.providers.map((p) => p.name);
  }

  private provider(name: string): OidcProviderConfig {
    const provider = this.providers.find((p) => p.name === name);
    if (!provider) throw new HttpError(400, FrameTexts.providerNotConfigured(name));
    return provider;
  }

  private configuration(p: OidcProviderConfig): Promise<client.Configuration> {
    let config = this.configs.get(p.name);
    if (!config) {
      const execute = this.allowHttp ? [client.allowInsecureRequests] : [];
      config =
        'issuer' in p
          ? client.discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, { execute })
          : Promise.resolve().then(() => {
              const c = new client.Configuration(
                {
                  issuer: new URL(p.authorizationEndpoint).origin,
                  authorization_endpoint: p.authorizationEndpoint,
                  token_endpoint: p.tokenEndpoint,
                },
                p.clientId,
                p.clientSecret,
              );
              for (const step of execute) step(c);
              return c;
            });
      // A failed discovery is retried on the next attempt rather than cached.
      config.catch(() => this.configs.delete(p.name));
      this.configs.set(p.name, config);
    }
    return config;
  }

  /** Starts an attempt: the URL the popup opens and the attempt's secret id for the page. */
  async start(name: string, hostOrigin: string | null): Promise<{ attemptId: string; authorizationUrl: string }> {
    const p = this.provider(name);
    const config = await this.configuration(p).catch(() => {
      throw new HttpError(502, FrameTexts.loginFailed);
    });
    const attemptId = randomToken(24);
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri(),
      scope: p.scope,
      state,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...('issuer' in p ? { nonce } : {}),
    });
    await this.db.query(
      'INSERT INTO frame_oidc_attempt (id, provider, state, nonce, code_verifier, host_origin, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [
        this.secrets.hash('oidc-attempt', attemptId),
        name,
        state,
        nonce,
        verifier,
        hostOrigin,
        Date.now() + ATTEMPT_TTL_MS,
      ],
    );
    return { attemptId, authorizationUrl: url.href };
  }

  /**
   * Completes an attempt with the URL the provider redirected the popup to: checks state, PKCE and (OpenID) the ID
   * token's nonce, signature, issuer and audience. The attempt is used up whatever the outcome.
   */
  async complete(attemptId: string, callbackUrl: string): Promise<SocialIdentity> {
    const [row] = await this.db.query<{
      provider: string;
      state: string;
      nonce: string;
      code_verifier: string;
      expires_at: number;
    }>('DELETE FROM frame_oidc_attempt WHERE id = $1 RETURNING provider, state, nonce, code_verifier, expires_at', [
      this.secrets.hash('oidc-attempt', attemptId),
    ]);
    if (!row || row.expires_at <= Date.now()) throw new HttpError(400, FrameTexts.attemptExpired);
    let url: URL;
    try {
      url = new URL(callbackUrl);
    } catch {
      throw new HttpError(400, FrameTexts.loginFailed);
    }
    if (`${url.origin}${url.pathname}` !== this.redirectUri()) throw new HttpError(400, FrameTexts.loginFailed);
    const p = this.provider(row.provider);
    try {
      const config = await this.configuration(p);
      if ('issuer' in p) {
        const tokens = await client.authorizationCodeGrant(config, url, {
          pkceCodeVerifier: row.code_verifier,
          expectedState: row.state,
          expectedNonce: row.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims()!;
        const name =
          [claims.name, claims.preferred_username, claims.email].find((v): v is string => typeof v === 'string') ??
          null;
        return { provider: p.name, subject: claims.sub, name };
      }
      const tokens = await client.authorizationCodeGrant(config, url, {
        pkceCodeVerifier: row.code_verifier,
        expectedState: row.state,
      });
      const response = await client.fetchProtectedResource(
        config,
        tokens.access_token,
        new URL(p.userinfoEndpoint),
        'GET',
      );
      const info = (await response.json()) as Record<string, unknown>;
      const subject = info[p.subjectField];
      if (typeof subject !== 'string' && typeof subject !== 'number') throw new Error('no subject');
      const name =
        [info.name, info.login, info.username, p.emailField ? info[p.emailField] : undefined].find(
          (v): v is string => typeof v === 'string',
        ) ?? null;
      return { provider: p.name, subject: String(subject), name };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, FrameTexts.loginFailed, { reason: reasonOf(error) });
    }
  }
}

// A short, safe reason for logs and tests (openid-client's error codes name the failed check).
function reasonOf(error: unknown): string {
  const parts: string[] = [];
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 3;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string') parts.push(e.code);
    if (typeof e.message === 'string') parts.push(e.message);
    const claim = (e.cause as { claim?: unknown } | undefined)?.claim;
    if (typeof claim === 'string') parts.push(`claim ${claim}`);
  }
  return parts.join(': ').slice(0, 300);
}
