// The sender's ledger writes: nonce allocation fenced by the signer lease (one leader per key across instances, a
// lease of the server floor), signed transactions stored before broadcast, replacements, and the reads a takeover
// and the signing pipeline start from. Settling claims (confirmed, failed) is claim/settle.ts.
import { LostLeaseError, type Database, type Lease, type Sql } from 'walletdock/server/node';
import { failClaims } from '../claim/settle';

/** A claim waiting for its transaction. */
export interface ReservedClaim {
  id: number;
  address: string;
  amount: bigint;
  gas: bigint;
}

/** A signed transaction of a claim, as stored before broadcast. */
export interface SignedTx {
  claimId: number;
  nonce: number;
  hash: string;
  raw: string;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
  /** Gas limit (21000 for a plain account). */
  gas: bigint;
}

/** The signer lease's name for a key: one nonce authority per faucet account. */
export const signerLeaseName = (signer: string) => `faucet-signer:${signer}`;

/**
 * Sets the next nonce after a takeover: never below the chain's pending count (someone else used the key) nor
 * below a nonce already stored (signed rows must never be re-used). Returns it.
 */
export async function syncNextNonce(db: Database, lease: Lease, signer: string, chainPending: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lease.assertHeld(tx);
    await tx.query('INSERT INTO faucet_signer (address, next_nonce) VALUES ($1, -1) ON CONFLICT (address) DO NOTHING', [
      signer,
    ]);
    const [counter] = await tx.query<{ next_nonce: number }>(
      'SELECT next_nonce FROM faucet_signer WHERE address = $1 FOR UPDATE',
      [signer],
    );
    const [max] = await tx.query<{ n: number | null }>('SELECT max(nonce) AS n FROM faucet_claim WHERE signer = $1', [
      signer,
    ]);
    const next = Math.max(counter?.next_nonce ?? -1, chainPending, (max?.n ?? -1) + 1);
    await tx.query('UPDATE faucet_signer SET next_nonce = $2 WHERE address = $1', [signer, next]);
    return next;
  });
}

/** The oldest reserved claims (any instance may have reserved them; only the lease holder signs). */
export async function reservedClaims(db: Sql, limit: number, exclude: number[] = []): Promise<ReservedClaim[]> {
  const rows = await db.query<{ id: number; address: string; amount: string; gas: number }>(
    `SELECT id, address, amount::text AS amount, gas FROM faucet_claim
     WHERE status = 'reserved' AND NOT (id = ANY($2::int8[])) ORDER BY id LIMIT $1`,
    [limit, exclude],
  );
  return rows.map((r) => ({ id: r.id, address: r.address, amount: BigInt(r.amount), gas: BigInt(r.gas) }));
}

/**
 * Allocates nonces [first, first + txs.length) under the lease (compare-and-set on the counter, so two leaders can
 * never hand out one nonce) and stores every signed transaction on its claim: one statement (faucet_store_signed),
 * all or nothing. Fails `unpayable` claims in the same transaction when there are any.
 */
export async function storeSigned(
  db: Database,
  lease: Lease,
  signer: string,
  first: number,
  txs: SignedTx[],
  unpayable: number[],
  reason: string,
): Promise<void> {
  const store = async (sql: Sql) => {
    if (txs.length === 0) return;
    const [row] = await sql.query<{ stored: boolean }>(
      'SELECT faucet_store_signed($1, $2, $3, $4, $5::int8[], $6::int8[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int8[], $12) AS stored',
      [lease.name, lease.owner, signer, first, ...columns(txs), txs.map((t) => t.gas.toString()), Date.now()],
    );
    if (!row?.stored) throw new LostLeaseError(lease.name);
  };
  if (unpayable.length === 0) await store(db);
  else {
    await db.transaction(async (tx) => {
      await store(tx);
      await failClaims(tx, unpayable, reason);
    });
  }
}

