// The leader's one-statement store of a signed batch (faucet_store_signed) on a real PGlite database: the fence that
// keeps a nonce from being handed out twice, all or nothing, and the hashes a replaced claim keeps.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, createLease, LostLeaseError, openDatabase, type Database } from 'walletdock/server/node';
import { faucetMigrations } from '../../../faucet/server/schema';
import { signerLeaseName, storeReplacement, storeSigned, type SignedTx } from '../../../faucet/server/sender/tx-store';

const SIGNER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
let dir: string;
let db: Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'faucet-store-'));
  db = await openDatabase({ dataDir: dir });
  await applyMigrations(db, 'faucet', faucetMigrations);
  await db.query('INSERT INTO faucet_signer (address, next_nonce) VALUES ($1, 0)', [SIGNER]);
});

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function reserve(n: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO faucet_claim (address, client_key, amount, gas, status, created_ms)
     SELECT '0x' || lpad(to_hex(g), 40, '0'), 'client:' || g, 1, 21000, 'reserved', 0 FROM generate_series(1, $1) g RETURNING id`,
    [n],
  );
  return rows.map((r) => Number(r.id));
}

const signed = (ids: number[], first: number, tag = 'a'): SignedTx[] =>
  ids.map((claimId, i) => ({
    claimId,
    nonce: first + i,
    hash: `0x${tag}${String(claimId).padStart(63, '0')}`,
    raw: `0xraw${tag}${claimId}`,
    maxFeePerGas: 1100n,
    maxPriorityFeePerGas: 0n,
    gas: 21_000n,
  }));

const state = async (ids: number[]) => ({
  next: Number(
    (await db.query<{ next_nonce: number }>('SELECT next_nonce FROM faucet_signer WHERE address = $1', [SIGNER]))[0]!
      .next_nonce,
  ),
  claims: (
    await db.query<{ status: string; nonce: number | null }>(
      'SELECT status, nonce FROM faucet_claim WHERE id = ANY($1) ORDER BY id',
      [ids],
    )
  ).map((r) => [r.status, r.nonce === null ? null : Number(r.nonce)]),
});

describe('storing a signed batch', () => {
  it('writes nothing for an instance without the lease, a stale nonce counter, or a claim no longer reserved', async () => {
    const leader = createLease(db, { name: signerLeaseName(SIGNER), owner: 'leader', ttlMs: 60_000 });
    const other = createLease(db, { name: signerLeaseName(SIGNER), owner: 'other', ttlMs: 60_000 });
    expect(await leader.acquire()).toBe(true);
    const ids = await reserve(3);
    const before = await state(ids);
    expect(before).toEqual({
      next: 0,
      claims: [
        ['reserved', null],
        ['reserved', null],
        ['reserved', null],
      ],
    });

    await expect(storeSigned(db, other, SIGNER, 0, signed(ids, 0), [], 'x')).rejects.toBeInstanceOf(LostLeaseError);
    await expect(storeSigned(db, leader, SIGNER, 7, signed(ids, 7), [], 'x')).rejects.toBeInstanceOf(LostLeaseError);
    await db.query(`UPDATE faucet_claim SET status = 'failed' WHERE id = $1`, [ids[2]]);
    await expect(storeSigned(db, leader, SIGNER, 0, signed(ids, 0), [], 'x')).rejects.toThrow(
      'reserved claims changed while signing',
    );
    expect(await state(ids.slice(0, 2))).toEqual({
      next: 0,
      claims: [
        ['reserved', null],
        ['reserved', null],
      ],
    });

    await storeSigned(db, leader, SIGNER, 0, signed(ids.slice(0, 2), 0), [], 'x');
    expect(await state(ids.slice(0, 2))).toEqual({
      next: 2,
      claims: [
        ['signed', 0],
        ['signed', 1],
      ],
    });
    // The same nonces again (a leader that lost track) are refused: the counter moved on.
    await expect(storeSigned(db, leader, SIGNER, 0, signed(ids.slice(0, 2), 0, 'b'), [], 'x')).rejects.toBeInstanceOf(
      LostLeaseError,
    );
  });

  it('keeps every hash of a replaced claim, the one it replaces first', async () => {
    const leader = createLease(db, { name: signerLeaseName(SIGNER), owner: 'leader', ttlMs: 60_000 });
    const [id] = await reserve(1);
    const [first] = signed([id!], 2);
    await storeSigned(db, leader, SIGNER, 2, [first!], [], 'x');
    expect(await db.query('SELECT hash FROM faucet_tx WHERE claim_id = $1', [id])).toEqual([]);

    const [second] = signed([id!], 2, 'c');
    const [third] = signed([id!], 2, 'd');
    await storeReplacement(db, { ...second!, maxFeePerGas: 1400n });
    await storeReplacement(db, { ...third!, maxFeePerGas: 1700n });
    const hashes = await db.query<{ hash: string }>(
      'SELECT hash FROM faucet_tx WHERE claim_id = $1 ORDER BY created_ms, max_fee',
      [id],
    );
    expect(hashes.map((h) => h.hash)).toEqual([first!.hash, second!.hash, third!.hash]);
    const [row] = await db.query<{ tx_hash: string }>('SELECT tx_hash FROM faucet_claim WHERE id = $1', [id]);
    expect(row!.tx_hash).toBe(third!.hash);
  });
});
