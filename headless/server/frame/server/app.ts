// Composes one wallet frame server: database, secrets, sessions, codes, social login, the API and the page.
import type { Server } from 'node:http';
import {
  applyMigrations,
  createServerLogger,
  openDatabase,
  type Database,
  Metrics,
  RateLimiter,
  startHttpServer,
  type ServerLogger,
} from 'walletdock/server/node';
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
  /** Stops taking requests, lets those in hand finish for config.shutdownGraceMs, then closes mail and the database. */
  close(): Promise<void>;
}

/**
 * Starts the wallet frame server on config.host:config.port (0 picks a free port). `db` may be passed to share one;
 * `logger` replaces the JSON lines on stdout at config.logLevel.
 *
 * @example
 * const frame = await startFrameServer(loadFrameConfig());
 * console.log(`wallet frame on ${frame.url}`);
 */
export async function startFrameServer(
  config: FrameConfig,
  options: { db?: Database; logger?: ServerLogger } = {},
): Promise<FrameServer> {
  if (!pageBuilt(config))
    throw new Error(
      `The wallet frame page is not built in ${config.pageDir} (set PAGE_DIR, or build it: npm run frame builds it)`,
    );
  const logger =
    options.logger ??
    createServerLogger({ name: 'frame', level: config.logLevel, fields: { instance: config.instanceId } });
  const db = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger }));
  try {
    await applyMigrations(db, 'frame', frameMigrations);
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }
  let publicUrl = config.publicUrl ?? '';
  const secrets = new FrameSecrets(config.secret, config.recoverySecret);
  const mailer = new Mailer(config.smtpUrl, config.mailFrom, logger);
  const sessions = new Sessions(db, secrets, config.sessionTtlMs);
  const ctx: FrameContext = {
    config,
    db,
    secrets,
    sessions,
    codes: new Codes(db, secrets, mailer, config.codesPerEmailPerHour),
    wallets: new Wallets(db, secrets, sessions),
    social: new SocialLogin(
      db,
      secrets,
      config.oidcProviders,
      config.oidcAllowHttp,
      () => `${publicUrl}/oidc/callback`,
    ),
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
    logger,
    // Without mail no new user or device can sign in; the bundler is not asked: the page calls it, not this server.
    readiness: { database: () => db.query('SELECT 1'), mail: () => mailer.verify() },
  }).catch(async (error: unknown) => {
    // A port already taken: nothing of this start stays open (the database would keep its data dir locked).
    clearInterval(sweeper);
    mailer.close();
    if (!options.db) await db.close();
    throw error;
  });
  publicUrl ||= http.url;
  return {
    url: publicUrl,
    server: http.server,
    db,
    async close() {
      clearInterval(sweeper);
      await http.close(config.shutdownGraceMs);
      mailer.close();
      if (!options.db) await db.close();
    },
  };
}
