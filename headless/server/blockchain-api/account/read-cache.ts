// Replies built from the index (history pages, token balances) change only when a batch of blocks is stored (or a
// reorg removes some), and then only for the addresses those blocks moved something for. Each is kept under the
// stored heads of its chains; when a head moves, a reply about an address the new blocks did not touch is carried
// forward to the new head instead of being read again. Under load most requests are answered without touching the
// database beyond the shared head read, on a live chain too. A request's freshness floor is checked against the heads
// a reply would be served under, so no reply (kept or new) below the floor is ever answered.
import type { ApiChain } from '../chains';
import { assertAtFloor, NO_FLOOR, type ChainFloor, type FloorRead } from './freshness';
import type { HeadChanges } from './head-changes';
import type { HeadMark, HeadMarks, StoredHeads } from './stored-heads';

/** Default number of replies kept (least recently used dropped first). */
export const DEFAULT_READ_CACHE_ENTRIES = 5_000;

/** What a read tells the cache besides its key. */
export interface IndexedReadOptions<T> {
  /** Whether a reply may be reused (one built while the node was away, say, may not). Default: always. */
  keep?: (value: T) => boolean;
  /**
   * The one address (lower-case) whose index rows the reply is built from: then it stays valid across new blocks that
   * touch neither it nor anything below its heads. Without it, every new head retires the reply.
   */
  address?: string;
  /** The lowest block per chain the reply must reflect: below it the read throws BelowFloorError, kept reply or not. */
  floor?: ChainFloor;
}

type Outcome = 'hit' | 'carried' | 'miss';

interface Entry {
  /** The stored heads the reply is exact for, per chain asked about. */
  heads: HeadMark[];
  value: Promise<unknown>;
  /** The load finished and the reply may be reused. */
  kept: boolean;
  address?: string;
}

const headsOf = (heads: HeadMarks, chains: readonly ApiChain[]) => chains.map((c) => heads.get(c.chainId) ?? 'none');
const marksOf = (heads: readonly HeadMark[], chains: readonly ApiChain[]): HeadMarks =>
  new Map(chains.map((c, i) => [c.chainId, heads[i]!]));
const same = (a: readonly HeadMark[], b: readonly HeadMark[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A bounded LRU of index-built replies keyed by what was asked, each exact for the stored heads it records. */
export class IndexedReadCache {
  // Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  private readonly entries = new Map<string, Entry>();

  /** `changes` says which addresses new blocks touched; `counted` hears each read's outcome (for the metrics). */
  constructor(
    private readonly heads: StoredHeads,
    private readonly changes: HeadChanges | null,
    private readonly maxEntries = DEFAULT_READ_CACHE_ENTRIES,
    private readonly counted: (outcome: Outcome) => void = () => undefined,
  ) {}

  /** Replies kept now. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The reply `load` builds for `key` on `chains`, reused while their stored heads stay where they were, or carried
   * to newer heads when `address` is given and the new blocks did not touch it. Concurrent misses of one key share one
   * load; a failed load is never kept. The reply comes with the heads it is exact for (at least: rows of a batch stored
   * during the load may be in it too), which are at or above `options.floor`, else BelowFloorError.
   */
  async read<T>(
    key: string,
    chains: readonly ApiChain[],
    load: () => Promise<T>,
    options: IndexedReadOptions<T> = {},
  ): Promise<FloorRead<T>> {
    const current = await this.heads.current();
    assertAtFloor(chains, current, options.floor ?? NO_FLOOR);
    const now = headsOf(current, chains);
    if (this.maxEntries <= 0) return { value: await load(), marks: marksOf(now, chains) };
    const entry = this.entries.get(key);
    if (entry) {
      const outcome = same(entry.heads, now) ? 'hit' : (await this.carried(entry, chains, now)) ? 'carried' : null;
      // Another request may have replaced the entry while the changes were read: only the one checked is reused.
      if (outcome && this.entries.get(key) === entry) {
        if (outcome === 'carried') entry.heads = now;
        this.counted(outcome);
        this.entries.delete(key);
        this.entries.set(key, entry);
        return { value: (await entry.value) as T, marks: marksOf(now, chains) };
      }
    }
    this.counted('miss');
    const value = load();
    const fresh: Entry = { heads: now, value, kept: false, address: options.address };
    this.entries.delete(key);
    this.entries.set(key, fresh);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const drop = () => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    };
    // The rows may include a batch stored after the heads were read: right for the callers that read those heads
    // (newer, never older), but not what the entry says. Kept only when the heads have not moved meanwhile.
    value
      .then(async (v) => {
        if ((options.keep?.(v) ?? true) && same(headsOf(await this.heads.current(), chains), now)) fresh.kept = true;
        else drop();
      })
      .catch(drop);
    return { value: await value, marks: marksOf(now, chains) };
  }

  /** Whether `entry`, exact for its heads, is still exact for `now`: every chain moved only forward, past blocks that did not touch its address. */
  private async carried(entry: Entry, chains: readonly ApiChain[], now: readonly HeadMark[]): Promise<boolean> {
    if (!entry.kept || !entry.address || !this.changes || entry.heads.length !== now.length) return false;
    const address = entry.address;
    const changes = this.changes;
    try {
      // Per chain: its head did not move, or the blocks since did not touch the address (null: that cannot be said).
      const untouched = await Promise.all(
        chains.map(
          async (c, i) =>
            entry.heads[i] === now[i] ||
            (await changes.touched(c.chainId, entry.heads[i]!, now[i]!))?.has(address) === false,
        ),
      );
      return untouched.every(Boolean);
    } catch {
      // The database did not answer: the reply is read again, and that read reports the outage.
      return false;
    }
  }
}
