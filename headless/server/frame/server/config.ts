// The wallet frame server's configuration, read from the environment once at start. The server secret, SMTP
// credentials and OIDC client secrets are kept here and never logged: `describeFrameConfig` prints a redacted view.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  describeDatabase,
  envBool,
  envInt,
  readEnv,
  serverEnv,
  serverEnvShape,
  type ServerEnv,
} from 'walletdock/server/node';

/** A network the frame signs for: its CAIP-2 id, name, node and native currency (shown on the approval screen). */
export const frameChainSchema = z.object({
  id: z.string().regex(/^(eip155|solana):[-_a-zA-Z0-9]{1,32}$/, 'a CAIP-2 id on eip155 or solana'),
  name: z.string().min(1),
  rpcUrl: z.string().url(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0).max(36) }),
  explorerUrl: z.string().url().optional(),
});
/** A network of the frame. */
export type FrameChain = z.infer<typeof frameChainSchema>;

const OIDC_NAMES = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const;
/**
 * A social login provider: OpenID Connect by discovery (`issuer`), or plain OAuth 2 (X, GitHub) with its endpoints
 * and the userinfo field that identifies the user.
 */
export const oidcProviderSchema = z.union([
  z
    .object({
      name: z.enum(OIDC_NAMES),
      issuer: z.string().url(),
      clientId: z.string().min(1),
      clientSecret: z.string().min(1),
      scope: z.string().default('openid email'),
    })
    .strict(),
  z
    .object({
      name: z.enum(OIDC_NAMES),
      authorizationEndpoint: z.string().url(),
      tokenEndpoint: z.string().url(),
      userinfoEndpoint: z.string().url(),
      subjectField: z.string().default('id'),
      emailField: z.string().optional(),
      clientId: z.string().min(1),
      clientSecret: z.string().min(1),
      scope: z.string().default(''),
    })
    .strict(),
]);
/** A configured social provider. */
export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

const json = <S extends z.ZodType>(schema: S, what: string) =>
  z.string().transform((text, ctx): z.infer<S> => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${what} must be JSON` });
      return z.NEVER;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: `${what}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      });
      return z.NEVER;
    }
    return parsed.data;
  });

const secret = (name: string) =>
  z
    .string()
    .refine((s) => Buffer.byteLength(s) >= 32, `${name} must be at least 32 characters (use 32 random bytes, hex)`);

const EnvSchema = z
  .object({
    ...serverEnvShape({ port: 8790 }),
    FRAME_SECRET: secret('FRAME_SECRET'),
    FRAME_RECOVERY_SECRET: secret('FRAME_RECOVERY_SECRET').optional(),
    PUBLIC_URL: z.string().url().optional(),
    ALLOWED_ORIGINS: z.string().optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be smtp://… or smtps://…'),
    MAIL_FROM: z.string().default('Wallet <no-reply@localhost>'),
    OIDC_PROVIDERS: json(z.array(oidcProviderSchema), 'OIDC_PROVIDERS').optional(),
    OIDC_ALLOW_HTTP: envBool.default(false),
    CHAINS: json(z.array(frameChainSchema).min(1), 'CHAINS'),
    SMART_ACCOUNT_NETWORKS: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'comma-separated chain ids')
      .optional(),
    BUNDLER_URL: z.string().url().optional(),
    BLOCKCHAIN_API_URL: z.string().url().optional(),
    PAGE_DIR: z.string().optional(),
    SESSION_TTL_HOURS: envInt(1).default(24 * 30),
    AUTH_PER_MINUTE: envInt(1).default(20),
    CODES_PER_EMAIL_PER_HOUR: envInt(1).default(6),
    FARCASTER_RELAY_URL: z.string().url().optional(),
    FARCASTER_RPC_URL: z.string().url().optional(),
    FARCASTER_DOMAIN: z
      .string()
      .regex(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/, 'a host name, with an optional port')
      .optional(),
    FARCASTER_SIWE_URI: z.string().url().optional(),
  })
  .refine((e) => !e.FARCASTER_RELAY_URL || e.FARCASTER_RPC_URL, {
    message: 'FARCASTER_RPC_URL is required with FARCASTER_RELAY_URL',
    path: ['FARCASTER_RPC_URL'],
  });

