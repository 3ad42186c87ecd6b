// Which addresses the blocks stored between two heads of a chain touched. A new block changes the history and token
// balances of the few addresses it moves something for, not of every address: a reply cached under the older head
// is still exact under the newer one for every other address, so the cache can carry it forward instead of reading
// the database again for each address after each block.
import type { Sql } from '../../db/types';
import { parseHeadMark, type HeadMark } from './stored-heads';

/** Beyond this many blocks between the two heads, the question is not worth asking: every reply is read again. */
export const MAX_CARRIED_BLOCKS = 1_000;
/** Beyond this many touched addresses, likewise. */
export const MAX_TOUCHED_ADDRESSES = 10_000;
/** Answers kept (each is about one pair of heads; requests after one block all ask about the same pair). */
const REMEMBERED = 32;

/** The touched addresses (lower-case) between two heads of a chain, each pair asked of the database once. */
export class HeadChanges {
  private readonly answers = new Map<string, Promise<ReadonlySet<string> | null>>();

  constructor(private readonly db: Sql) {}

  /**
   * The addresses that sent or received anything in the blocks after `from` up to `to` (both stored heads of
   * `chainId`), or null when that cannot be said: `to` is not above `from`, too many blocks or addresses, or either
   * block is no longer the stored one at its height (a reorg replaced it). A failed read is not remembered.
   */
  touched(chainId: number, from: HeadMark, to: HeadMark): Promise<ReadonlySet<string> | null> {
    const key = `${chainId}:${from}>${to}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = this.read(chainId, from, to);
      this.answers.set(key, answer);
      answer.catch(() => this.answers.delete(key));
      if (this.answers.size > REMEMBERED) this.answers.delete(this.answers.keys().next().value!);
    }
    return answer;
  }

  private async read(chainId: number, from: HeadMark, to: HeadMark): Promise<ReadonlySet<string> | null> {
    const a = parseHeadMark(from);
    const b = parseHeadMark(to);
    if (!a || !b || b.number <= a.number || b.number - a.number > MAX_CARRIED_BLOCKS) return null;
    // One statement, so one snapshot: both heads are checked in the same state the touched addresses are read from.
    // Every primary key here starts (chain_id, block_number): each part is an index range scan over the new blocks.
    const [row] = await this.db.query<{ base: string | null; head: string | null; touched: string[] }>(
      `SELECT
         (SELECT hash FROM api_block WHERE chain_id = $1 AND number = $2) AS base,
         (SELECT hash FROM api_block WHERE chain_id = $1 AND number = $3) AS head,
         ARRAY(SELECT address FROM (
           SELECT sender AS address FROM api_transfer WHERE chain_id = $1 AND block_number > $2 AND block_number <= $3
           UNION SELECT recipient FROM api_transfer WHERE chain_id = $1 AND block_number > $2 AND block_number <= $3
           UNION SELECT sender FROM api_transaction WHERE chain_id = $1 AND block_number > $2 AND block_number <= $3
           UNION SELECT recipient FROM api_transaction WHERE chain_id = $1 AND block_number > $2 AND block_number <= $3 AND recipient IS NOT NULL
         ) moved LIMIT ${MAX_TOUCHED_ADDRESSES + 1}) AS touched`,
      [chainId, a.number, b.number],
    );
    if (!row || row.base !== a.hash || row.head !== b.hash || row.touched.length > MAX_TOUCHED_ADDRESSES) return null;
    return new Set(row.touched);
  }
}
