// Reads one batch of blocks from the node: the Transfer/TransferSingle/TransferBatch logs of the range (one
// eth_getLogs), every block with its transactions (batched eth_getBlockByNumber), the receipts of blocks whose
// transactions carry native value (a failed transaction moved nothing), and the metadata of tokens seen for the
// first time. The batch is checked for consistency: blocks chain by parent hash and every log belongs to the block
// read; when the node's chain changes under the reads, ChainMovedError says so and the batch is read again.
import type { ApiChain } from '../chains';
import { readTokenMetadata, type TokenMetadata } from '../contracts';
import { getLogsSplitting, hexBlock, RpcError, type ChainRpc } from '../rpc';
import { decodeLog, nativeTransfer, TRANSFER_TOPICS, type RawLog, type TransferRow } from './decode';

/** The node's chain changed while a batch was read (a reorg, or a head that went back): read again. */
export class ChainMovedError extends Error {}

/** A block as stored in api_block. */
export interface BlockRow {
  number: number;
  hash: string;
  parentHash: string;
  /** Seconds since the epoch. */
  timestamp: number;
}

/** A transaction that moved something, as stored in api_transaction. */
export interface TransactionRow {
  blockNumber: number;
  txIndex: number;
  hash: string;
  from: string;
  to: string | null;
  nonce: number;
  failed: boolean;
  timestamp: number;
}

/** One batch of consecutive blocks, ready to be written in one database transaction. */
export interface Batch {
  from: number;
  to: number;
  blocks: BlockRow[];
  transactions: TransactionRow[];
  transfers: TransferRow[];
  /** Tokens first seen in this batch, with their metadata. */
  tokens: TokenMetadata[];
}

// Node replies are checked by hand rather than by zod here: this is the indexer's hot path (tens of thousands of
// logs per second), and the checks are the same: every field read is a 0x-hex string (or null where allowed).
const HEX = /^0x[0-9a-fA-F]*$/;
const isHex = (v: unknown): v is string => typeof v === 'string' && HEX.test(v);
function malformed(what: string): never {
  throw new Error(`malformed ${what} in the node's reply`);
}

interface NodeTx {
  hash: string;
  from: string;
  to: string | null;
  value: string;
  nonce: string;
  transactionIndex: string;
}
interface NodeBlock {
  number: string;
  hash: string;
  parentHash: string;
  timestamp: string;
  transactions: NodeTx[];
}
interface Receipt {
  transactionHash: string;
  blockHash: string;
  status?: string | null;
  contractAddress?: string | null;
}

function asBlock(raw: unknown): NodeBlock {
  const b = raw as NodeBlock;
  if (
    !b ||
    !isHex(b.number) ||
    !isHex(b.hash) ||
    !isHex(b.parentHash) ||
    !isHex(b.timestamp) ||
    !Array.isArray(b.transactions)
  )
    malformed('block');
  for (const t of b.transactions) {
    if (
      !t ||
      !isHex(t.hash) ||
      !isHex(t.from) ||
      !(t.to === null || isHex(t.to)) ||
      !isHex(t.value) ||
      !isHex(t.nonce) ||
      !isHex(t.transactionIndex)
    )
      malformed('transaction');
  }
  return b;
}

function asLog(raw: unknown): RawLog {
  const l = raw as RawLog;
  if (
    !l ||
    !isHex(l.address) ||
    !Array.isArray(l.topics) ||
    !l.topics.every(isHex) ||
    !isHex(l.data) ||
    !isHex(l.blockNumber) ||
    !isHex(l.blockHash) ||
    !isHex(l.transactionHash) ||
    !isHex(l.transactionIndex) ||
    !isHex(l.logIndex)
  )
    malformed('log');
  return l;
}

function asReceipt(raw: unknown): Receipt {
  const r = raw as Receipt;
  if (
    !r ||
    !isHex(r.transactionHash) ||
    !isHex(r.blockHash) ||
    !(r.status == null || isHex(r.status)) ||
    !(r.contractAddress == null || isHex(r.contractAddress))
  )
    malformed('receipt');
  return r;
}

/** Which token contracts the index already has metadata for. */
export type KnownTokens = (addresses: string[]) => Promise<Set<string>>;

