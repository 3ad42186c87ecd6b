// The signing pipeline of the leader: reserved claims (enqueued by this instance, or polled from the ledger for
// claims of other instances and leftovers) are signed in batches at consecutive nonces; each batch's store (nonce
// counter, signed rows) and then its broadcast queue up behind the previous batch's, so the next batch is signed
// while this one is written, and writes and broadcasts stay in nonce order.
import { LostLeaseError, type Database, type Lease, type Metrics } from 'walletdock/server/node';
import type { FinalOutcome } from '../claim/settle';
import type { FaucetConfig } from '../config';
import { FaucetApiErrors } from '../../shared/messages';
import type { RpcClient } from '../rpc';
import { signBatch } from './batch-signer';
import type { Broadcaster } from './broadcasting';
import { initialFees } from './fees';
import type { KeyState } from './key-state';
import type { TransferSigner } from './transfer-signer';
import { reservedClaims, storeSigned, type ReservedClaim } from './tx-store';

/** After a wake-up, how long to let more reservations land so they share one signing transaction and broadcast. */
const LINGER_MS = 10;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** What the pipeline works with. */
export interface SigningParts {
  db: Database;
  rpc: RpcClient;
  config: Pick<
    FaucetConfig,
    'maxInFlight' | 'batchSize' | 'contractGasLimit' | 'priorityFee' | 'maxFeeCap' | 'reserve'
  >;
  metrics: Metrics;
  key: KeyState;
  broadcaster: Broadcaster;
  transfers(): Promise<TransferSigner>;
  lease(): Lease;
  isLeader(): boolean;
  isStopped(): boolean;
  /** Stop leading: a write found the lease gone, or failed (the takeover path starts over from the ledger). */
  loseLease(): void;
  onFinal(claimId: number, outcome: FinalOutcome): void;
  report(loop: string, error: unknown): void;
}

/** The sign loop and its queues. */
export class SigningPipeline {
  /** Claims this instance reserved, waiting to be signed. */
  private local: ReservedClaim[] = [];
  /** Ids in `local` or in a batch not yet stored: excluded from the ledger poll. */
  private readonly queued = new Set<number>();
  private lastPoll = 0;
  /** Signed batches waiting for their store, in nonce order. */
  private storing: Promise<void> = Promise.resolve();
  private storesPending = 0;
  private readonly unstored = { count: 0, cost: 0n };
  private wake: (() => void) | null = null;

  constructor(private readonly parts: SigningParts) {}

  /** A claim this instance reserved: the leader signs it without reading it back from the ledger. */
  enqueue(claim: ReservedClaim): void {
    if (this.parts.isLeader() && !this.queued.has(claim.id)) {
      this.local.push(claim);
      this.queued.add(claim.id);
    }
    this.wake?.();
  }

  /** Ends the current wait. */
  wakeUp(): void {
    this.wake?.();
  }

  /** The lease is gone: the queued claims belong to the next leader (they are in the ledger). */
  forget(): void {
    this.local = [];
    this.queued.clear();
  }

  /** Resolves when the batches signed so far are stored (or dropped). */
  stored(): Promise<void> {
    return this.storing;
  }

