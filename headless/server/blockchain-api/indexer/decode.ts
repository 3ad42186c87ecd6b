// From node replies to transfer rows: Transfer logs (ERC-20 and ERC-721 share one event signature and are told
// apart by how many topics are indexed), ERC-1155 TransferSingle/TransferBatch, and native value transfers of
// transactions. Anything that does not have the exact standard shape is skipped rather than guessed at.
import { decodeAbiParameters } from 'viem';

/** keccak256("Transfer(address,address,uint256)"): ERC-20 (3 topics, amount in data) and ERC-721 (4 topics, id indexed). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** keccak256("TransferSingle(address,address,address,uint256,uint256)"). */
export const TRANSFER_SINGLE_TOPIC = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62';
/** keccak256("TransferBatch(address,address,address,uint256[],uint256[])"). */
export const TRANSFER_BATCH_TOPIC = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb';

/** The topic filter of eth_getLogs: any of the three events. */
export const TRANSFER_TOPICS = [[TRANSFER_TOPIC, TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC]];

/** How a transfer moved value. */
export type TransferKind = 'native' | 'erc20' | 'erc721' | 'erc1155';

/** One movement of value, as stored in api_transfer (addresses lower-case). */
export interface TransferRow {
  blockNumber: number;
  txIndex: number;
  /** The log's index in its block; -1 for a transaction's native value. */
  logIndex: number;
  /** Position within an ERC-1155 TransferBatch (0 otherwise). */
  subIndex: number;
  kind: TransferKind;
  /** Contract address; null for the native coin. */
  token: string | null;
  tokenId: bigint | null;
  from: string;
  to: string;
  amount: bigint;
}

/** The log fields the indexer reads (eth_getLogs). */
export interface RawLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  blockHash: string;
  transactionHash: string;
  transactionIndex: string;
  logIndex: string;
  removed?: boolean;
}

/** An indexed address topic: 12 zero bytes then the address; anything else is not a real address. */
function topicAddress(topic: string | undefined): string | null {
  if (topic === undefined || topic.length !== 66 || !topic.startsWith('0x000000000000000000000000')) return null;
  const address = `0x${topic.slice(26).toLowerCase()}`;
  return HEX40.test(address) ? address : null;
}

const HEX40 = /^0x[0-9a-f]{40}$/;
const WORD = /^0x[0-9a-fA-F]{64}$/;
// A TransferBatch larger than this is not decoded (no real mint is this large; a hostile contract could try).
const MAX_BATCH_ENTRIES = 2_000;

function row(
  log: RawLog,
  subIndex: number,
  kind: TransferKind,
  tokenId: bigint | null,
  from: string,
  to: string,
  amount: bigint,
): TransferRow {
  return {
    blockNumber: Number(log.blockNumber),
    txIndex: Number(log.transactionIndex),
    logIndex: Number(log.logIndex),
    subIndex,
    kind,
    token: log.address.toLowerCase(),
    tokenId,
    from,
    to,
    amount,
  };
}

/** The transfers in one log (none when it is not a standard transfer event). */
export function decodeLog(log: RawLog): TransferRow[] {
  const topics = log.topics;
  const topic0 = topics[0];
  if (topic0 === TRANSFER_TOPIC) {
    const from = topicAddress(topics[1]);
    const to = topicAddress(topics[2]);
    if (!from || !to) return [];
    if (topics.length === 3 && WORD.test(log.data)) return [row(log, 0, 'erc20', null, from, to, BigInt(log.data))];
    if (topics.length === 4 && log.data === '0x' && WORD.test(topics[3]!))
      return [row(log, 0, 'erc721', BigInt(topics[3]!), from, to, 1n)];
    return [];
  }
  if (topics.length !== 4) return [];
  const from = topicAddress(topics[2]);
  const to = topicAddress(topics[3]);
  if (!from || !to) return [];
  if (topic0 === TRANSFER_SINGLE_TOPIC) {
    if (!/^0x[0-9a-fA-F]{128}$/.test(log.data)) return [];
    return [row(log, 0, 'erc1155', BigInt(`0x${log.data.slice(2, 66)}`), from, to, BigInt(`0x${log.data.slice(66)}`))];
  }
  if (topic0 === TRANSFER_BATCH_TOPIC) {
    let ids: readonly bigint[];
    let values: readonly bigint[];
    try {
      if (log.data.length > 2 + 64 * (4 + 2 * MAX_BATCH_ENTRIES)) return [];
      [ids, values] = decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], log.data as `0x${string}`);
    } catch {
      return [];
    }
    if (ids.length !== values.length) return [];
    return ids.map((id, i) => row(log, i, 'erc1155', id, from, to, values[i]!));
  }
  return [];
}

/** The transaction fields the indexer reads (eth_getBlockByNumber with full transactions). */
export interface RawTransaction {
  hash: string;
  from: string;
  to: string | null;
  value: string;
  nonce: string;
  transactionIndex: string;
}

/** The native value transfer of a transaction (null when it carries no value); `to` of a creation is the new contract. */
export function nativeTransfer(
  blockNumber: number,
  tx: RawTransaction,
  createdContract: string | null,
): TransferRow | null {
  const amount = BigInt(tx.value);
  const to = tx.to ?? createdContract;
  if (amount === 0n || !to) return null;
  return {
    blockNumber,
    txIndex: Number(tx.transactionIndex),
    logIndex: -1,
    subIndex: 0,
    kind: 'native',
    token: null,
    tokenId: null,
    from: tx.from.toLowerCase(),
    to: to.toLowerCase(),
    amount,
  };
}
