// Composes one faucet instance: database, chain client, sender, HTTP routes and background upkeep.
import type { Server } from 'node:http';
import { z } from 'zod';
import { applyMigrations, Metrics, openDatabase, RateLimiter, serveStatic, startHttpServer, type Database } from 'walletdock/server/node';
import { CaptchaSealer, captchaSecret, purgeCaptchas } from './captcha';
import type { FaucetConfig } from './config';
import type { ClaimOutcome, FaucetContext } from './context';
import { Reserver, finalStates, openClaimCount, purgeCooldowns } from './ledger';
import { faucetRoutes } from './routes';
import { RpcClient } from './rpc';
import { faucetMigrations } from './schema';
import { Sender } from './sender';

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
  metrics.histogram('faucet_claim_duration_seconds');
  const waiters = new Map<number, { since: number; resolve: (o: ClaimOutcome) => void }>();
  const sender = new Sender(db, rpc, config, metrics, (id, outcome) => waiters.get(id)?.resolve(outcome));
  let depth = 0;
  let dbOkAt = Date.now();

  const ctx: FaucetContext = {
    config, db, rpc, sender, metrics,
    captchaLimiter: new RateLimiter(config.captchaPerMinute),
    verifyLimiter: new RateLimiter(config.captchaPerMinute * 4),
    captcha: new CaptchaSealer(await captchaSecret(db, config.captchaSecret), config.captchaTtlMs),
    reserver: new Reserver(db, { amount: config.amount, cooldownMs: config.cooldownMs, hourlyOutflowCap: config.hourlyOutflowCap }),
    hexSchema: z.string().regex(/^0x[0-9a-fA-F]*$/),
    queueDepth: () => depth,
    reserved: () => { depth += 1; },
    healthy: () => Date.now() - rpc.lastOkAt < 10_000 && Date.now() - dbOkAt < 10_000,
    waitForClaim: (claimId, timeoutMs) => new Promise<ClaimOutcome>((resolve) => {
      const timer = setTimeout(() => {
        waiters.delete(claimId);
        void db.query<{ tx_hash: string | null }>('SELECT tx_hash FROM faucet_claim WHERE id = $1', [claimId])
          .then((rows) => resolve({ status: 'pending', txHash: rows[0]?.tx_hash ?? null, error: null }))
          .catch(() => resolve({ status: 'pending', txHash: null, error: null }));
      }, timeoutMs);
      waiters.set(claimId, {
        since: Date.now(),
        resolve: (outcome) => {
          clearTimeout(timer);
          waiters.delete(claimId);
          resolve(outcome);
        },
      });
    }),
  };
  metrics.gauge('faucet_queue_depth', () => depth);
  metrics.gauge('faucet_in_flight_transactions', () => sender.inFlightCount);
  metrics.gauge('faucet_leader', () => (sender.leader ? 1 : 0));
  metrics.gauge('faucet_balance_wei', () => Number(sender.balance ?? 0n));
  metrics.gauge('faucet_waiting_claims', () => waiters.size);

  // Upkeep: queue depth and waiters of claims another instance pays (a few times a second), purges (each minute).
  let stopped = false;
  const upkeep = (async () => {
    let lastPurge = Date.now();
    for (let tick = 0; !stopped; tick++) {
      try {
        if (tick % 4 === 0) {
          depth = await openClaimCount(db);
          dbOkAt = Date.now();
        }
        // The local sender resolves its own claims at once; this catches claims paid by another instance.
        const old = [...waiters].filter(([, w]) => Date.now() - w.since > 1000).map(([id]) => id);
        if (tick % 2 === 0 && old.length > 0) {
          for (const row of await finalStates(db, old)) {
            waiters.get(row.id)?.resolve({ status: row.status === 'confirmed' ? 'confirmed' : 'failed', txHash: row.tx_hash, error: row.error });
          }
        }
        if (Date.now() - lastPurge > 60_000) {
          lastPurge = Date.now();
          await purgeCaptchas(db, config.captchaTtlMs);
          await purgeCooldowns(db);
          ctx.captchaLimiter.sweep();
        }
      } catch {
        metrics.inc('faucet_db_errors_total');
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();

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
      stopped = true;
      await http.close();
      await sender.stop();
      await upkeep;
      if (!options.db) await db.close();
    },
  };
}
