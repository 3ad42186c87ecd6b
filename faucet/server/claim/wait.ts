// Waiting for a claim's payout: the claim request stays open until the claim is final (the sender on this instance
// reports it at once; one paid by another instance is found in the ledger by catchUp) or the receipt wait runs out,
// then it answers with the hash to watch.
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

  constructor(private readonly db: Sql) {}

  /** Requests waiting now. */
  get size(): number {
    return this.waiting.size;
  }

  /** Resolves when the claim is final, or after `timeoutMs` as pending with its current hash. */
  wait(claimId: number, timeoutMs: number): Promise<ClaimOutcome> {
    return new Promise<ClaimOutcome>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(claimId);
        void this.db.query<{ tx_hash: string | null }>('SELECT tx_hash FROM faucet_claim WHERE id = $1', [claimId])
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

  /** A claim became final on this instance (the sender's report). */
  settled(claimId: number, outcome: FinalOutcome): void {
    this.waiting.get(claimId)?.resolve(outcome);
  }

  /** Answers requests waiting over a second whose claim another instance settled (this one does not sign). */
  async catchUp(): Promise<void> {
    const old = [...this.waiting].filter(([, w]) => Date.now() - w.since > 1000).map(([id]) => id);
    if (old.length === 0) return;
    for (const row of await finalStates(this.db, old)) {
      this.settled(row.id, { status: row.status === 'confirmed' ? 'confirmed' : 'failed', txHash: row.tx_hash, error: row.error });
    }
  }
}
