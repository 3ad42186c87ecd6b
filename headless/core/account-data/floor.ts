// Reading your own writes: after a transaction of the account's own, the blockchain API's index may not have stored
// its block yet, and its answer (right for its own head) would show, and keep for 30 s, the balances from before it.
// The receipt's block becomes the account's floor: its balance and history reads carry it as `minBlock`, a reply
// below it is asked again (bounded, with backoff) and never cached.
import type { CaipNetworkId } from '../model/caip';
import type { DockCore } from '../instance/dock-core';
import { BelowFloorError } from './below-floor';
import { accountDataContext } from './context';
import { noteAccountChange } from './floor-store';
import { accountKey } from './account-key';
import { dropCache } from './portfolio-cache';

export { floorOf } from './floor-store';

/** Whose account changed, and at which block (the receipt's). */
export interface ReadAfterReceiptParameters {
  caipNetworkId: CaipNetworkId;
  address: string;
  /** The receipt's block number. */
  blockNumber: bigint | number;
}

/** How long a read keeps asking for an answer at its floor before it gives up on that source. */
export const FLOOR_RETRY_MS = 25_000;
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 4_000;

/**
 * Records that `address` changed on `caipNetworkId` at `blockNumber`: its kept balances are dropped, every balance
 * and history read of it from now on must reflect that block or later, and the rows a view keeps of it are marked
 * as updating and read again (the provider hears of it, floor-store.ts). A block at or below the one recorded
 * changes nothing more (the floor only rises).
 */
export function readAfterReceipt(dock: DockCore, parameters: ReadAfterReceiptParameters): void {
  const account = accountKey(parameters.caipNetworkId, parameters.address);
  // The API's own short cache is skipped too.
  accountDataContext(dock).staleBalances.add(account);
  dropCache(dock, account);
  noteAccountChange(dock, {
    caipNetworkId: parameters.caipNetworkId,
    address: parameters.address,
    blockNumber: BigInt(parameters.blockNumber),
  });
}

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Runs `read` until it answers at its floor: a BelowFloorError is asked again after 0.5 s, 1 s, 2 s, then every 4 s,
 * for FLOOR_RETRY_MS at most, after which the last one rejects (the caller falls back or fails as for any error).
 */
export async function readAtFloor<T>(read: () => Promise<T>, signal?: AbortSignal | undefined): Promise<T> {
  const deadline = Date.now() + FLOOR_RETRY_MS;
  for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, LONGEST_RETRY_MS)) {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof BelowFloorError) || Date.now() + wait > deadline) throw error;
    }
    await pause(wait, signal);
  }
}
