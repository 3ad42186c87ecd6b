// Composes one blockchain API instance: database and migrations, a node client and an indexer per chain (each
// indexing only while it holds its chain's lease), the HTTP routes, and metrics of the index (head, lag, leader).
import type { Server } from 'node:http';
import { applyMigrations } from '../db/migrate';
import { openDatabase } from '../db/database';
import type { Database } from '../db/types';
import { Metrics } from '../http/metrics';
import { startHttpServer } from '../http/server';
import { createServerLogger, type ServerLogger } from '../log';
import { DependencyWatch, loopErrorReporter } from '../unavailable';
import { NativeBalances } from './account/native-balances';
import { DEFAULT_FLOOR_WAIT_MS, FreshnessFloor } from './account/freshness';
import { IndexedReadCache } from './account/read-cache';
import { HeadChanges } from './account/head-changes';
import { StoredHeads } from './account/stored-heads';
import { resolveChains, type ApiChain, type ChainOptions } from './chains';
import { resolveSwapChains, type SwapChainOptions } from './convert/config';
import type { ApiContext, IdentityResolver } from './context';
import { startChainIndexer, type ChainIndexer, type IndexerTuning } from './indexer/indexer';
import { knownTokensOf, storedHead } from './indexer/store';
import { NO_PRICES, parsePrices, type PriceTable } from './prices';
import { nameMigrations } from './profile/schema';
import { registeredNameIdentity } from './profile/store';
import { apiRoutes } from './routes';
import { onrampMigrations } from './onramp/schema';
import { startOnramp } from './onramp/service';
import type { OnrampServerOptions } from './onramp/offer';
import { payExchangeMigrations } from './pay-exchange/schema';
import { startPayExchange, type PayExchangeServerOptions } from './pay-exchange/service';
import { checkPaymasterContracts } from './paymaster/contract';
import { resolvePaymasterConfig, type PaymasterServiceOptions } from './paymaster/config';
import { createPaymasterService } from './paymaster/service';
import { paymasterMigrations } from './paymaster/store';
import { createChainRpc, type ChainRpc } from './rpc';
import { storedSessionEnforcer } from './sessions/scope';
import { sessionMigrations } from './sessions/store';
import { blockchainApiMigrations } from './schema';

/** Options of createBlockchainApi. */
export interface BlockchainApiOptions {
  /** The chains served, one node RPC each. */
  chains: readonly ChainOptions[];
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: a free port (see `url`). */
  port?: number;
  /** postgres://… for PostgreSQL (several instances may share it); else embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite's folder (default .data/blockchain-api). */
  dataDir?: string;
  /** An open database to use instead (left open by close()). */
  db?: Database;
  /** USD prices: a table, or the PRICES text (`AVENT=20,0xabc…=2`). Default: nothing priced. */
  prices?: PriceTable | string;
  /** Origins allowed to call from browser pages elsewhere (`*` for any). */
  corsOrigins?: readonly string[];
  /** This instance's id among those sharing the database (default random). */
  instanceId?: string;
  /** Indexer tuning; `enabled: false` makes a read-only instance that never indexes. */
  indexer?: Partial<IndexerTuning> & { enabled?: boolean };
  /** Name and avatar lookup (default: the names registered here through the profile endpoints). */
  identity?: IdentityResolver;
  /** How long a native balance read from the node is reused (ms, default 3000); forceUpdate skips it. */
  nativeBalanceTtlMs?: number;
  /**
   * History pages and token balances kept per stored head (default 5000, least recently used dropped; 0: none). A
   * reply is reused only while the database's head of its chains is unchanged, so it is never staler than a read.
   */
  readCacheEntries?: number;
  /**
   * Longest wait (ms, default 5000) for the stored head to reach a request's `minBlock` (the freshness floor) before
   * answering 202 or 409 with the heads it has and Retry-After.
   */
  floorWaitMs?: number;
  /** The chains with swaps (the convert endpoints): a Uniswap V2 router and the tokens offered, per chain. */
  swaps?: readonly SwapChainOptions[];
  /**
   * Where the API logs (default: JSON lines on stdout at info): a line per request, the node or database going away
   * and coming back, indexer and payer errors (at most one line per chain and kind every 10 s) with their stacks.
   */
  logger?: ServerLogger;
  /** How long close() lets requests in hand finish before it closes their connections (ms, default 5000). */
  shutdownGraceMs?: number;
  /** The on-ramp sandbox (onramp/offer.ts): a payout key pays purchases on the served test chains. */
  onramp?: OnrampServerOptions;
  /** Pay's sandbox exchange (pay-exchange/service.ts): a payout key pays completed exchange sessions on test chains. */
  payExchange?: PayExchangeServerOptions;
  /** Trusted reverse-proxy hops in front (X-Forwarded-For), for the on-ramp's per-client rate limits (default 0). */
  trustProxy?: number;
  /**
   * Gas sponsorship (ERC-7677 at `POST /v1/paymaster/{chainId}`): the VerifyingPaymaster's signer key, the sponsored
   * chains and the policy (allowed contracts, per-user and global limits kept in the database). Absent: no paymaster.
   */
  paymaster?: PaymasterServiceOptions;
}

