// Settling claims: what the chain said about them, recorded in the ledger. Confirmed with the hash that was mined,
// or failed with the claim's cooldowns and hourly outflow given back (a failed payout costs the visitor nothing).
import type { Database, Sql } from 'walletdock/server/node';

/** How a claim ended, as the sender reports it and a waiting request hears it. */
export interface FinalOutcome {
  status: 'confirmed' | 'failed';
  txHash: string | null;
  error: string | null;
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

/** Marks claims broadcast (the node accepted their transaction). */
export async function markBroadcast(db: Sql, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE faucet_claim SET status = 'broadcast', broadcast_ms = $2 WHERE id = ANY($1) AND status = 'signed'`,
    [ids, Date.now()],
  );
}

/**
 * In one transaction: marks `broadcast` claims, records mined claims `confirmed` with the hash that was mined, and
 * reverted ones failed (cooldown released).
 */
export async function storeFinal(
  db: Database,
  broadcast: number[],
  confirmed: { id: number; hash: string }[],
  reverted: number[],
  revertReason: string,
): Promise<void> {
  if (broadcast.length + confirmed.length + reverted.length === 0) return;
  await db.transaction(async (tx) => {
    // A claim broadcast and mined since the last flush is written once, as confirmed (one row version, not two).
    const mined = new Set(confirmed.map((c) => c.id));
    await markBroadcast(
      tx,
      broadcast.filter((id) => !mined.has(id)),
    );
    if (confirmed.length > 0) {
      await tx.query(
        `UPDATE faucet_claim c SET status = 'confirmed', tx_hash = v.hash, final_ms = $3, broadcast_ms = coalesce(c.broadcast_ms, $3)
         FROM unnest($1::int8[], $2::text[]) AS v(id, hash) WHERE c.id = v.id`,
        [confirmed.map((c) => c.id), confirmed.map((c) => c.hash), Date.now()],
      );
    }
    await failClaims(tx, reverted, revertReason);
  });
}

/** Final state of claims among `ids` (for waiters on instances that do not sign). */
export async function finalStates(
  db: Sql,
  ids: number[],
): Promise<{ id: number; status: string; tx_hash: string | null; error: string | null }[]> {
  if (ids.length === 0) return [];
  return db.query(
    `SELECT id, status, tx_hash, error FROM faucet_claim WHERE id = ANY($1) AND status IN ('confirmed', 'failed')`,
    [ids],
  );
}
