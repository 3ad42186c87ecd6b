// Wires one faucet instance: database and migrations, chain client, claims, sender, HTTP routes and upkeep. The
// rules live in the parts: a claim's life in claim/, paying in sender/, the API in routes.ts.
import type { Server } from 'node:http';
import {
  applyMigrations,
  createServerLogger,
  DependencyWatch,
  loopErrorReporter,
  Metrics,
  openDatabase,
  RateLimiter,
  serveStatic,
  startHttpServer,
  type Database,
  type ServerLogger,
} from 'walletdock/server/node';
import { CaptchaSealer, captchaSecret } from './captcha';
import { Claims } from './claim/claims';
import type { FaucetConfig } from './config';
import type { FaucetContext } from './context';
import { faucetRoutes } from './routes';
import { HexQuantity, RpcClient } from './rpc';
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
  /**
   * Stops taking requests; lets the claims in hand finish for config.shutdownGraceMs, then answers those still
   * waiting "pending" (they are in the ledger: the next leader, or this faucet after a restart, pays them); stops the
   * sender (signed transactions stored and broadcast, its lease handed over) and closes the database.
   */
  close(): Promise<void>;
}

/**
 * Starts a faucet on config.host:config.port (port 0 picks a free one). `db` may be passed to share one in tests;
 * `logger` replaces the JSON lines on stdout at config.logLevel.
 */
export async function startFaucetServer(
  config: FaucetConfig,
  options: { db?: Database; logger?: ServerLogger } = {},
): Promise<FaucetServer> {
  const logger =
    options.logger ??
    createServerLogger({ name: 'faucet', level: config.logLevel, fields: { instance: config.instanceId } });
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      profile: config.profileDatabase,
      logger,
    }));
  try {
    await applyMigrations(db, 'faucet', faucetMigrations);
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }
  const rpc = new RpcClient(config.rpcUrl, undefined, new DependencyWatch(logger, 'node'));
  const metrics = new Metrics();
  const report = loopErrorReporter(logger);
  const claims: Claims = new Claims(
    db,
    { amount: config.amount, cooldownMs: config.cooldownMs, hourlyOutflowCap: config.hourlyOutflowCap },
    (id) => sender.hashOf(id),
  );
  const sender = new Sender(db, rpc, config, metrics, (id, outcome) => claims.settled(id, outcome), report);
  const ctx: FaucetContext = {
    config,
    db,
    rpc,
    sender,
    metrics,
    claims,
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

  const upkeep = startUpkeep({
    db,
    claims,
    captchaTtlMs: config.captchaTtlMs,
    limiters: [ctx.captchaLimiter, ctx.verifyLimiter],
    metrics,
    report,
  });
  const { staticDir } = config;
  const http = await startHttpServer({
    host: config.host,
    port: config.port,
    routes: faucetRoutes(ctx),
    metrics: { registry: metrics, prefix: 'faucet' },
    cors: { origins: config.corsOrigins },
    logger,
    readiness: { database: () => db.query('SELECT 1'), node: () => rpc.call('eth_blockNumber', [], HexQuantity) },
    // The faucet page: every GET outside /api/ that names one of its files.
    ...(staticDir
      ? {
          fallback: async ({ req, res, url }) =>
            !url.pathname.startsWith('/api/') &&
            (req.method === 'GET' || req.method === 'HEAD') &&
            serveStatic(staticDir, url.pathname, req, res),
        }
      : {}),
  });
  // Which signer runs is a capacity question: the JavaScript fallback costs about 0.5 ms more CPU per claim.
  metrics.gauge('faucet_signer_native', () => (sender.signerBackend === 'libsecp256k1' ? 1 : 0));
  sender.start((backend) => {
    if (backend === 'libsecp256k1') logger.info({ signer: backend }, 'faucet signs with libsecp256k1 (native)');
    else
      logger.warn(
        { signer: backend },
        'faucet signs in JavaScript: the secp256k1 native bindings did not load (about 0.5 ms more CPU per claim)',
      );
  });
  return {
    url: http.url,
    server: http.server,
    db,
    sender,
    metrics,
    async close() {
      http.drain();
      await http.settled(config.shutdownGraceMs);
      claims.releaseWaiting();
      // What is still in hand is short (a reservation, a captcha): let it answer rather than cut its connection.
      await http.close(3_000);
      await sender.stop();
      await upkeep.stop();
      if (!options.db) await db.close();
    },
  };
}