/** A running API instance. */
export interface BlockchainApi {
  /** Base URL, e.g. http://127.0.0.1:8788. */
  url: string;
  server: Server;
  db: Database;
  metrics: Metrics;
  chains: readonly ApiChain[];
  /** The last indexed block of a chain as this instance last saw it (null before the first). */
  indexedBlock(chainId: number): number | null;
  /** Whether this instance holds the chain's indexer lease and indexes it. */
  isIndexing(chainId: number): boolean;
  /** Resolves once the index of `chainId` has reached block `number` (rejects after `timeoutMs`). */
  waitForBlock(chainId: number, number: number, timeoutMs?: number): Promise<void>;
  /** Stops serving and indexing (handing the leases over) and closes the database it opened. */
  close(): Promise<void>;
}

const DEFAULT_TUNING: IndexerTuning = { pollMs: 1000, batchBlocks: 500, batchTransfers: 5000, leaseMs: 5000 };

/**
 * Starts a blockchain API: the account endpoints of the hosted API's contract (balance, history, identity,
 * fungible price, supported chains) plus NFTs, served from an index of the configured chains.
 *
 * @example
 * const api = await createBlockchainApi({
 *   chains: [{ chainId: 33322, rpcUrl: 'http://127.0.0.1:8545' }],
 *   port: 8788, dataDir: '.data/api', prices: 'AVENT=20', corsOrigins: ['http://127.0.0.1:5173'],
 * });
 * console.log(api.url); // GET `${api.url}/v1/account/0x…/balance?chainId=eip155:33322`
 */
