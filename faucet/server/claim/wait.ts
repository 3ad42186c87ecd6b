// Waiting for a claim's payout: the claim request stays open until the claim is final (the sender on this instance
// reports it at once; one paid by another instance is found in the ledger by catchUp) or the receipt wait runs out,
// then it answers "pending" with the hash to watch. A pending claim is in the ledger and will be paid (by this
// instance, another one, or this one after a restart); its hash is null while it is not signed yet (the node or the
// database was away, or the server was stopping), and the address's history shows it once it is.
import type { Sql } from 'walletdock/server/node';
import { finalStates, type FinalOutcome } from './settle';

/** How a claim's wait ended: final, or still pending when the receipt wait ran out. */
export interface ClaimOutcome {
  status: 'confirmed' | 'failed' | 'pending';
  txHash: string | null;
  error: string | null;
}

/** The claim requests of this instance waiting for their payout, by claim id. */
export class ClaimWaiters {
  private readonly waiting = new Map<number, { since: number; resolve: (o: ClaimOutcome) => void }>();
  /** Set by releaseAll: the server is stopping, and a claim reserved from now on is answered pending at once. */
  private released = false;

  /** `knownHash`: the hash this instance's sender signed for a claim, if it did (read before the ledger). */
  constructor(
    private readonly db: Sql,
    private readonly knownHash: (claimId: number) => string | null = () => null,
  ) {}

  /** Requests waiting now. */
  get size(): number {
    return this.waiting.size;
  }

  /** Resolves when the claim is final, or after `timeoutMs` as pending with its current hash. */
  wait(claimId: number, timeoutMs: number): Promise<ClaimOutcome> {
    if (this.released) return Promise.resolve({ status: 'pending', txHash: this.knownHash(claimId), error: null });
    return new Promise<ClaimOutcome>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(claimId);
        const known = this.knownHash(claimId);
        if (known) return resolve({ status: 'pending', txHash: known, error: null });
        void this.db
          .query<{ tx_hash: string | null }>('SELECT tx_hash FROM faucet_claim WHERE id = $1', [claimId])
          .then((rows) => resolve({ status: 'pending', txHash: rows[0]?.tx_hash ?? null, error: null }))
          .catch(() => resolve({ status: 'pending', txHash: null, error: null }));
      }, timeoutMs);
      this.waiting.set(claimId, {
        since: Date.now(),
        resolve: (outcome) => {
          clearTimeout(timer);
          this.waiting.delete(claimId);
          resolve(outcome);
        },
      });
    });
  }

  /**
   * Answers every waiting request now as pending, and any later one at once (the server is stopping: the claims stay
   * queued in the ledger).
   */
  releaseAll(): void {
    this.released = true;
    for (const [claimId, w] of [...this.waiting])
      w.resolve({ status: 'pending', txHash: this.knownHash(claimId), error: null });
  }

  /** A claim became final on this instance (the sender's report). */
  settled(claimId: number, outcome: FinalOutcome): void {
    this.waiting.get(claimId)?.resolve(outcome);
  }

  /** Answers requests waiting over a second whose claim another instance settled (this one does not sign). */
  async catchUp(): Promise<void> {
    const old = [...this.waiting].filter(([, w]) => Date.now() - w.since > 1000).map(([id]) => id);
    if (old.length === 0) return;
    for (const row of await finalStates(this.db, old)) {
      this.settled(row.id, {
        status: row.status === 'confirmed' ? 'confirmed' : 'failed',
        txHash: row.tx_hash,
        error: row.error,
      });
    }
  }
}
