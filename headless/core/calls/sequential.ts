// A batch sent one transaction at a time, for a wallet that has no wallet_sendCalls (a plain EOA wallet) or cannot
// batch atomically itself (the embedded wallet's own key). Its id is the batch itself: the transactions' hashes, the
// chain id and EIP-5792's marker, in the format viem's getCallsStatus also reads (viem's fallbackMagicIdentifier),
// so the status is read from the chain by anyone holding the id — after a reload, in another tab, through wagmi —
// with nothing kept in memory or storage that could be lost. A call that was not sent has a zero hash.
import { concat, hexToNumber, isHex, numberToHex, sliceHex, type Hex } from 'viem';
import type { Call, CallsReceipt, CallsStatus } from './types';

/** EIP-5792's marker at the end of a batch id that lists transactions (viem's fallbackMagicIdentifier). */
export const SEQUENTIAL_ID_MARKER: Hex = '0x5792579257925792579257925792579257925792579257925792579257925792';
const NOT_SENT: Hex = `0x${'0'.repeat(64)}`;

/** The id of a batch sent one by one: its hashes (undefined: not sent), the chain id, the marker. */
export function sequentialBundleId(hashes: readonly (Hex | undefined)[], chainId: number): Hex {
  return concat([...hashes.map((h) => h ?? NOT_SENT), numberToHex(chainId, { size: 32 }), SEQUENTIAL_ID_MARKER]);
}

/** The hashes and chain of a batch id made by sequentialBundleId; undefined for any other id. */
export function parseSequentialBundleId(id: string): { chainId: number; hashes: (Hex | undefined)[] } | undefined {
  if (
    !isHex(id) ||
    !id.toLowerCase().endsWith(SEQUENTIAL_ID_MARKER.slice(2)) ||
    (id.length - 2) % 64 !== 0 ||
    id.length < 2 + 64 * 3
  )
    return undefined;
  const chainId = hexToNumber(sliceHex(id, -64, -32));
  const hashes = (sliceHex(id, 0, -64).slice(2).match(/.{64}/g) ?? []).map((h) =>
    `0x${h}` === NOT_SENT ? undefined : (`0x${h}` as Hex),
  );
  return { chainId, hashes };
}

/**
 * Sends `calls` in order with `send`, each after the previous one was accepted by the wallet (not mined: the wallet
 * numbers them). A refusal of the first call is thrown (nothing was sent); a refusal of a later one stops the batch
 * there, and the id says which were sent (its status is then 600, partly done).
 */
export async function sendSequentially(
  calls: readonly Call[],
  chainId: number,
  send: (call: Call) => Promise<Hex>,
): Promise<Hex> {
  const hashes: (Hex | undefined)[] = [];
  for (const call of calls) {
    try {
      hashes.push(await send(call));
    } catch (error) {
      if (hashes.length === 0) throw error;
      break;
    }
  }
  while (hashes.length < calls.length) hashes.push(undefined);
  return sequentialBundleId(hashes, chainId);
}

/** A receipt as the node gives it (eth_getTransactionReceipt). */
export interface RpcReceipt {
  transactionHash: Hex;
  blockHash: Hex;
  blockNumber: Hex;
  gasUsed: Hex;
  status: Hex;
  logs: readonly { address: Hex; data: Hex; topics: readonly Hex[] }[];
}

/**
 * The status of a batch sent one by one, from its transactions' receipts: 100 while one is not mined, 200 when every
 * call was sent and succeeded, 500 when none took effect, 600 when some did (a revert, or calls never sent).
 */
export async function sequentialCallsStatus(
  id: string,
  receiptOf: (hash: Hex) => Promise<RpcReceipt | null>,
): Promise<CallsStatus | undefined> {
  const parsed = parseSequentialBundleId(id);
  if (!parsed) return undefined;
  const sent = parsed.hashes.filter((h): h is Hex => h !== undefined);
  const found = await Promise.all(sent.map((hash) => receiptOf(hash)));
  const receipts: CallsReceipt[] = found
    .filter((r): r is RpcReceipt => r !== null)
    .map((r) => ({
      transactionHash: r.transactionHash,
      blockHash: r.blockHash,
      blockNumber: BigInt(r.blockNumber),
      gasUsed: BigInt(r.gasUsed),
      status: r.status === '0x1' ? 'success' : 'reverted',
      logs: r.logs.map((l) => ({ address: l.address, data: l.data, topics: [...l.topics] })),
    }));
  const succeeded = receipts.filter((r) => r.status === 'success').length;
  const statusCode =
    receipts.length < sent.length ? 100 : succeeded === parsed.hashes.length ? 200 : succeeded === 0 ? 500 : 600;
  return { id, chainId: parsed.chainId, atomic: false, statusCode, status: statusWord(statusCode), receipts };
}

/** viem's word for an EIP-5792 status code. */
export function statusWord(statusCode: number): CallsStatus['status'] {
  if (statusCode >= 100 && statusCode < 200) return 'pending';
  if (statusCode >= 200 && statusCode < 300) return 'success';
  if (statusCode >= 300 && statusCode < 700) return 'failure';
  return undefined;
}
