// The claim ledger's request-side operations: reserving claims (captcha consumed, cooldowns reserved, claim row
// written — atomically, batched), releasing cooldowns of failed payouts, and reading an address's history.
import type { Sql } from 'walletdock/server/node';

/** Why a reservation was refused, or the id of the reserved claim. */
export type ReserveResult =
  | { kind: 'reserved'; claimId: number }
  | { kind: 'captcha-unknown' }
  | { kind: 'captcha-wrong' }
  | { kind: 'cooldown'; nextClaimAt: number }
  | { kind: 'outflow-cap' };

/** One claim to reserve: the recipient (lowercase), the client key (IP or /64), the captcha session and verdict. */
export interface ReserveInput {
  address: string;
  clientKey: string;
  captchaSession: string;
  /** Whether the answer matched the sealed session (checked before the database; a wrong one is consumed too). */
  answerOk: boolean;
  gas: bigint;
}

/** What every reservation of one faucet shares. */
export interface ReservePolicy {
  amount: bigint;
  cooldownMs: number;
  hourlyOutflowCap: bigint | undefined;
}

/** Cooldown keys: one for the recipient address, one for the client (the same text as in faucet_reserve). */
export const cooldownKeys = (address: string, clientKey: string): [string, string] => [`addr:${address}`, `client:${clientKey}`];

interface Pending {
  input: ReserveInput;
  resolve: (r: ReserveResult) => void;
  reject: (e: unknown) => void;
}

/**
 * Reserves claims in batches: requests arriving while a batch is in the database wait and go together in the next
 * call of faucet_reserve (one round trip, one transaction for the batch; each element in its own subtransaction).
 * If a batch fails as a whole (e.g. a deadlock between instances on PostgreSQL) its elements are retried one by one.
 */
export class Reserver {
  private queue: Pending[] = [];
  private running = false;

  constructor(private readonly db: Sql, private readonly policy: ReservePolicy, private readonly maxBatch = 256) {}

  /** Consumes the captcha and, if the answer was right and no cooldown holds, reserves the claim. */
  reserve(input: ReserveInput): Promise<ReserveResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.running) {
        this.running = true;
        // A short linger lets concurrent claims share one round trip; under load the drain loop batches anyway.
        setTimeout(() => void this.drain(), 3);
      }
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const results = await this.call(batch.map((p) => p.input));
        batch.forEach((p, i) => p.resolve(results[i]!));
      } catch {
        for (const p of batch) {
          try {
            p.resolve((await this.call([p.input]))[0]!);
          } catch (error) {
            p.reject(error);
          }
        }
      }
    }
    this.running = false;
  }

  private async call(inputs: ReserveInput[]): Promise<ReserveResult[]> {
    const rows = await this.db.query<{ idx: number; kind: string; claim_id: number | null; next_at: number | null }>(
      'SELECT idx, kind, claim_id, next_at FROM faucet_reserve($1::text[], $2::boolean[], $3::text[], $4::text[], $5::numeric, $6::int8[], $7::int8, $8::int8, $9::numeric)',
      [
        inputs.map((i) => i.captchaSession), inputs.map((i) => i.answerOk), inputs.map((i) => i.address),
        inputs.map((i) => i.clientKey), this.policy.amount.toString(), inputs.map((i) => i.gas.toString()),
        Date.now(), this.policy.cooldownMs, this.policy.hourlyOutflowCap?.toString() ?? null,
      ],
    );
    const byIdx = new Map(rows.map((r) => [r.idx, r]));
    return inputs.map((_, i) => {
      const r = byIdx.get(i + 1);
      if (!r) throw new Error('faucet_reserve returned no row');
      switch (r.kind) {
        case 'reserved': return { kind: 'reserved', claimId: Number(r.claim_id) };
        case 'cooldown': return { kind: 'cooldown', nextClaimAt: Number(r.next_at) };
        case 'captcha-unknown': case 'captcha-wrong': case 'outflow-cap': return { kind: r.kind };
        default: throw new Error(`faucet_reserve: unknown kind ${r.kind}`);
      }
    });
  }
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
