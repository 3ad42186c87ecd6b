// The indexed head of each chain as the database holds it now, read once for every request that arrives while a read
// is under way. It is what the read cache keys on: whichever instance indexes, a reply cached under a head is only
// reused while the database still has that head, so a transfer shows on the first request after its block is stored.
import type { Sql } from '../../db/types';

/** A chain's newest stored block as `<number>:<hash>` ('none' before the first): a reorg changes it too. */
export type HeadMark = string;

/** Per chain id, its HeadMark. */
export type HeadMarks = ReadonlyMap<number, HeadMark>;

/** The block a mark names; null for 'none'. */
export function parseHeadMark(mark: HeadMark): { number: number; hash: string } | null {
  const at = mark.indexOf(':');
  return at < 0 ? null : { number: Number(mark.slice(0, at)), hash: mark.slice(at + 1) };
}

/**
 * Reads the stored heads of `chainIds`. A caller gets a read that started after it asked (never one already under way,
 * which might predate a batch it must see); every caller that asks during one read shares the next: one small
 * statement per round trip however many requests are waiting.
 */
export class StoredHeads {
  private running: Promise<HeadMarks> | null = null;
  private queued: Promise<HeadMarks> | null = null;

  constructor(
    private readonly db: Sql,
    private readonly chainIds: readonly number[],
  ) {}

  /** The heads as stored at a moment after this call. */
  current(): Promise<HeadMarks> {
    if (!this.running) return this.start();
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.start();
      });
    return this.queued;
  }

  private start(): Promise<HeadMarks> {
    const read = this.read().finally(() => {
      if (this.running === read) this.running = null;
    });
    this.running = read;
    return read;
  }

  private async read(): Promise<HeadMarks> {
    // Each chain's newest block is the last entry of its primary key: one index probe per chain.
    const rows = await this.db.query<{ id: number; number: number | null; hash: string | null }>(
      `SELECT c.id, h.number, h.hash FROM unnest($1::int8[]) AS c(id)
       LEFT JOIN LATERAL (SELECT number, hash FROM api_block WHERE chain_id = c.id ORDER BY number DESC LIMIT 1) h ON true`,
      [[...this.chainIds]],
    );
    return new Map(rows.map((r) => [Number(r.id), r.number === null ? 'none' : `${r.number}:${r.hash}`]));
  }
}