function columns(txs: SignedTx[]): [number[], number[], string[], string[], string[], string[]] {
  return [
    txs.map((t) => t.claimId),
    txs.map((t) => t.nonce),
    txs.map((t) => t.hash),
    txs.map((t) => t.raw),
    txs.map((t) => t.maxFeePerGas.toString()),
    txs.map((t) => t.maxPriorityFeePerGas.toString()),
  ];
}

/**
 * Stores a replacement (same nonce, higher fee) as the claim's current transaction, before it is broadcast.
 * `faucet_tx` keeps every hash a replaced claim was signed under (either may be mined): the first replacement also
 * records the transaction it replaces, which until then lived on the claim row alone.
 */
export async function storeReplacement(db: Database, t: SignedTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO faucet_tx (hash, claim_id, nonce, raw_tx, max_fee, priority_fee, created_ms)
       SELECT tx_hash, id, nonce, raw_tx, max_fee, priority_fee, coalesce(signed_ms, $7::int8) FROM faucet_claim
         WHERE id = $2::int8 AND status IN ('signed', 'broadcast') AND tx_hash IS NOT NULL
       UNION ALL SELECT $1::text, $2::int8, $3::int8, $4::text, $5::numeric, $6::numeric, $7::int8
       ON CONFLICT (hash) DO NOTHING`,
      [t.hash, t.claimId, t.nonce, t.raw, t.maxFeePerGas.toString(), t.maxPriorityFeePerGas.toString(), Date.now()],
    );
    await tx.query(
      `UPDATE faucet_claim SET tx_hash = $2, raw_tx = $3, max_fee = $4::numeric, priority_fee = $5::numeric
       WHERE id = $1 AND status IN ('signed', 'broadcast')`,
      [t.claimId, t.hash, t.raw, t.maxFeePerGas.toString(), t.maxPriorityFeePerGas.toString()],
    );
  });
}

/** Puts a claim whose nonce was consumed by a transaction we never signed back in the queue (re-signed later). */
export async function requeueClaim(db: Sql, id: number): Promise<void> {
  await db.query(
    `UPDATE faucet_claim SET status = 'reserved', signer = NULL, nonce = NULL, tx_hash = NULL, raw_tx = NULL WHERE id = $1 AND status IN ('signed', 'broadcast')`,
    [id],
  );
}

/** A signed or broadcast claim of `signer` with every hash it was ever signed under (for a takeover). */
export interface OpenTx extends SignedTx {
  hashes: string[];
  amount: bigint;
}

/** Loads the signer's signed and broadcast claims in nonce order, to rebroadcast and watch them after a restart. */
export async function openTransactions(db: Sql, signer: string): Promise<OpenTx[]> {
  const rows = await db.query<{
    id: number;
    nonce: number;
    tx_hash: string;
    raw_tx: string;
    max_fee: string;
    priority_fee: string;
    amount: string;
    gas: number;
    hashes: string[];
  }>(
    `SELECT c.id, c.nonce, c.tx_hash, c.raw_tx, c.max_fee::text AS max_fee, c.priority_fee::text AS priority_fee,
       c.amount::text AS amount, c.gas, array(SELECT t.hash FROM faucet_tx t WHERE t.claim_id = c.id) AS hashes
     FROM faucet_claim c WHERE c.signer = $1 AND c.status IN ('signed', 'broadcast') ORDER BY c.nonce`,
    [signer],
  );
  return rows.map((r) => ({
    claimId: r.id,
    nonce: r.nonce,
    hash: r.tx_hash,
    raw: r.raw_tx,
    maxFeePerGas: BigInt(r.max_fee),
    maxPriorityFeePerGas: BigInt(r.priority_fee),
    amount: BigInt(r.amount),
    gas: BigInt(r.gas),
    hashes: r.hashes.includes(r.tx_hash) ? r.hashes : [...r.hashes, r.tx_hash],
  }));
}