/** Everything the frame server needs. */
export interface FrameConfig extends ServerEnv {
  /** Derives the keys sealing key shares, signing sessions and hashing codes. Not stored in the database. */
  secret: string;
  /** Seals recovery shares; defaults to a key derived from `secret` (keep it in another vault/KMS to split duty). */
  recoverySecret: string | undefined;
  /** The frame's own origin as browsers see it (redirect URIs, email links); default: the listening address. */
  publicUrl: string | undefined;
  /** Host origins allowed to embed the frame (besides the always-allowed ones), `*` wildcards allowed. */
  allowedOrigins: string[];
  smtpUrl: string;
  mailFrom: string;
  oidcProviders: OidcProviderConfig[];
  /** Accept http:// issuers and endpoints (a local provider in development only). */
  oidcAllowHttp: boolean;
  chains: FrameChain[];
  smartAccountNetworks: number[];
  /**
   * The ERC-4337 bundler's JSON-RPC URL the page sends smart accounts' user operations to (`{chainId}` is replaced by
   * the chain's number). Without it no network has smart accounts, whatever SMART_ACCOUNT_NETWORKS says.
   */
  bundlerUrl: string | undefined;
  /**
   * The blockchain API (`walletdock/server/node`'s createBlockchainApi) the page uses for its smart accounts: gas
   * sponsorship (a paymasterService URL is accepted only on this origin) and smart-session records. Absent: no
   * sponsorship and no smart sessions.
   */
  blockchainApiUrl: string | undefined;
  /** The built frame page. */
  pageDir: string;
  sessionTtlMs: number;
  /** Login and code requests per client address per minute. */
  authPerMinute: number;
  codesPerEmailPerHour: number;
  /** Sign In With Farcaster: the relay and the Optimism RPC its verification reads; absent when not offered. */
  farcaster: FarcasterConfig | undefined;
}

/** Where Sign In With Farcaster runs (see farcaster.ts). */
export interface FarcasterConfig {
  /** The auth relay, e.g. https://relay.farcaster.xyz (a local stand-in in development). */
  relayUrl: string;
  /** An RPC URL of the chain with Farcaster's ID registry (Optimism; the devnet in development). */
  rpcUrl: string;
  /** The SIWF message's domain and URI; default: the frame's public host and origin. */
  domain: string | undefined;
  siweUri: string | undefined;
}

/** Where the published package keeps the built page: dist/server/frame-page beside the bundled server. */
export const BUNDLED_PAGE_DIR = fileURLToPath(new URL('./frame-page/', import.meta.url));

/** Reads the configuration from `env`; throws one readable error naming every bad variable. */
export function loadFrameConfig(env: Record<string, string | undefined> = process.env): FrameConfig {
  const e = readEnv(EnvSchema, env, 'wallet frame');
  const pageDir = e.PAGE_DIR ?? BUNDLED_PAGE_DIR;
  return {
    ...serverEnv(e, { dataDir: '.data/frame', name: 'frame' }),
    secret: e.FRAME_SECRET,
    recoverySecret: e.FRAME_RECOVERY_SECRET,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    allowedOrigins: (e.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidcProviders: e.OIDC_PROVIDERS ?? [],
    oidcAllowHttp: e.OIDC_ALLOW_HTTP,
    chains: e.CHAINS,
    smartAccountNetworks: e.BUNDLER_URL ? (e.SMART_ACCOUNT_NETWORKS ?? '').split(',').filter(Boolean).map(Number) : [],
    bundlerUrl: e.BUNDLER_URL,
    blockchainApiUrl: e.BLOCKCHAIN_API_URL?.replace(/\/$/, ''),
    pageDir,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    authPerMinute: e.AUTH_PER_MINUTE,
    codesPerEmailPerHour: e.CODES_PER_EMAIL_PER_HOUR,
    farcaster:
      e.FARCASTER_RELAY_URL && e.FARCASTER_RPC_URL
        ? {
            relayUrl: e.FARCASTER_RELAY_URL.replace(/\/$/, ''),
            rpcUrl: e.FARCASTER_RPC_URL,
            domain: e.FARCASTER_DOMAIN,
            siweUri: e.FARCASTER_SIWE_URI,
          }
        : undefined,
  };
}

/** True when the page has been built where the configuration says. */
export function pageBuilt(config: Pick<FrameConfig, 'pageDir'>): boolean {
  return existsSync(`${config.pageDir}/index.html`);
}

/** The configuration without secrets, for logs. */
export function describeFrameConfig(c: FrameConfig): Record<string, unknown> {
  return {
    host: c.host,
    port: c.port,
    database: describeDatabase(c),
    publicUrl: c.publicUrl,
    allowedOrigins: c.allowedOrigins,
    smtp: c.smtpUrl.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1:***@'),
    socials: c.oidcProviders.map((p) => p.name),
    chains: c.chains.map((ch) => ch.id),
    pageDir: c.pageDir,
    farcasterRelay: c.farcaster?.relayUrl,
    blockchainApiUrl: c.blockchainApiUrl,
  };
}
