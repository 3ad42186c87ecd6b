// A reply older than the floor asked for: the blockchain API's 202 (its index is behind) or 409 (the block is beyond
// its node), or a 200 whose heads are below the floor (an API that ignores minBlock). Never an answer to show or keep.
// Also a node behind the floor (the RPC fallback: its latest block is below the receipt's).
import { HttpError } from '../model/errors/http';
import type { IndexedHeads } from './api-schemas';

/** A read asked with `minBlock` that came back older than it; asked again later, never cached. */
export class BelowFloorError extends HttpError {
  /** The head the reply answered for on the chain asked (null before its first block, undefined when unsaid). */
  readonly head: number | null | undefined;
  readonly minBlock: bigint;
  constructor(options: {
    chainId: string;
    minBlock: bigint;
    head: number | null | undefined;
    status: number;
    /** Who answered (default: the blockchain API; the node for the RPC fallback, with status 0). */
    source?: string | undefined;
  }) {
    super(
      `${options.source ?? 'The blockchain API'} answered ${options.chainId} at block ${options.head ?? 'none'}, below the receipt's block ${options.minBlock}`,
      { status: options.status },
    );
    this.head = options.head;
    this.minBlock = options.minBlock;
  }
}

/**
 * Throws BelowFloorError when `heads` says the reply is older than `minBlock` on `chainId`. A reply without heads (the
 * hosted API sends none) cannot be checked and passes.
 */
export function assertAtFloor(
  heads: IndexedHeads | undefined,
  chainId: string,
  minBlock: bigint | undefined,
  status = 200,
): void {
  if (minBlock === undefined || heads === undefined || !(chainId in heads)) return;
  const head = heads[chainId];
  if (head == null || BigInt(head.number) < minBlock)
    throw new BelowFloorError({ chainId, minBlock, head: head?.number ?? null, status });
}