/** Reads blocks [from, to] of `chain` (see the file comment). */
export async function fetchBatch(
  rpc: ChainRpc,
  chain: ApiChain,
  from: number,
  to: number,
  knownTokens: KnownTokens,
): Promise<Batch> {
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const [rawLogs, rawBlocks] = await Promise.all([
    getLogsSplitting<unknown>(rpc, from, to, TRANSFER_TOPICS),
    rpc.batch<unknown>(numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [hexBlock(n), true] }))),
  ]);
  const blocks = rawBlocks.map((raw, i) => {
    if (raw === null) throw new ChainMovedError(`block ${from + i} is gone`);
    const block = asBlock(raw);
    if (Number(block.number) !== from + i)
      throw new Error(`node returned block ${Number(block.number)} for ${from + i}`);
    return block;
  });
  blocks.forEach((b, i) => {
    if (i > 0 && b.parentHash !== blocks[i - 1]!.hash)
      throw new ChainMovedError(`block ${from + i} does not follow ${from + i - 1}`);
  });

  const transfers: TransferRow[] = [];
  const touched = new Map<string, { blockIndex: number; txIndex: number }>();
  for (const raw of rawLogs) {
    const log = asLog(raw);
    const index = Number(log.blockNumber) - from;
    if (log.removed || index < 0 || index >= blocks.length || blocks[index]!.hash !== log.blockHash) {
      throw new ChainMovedError(`log of block ${Number(log.blockNumber)} is not on the chain read`);
    }
    const rows = decodeLog(log);
    if (rows.length === 0) continue;
    const tx = blocks[index]!.transactions[Number(log.transactionIndex)];
    if (!tx || tx.hash !== log.transactionHash)
      throw new ChainMovedError(`log's transaction is not in block ${Number(log.blockNumber)}`);
    transfers.push(...rows);
    touched.set(`${index}:${Number(log.transactionIndex)}`, {
      blockIndex: index,
      txIndex: Number(log.transactionIndex),
    });
  }

  // Native value: the receipts say which transactions failed (they moved nothing, but are shown as failed).
  const valued = blocks.map((b) => b.transactions.filter((t) => BigInt(t.value) > 0n));
  const receipts = await readReceipts(rpc, blocks, valued);
  blocks.forEach((b, index) => {
    for (const tx of valued[index]!) {
      const receipt = receipts.get(tx.hash);
      if (!receipt || receipt.blockHash !== b.hash)
        throw new ChainMovedError(`receipt of ${tx.hash} is not in block ${Number(b.number)}`);
      const row = nativeTransfer(Number(b.number), tx, receipt.contractAddress ?? null);
      if (!row) continue;
      transfers.push(row);
      touched.set(`${index}:${row.txIndex}`, { blockIndex: index, txIndex: row.txIndex });
    }
  });

  const transactions = [...touched.values()].map(({ blockIndex, txIndex }) => {
    const block = blocks[blockIndex]!;
    const tx = block.transactions[txIndex]!;
    return {
      blockNumber: Number(block.number),
      txIndex,
      hash: tx.hash.toLowerCase(),
      from: tx.from.toLowerCase(),
      to: tx.to?.toLowerCase() ?? null,
      nonce: Number(tx.nonce),
      failed: receipts.get(tx.hash)?.status === '0x0',
      timestamp: Number(block.timestamp),
    };
  });

  const kinds = new Map<string, TokenMetadata['kind']>();
  for (const t of transfers) if (t.token && t.kind !== 'native' && !kinds.has(t.token)) kinds.set(t.token, t.kind);
  const known = kinds.size > 0 ? await knownTokens([...kinds.keys()]) : new Set<string>();
  const fresh = [...kinds].filter(([address]) => !known.has(address)).map(([address, kind]) => ({ address, kind }));
  const tokens = await readTokenMetadata(rpc, chain, fresh);

  return {
    from,
    to,
    transfers,
    transactions,
    tokens,
    blocks: blocks.map((b) => ({
      number: Number(b.number),
      hash: b.hash.toLowerCase(),
      parentHash: b.parentHash.toLowerCase(),
      timestamp: Number(b.timestamp),
    })),
  };
}

// Whole-block receipts where the node has eth_getBlockReceipts, else one eth_getTransactionReceipt per transaction.
async function readReceipts(rpc: ChainRpc, blocks: NodeBlock[], valued: NodeTx[][]): Promise<Map<string, Receipt>> {
  const out = new Map<string, Receipt>();
  const wanted = blocks.filter((_, i) => valued[i]!.length > 0);
  if (wanted.length === 0) return out;
  const whole = await rpc.batchSettled<unknown[] | null>(
    wanted.map((b) => ({ method: 'eth_getBlockReceipts', params: [b.number] })),
  );
  const missing: string[] = [];
  whole.forEach((reply, k) => {
    if (reply instanceof RpcError || !Array.isArray(reply)) {
      missing.push(...valued[blocks.indexOf(wanted[k]!)]!.map((t) => t.hash));
      return;
    }
    for (const raw of reply) {
      const receipt = asReceipt(raw);
      out.set(receipt.transactionHash, receipt);
    }
  });
  if (missing.length > 0) {
    const single = await rpc.batch<unknown>(
      missing.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })),
    );
    single.forEach((raw, i) => {
      if (raw === null) throw new ChainMovedError(`no receipt for ${missing[i]}`);
      const receipt = asReceipt(raw);
      out.set(receipt.transactionHash, receipt);
    });
  }
  return out;
}
