// The claim ledger's request-side operations: reserving a claim (captcha consumed, cooldowns reserved, claim row
// written — one transaction), releasing cooldowns of failed payouts, and reading an address's history.
import type { Database, Sql } from './db';
import { parseAnswer } from './captcha';

/** Why a reservation was refused, or the id of the reserved claim. */
export type ReserveResult =
  | { kind: 'reserved'; claimId: number }
  | { kind: 'captcha-unknown' }
  | { kind: 'captcha-wrong' }
  | { kind: 'cooldown'; nextClaimAt: number }
  | { kind: 'outflow-cap' };

/** What a reservation needs: the recipient (lowercase), the client key (IP or /64) and what will be paid. */
export interface ReserveInput {
  address: string;
  clientKey: string;
  captchaSession: string;
  captchaAnswer: string | number;
  amount: bigint;
  gas: bigint;
  cooldownMs: number;
  hourlyOutflowCap: bigint | undefined;
  now?: number;
}

/** Cooldown keys: one for the recipient address, one for the client. Address first, always (lock order). */
export const cooldownKeys = (address: string, clientKey: string): [string, string] => [`addr:${address}`, `client:${clientKey}`];

/**
 * Consumes the captcha (even when the answer is wrong) and, if right, reserves both cooldowns and writes the claim
 * as `reserved`, atomically. A cooldown held by another claim (committed or concurrent) refuses this one.
 */
export async function reserveClaim(db: Database, input: ReserveInput): Promise<ReserveResult> {
  const now = input.now ?? Date.now();
  return db.transaction(async (tx) => {
    const captcha = await tx.query<{ answer: number }>(
      'UPDATE faucet_captcha SET consumed_ms = $2 WHERE session_id = $1 AND consumed_ms IS NULL AND expires_ms > $2 RETURNING answer',
      [input.captchaSession, now],
    );
    const row = captcha[0];
    if (!row) return { kind: 'captcha-unknown' };
    if (parseAnswer(input.captchaAnswer) !== row.answer) return { kind: 'captcha-wrong' };
    // The captcha stays consumed whatever follows: everything below can be undone to this savepoint.
    await tx.query('SAVEPOINT reserve');
    const result = await reserveInside(tx, input, now);
    if (result.kind !== 'reserved') await tx.query('ROLLBACK TO SAVEPOINT reserve');
    return result;
  });
}

async function reserveInside(tx: Sql, input: ReserveInput, now: number): Promise<ReserveResult> {
  const [claim] = await tx.query<{ id: number }>(
    `INSERT INTO faucet_claim (address, client_key, amount, gas, status, created_ms)
     VALUES ($1, $2, $3, $4, 'reserved', $5) RETURNING id`,
    [input.address, input.clientKey, input.amount.toString(), input.gas.toString(), now],
  );
  const claimId = claim!.id;
  const keys = cooldownKeys(input.address, input.clientKey);
  const until = now + input.cooldownMs;
  // ON CONFLICT ... WHERE only takes over an expired cooldown; a concurrent reservation of the same key waits for
  // the other transaction and then sees its row, so two claims can never both get the key.
  const taken = await tx.query<{ key: string }>(
    `INSERT INTO faucet_cooldown (key, until_ms, claim_id) VALUES ($1, $3, $4), ($2, $3, $4)
     ON CONFLICT (key) DO UPDATE SET until_ms = EXCLUDED.until_ms, claim_id = EXCLUDED.claim_id
     WHERE faucet_cooldown.until_ms <= $5 RETURNING key`,
    [keys[0], keys[1], until, claimId, now],
  );
  if (taken.length < 2) {
    const [held] = await tx.query<{ until: number }>('SELECT max(until_ms) AS until FROM faucet_cooldown WHERE key = ANY($1)', [keys]);
    return { kind: 'cooldown', nextClaimAt: held?.until ?? until };
  }
  if (input.hourlyOutflowCap !== undefined) {
    const hour = Math.floor(now / 3_600_000);
    const within = await tx.query(
      `INSERT INTO faucet_outflow (hour, amount) SELECT $1, $2::numeric WHERE $2::numeric <= $3::numeric
       ON CONFLICT (hour) DO UPDATE SET amount = faucet_outflow.amount + EXCLUDED.amount
       WHERE faucet_outflow.amount + EXCLUDED.amount <= $3::numeric RETURNING hour`,
      [hour, input.amount.toString(), input.hourlyOutflowCap.toString()],
    );
    if (within.length === 0) return { kind: 'outflow-cap' };
  }
  return { kind: 'reserved', claimId };
}

