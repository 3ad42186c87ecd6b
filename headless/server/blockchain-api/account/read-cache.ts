// Replies built from the index (history pages, token balances) change only when a batch of blocks is stored (or a
// reorg removes some), so each is kept under the stored heads of its chains and reused until one of them moves. Under
// load most requests are then answered without touching the database beyond the shared head read.
import type { ApiChain } from '../chains';
import type { HeadMarks, StoredHeads } from './stored-heads';

/** Default number of replies kept (least recently used dropped first). */
export const DEFAULT_READ_CACHE_ENTRIES = 5_000;

const marksOf = (heads: HeadMarks, chains: readonly ApiChain[]) => chains.map((c) => heads.get(c.chainId) ?? 'none').join(',');

/** A bounded LRU of index-built replies keyed by what was asked and the stored heads of the chains asked about. */
export class IndexedReadCache {
  // Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  private readonly entries = new Map<string, Promise<unknown>>();

  /** `counted` hears each read's outcome (for the metrics). */
  constructor(
    private readonly heads: StoredHeads,
    private readonly maxEntries = DEFAULT_READ_CACHE_ENTRIES,
    private readonly counted: (outcome: 'hit' | 'miss') => void = () => undefined,
  ) {}

  /** Replies kept now. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The reply `load` builds for `key` on `chains`, reused while their stored heads stay where they were. Concurrent
   * misses of one key share one load. `keep` says whether a reply may be reused (one built while the node was away,
   * say, may not); a failed load is never kept.
   */
  async read<T>(key: string, chains: readonly ApiChain[], load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (this.maxEntries <= 0) return load();
    const marks = marksOf(await this.heads.current(), chains);
    const full = `${key}@${marks}`;
    const hit = this.entries.get(full) as Promise<T> | undefined;
    if (hit) {
      this.counted('hit');
      this.entries.delete(full);
      this.entries.set(full, hit);
      return hit;
    }
    this.counted('miss');
    const value = load();
    this.entries.set(full, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const drop = () => {
      if (this.entries.get(full) === value) this.entries.delete(full);
    };
    // The rows may include a batch stored after the heads were read: right for the callers that read those heads
    // (newer, never older), but not what the key says. Kept only when the heads have not moved meanwhile.
    value.then(async (v) => {
      if (!keep(v) || marksOf(await this.heads.current(), chains) !== marks) drop();
    }).catch(drop);
    return value;
  }
}
