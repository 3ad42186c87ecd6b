// Composes one faucet instance: database, chain client, sender, HTTP routes and background upkeep.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { CaptchaSealer, captchaSecret, purgeCaptchas } from './captcha';
import type { FaucetConfig } from './config';
import type { ClaimOutcome, FaucetContext } from './context';
import { openDatabase, type Database } from './db';
import { HttpError, sendJson, serveStatic } from './http-util';
import { Reserver, finalStates, openClaimCount, purgeCooldowns } from './ledger';
import { FaucetMessages } from './messages';
import { Metrics } from './metrics';
import { RateLimiter } from './rate-limit';
import * as routes from './routes';
import { RpcClient } from './rpc';
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
  const db = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const rpc = new RpcClient(config.rpcUrl);
  const metrics = new Metrics();
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

  const server = createServer((req, res) => {
    handle(ctx, req, res).catch((error: unknown) => respondError(res, error, metrics));
  });
  server.requestTimeout = 60_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  sender.start();
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    server, db, sender, metrics,
    async close() {
      stopped = true;
      server.closeIdleConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await sender.stop();
      await upkeep;
      if (!options.db) await db.close();
    },
  };
}

function respondError(res: ServerResponse, error: unknown, metrics: Metrics): void {
  if (error instanceof HttpError) {
    sendJson(res, error.status, { error: error.message, ...error.extra }, error.headers);
    return;
  }
  metrics.inc('faucet_internal_errors_total');
  sendJson(res, 500, { error: FaucetMessages.internal });
}

async function handle(ctx: FaucetContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://faucet.invalid');
  const path = url.pathname;
  const method = req.method ?? 'GET';
  ctx.metrics.inc(`faucet_http_requests_total{path="${routeLabel(path)}"}`);
  if (ctx.config.corsOrigin) {
    res.setHeader('access-control-allow-origin', ctx.config.corsOrigin);
    res.setHeader('access-control-allow-headers', 'content-type');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (method === 'OPTIONS') { res.writeHead(204).end(); return; }
  }
  const only = (m: string) => { if (method !== m) throw new HttpError(405, FaucetMessages.methodNotAllowed, {}, { allow: m }); };
  if (path === '/api/captcha') { only('GET'); return routes.getCaptcha(ctx, req, res); }
  if (path === '/api/verify-captcha') { only('POST'); return routes.verifyCaptcha(ctx, req, res); }
  if (path === '/api/claim') { only('POST'); return routes.claim(ctx, req, res); }
  if (path.startsWith('/api/history/')) { only('GET'); return routes.history(ctx, safeDecode(path.slice('/api/history/'.length)), res); }
  if (path === '/api/status') { only('GET'); routes.status(ctx, res); return; }
  if (path === '/metrics') {
    only('GET');
    res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' });
    res.end(ctx.metrics.render());
    return;
  }
  if (!path.startsWith('/api/') && ctx.config.staticDir && (method === 'GET' || method === 'HEAD')) {
    if (await serveStatic(ctx.config.staticDir, path, req, res)) return;
  }
  throw new HttpError(404, FaucetMessages.notFound);
}

function routeLabel(path: string): string {
  if (path.startsWith('/api/history/')) return '/api/history';
  return ['/api/captcha', '/api/verify-captcha', '/api/claim', '/api/status', '/metrics'].includes(path) ? path : 'other';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
