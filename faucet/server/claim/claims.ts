// A claim's life on this instance, in one place: reserve (captcha and cooldowns, reserve.ts and the cooldown check
// in reserve-function.ts), wait for the payout (wait.ts), settle (settle.ts, called by the sender), and the reads
// around them (queue depth, history). The sender (../sender/) pays reserved claims; the routes only call this.
import type { Sql } from 'walletdock/server/node';
import { claimHistory } from './history';
import { Reserver, type ReserveInput, type ReservePolicy, type ReserveResult } from './reserve';
import type { FinalOutcome } from './settle';
import { ClaimWaiters, type ClaimOutcome } from './wait';

/** The faucet's claims as this instance handles them. */
export class Claims {
  private readonly reserver: Reserver;
  private readonly waiters: ClaimWaiters;
  private depth = 0;
  /** When the database last answered (the queue-depth refresh); the status reply's health reads it. */
  dbOkAt = Date.now();

  /** `knownHash`: the hash this instance's sender signed for a claim, if any (pending answers carry it). */
  constructor(
    private readonly db: Sql,
    policy: ReservePolicy,
    knownHash?: (claimId: number) => string | null,
  ) {
    this.reserver = new Reserver(db, policy);
    this.waiters = new ClaimWaiters(db, knownHash);
  }

  /** Consumes the captcha and, if the answer was right and no cooldown holds, reserves the claim. */
  async reserve(input: ReserveInput): Promise<ReserveResult> {
    const result = await this.reserver.reserve(input);
    // Counted here until the next refresh of the queue depth.
    if (result.kind === 'reserved') this.depth += 1;
    return result;
  }

  /** Resolves when the claim is final, or after `timeoutMs` with its current hash. */
  wait(claimId: number, timeoutMs: number): Promise<ClaimOutcome> {
    return this.waiters.wait(claimId, timeoutMs);
  }

  /** Answers every waiting claim request as pending now (shutdown): the claims stay queued in the ledger. */
  releaseWaiting(): void {
    this.waiters.releaseAll();
  }

  /** The sender's report that a claim became final here. */
  settled(claimId: number, outcome: FinalOutcome): void {
    this.waiters.settled(claimId, outcome);
  }

  /** Open claims (reserved, signed, broadcast) of all instances, as of the last refresh. */
  get queueDepth(): number {
    return this.depth;
  }

  /** Claim requests of this instance waiting for their payout. */
  get waitingCount(): number {
    return this.waiters.size;
  }

  /** An address's claims with a transaction, newest first, and totals. */
  history(address: string): ReturnType<typeof claimHistory> {
    return claimHistory(this.db, address);
  }

  /** Reads the queue depth of all instances from the ledger. */
  async refreshQueueDepth(): Promise<void> {
    const [row] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int8 AS n FROM faucet_claim WHERE status IN ('reserved', 'signed', 'broadcast')`,
    );
    this.depth = row?.n ?? 0;
    this.dbOkAt = Date.now();
  }

  /** Answers waiting requests whose claim another instance settled. */
  catchUp(): Promise<void> {
    return this.waiters.catchUp();
  }

  /** Deletes cooldowns that have run out. */
  async purgeCooldowns(now = Date.now()): Promise<void> {
    await this.db.query('DELETE FROM faucet_cooldown WHERE until_ms < $1', [now]);
  }
}
