// The freshness floor of the account reads. A client that holds the receipt of its own transaction (block N) asks
// with `minBlock` so that the answer is at least as new as N: the API waits a bounded time for the stored head of
// each chain asked (whichever instance indexes it) to reach the floor, then answers with the heads it answers for,
// or, still below it, answers 202 (the index is behind; retry) or 409 (the block is beyond this server's node) with
// the heads it has and Retry-After. An older answer is never presented as current.
import { HttpError } from '../../http';
import type { ApiChain } from '../chains';
import { parseChainId } from '../chains';
import { parseHeadMark, type HeadMarks, type StoredHeads } from './stored-heads';

/** The lowest block each chain's answer must reflect, by chain id (chains not named have no floor). */
export type ChainFloor = ReadonlyMap<number, number>;

/** No floor. */
export const NO_FLOOR: ChainFloor = new Map();

/** Default longest wait for the index to reach a request's floor (ms). */
export const DEFAULT_FLOOR_WAIT_MS = 5000;
/** Seconds a caller below the floor is asked to wait (Retry-After). */
export const FLOOR_RETRY_AFTER_SECONDS = 1;
/** Re-read of the stored heads while a request waits for its floor (ms; a batch stored here wakes it sooner). */
const FLOOR_POLL_MS = 100;

/** The floor's texts. */
export const FloorMessages = {
  invalidMinBlock: (text: string) =>
    `Invalid minBlock "${text.slice(0, 64)}": expected <block> (with one chainId) or eip155:<chain>:<block>, comma-separated`,
  behind: (caip2: string, at: number | null, floor: number) =>
    `The index of ${caip2} is at block ${at ?? 'none'}, below the requested minBlock ${floor}: retry shortly`,
  beyondNode: (caip2: string, node: number, floor: number) =>
    `Block ${floor} of ${caip2} is beyond this server's node (at block ${node}): retry shortly`,
} as const;

/** A chain's indexed head as a reply carries it. */
export interface IndexedHead {
  number: number;
  hash: string;
}

/** The `heads` of a reply: per chain asked (CAIP-2), the indexed head it answers for (null before the first block). */
export type IndexedHeads = Record<string, IndexedHead | null>;

/** The reply's `heads` for `chains` at `marks`. */
export function headsReply(chains: readonly ApiChain[], marks: HeadMarks): IndexedHeads {
  return Object.fromEntries(chains.map((c) => [c.caip2, parseHeadMark(marks.get(c.chainId) ?? 'none')]));
}

/** The chains of `chains` whose mark is below their floor. */
export function belowFloor(chains: readonly ApiChain[], marks: HeadMarks, floor: ChainFloor): ApiChain[] {
  return chains.filter((c) => {
    const min = floor.get(c.chainId);
    return min !== undefined && (parseHeadMark(marks.get(c.chainId) ?? 'none')?.number ?? -1) < min;
  });
}

/** A read found a chain's stored head below the request's floor: nothing below it is answered. */
export class BelowFloorError extends Error {
  constructor(readonly marks: HeadMarks) {
    super('below the freshness floor');
  }
}

/** Throws BelowFloorError when `marks` are below `floor` on any of `chains`. */
export function assertAtFloor(chains: readonly ApiChain[], marks: HeadMarks, floor: ChainFloor): void {
  if (belowFloor(chains, marks, floor).length > 0) throw new BelowFloorError(marks);
}

/**
 * The `minBlock` query parameter: `eip155:<chain>:<block>` (or `<chain>:<block>`) per chain, comma-separated; a bare
 * `<block>` when exactly one chain is asked. Every chain named must be among `chains`; 400 otherwise.
 */
