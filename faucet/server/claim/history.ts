// An address's past claims, for GET /api/history/{address}.
import type { Sql } from 'walletdock/server/node';

/** One claim of an address as stored. */
export interface LedgerClaim {
  amount: bigint;
  txHash: string;
  timestamp: number;
}

/** An address's claims with a transaction (not failed), newest first (at most `limit`), and totals over all. */
export async function claimHistory(
  db: Sql,
  address: string,
  limit = 50,
): Promise<{ totalClaims: number; totalAmount: bigint; claims: LedgerClaim[] }> {
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