  /** Runs until the sender stops. */
  async run(): Promise<void> {
    const { isLeader, isStopped, loseLease, metrics } = this.parts;
    while (!isStopped()) {
      let worked = false;
      try {
        if (isLeader()) worked = await this.signNext();
      } catch (error) {
        if (error instanceof LostLeaseError) loseLease();
        else {
          metrics.inc('faucet_sender_errors_total');
          this.parts.report('sender (signing)', error);
        }
      }
      if (!worked && !isStopped()) {
        const woken = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 100);
          this.wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        this.wake = null;
        if (woken) await sleep(LINGER_MS);
      }
    }
  }

  /** Signs one batch of reserved claims; true when there was work. */
  private async signNext(): Promise<boolean> {
    const { config, key, db } = this.parts;
    const room = config.maxInFlight - key.inflight.size - this.unstored.count;
    if (room <= 0) return false;
    const limit = Math.min(config.batchSize, room);
    const claims = this.local.splice(0, limit);
    // Claims reserved by other instances (or left over by a crash or a failed batch) come from the ledger.
    if (claims.length < limit && Date.now() - this.lastPoll > 200) {
      this.lastPoll = Date.now();
      // A claim reserved here may also be enqueued while the poll runs: whichever comes second is dropped.
      const polled = (await reservedClaims(db, limit - claims.length, [...this.queued])).filter(
        (c) => !this.queued.has(c.id),
      );
      for (const c of polled) this.queued.add(c.id);
      claims.push(...polled);
    }
    if (claims.length === 0) return false;
    let handedOver = false;
    try {
      handedOver = await this.signClaims(claims);
      return true;
    } finally {
      // Until their store commits, the claims stay in `queued` so the ledger poll cannot hand them out twice.
      if (!handedOver) for (const c of claims) this.queued.delete(c.id);
    }
  }

  /** Assigns the next nonces, signs, and queues the batch's store and broadcast. True once the store owns the claims. */
  private async signClaims(claims: ReservedClaim[]): Promise<boolean> {
    const { config, key, rpc } = this.parts;
    if (key.baseFee === 0n) await key.refresh();
    // Recipients with code (smart accounts) need more than 21000 gas: one batched look at all of them.
    const codes = await rpc.batch(claims.map((c) => ({ method: 'eth_getCode', params: [c.address, 'latest'] })));
    codes.forEach((o, i) => {
      if (!o.ok) throw new Error(o.message);
      if (typeof o.result === 'string' && o.result !== '0x' && o.result !== '0x0')
        claims[i]!.gas = config.contractGasLimit;
    });
    const fees = initialFees(key.baseFee, config.priorityFee, config.maxFeeCap);
    const available = key.balance === null ? null : key.balance - key.inFlightCost() - this.unstored.cost;
    const first = key.nextNonce;
    const epoch = key.epoch;
    const { signed, unpayable } = await signBatch(
      await this.parts.transfers(),
      claims,
      fees,
      first,
      available,
      config.reserve,
    );
    if (epoch !== key.epoch) return false; // the lease was lost while signing: these nonces are not ours to use
    key.nextNonce = first + signed.length;
    const cost = signed.reduce((sum, t) => sum + t.cost, 0n);
    this.unstored.count += signed.length;
    this.unstored.cost += cost;
    this.storing = this.storing.then(async () => {
      try {
        // A batch behind a failed one is dropped: its nonces follow a gap, and takeover re-syncs the counter.
        if (epoch !== key.epoch) return;
        await storeSigned(
          this.parts.db,
          this.parts.lease(),
          key.address,
          first,
          signed,
          unpayable,
          FaucetApiErrors.outOfFunds,
        );
        for (const id of unpayable)
          this.parts.onFinal(id, { status: 'failed', txHash: null, error: FaucetApiErrors.outOfFunds });
        this.parts.metrics.add('faucet_transactions_signed_total', signed.length);
        // Lease lost while writing: the rows are stored, and the next takeover rebroadcasts them from there.
        if (epoch !== key.epoch) return;
        for (const t of signed) key.inflight.set(t.nonce, t);
        this.parts.broadcaster.sendInOrder(signed);
      } catch (error) {
        // Nothing of this batch was written (one transaction). Start over from the ledger as on takeover: the
        // lease keeper takes the lease back, re-syncs the nonce counter and rebroadcasts what is stored.
        if (epoch === key.epoch) {
          if (!(error instanceof LostLeaseError)) {
            this.parts.metrics.inc('faucet_sender_errors_total');
            this.parts.report('sender (storing signed transactions)', error);
          }
          this.parts.loseLease();
        }
      } finally {
        for (const c of claims) this.queued.delete(c.id);
        this.unstored.count -= signed.length;
        this.unstored.cost -= cost;
        this.storesPending -= 1;
      }
    });
    this.storesPending += 1;
    // Two batches waiting to be written is enough to keep the database busy; more would only hold nonces.
    if (this.storesPending > 2) await this.storing;
    return true;
  }
}
