// The claim ledger's request-side operations: reserving claims (captcha consumed, cooldowns reserved, claim row
// written — atomically, batched), releasing cooldowns of failed payouts, and reading an address's history.
import { outageOf, type Sql } from 'walletdock/server/node';

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

  constructor(
    private readonly db: Sql,
    private readonly policy: ReservePolicy,
    private readonly maxBatch = 256,
  ) {}

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
      } catch (error) {
        // The database is away: one by one would only fail N more times (each after the connect timeout).
        if (outageOf(error)) {
          for (const p of batch) p.reject(error);
          continue;
        }
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
        inputs.map((i) => i.captchaSession),
        inputs.map((i) => i.answerOk),
        inputs.map((i) => i.address),
        inputs.map((i) => i.clientKey),
        this.policy.amount.toString(),
        inputs.map((i) => i.gas.toString()),
        Date.now(),
        this.policy.cooldownMs,
        this.policy.hourlyOutflowCap?.toString() ?? null,
      ],
    );
    const byIdx = new Map(rows.map((r) => [r.idx, r]));
    return inputs.map((_, i) => {
      const r = byIdx.get(i + 1);
      if (!r) throw new Error('faucet_reserve returned no row');
      switch (r.kind) {
        case 'reserved':
          return { kind: 'reserved', claimId: Number(r.claim_id) };
        case 'cooldown':
          return { kind: 'cooldown', nextClaimAt: Number(r.next_at) };
        case 'captcha-unknown':
        case 'captcha-wrong':
        case 'outflow-cap':
          return { kind: r.kind };
        default:
          throw new Error(`faucet_reserve: unknown kind ${r.kind}`);
      }
    });
  }
}