export async function createBlockchainApi(options: BlockchainApiOptions): Promise<BlockchainApi> {
  const chains = await resolveChains(options.chains);
  if (chains.length === 0) throw new Error('createBlockchainApi: configure at least one chain');
  const swaps = resolveSwapChains(options.swaps ?? [], new Map(chains.map((c) => [c.chainId, c])));
  const prices = typeof options.prices === 'string' ? parsePrices(options.prices) : (options.prices ?? NO_PRICES);
  const tuning = { ...DEFAULT_TUNING, ...options.indexer };
  const instanceId = options.instanceId ?? `blockchain-api-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const logger = options.logger ?? createServerLogger({ name: 'blockchain-api', fields: { instance: instanceId } });
  const log = (message: string) => logger.warn({}, message);
  const rpcs = new Map<number, ChainRpc>(
    chains.map((c) => [
      c.chainId,
      createChainRpc(c.rpcUrl, { watch: new DependencyWatch(logger, 'node', { chainId: c.chainId }) }),
    ]),
  );
  await checkChainIds(chains, rpcs, log);
  const paymaster = options.paymaster
    ? resolvePaymasterConfig(options.paymaster, new Map(chains.map((c) => [c.chainId, c])))
    : null;
  if (paymaster) await checkPaymasterContracts(paymaster, (chainId) => rpcs.get(chainId)!, log);

  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir ?? '.data/blockchain-api',
      logger,
    }));
  try {
    await applyMigrations(db, 'blockchain-api', blockchainApiMigrations);
    await applyMigrations(db, 'name', nameMigrations);
    await applyMigrations(db, 'blockchain-api-onramp', onrampMigrations);
    await applyMigrations(db, 'blockchain-api-pay-exchange', payExchangeMigrations);
    await applyMigrations(db, 'blockchain-api-paymaster', paymasterMigrations);
    await applyMigrations(db, 'blockchain-api-sessions', sessionMigrations);
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }

  const metrics = new Metrics();
  const indexed = new Map<number, number>();
  const heads = new Map<number, number>();
  const waiters = new Set<{ chainId: number; number: number; resolve: () => void }>();
  const storedHeads = new StoredHeads(
    db,
    chains.map((c) => c.chainId),
  );
  const freshness = new FreshnessFloor(
    storedHeads,
    async (chainId) => Number(await rpcs.get(chainId)!.call<string>('eth_blockNumber')),
    options.floorWaitMs ?? DEFAULT_FLOOR_WAIT_MS,
  );
  const sawIndexed = (chainId: number, n: number) => {
    indexed.set(chainId, n);
    for (const w of waiters) if (w.chainId === chainId && n >= w.number) w.resolve();
    // Requests waiting for their freshness floor look at the stored heads again.
    freshness.wake();
  };

  const natives = new NativeBalances((chainId) => rpcs.get(chainId)!, options.nativeBalanceTtlMs ?? 3000);
  const ctx: ApiContext = {
    db,
    chains,
    prices,
    chainById: new Map(chains.map((c) => [c.chainId, c])),
    swaps,
    rpcOf: (chainId) => rpcs.get(chainId)!,
    indexedReads: new IndexedReadCache(storedHeads, new HeadChanges(db), options.readCacheEntries, (outcome) =>
      metrics.inc(`blockchain_api_read_cache_total{outcome="${outcome}"}`),
    ),
    identity: options.identity ?? registeredNameIdentity,
    nativeBalance: (chain, address, fresh) => natives.read(chain.chainId, address, fresh),
    freshness,
  };

  // Sponsorship: a smart session's user operations are held to the session's recorded permissions.
  if (paymaster) ctx.paymaster = createPaymasterService(db, paymaster, storedSessionEnforcer(db));

  metrics.gauge('blockchain_api_read_cache_entries', () => ctx.indexedReads.size);

  const reportLoopError = loopErrorReporter(logger);
  const indexers: ChainIndexer[] = [];
  for (const chain of chains) {
    const label = `{chain="${chain.chainId}"}`;
    metrics.gauge(`blockchain_api_indexed_block${label}`, () => indexed.get(chain.chainId) ?? -1);
    metrics.gauge(`blockchain_api_chain_head${label}`, () => heads.get(chain.chainId) ?? -1);
    metrics.gauge(`blockchain_api_indexer_lag_blocks${label}`, () =>
      Math.max(0, (heads.get(chain.chainId) ?? 0) - (indexed.get(chain.chainId) ?? chain.startBlock - 1)),
    );
    metrics.add(`blockchain_api_indexed_transfers_total${label}`, 0);
    metrics.add(`blockchain_api_reorgs_total${label}`, 0);
    if (options.indexer?.enabled === false) continue;
    const indexer = startChainIndexer({
      db,
      chain,
      instanceId,
      tuning,
      rpc: rpcs.get(chain.chainId)!,
      knownTokens: knownTokensOf(db, chain.chainId),
      events: {
        onBatch: (head, transfers) => {
          metrics.add(`blockchain_api_indexed_transfers_total${label}`, transfers);
          sawIndexed(chain.chainId, head);
        },
        onReorg: (keep, transfers) => {
          metrics.inc(`blockchain_api_reorgs_total${label}`);
          metrics.add(`blockchain_api_reorg_removed_transfers_total${label}`, transfers);
          indexed.set(chain.chainId, keep);
          freshness.wake();
        },
        onChainHead: (head) => heads.set(chain.chainId, head),
        onError: (error) => {
          metrics.inc(`blockchain_api_indexer_errors_total${label}`);
          reportLoopError('indexer', error, { chainId: chain.chainId });
        },
      },
    });
    indexers.push(indexer);
    metrics.gauge(`blockchain_api_indexer_leader${label}`, () => (indexer.leading ? 1 : 0));
  }
  const indexerOf = (chainId: number) => indexers[chains.findIndex((c) => c.chainId === chainId)];

  // Every instance watches the stored head (another instance may be the one indexing) and, when it does not index a
  // chain itself, the node's head: metrics and waitForBlock hold on all of them.
  let watching = true;
  let wakeWatch: (() => void) | null = null;
  const watch = (async () => {
    while (watching) {
      for (const chain of chains) {
        try {
          const head = await storedHead(db, chain.chainId);
          if (head) sawIndexed(chain.chainId, head.number);
          if (!indexerOf(chain.chainId)?.leading)
            heads.set(chain.chainId, Number(await rpcs.get(chain.chainId)!.call<string>('eth_blockNumber')));
        } catch (error) {
          metrics.inc('blockchain_api_watch_errors_total');
          reportLoopError('head watch', error, { chainId: chain.chainId });
        }
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(tuning.pollMs, 1000));
        wakeWatch = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();

  // The on-ramp sandbox: its payers sign only while they hold their chain's payout lease.
  ctx.onramp = await startOnramp({
    db,
    chains,
    prices,
    rpcOf: ctx.rpcOf,
    options: options.onramp ?? {},
    instanceId,
    leaseMs: tuning.leaseMs,
    trustProxy: options.trustProxy ?? 0,
    metrics,
    log,
    logger,
  });

  // Pay's sandbox exchange: its payers (the on-ramp's payer over the sessions) sign only under their own lease.
  ctx.payExchange = await startPayExchange({
    db,
    chains,
    rpcOf: ctx.rpcOf,
    options: options.payExchange ?? {},
    instanceId,
    leaseMs: tuning.leaseMs,
    trustProxy: options.trustProxy ?? 0,
    metrics,
    logger,
  });

  const http = await startHttpServer({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    routes: apiRoutes(ctx, metrics),
    metrics: { registry: metrics, prefix: 'blockchain_api' },
    cors: { origins: [...(options.corsOrigins ?? [])] },
    logger,
    readiness: {
      database: () => db.query('SELECT 1'),
      node: () => Promise.all(chains.map((c) => rpcs.get(c.chainId)!.call('eth_blockNumber'))),
    },
  });
  ctx.onramp.setListenUrl(http.url);
  ctx.payExchange.setListenUrl(http.url);

  return {
    url: http.url,
    server: http.server,
    db,
    metrics,
    chains,
    indexedBlock: (chainId) => indexed.get(chainId) ?? null,
    isIndexing: (chainId) => indexerOf(chainId)?.leading ?? false,
    waitForBlock(chainId, number, timeoutMs = 30_000) {
      if ((indexed.get(chainId) ?? -1) >= number) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const waiter = {
          chainId,
          number,
          resolve: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve();
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(
              `chain ${chainId} not indexed to block ${number} within ${timeoutMs} ms (at ${indexed.get(chainId) ?? 'none'})`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    async close() {
      // Stop taking requests, let the ones in hand finish (reads: milliseconds), then hand the leases over.
      await http.close(options.shutdownGraceMs);
      watching = false;
      (wakeWatch as (() => void) | null)?.();
      await watch;
      await Promise.all(indexers.map((i) => i.stop()));
      await ctx.onramp?.close();
      await ctx.payExchange?.close();
      if (!options.db) await db.close();
    },
  };
}

// A node that answers for another chain would fill the index with the wrong chain's data: refuse to start. A node
// that does not answer yet is only reported (the indexer keeps trying).
async function checkChainIds(
  chains: readonly ApiChain[],
  rpcs: Map<number, ChainRpc>,
  log: (m: string) => void,
): Promise<void> {
  await Promise.all(
    chains.map(async (chain) => {
      let answered: number;
      try {
        answered = Number(await rpcs.get(chain.chainId)!.call<string>('eth_chainId'));
      } catch (error) {
        log(
          `blockchain API: the node of chain ${chain.chainId} (${chain.rpcUrl}) does not answer yet: ${error instanceof Error ? error.message : String(error)}`,
        );
        return;
      }
      if (answered !== chain.chainId)
        throw new Error(
          `The node at ${chain.rpcUrl} serves chain ${answered}, not the configured chain ${chain.chainId}`,
        );
    }),
  );
}
