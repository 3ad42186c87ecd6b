// The sender's JSON-RPC exchanges with the node, each one batch: the account's state, raw transaction broadcast,
// and receipts of mined nonces. Kept apart from the sender's bookkeeping so each reads on its own.
import { HexQuantity, ReceiptSchema, type RpcClient } from '../rpc';

/** The faucet account as the latest block sees it. */
export interface AccountState {
  /** Transactions mined from the account (= the next nonce to be mined). */
  mined: number;
  balance: bigint | null;
  baseFee: bigint | null;
}

/** Reads mined nonce, balance and base fee in one batch. */
export async function readAccount(rpc: RpcClient, signer: string): Promise<AccountState> {
  const [count, balance, block] = await rpc.batch([
    { method: 'eth_getTransactionCount', params: [signer, 'latest'] },
    { method: 'eth_getBalance', params: [signer, 'latest'] },
    { method: 'eth_getBlockByNumber', params: ['latest', false] },
  ]);
  if (!count?.ok) throw new Error(count ? count.message : 'no reply');
  const base = block?.ok ? (block.result as { baseFeePerGas?: string } | null)?.baseFeePerGas : undefined;
  return {
    mined: Number(HexQuantity.parse(count.result)),
    balance: balance?.ok ? HexQuantity.parse(balance.result) : null,
    baseFee: base ? BigInt(base) : null,
  };
}

/**
 * Sends raw transactions as one batch. Per transaction: true when the node has it (accepted now, already known, or
 * its nonce already used — the receipt check decides which), false when refused. Rejects on a transport failure.
 */
export async function sendRawBatch(rpc: RpcClient, raws: string[]): Promise<boolean[]> {
  const outcomes = await rpc.batch(raws.map((raw) => ({ method: 'eth_sendRawTransaction', params: [raw] })));
  return outcomes.map((o) => o.ok || /already known|known transaction|already imported|nonce too low/i.test(o.message));
}

/** For each item, the first of its hashes that has a receipt, with the receipt's success; absent when none has. */
export async function findReceipts<T extends { hashes: string[] }>(
  rpc: RpcClient,
  items: T[],
): Promise<Map<T, { hash: string; ok: boolean }>> {
  const calls = items.flatMap((item) => item.hashes.map((hash) => ({ item, hash })));
  const outcomes = await rpc.batch(calls.map((c) => ({ method: 'eth_getTransactionReceipt', params: [c.hash] })));
  const found = new Map<T, { hash: string; ok: boolean }>();
  outcomes.forEach((o, i) => {
    const receipt = o.ok ? ReceiptSchema.safeParse(o.result) : null;
    if (receipt?.success && receipt.data)
      found.set(calls[i]!.item, { hash: calls[i]!.hash, ok: receipt.data.status === '0x1' });
  });
  return found;
}

/** The node's view of a head transaction: the account's pending nonce, and whether it knows any of `hashes`. */
export async function headView(
  rpc: RpcClient,
  signer: string,
  hashes: string[],
): Promise<{ pendingNonce: number; known: boolean }> {
  const [count, ...byHash] = await rpc.batch([
    { method: 'eth_getTransactionCount', params: [signer, 'pending'] },
    ...hashes.map((hash) => ({ method: 'eth_getTransactionByHash', params: [hash] })),
  ]);
  if (!count?.ok) throw new Error(count ? count.message : 'no reply');
  return {
    pendingNonce: Number(HexQuantity.parse(count.result)),
    known: byHash.some((o) => o.ok && o.result !== null),
  };
}