export function parseMinBlock(param: string | null, chains: readonly ApiChain[]): ChainFloor {
  if (param === null || param === '') return NO_FLOOR;
  const floor = new Map<number, number>();
  for (const part of param.split(',')) {
    const m = /^(?:(.+):)?([0-9]{1,15})$/.exec(part.trim());
    if (!m) throw new HttpError(400, FloorMessages.invalidMinBlock(param));
    const chainId = m[1] === undefined ? (chains.length === 1 ? chains[0]!.chainId : null) : parseChainId(m[1]);
    if (chainId === null || !chains.some((c) => c.chainId === chainId))
      throw new HttpError(400, FloorMessages.invalidMinBlock(param));
    floor.set(chainId, Math.max(floor.get(chainId) ?? 0, Number(m[2])));
  }
  return floor;
}

/** A read under a floor: its value and the stored heads it is exact for (at least). */
export interface FloorRead<T> {
  value: T;
  marks: HeadMarks;
}

/** Waits, bounded, for reads to reach their floor; a stored batch (`wake`) ends the waits at once. */
export class FreshnessFloor {
  private wakers = new Set<() => void>();

  constructor(
    private readonly heads: StoredHeads,
    private readonly nodeHead: (chainId: number) => Promise<number>,
    private readonly waitMs = DEFAULT_FLOOR_WAIT_MS,
  ) {}

  /** A batch was stored (or rolled back): waiting reads look again now. */
  wake(): void {
    const wakers = [...this.wakers];
    this.wakers.clear();
    for (const w of wakers) w();
  }

  /** The stored heads of now, once they reach `floor` on `chains` (the HttpError of `read` after the wait). */
  async marksAt(chains: readonly ApiChain[], floor: ChainFloor): Promise<HeadMarks> {
    return (await this.read(chains, floor, async () => ({ value: undefined, marks: await this.heads.current() })))
      .marks;
  }

  /**
   * Runs `read` once the stored heads reach `floor` on `chains` (and again should it still meet heads below it, as
   * after a reorg: it throws BelowFloorError then), for at most the wait; then throws the HttpError the caller gets:
   * 409 when a floor is beyond the node's own head, else 202. Without a floor `read` runs at once.
   */
  async read<T>(
    chains: readonly ApiChain[],
    floor: ChainFloor,
    read: () => Promise<FloorRead<T>>,
  ): Promise<FloorRead<T>> {
    if (floor.size === 0) return read();
    const deadline = performance.now() + this.waitMs;
    for (;;) {
      try {
        // The heads first: a read that waits does not ask the node or the index again and again meanwhile.
        assertAtFloor(chains, await this.heads.current(), floor);
        const answer = await read();
        assertAtFloor(chains, answer.marks, floor);
        return answer;
      } catch (error) {
        if (!(error instanceof BelowFloorError)) throw error;
        const left = deadline - performance.now();
        if (left <= 0) throw await this.refusal(chains, error.marks, floor);
        await this.sleep(Math.min(left, FLOOR_POLL_MS));
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }

  private async refusal(chains: readonly ApiChain[], marks: HeadMarks, floor: ChainFloor): Promise<HttpError> {
    const chain = belowFloor(chains, marks, floor)[0]!;
    const min = floor.get(chain.chainId)!;
    const extra = {
      heads: headsReply(chains, marks),
      minBlock: Object.fromEntries([...floor].map(([id, n]) => [chains.find((c) => c.chainId === id)!.caip2, n])),
    };
    const headers = { 'retry-after': String(FLOOR_RETRY_AFTER_SECONDS) };
    // The node not answering says nothing about the floor: the index is simply behind.
    const node = await this.nodeHead(chain.chainId).catch(() => null);
    if (node !== null && min > node)
      return new HttpError(409, FloorMessages.beyondNode(chain.caip2, node, min), extra, headers);
    const at = parseHeadMark(marks.get(chain.chainId) ?? 'none')?.number ?? null;
    return new HttpError(202, FloorMessages.behind(chain.caip2, at, min), extra, headers);
  }
}

/** The floor of `chainId` alone (the per-chain reads of a balance). */
export function floorOf(floor: ChainFloor, chainId: number): ChainFloor {
  const min = floor.get(chainId);
  return min === undefined ? NO_FLOOR : new Map([[chainId, min]]);
}
