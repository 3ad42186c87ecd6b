// Wires one faucet instance: database and migrations, chain client, claims, sender, HTTP routes and upkeep. The
// rules live in the parts: a claim's life in claim/, paying in sender/, the API in routes.ts.
import type { Server } from 'node:http';
import { applyMigrations, Metrics, openDatabase, RateLimiter, serveStatic, startHttpServer, type Database } from 'walletdock/server/node';
import { CaptchaSealer, captchaSecret } from './captcha';
import { Claims } from './claim/claims';
import type { FaucetConfig } from './config';
import type { FaucetContext } from './context';
import { faucetRoutes } from './routes';
import { RpcClient } from './rpc';
import { faucetMigrations } from './schema';
import { Sender } from './sender/sender';
import { startUpkeep } from './upkeep';

/** A running faucet instance. */
export interface FaucetServer {
  /** Base URL, e.g. http://127.0.0.1:8787. */
  url: string;
  server: Server;
  db: Database;
  sender: Sender;
  metrics: Metrics;
  /** Stops accepting requests, stops the sender (handing its lease over) and closes the database. */
  close(): Promise<void>;
}

/** Starts a faucet on config.host:config.port (port 0 picks a free one). `db` may be passed to share one in tests. */
export async function startFaucetServer(config: FaucetConfig, options: { db?: Database } = {}): Promise<FaucetServer> {
  const db = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, profile: config.profileDatabase }));
  try {
    await applyMigrations(db, 'faucet', faucetMigrations);
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }
  const rpc = new RpcClient(config.rpcUrl);
  const metrics = new Metrics();
  const claims = new Claims(db, { amount: config.amount, cooldownMs: config.cooldownMs, hourlyOutflowCap: config.hourlyOutflowCap });
  const sender = new Sender(db, rpc, config, metrics, (id, outcome) => claims.settled(id, outcome));
  const ctx: FaucetContext = {
    config, db, rpc, sender, metrics, claims,
    captchaLimiter: new RateLimiter(config.captchaPerMinute),
    verifyLimiter: new RateLimiter(config.captchaPerMinute * 4),
    captcha: new CaptchaSealer(await captchaSecret(db, config.captchaSecret), config.captchaTtlMs),
    healthy: () => Date.now() - rpc.lastOkAt < 10_000 && Date.now() - claims.dbOkAt < 10_000,
  };
  metrics.histogram('faucet_claim_duration_seconds');
  metrics.gauge('faucet_queue_depth', () => claims.queueDepth);
  metrics.gauge('faucet_in_flight_transactions', () => sender.inFlightCount);
  metrics.gauge('faucet_leader', () => (sender.leader ? 1 : 0));
  metrics.gauge('faucet_balance_wei', () => Number(sender.balance ?? 0n));
  metrics.gauge('faucet_waiting_claims', () => claims.waitingCount);

  const upkeep = startUpkeep({ db, claims, captchaTtlMs: config.captchaTtlMs, limiters: [ctx.captchaLimiter, ctx.verifyLimiter], metrics });
  const { staticDir } = config;
  const http = await startHttpServer({
    host: config.host,
    port: config.port,
    routes: faucetRoutes(ctx),
    metrics: { registry: metrics, prefix: 'faucet' },
    cors: { origins: config.corsOrigins },
    // The faucet page: every GET outside /api/ that names one of its files.
    ...(staticDir ? {
      fallback: async ({ req, res, url }) =>
        !url.pathname.startsWith('/api/') && (req.method === 'GET' || req.method === 'HEAD') && serveStatic(staticDir, url.pathname, req, res),
    } : {}),
  });
  sender.start();
  return {
    url: http.url,
    server: http.server, db, sender, metrics,
    async close() {
      await http.close();
      await sender.stop();
      await upkeep.stop();
      if (!options.db) await db.close();
    },
  };
}
