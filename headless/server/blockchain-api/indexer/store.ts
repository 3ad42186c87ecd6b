// The indexer's writes. A batch goes in as one database transaction that first checks it extends exactly the
// stored head (number and hash) under the indexer lease: a batch is applied once or not at all, so a crash or a
// replay can neither duplicate rows nor double the balances it adds to. A rollback (reorg) takes the rows of the
// abandoned blocks out the same way, subtracting what they added. Rows go in as one bulk
// statement per table and batch: COPY on PGlite, INSERT … SELECT FROM unnest() arrays on PostgreSQL.
import type { Lease } from '../../db/lease';
import type { Database, Sql } from '../../db/types';
import type { TransferRow } from './decode';
import type { Batch } from './fetch';

/** The zero address: the other side of mints and burns, never an account with a balance or a history. */
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

type Value = string | number | bigint | boolean | null;

// CSV for COPY: every value here is a number, a 0x-hex string, a kind name, a boolean or null (empty field), so
// quoting is the exception; it is still done right when a value needs it.
const csvField = (v: Value): string => {
  if (v === null) return '';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  const text = String(v);
  return /[",\n\r]/.test(text) || text === '' ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * Inserts `rows` (values in the order of `columns`, each [name, array type]) into `table`: by COPY where the database
 * has it (PGlite, several times faster), else one INSERT … SELECT FROM unnest() of one array per column.
 */
async function insertRows(
  tx: Sql,
  table: string,
  columns: readonly [string, string][],
  rows: readonly Value[][],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name);
  if (tx.copyCsv) {
    await tx.copyCsv(table, names, rows.map((r) => r.map(csvField).join(',')).join('\n'));
    return;
  }
  const arrays = columns.map((_, i) => rows.map((r) => (typeof r[i] === 'bigint' ? String(r[i]) : r[i])));
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`,
    arrays,
  );
}

/** The batch does not extend the stored head (someone else wrote, or the chain moved): re-read the head. */
export class NotOnTopError extends Error {}

/** Which token contracts already have metadata in api_token (remembered in memory once seen). */
export function knownTokensOf(db: Sql, chainId: number): (addresses: string[]) => Promise<Set<string>> {
  const seen = new Set<string>();
  return async (addresses) => {
    const missing = addresses.filter((a) => !seen.has(a));
    if (missing.length > 0) {
      if (seen.size > 100_000) seen.clear();
      const rows = await db.query<{ address: string }>(
        'SELECT address FROM api_token WHERE chain_id = $1 AND address = ANY($2::text[])',
        [chainId, missing],
      );
      for (const r of rows) seen.add(r.address);
    }
    return new Set(addresses.filter((a) => seen.has(a)));
  };
}

/** The last indexed block of a chain, or null before the first batch. */
export async function storedHead(db: Sql, chainId: number): Promise<{ number: number; hash: string } | null> {
  const rows = await db.query<{ number: number; hash: string }>(
    'SELECT number, hash FROM api_block WHERE chain_id = $1 ORDER BY number DESC LIMIT 1',
    [chainId],
  );
  return rows[0] ?? null;
}

/** Stored hashes of blocks [from, to], by number. */
export async function storedHashes(db: Sql, chainId: number, from: number, to: number): Promise<Map<number, string>> {
  const rows = await db.query<{ number: number; hash: string }>(
    'SELECT number, hash FROM api_block WHERE chain_id = $1 AND number BETWEEN $2 AND $3',
    [chainId, from, to],
  );
  return new Map(rows.map((r) => [r.number, r.hash]));
}

/** The lowest stored block of a chain (how far back a reorg can be followed). */
export async function storedTail(db: Sql, chainId: number): Promise<number | null> {
  const rows = await db.query<{ number: number }>(
    'SELECT number FROM api_block WHERE chain_id = $1 ORDER BY number ASC LIMIT 1',
    [chainId],
  );
  return rows[0]?.number ?? null;
}

/** Writes `batch` on top of the stored head of `chainId` (at `startBlock` when nothing is stored yet). */
export async function writeBatch(
  db: Database,
  lease: Lease,
  chainId: number,
  startBlock: number,
  batch: Batch,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lease.assertHeld(tx);
    const head = await storedHead(tx, chainId);
    const onTop = head
      ? head.number === batch.from - 1 && head.hash === batch.blocks[0]!.parentHash
      : batch.from === startBlock;
    if (!onTop)
      throw new NotOnTopError(
        `batch ${batch.from}-${batch.to} does not extend the stored head ${head?.number ?? 'none'}`,
      );
    const { blocks, transactions: txs, transfers } = batch;
    await insertRows(
      tx,
      'api_block',
      [
        ['chain_id', 'int8'],
        ['number', 'int8'],
        ['hash', 'text'],
        ['parent_hash', 'text'],
        ['timestamp', 'int8'],
      ],
      blocks.map((b) => [chainId, b.number, b.hash, b.parentHash, b.timestamp]),
    );
    await insertRows(
      tx,
      'api_transaction',
      [
        ['chain_id', 'int8'],
        ['block_number', 'int8'],
        ['tx_index', 'int4'],
        ['hash', 'text'],
        ['sender', 'text'],
        ['recipient', 'text'],
        ['nonce', 'int8'],
        ['failed', 'bool'],
        ['timestamp', 'int8'],
      ],
      txs.map((t) => [chainId, t.blockNumber, t.txIndex, t.hash, t.from, t.to, t.nonce, t.failed, t.timestamp]),
    );
    if (transfers.length > 0) {
      const hashOf = new Map(blocks.map((b) => [b.number, b.hash]));
      await insertRows(
        tx,
        'api_transfer',
        [
          ['chain_id', 'int8'],
          ['block_number', 'int8'],
          ['tx_index', 'int4'],
          ['log_index', 'int4'],
          ['sub_index', 'int4'],
          ['block_hash', 'text'],
          ['kind', 'text'],
          ['token', 'text'],
          ['token_id', 'numeric'],
          ['sender', 'text'],
          ['recipient', 'text'],
          ['amount', 'numeric'],
        ],
        transfers.map((t) => [
          chainId,
          t.blockNumber,
          t.txIndex,
          t.logIndex,
          t.subIndex,
          hashOf.get(t.blockNumber)!,
          t.kind,
          t.token,
          t.tokenId,
          t.from,
          t.to,
          t.amount,
        ]),
      );
      const timeOf = new Map(blocks.map((b) => [b.number, b.timestamp]));
      await insertRows(
        tx,
        'api_account_tx',
        [
          ['address', 'text'],
          ['chain_id', 'int8'],
          ['block_number', 'int8'],
          ['tx_index', 'int4'],
          ['timestamp', 'int8'],
        ],
        accountTxKeys(transfers).map((k) => [k.address, chainId, k.blockNumber, k.txIndex, timeOf.get(k.blockNumber)!]),
      );
      await applyHoldings(tx, chainId, transfers, 1n);
    }
    if (batch.tokens.length > 0) {
      const t = batch.tokens;
      await tx.query(
        `INSERT INTO api_token (chain_id, address, kind, name, symbol, decimals)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int4[]) ON CONFLICT DO NOTHING`,
        [
          chainId,
          t.map((x) => x.address),
          t.map((x) => x.kind),
          t.map((x) => x.name),
          t.map((x) => x.symbol),
          t.map((x) => x.decimals),
        ],
      );
    }
  });
}

/** Removes every block above `keep` (and all it added) from the index of `chainId`; returns the transfers removed. */
export async function rollbackTo(db: Database, lease: Lease, chainId: number, keep: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lease.assertHeld(tx);
    const rows = await tx.query<{
      block_number: number;
      tx_index: number;
      kind: TransferRow['kind'];
      token: string | null;
      token_id: string | null;
      sender: string;
      recipient: string;
      amount: string;
    }>(
      'SELECT block_number, tx_index, kind, token, token_id, sender, recipient, amount FROM api_transfer WHERE chain_id = $1 AND block_number > $2',
      [chainId, keep],
    );
    const transfers = rows.map((r) => ({
      blockNumber: r.block_number,
      txIndex: r.tx_index,
      logIndex: 0,
      subIndex: 0,
      kind: r.kind,
      token: r.token,
      tokenId: r.token_id === null ? null : BigInt(r.token_id),
      from: r.sender,
      to: r.recipient,
      amount: BigInt(r.amount),
    }));
    await applyHoldings(tx, chainId, transfers, -1n);
    const keys = accountTxKeys(transfers);
    await tx.query(
      `DELETE FROM api_account_tx a USING unnest($2::text[], $3::int8[], $4::int4[]) AS k(address, block_number, tx_index)
       WHERE a.address = k.address AND a.chain_id = $1 AND a.block_number = k.block_number AND a.tx_index = k.tx_index`,
      [chainId, keys.map((k) => k.address), keys.map((k) => k.blockNumber), keys.map((k) => k.txIndex)],
    );
    for (const table of ['api_transfer', 'api_transaction'])
      await tx.query(`DELETE FROM ${table} WHERE chain_id = $1 AND block_number > $2`, [chainId, keep]);
    await tx.query('DELETE FROM api_block WHERE chain_id = $1 AND number > $2', [chainId, keep]);
    return transfers.length;
  });
}

/** The distinct (address, transaction) pairs of `transfers`, the zero address left out. */
function accountTxKeys(transfers: readonly TransferRow[]): { address: string; blockNumber: number; txIndex: number }[] {
  const seen = new Map<string, { address: string; blockNumber: number; txIndex: number }>();
  for (const t of transfers) {
    for (const address of [t.from, t.to]) {
      if (address === ZERO_ADDRESS) continue;
      const key = `${address}:${t.blockNumber}:${t.txIndex}`;
      if (!seen.has(key)) seen.set(key, { address, blockNumber: t.blockNumber, txIndex: t.txIndex });
    }
  }
  return [...seen.values()];
}

/**
 * Adds `sign` times the net token movements of `transfers` to api_balance / api_nft. Rows that reach 0 stay (reads
 * skip them): deleting them costs a statement per batch, and the next transfer of the pair would bring them back.
 */
async function applyHoldings(
  tx: Sql,
  chainId: number,
  transfers: readonly TransferRow[],
  sign: 1n | -1n,
): Promise<void> {
  const fungible = new Map<string, bigint>();
  const nft = new Map<string, bigint>();
  const add = (map: Map<string, bigint>, key: string, delta: bigint) => map.set(key, (map.get(key) ?? 0n) + delta);
  for (const t of transfers) {
    if (t.kind === 'native' || !t.token) continue;
    const map = t.kind === 'erc20' ? fungible : nft;
    const suffix = t.kind === 'erc20' ? t.token : `${t.token}|${t.tokenId}`;
    if (t.from !== ZERO_ADDRESS) add(map, `${t.from}|${suffix}`, -t.amount * sign);
    if (t.to !== ZERO_ADDRESS) add(map, `${t.to}|${suffix}`, t.amount * sign);
  }
  const fungibleKeys = [...fungible].filter(([, d]) => d !== 0n).map(([k, d]) => [...k.split('|'), d.toString()]);
  if (fungibleKeys.length > 0) {
    const [owners, tokens, amounts] = [0, 1, 2].map((i) => fungibleKeys.map((k) => k[i]!));
    await tx.query(
      `INSERT INTO api_balance (chain_id, owner, token, amount) SELECT $1, * FROM unnest($2::text[], $3::text[], $4::numeric[])
       ON CONFLICT (owner, chain_id, token) DO UPDATE SET amount = api_balance.amount + EXCLUDED.amount`,
      [chainId, owners, tokens, amounts],
    );
  }
  const nftKeys = [...nft].filter(([, d]) => d !== 0n).map(([k, d]) => [...k.split('|'), d.toString()]);
  if (nftKeys.length > 0) {
    const [owners, tokens, ids, amounts] = [0, 1, 2, 3].map((i) => nftKeys.map((k) => k[i]!));
    await tx.query(
      `INSERT INTO api_nft (chain_id, owner, token, token_id, amount) SELECT $1, * FROM unnest($2::text[], $3::text[], $4::numeric[], $5::numeric[])
       ON CONFLICT (owner, chain_id, token, token_id) DO UPDATE SET amount = api_nft.amount + EXCLUDED.amount`,
      [chainId, owners, tokens, ids, amounts],
    );
  }
}
