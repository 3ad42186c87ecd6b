// Fills a devnet with many real ERC-20 transfers fast, for the blockchain API's tests and benchmarks: BulkToken
// (faucet/devnet/contracts) pays many recipients per transaction, anvil signs (eth_sendTransaction from one of its
// unlocked default accounts, so no local signing), and with automine off each block is mined by evm_mine after
// exactly `txsPerBlock` transactions, so the shape (blocks x transactions x transfers) is exact.
import {
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  keccak256,
  numberToHex,
  toHex,
  type Address,
  type Hex,
} from 'viem';
import { bulkTokenAbi, bulkTokenBytecode } from '../../faucet/devnet/artifacts';

/** One JSON-RPC call; throws with the node's message. */
export async function rpcCall<T = unknown>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const json = (await res.json()) as { result?: T; error?: { message: string } };
  if (json.error) throw new Error(`${method}: ${json.error.message}`);
  return json.result as T;
}

/** A JSON-RPC batch; results in request order, throwing on the first error. */
export async function rpcBatch<T = unknown>(
  rpcUrl: string,
  calls: { method: string; params: unknown[] }[],
): Promise<T[]> {
  const body = calls.map((c, id) => ({ jsonrpc: '2.0', id, ...c }));
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const replies = (await res.json()) as { id: number; result?: T; error?: { message: string } }[];
  const byId = new Map(replies.map((r) => [r.id, r]));
  return calls.map((c, id) => {
    const r = byId.get(id);
    if (!r || r.error) throw new Error(`${c.method}: ${r?.error?.message ?? 'no reply'}`);
    return r.result as T;
  });
}

/** A deterministic distinct recipient address per index (never a key anyone holds). */
export const recipientAddress = (i: number): Address =>
  getAddress(`0x${keccak256(toHex(`walletdock-recipient-${i}`)).slice(26)}`);

/** Deploys BulkToken from `from` (an unlocked anvil account) with `supply` base units; returns its address. */
export async function deployBulkToken(rpcUrl: string, from: Address, supply = 10n ** 30n): Promise<Address> {
  const data = encodeDeployData({ abi: bulkTokenAbi, bytecode: bulkTokenBytecode, args: [supply] });
  const hash = await rpcCall<Hex>(rpcUrl, 'eth_sendTransaction', [{ from, data, gas: numberToHex(3_000_000) }]);
  const receipt = await waitForReceipt(rpcUrl, hash);
  if (receipt.status !== '0x1' || !receipt.contractAddress) throw new Error('BulkToken deployment failed');
  return getAddress(receipt.contractAddress);
}

/** Waits (polling) for a transaction's receipt. */
export async function waitForReceipt(
  rpcUrl: string,
  hash: Hex,
): Promise<{ status: Hex; contractAddress: Address | null; blockNumber: Hex }> {
  for (let i = 0; i < 2000; i++) {
    const receipt = await rpcCall<{ status: Hex; contractAddress: Address | null; blockNumber: Hex } | null>(
      rpcUrl,
      'eth_getTransactionReceipt',
      [hash],
    );
    if (receipt) return receipt;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`no receipt for ${hash}`);
}

/** What sprayTransfers made. */
export interface SprayResult {
  /** Blocks mined, first and last number. */
  firstBlock: number;
  lastBlock: number;
  transactions: number;
  transfers: number;
}

/** Options of sprayTransfers. */
export interface SprayOptions {
  rpcUrl: string;
  token: Address;
  /** An unlocked anvil account holding the tokens. */
  from: Address;
  blocks: number;
  txsPerBlock: number;
  recipientsPerTx: number;
  /** An address that receives one transfer in every transaction (a busy account's history). */
  hot?: Address;
  /** Distinct recipients cycled through (default: all distinct). */
  distinctRecipients?: number;
  /** The index of the first recipient (default 0), so that later calls can reach other recipients. */
  firstRecipient?: number;
  amount?: bigint;
  /** Called after each mined block with how many are done. */
  onBlock?: (done: number) => void;
}

/**
 * Mines `blocks` blocks of `txsPerBlock` spray transactions of `recipientsPerTx` transfers each (automine is off
 * meanwhile and restored after). Every transaction must succeed.
 */
export async function sprayTransfers(options: SprayOptions): Promise<SprayResult> {
  const { rpcUrl, token, from, blocks, txsPerBlock, recipientsPerTx } = options;
  const distinct = options.distinctRecipients ?? Number.MAX_SAFE_INTEGER;
  const amount = options.amount ?? 1000n;
  let nonce = Number(await rpcCall<Hex>(rpcUrl, 'eth_getTransactionCount', [from, 'pending']));
  const gas = numberToHex(60_000 + 40_000 * recipientsPerTx);
  const fees = await rpcCall<{ baseFeePerGas: Hex }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
  // Base fees fall on empty-ish blocks and rise on full ones; twice the current one plus a tip stays valid.
  const maxFeePerGas = numberToHex(BigInt(fees.baseFeePerGas) * 4n + 2_000_000_000n);
  let next = options.firstRecipient ?? 0;
  const start = Number(await rpcCall<Hex>(rpcUrl, 'eth_blockNumber'));
  await rpcCall(rpcUrl, 'evm_setAutomine', [false]);
  const hashes: Hex[] = [];
  try {
    // Anvil answers a batch's calls concurrently, so each block is two round trips: its transactions (one batch),
    // then evm_mine once all of them are in the pool.
    for (let b = 0; b < blocks; b++) {
      const calls: { method: string; params: unknown[] }[] = [];
      for (let t = 0; t < txsPerBlock; t++) {
        const to: Address[] = [];
        if (options.hot) to.push(options.hot);
        while (to.length < recipientsPerTx) to.push(recipientAddress(next++ % distinct));
        const data = encodeFunctionData({ abi: bulkTokenAbi, functionName: 'spray', args: [to, amount] });
        calls.push({
          method: 'eth_sendTransaction',
          params: [
            { from, to: token, data, gas, nonce: numberToHex(nonce++), maxFeePerGas, maxPriorityFeePerGas: '0x1' },
          ],
        });
      }
      hashes.push(...(await rpcBatch<Hex>(rpcUrl, calls)));
      await rpcCall(rpcUrl, 'evm_mine');
      options.onBlock?.(b + 1);
    }
  } finally {
    await rpcCall(rpcUrl, 'evm_setAutomine', [true]);
  }
  const end = Number(await rpcCall<Hex>(rpcUrl, 'eth_blockNumber'));
  if (end - start !== blocks) throw new Error(`expected ${blocks} new blocks, got ${end - start}`);
  // Spot-check the last transaction (each spray either moves all its transfers or reverts).
  const last = await waitForReceipt(rpcUrl, hashes.at(-1)!);
  if (last.status !== '0x1') throw new Error('a spray transaction reverted');
  return {
    firstBlock: start + 1,
    lastBlock: end,
    transactions: hashes.length,
    transfers: hashes.length * recipientsPerTx,
  };
}
