// Follows one chain into the database. Among the instances sharing a database exactly one indexes each chain (the
// lease `blockchain-api:indexer:<chainId>`); every write checks the lease in its own transaction. The indexer
// resumes from the stored head (so a restart neither repeats nor skips a block), reads batches ahead while it
// writes the previous one, and follows reorgs: a batch whose first parent hash is not the stored head's hash, or a
// stored tip the node no longer has, sends it back to the last block both agree on, which is rolled back to.
import { keepLease, LostLeaseError, type LeaseKeeper } from '../../db/lease';
import type { Database } from '../../db/types';
import type { ApiChain } from '../chains';
import { hexBlock, type ChainRpc } from '../rpc';
import { ChainMovedError, fetchBatch, type Batch, type KnownTokens } from './fetch';
import { NotOnTopError, rollbackTo, storedHashes, storedHead, storedTail, writeBatch } from './store';

/** Tuning of one chain's indexer. */
export interface IndexerTuning {
  /** Wait between polls of the node once caught up (ms). */
  pollMs: number;
  /** Most blocks per batch. */
  batchBlocks: number;
  /** Transfers a batch aims at: batches shrink on busy chains (memory) and grow on quiet ones. */
  batchTransfers: number;
  /** Lifetime of the indexer lease (ms). */
  leaseMs: number;
}

/** What the indexer reports as it goes. */
export interface IndexerEvents {
  /** A batch was committed: blocks up to `head`, `transfers` new rows. */
  onBatch(head: number, transfers: number): void;
  /** A reorg was rolled back: blocks above `keep` are gone, `transfers` rows with them. */
  onReorg(keep: number, transfers: number): void;
  onError(error: unknown): void;
  /** The latest block number the node reported. */
  onChainHead(head: number): void;
}

/** A running indexer of one chain. */
export interface ChainIndexer {
  /** True while this instance holds the lease and indexes. */
  readonly leading: boolean;
  stop(): Promise<void>;
}

/** Starts competing for the lease of `chain` and indexes while it holds it. */
export function startChainIndexer(options: {
  db: Database;
  rpc: ChainRpc;
  chain: ApiChain;
  instanceId: string;
  tuning: IndexerTuning;
  knownTokens: KnownTokens;
  events: IndexerEvents;
}): ChainIndexer {
  const { db, rpc, chain, tuning, events } = options;
  let generation = 0;
  let active = false;
  let stopped = false;
  let loop: Promise<void> = Promise.resolve();
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wake = null;
    });

  const keeper: LeaseKeeper = keepLease({
    db,
    name: `blockchain-api:indexer:${chain.chainId}`,
    owner: options.instanceId,
    ttlMs: tuning.leaseMs,
    onGained: async () => {
      active = true;
      const mine = ++generation;
      const previous = loop;
      loop = previous.then(() => run(() => active && !stopped && generation === mine));
    },
    onLost: () => {
      active = false;
      wake?.();
    },
  });

  const blockHash = async (n: number) =>
    (await rpc.call<{ hash: string } | null>('eth_getBlockByNumber', [hexBlock(n), false]))?.hash.toLowerCase() ?? null;

  // The last block both the index and the node have with the same hash (below the stored tail: none).
  async function forkPoint(nodeHead: number, indexedHead: number): Promise<number> {
    const tail = (await storedTail(db, chain.chainId)) ?? chain.startBlock;
    for (let top = Math.min(nodeHead, indexedHead); top >= tail; top -= 100) {
      const bottom = Math.max(tail, top - 99);
      const [stored, onChain] = await Promise.all([
        storedHashes(db, chain.chainId, bottom, top),
        rpc.batch<{ hash: string } | null>(
          Array.from({ length: top - bottom + 1 }, (_, i) => ({
            method: 'eth_getBlockByNumber',
            params: [hexBlock(top - i), false],
          })),
        ),
      ]);
      for (let i = 0; i < onChain.length; i++) {
        if (onChain[i] && stored.get(top - i) === onChain[i]!.hash.toLowerCase()) return top - i;
      }
    }
    return tail - 1;
  }

  async function followReorg(nodeHead: number): Promise<void> {
    const head = await storedHead(db, chain.chainId);
    if (!head) return;
    const keep = await forkPoint(nodeHead, head.number);
    if (keep >= head.number) return;
    const removed = await rollbackTo(db, keeper.lease, chain.chainId, keep);
    events.onReorg(keep, removed);
  }

  async function run(current: () => boolean): Promise<void> {
    let size = Math.min(tuning.batchBlocks, 50);
    let failures = 0;
    while (current()) {
      try {
        const nodeHead = Number(await rpc.call<string>('eth_blockNumber'));
        events.onChainHead(nodeHead);
        const head = await storedHead(db, chain.chainId);
        let next = head ? head.number + 1 : chain.startBlock;
        if (head && (head.number > nodeHead || (next > nodeHead && (await blockHash(head.number)) !== head.hash))) {
          await followReorg(nodeHead);
          continue;
        }
        if (next > nodeHead) {
          failures = 0;
          await sleep(tuning.pollMs);
          continue;
        }
        // Catch up to nodeHead, reading the next batch while the current one is written.
        const read = (from: number): Promise<Batch> => {
          const p = fetchBatch(rpc, chain, from, Math.min(nodeHead, from + size - 1), options.knownTokens);
          p.catch(() => undefined); // awaited below; a batch abandoned after a failed write must not go unhandled
          return p;
        };
        let pending: Promise<Batch> | null = read(next);
        while (pending && current()) {
          const batch: Batch = await pending;
          next = batch.to + 1;
          pending = next <= nodeHead ? read(next) : null;
          await writeBatch(db, keeper.lease, chain.chainId, chain.startBlock, batch);
          events.onBatch(batch.to, batch.transfers.length);
          const perBlock = batch.transfers.length / batch.blocks.length;
          size = Math.max(1, Math.min(tuning.batchBlocks, Math.round(tuning.batchTransfers / Math.max(perBlock, 1))));
        }
        failures = 0;
      } catch (error) {
        if (error instanceof LostLeaseError) {
          keeper.lose();
          return;
        }
        if (error instanceof ChainMovedError || error instanceof NotOnTopError) {
          // The chain changed under the reads: look for the fork at once (a stale batch is just read again, after a
          // short pause in case it was only a node behind its own head, as behind a load balancer).
          try {
            await followReorg(Number(await rpc.call<string>('eth_blockNumber')));
          } catch (inner) {
            if (inner instanceof LostLeaseError) {
              keeper.lose();
              return;
            }
            events.onError(inner);
          }
          await sleep(Math.min(tuning.pollMs, 100));
          continue;
        }
        events.onError(error);
        failures++;
        await sleep(Math.min(5_000, tuning.pollMs * 2 ** Math.min(failures, 6)));
      }
    }
  }

  return {
    get leading() {
      return keeper.leading && active;
    },
    async stop() {
      stopped = true;
      active = false;
      wake?.();
      await loop;
      await keeper.stop();
    },
  };
}