/** When this address or client may claim next (ms), or null when no cooldown is running. */
export async function cooldownUntil(db: Sql, address: string, clientKey: string, now = Date.now()): Promise<number | null> {
  const [row] = await db.query<{ until: number | null }>(
    'SELECT max(until_ms) AS until FROM faucet_cooldown WHERE key = ANY($1) AND until_ms > $2',
    [cooldownKeys(address, clientKey), now],
  );
  return row?.until ?? null;
}

/** Marks claims failed (definitively) and releases their cooldowns and hourly outflow: a failed payout costs nothing. */
export async function failClaims(tx: Sql, claimIds: number[], error: string, now = Date.now()): Promise<void> {
  if (claimIds.length === 0) return;
  const failed = await tx.query<{ amount: string; created_ms: number }>(
    `UPDATE faucet_claim SET status = 'failed', error = $2, final_ms = $3 WHERE id = ANY($1) AND status <> 'confirmed'
     RETURNING amount::text AS amount, created_ms`,
    [claimIds, error, now],
  );
  await tx.query('DELETE FROM faucet_cooldown WHERE claim_id = ANY($1)', [claimIds]);
  for (const row of failed) {
    await tx.query('UPDATE faucet_outflow SET amount = greatest(amount - $2::numeric, 0) WHERE hour = $1', [
      Math.floor(row.created_ms / 3_600_000),
      row.amount,
    ]);
  }
}

/** One claim of an address as stored. */
export interface LedgerClaim {
  amount: bigint;
  txHash: string;
  timestamp: number;
}

/** An address's claims with a transaction (not failed), newest first (at most `limit`), and totals over all. */
export async function claimHistory(db: Sql, address: string, limit = 50): Promise<{ totalClaims: number; totalAmount: bigint; claims: LedgerClaim[] }> {
  const rows = await db.query<{ amount: string; tx_hash: string; created_ms: number }>(
    `SELECT amount::text AS amount, tx_hash, created_ms FROM faucet_claim
     WHERE address = $1 AND status IN ('signed', 'broadcast', 'confirmed') ORDER BY id DESC LIMIT $2`,
    [address, limit],
  );
  const [totals] = await db.query<{ n: number; total: string | null }>(
    `SELECT count(*)::int8 AS n, sum(amount)::text AS total FROM faucet_claim
     WHERE address = $1 AND status IN ('signed', 'broadcast', 'confirmed')`,
    [address],
  );
  return {
    totalClaims: totals?.n ?? 0,
    totalAmount: BigInt(totals?.total ?? '0'),
    claims: rows.map((r) => ({ amount: BigInt(r.amount), txHash: r.tx_hash, timestamp: r.created_ms })),
  };
}

/** Final state of claims among `ids` (for waiters on instances that do not sign). */
export async function finalStates(db: Sql, ids: number[]): Promise<{ id: number; status: string; tx_hash: string | null; error: string | null }[]> {
  if (ids.length === 0) return [];
  return db.query(`SELECT id, status, tx_hash, error FROM faucet_claim WHERE id = ANY($1) AND status IN ('confirmed', 'failed')`, [ids]);
}

/** Claims not yet final (the queue depth). */
export async function openClaimCount(db: Sql): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int8 AS n FROM faucet_claim WHERE status IN ('reserved', 'signed', 'broadcast')`);
  return row?.n ?? 0;
}

/** Deletes cooldowns that have run out. */
export async function purgeCooldowns(db: Sql, now = Date.now()): Promise<void> {
  await db.query('DELETE FROM faucet_cooldown WHERE until_ms < $1', [now]);
}
