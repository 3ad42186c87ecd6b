// Composes one wallet frame server: database, secrets, sessions, codes, social login, the API and the page.
import type { Server } from 'node:http';
import { applyMigrations, openDatabase, type Database, Metrics, RateLimiter, startHttpServer } from 'walletdock/server/node';
import { Codes } from './codes';
import { pageBuilt, type FrameConfig } from './config';
import type { FrameContext } from './context';
import { FarcasterLogin } from './farcaster';
import { Mailer } from './mailer';
import { SocialLogin } from './oidc';
import { pageFallback } from './pages';
import { emailRoutes } from './routes-email';
import { farcasterRoutes } from './routes-farcaster';
import { walletRoutes } from './routes-wallet';
import { frameMigrations } from './schema';
import { FrameSecrets } from './secrets';
import { Sessions } from './sessions';
import { Wallets } from './wallet';

/** A running frame server. */
export interface FrameServer {
  /** Its origin, e.g. http://127.0.0.1:8790 (the configured PUBLIC_URL when set). */
  url: string;
  server: Server;
  db: Database;
  close(): Promise<void>;
}

/**
 * Starts the wallet frame server on config.host:config.port (0 picks a free port). `db` may be passed to share one.
 *
 * @example
 * const frame = await startFrameServer(loadFrameConfig());
 * console.log(`wallet frame on ${frame.url}`);
 */
export async function startFrameServer(config: FrameConfig, options: { db?: Database } = {}): Promise<FrameServer> {
  if (!pageBuilt(config)) throw new Error(`The wallet frame page is not built in ${config.pageDir} (set PAGE_DIR, or build it: npm run frame builds it)`);
  const db = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    await applyMigrations(db, 'frame', frameMigrations);
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }
  let publicUrl = config.publicUrl ?? '';
  const secrets = new FrameSecrets(config.secret, config.recoverySecret);
  const mailer = new Mailer(config.smtpUrl, config.mailFrom);
  const sessions = new Sessions(db, secrets, config.sessionTtlMs);
  const ctx: FrameContext = {
    config, db, secrets, sessions,
    codes: new Codes(db, secrets, mailer, config.codesPerEmailPerHour),
    wallets: new Wallets(db, secrets, sessions),
    social: new SocialLogin(db, secrets, config.oidcProviders, config.oidcAllowHttp, () => `${publicUrl}/oidc/callback`),
    farcaster: new FarcasterLogin(db, secrets, config.farcaster, () => publicUrl),
    limiter: new RateLimiter(config.authPerMinute),
    publicUrl: () => publicUrl,
  };
  const sweeper = setInterval(() => ctx.limiter.sweep(), 60_000);
  sweeper.unref();
  const http = await startHttpServer({
    host: config.host,
    port: config.port,
    routes: [...emailRoutes(ctx, mailer), ...walletRoutes(ctx), ...farcasterRoutes(ctx)],
    metrics: { registry: new Metrics(), prefix: 'frame' },
    fallback: pageFallback(ctx),
  });
  publicUrl ||= http.url;
  return {
    url: publicUrl,
    server: http.server,
    db,
    async close() {
      clearInterval(sweeper);
      await http.close();
      mailer.close();
      if (!options.db) await db.close();
    },
  };
}
