// The nonce authority and payout pipeline of one signer key. Only the lease holder (one instance across all that
// share the database) signs: it takes reserved claims in batches, assigns nonces, stores signed rows in one
// transaction, broadcasts them as one JSON-RPC batch, watches the account's mined nonce for receipts, and keeps a
// stuck head transaction moving (stuck-head.ts). After a restart or takeover it rebroadcasts the stored raw
// transactions (same hashes: nothing is paid twice) before signing anything new.
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { keepLease, LostLeaseError, type Database, type LeaseKeeper, type Metrics } from 'walletdock/server/node';
import type { FaucetConfig } from './config';
import { signBatch, type InFlight } from './batch-signer';
import { initialFees } from './fees';
import { findReceipts, readAccount, sendRawBatch } from './chain-io';
import { tendHead, type HeadContext } from './stuck-head';
import { HexQuantity, type RpcClient } from './rpc';
import * as store from './signer-store';
import { FaucetMessages } from './messages';
import { TransferSigner } from './transfer-signer';

/** Called once per claim when it becomes final on this instance. */
export type FinalListener = (claimId: number, outcome: { status: 'confirmed' | 'failed'; txHash: string | null; error: string | null }) => void;

const LINGER_MS = 10;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Runs the lease, signing and watching loops for the faucet key of `config`. */
export class Sender {
  readonly account: PrivateKeyAccount;
  readonly signer: string;
  /** Latest known balance of the faucet account (wei), null before the first read. */
  balance: bigint | null = null;
  private nextNonce = 0;
  private readonly inflight = new Map<number, InFlight>();
  private stopped = false;
  private wakeSigner: (() => void) | null = null;
  private wakeWatcher: (() => void) | null = null;
  private loops: Promise<void>[] = [];
  private baseFee = 0n;
  private broadcastIds: number[] = [];
  private local: store.ReservedClaim[] = [];
  /** Ids in `local` or in the batch being signed: excluded from the database poll. */
  private readonly queued = new Set<number>();
  private lastPoll = 0;
  private broadcasting: Promise<void> = Promise.resolve();
  /** Signed batches waiting for their store, in nonce order (see signClaims). */
  private storing: Promise<void> = Promise.resolve();
  private storesPending = 0;
  private readonly unstored = { count: 0, cost: 0n };
  /** Bumped whenever the lease is lost: work started under an older epoch must not touch nonces. */
  private epoch = 0;
  private lastBroadcastFlush = 0;
  /** The key's signing worker, started with the loops. */
  private transfers: Promise<TransferSigner> | undefined;
  /** What the stuck-head rules need from this sender. */
  private readonly heads: HeadContext;
  /** The signer lease (one leader per key across instances), renewed while the sender runs. */
  private keeper: LeaseKeeper | undefined;

  constructor(
    private readonly db: Database,
    private readonly rpc: RpcClient,
    private readonly config: FaucetConfig,
    private readonly metrics: Metrics,
    private readonly onFinal: FinalListener,
  ) {
    this.account = privateKeyToAccount(config.privateKey);
    this.signer = this.account.address.toLowerCase();
    this.heads = {
      rpc, db, config, metrics, signer: this.signer,
      baseFee: () => this.baseFee,
      sign: async (request) => {
        const [signed] = await (await this.signerWorker()).sign([request]);
        if (!signed) throw new Error('the signer returned no transaction');
        return signed;
      },
      broadcast: (txs) => this.broadcast(txs),
    };
  }

  /** Starts the loops (returns at once). */
  start(): void {
    this.transfers = TransferSigner.start(this.config.privateKey, this.config.chainId);
    // A signer that cannot start fails each signing attempt (counted as a sender error), never the process.
    this.transfers.catch(() => undefined);
    this.keeper = keepLease({
      db: this.db,
      name: store.signerLeaseName(this.signer),
      owner: this.config.instanceId,
      ttlMs: this.config.leaseMs,
      onGained: () => this.takeOver(),
      onLost: () => this.forgetLeadership(),
    });
    this.loops = [this.signLoop(), this.watchLoop()];
  }

  /** True while this instance holds the signer lease and has taken over (see takeOver). */
  get leader(): boolean {
    return this.keeper?.leading ?? false;
  }

  /** Stops the loops and hands the lease over; open transactions stay in the database for the next leader. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeSigner?.();
    this.wakeWatcher?.();
    await Promise.allSettled(this.loops);
    await this.storing;
    await this.broadcasting;
    await this.keeper?.stop();
    await (await this.transfers?.catch(() => undefined))?.close();
  }

  /** A claim this instance reserved: the leader signs it without reading it back from the database. */
  enqueue(claim: store.ReservedClaim): void {
    if (this.leader && !this.queued.has(claim.id)) {
      this.local.push(claim);
      this.queued.add(claim.id);
    }
    this.wakeSigner?.();
  }

  /** Transactions signed but not yet mined (this instance, as leader). */
  get inFlightCount(): number {
    return this.inflight.size;
  }

  /** The lease is gone: work started before must not touch nonces, and in-memory queues belong to the next leader. */
  private forgetLeadership(): void {
    this.epoch += 1;
    this.inflight.clear();
    this.local = [];
    this.queued.clear();
  }

  /**
   * Becoming the leader: sync the nonce counter with the chain, then rebroadcast every stored open transaction; the
   * sender leads (signs new claims) once this returns.
   */
  private async takeOver(): Promise<void> {
    const lease = this.keeper!.lease;
    const pending = await this.rpc.call('eth_getTransactionCount', [this.signer, 'pending'], HexQuantity);
    this.nextNonce = await store.syncNextNonce(this.db, lease, this.signer, Number(pending));
    this.inflight.clear();
    for (const open of await store.openTransactions(this.db, this.signer)) {
      this.inflight.set(open.nonce, {
        ...open,
        cost: open.amount + open.gas * open.maxFeePerGas,
        to: '',
        value: open.amount,
        sentAt: 0,
        needsBroadcast: true,
        missingReceipts: 0,
      });
    }
    this.metrics.inc('faucet_leader_takeovers_total');
    await this.broadcast([...this.inflight.values()]);
  }

  private async signLoop(): Promise<void> {
    while (!this.stopped) {
      let worked = false;
      try {
        if (this.leader) worked = await this.signBatch();
      } catch (error) {
        if (error instanceof LostLeaseError) this.keeper?.lose();
        else this.metrics.inc('faucet_sender_errors_total');
      }
      if (!worked && !this.stopped) {
        const woken = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 100);
          this.wakeSigner = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        this.wakeSigner = null;
        // Let a few more reservations land so they share one signing transaction and one broadcast batch.
        if (woken) await sleep(LINGER_MS);
      }
    }
  }

  /** Signs one batch of reserved claims; true when there was work. */
  private async signBatch(): Promise<boolean> {
    const room = this.config.maxInFlight - this.inflight.size - this.unstored.count;
    if (room <= 0) return false;
    const limit = Math.min(this.config.batchSize, room);
    const claims = this.local.splice(0, limit);
    // Claims reserved by other instances (or left over by a crash or a failed batch) come from the database.
    if (claims.length < limit && Date.now() - this.lastPoll > 200) {
      this.lastPoll = Date.now();
      // A claim reserved here may also be enqueued while the poll runs: whichever comes second is dropped.
      const polled = (await store.reservedClaims(this.db, limit - claims.length, [...this.queued])).filter((c) => !this.queued.has(c.id));
      for (const c of polled) this.queued.add(c.id);
      claims.push(...polled);
    }
    if (claims.length === 0) return false;
    let handedOver = false;
    try {
      handedOver = await this.signClaims(claims);
      return true;
    } finally {
      // Until their store commits, the claims stay in `queued` so the database poll cannot hand them out twice.
      if (!handedOver) for (const c of claims) this.queued.delete(c.id);
    }
  }

  /**
   * Assigns the next nonces, signs, and queues the batch's store (then its broadcast) behind the previous batch's:
   * the next batch is signed while this one is written. True once the store owns the claims.
   */
  private async signClaims(claims: store.ReservedClaim[]): Promise<boolean> {
    if (this.baseFee === 0n) await this.refreshChain();
    // Recipients with code (smart accounts) need more than 21000 gas: one batched look at all of them.
    const codes = await this.rpc.batch(claims.map((c) => ({ method: 'eth_getCode', params: [c.address, 'latest'] })));
    codes.forEach((o, i) => {
      if (!o.ok) throw new Error(o.message);
      if (typeof o.result === 'string' && o.result !== '0x' && o.result !== '0x0') claims[i]!.gas = this.config.contractGasLimit;
    });
    const fees = initialFees(this.baseFee, this.config.priorityFee, this.config.maxFeeCap);
    const available = this.balance === null ? null : this.balance - this.pendingCost() - this.unstored.cost;
    const first = this.nextNonce;
    const epoch = this.epoch;
    const { signed, unpayable } = await signBatch(await this.signerWorker(), claims, fees, first, available, this.config.reserve);
    if (epoch !== this.epoch) return false; // the lease was lost while signing: these nonces are not ours to use
    this.nextNonce = first + signed.length;
    const cost = signed.reduce((sum, t) => sum + t.cost, 0n);
    this.unstored.count += signed.length;
    this.unstored.cost += cost;
    this.storing = this.storing.then(async () => {
      try {
        // A batch behind a failed one is dropped: its nonces follow a gap, and takeover re-syncs the counter.
        if (epoch !== this.epoch) return;
        await store.storeSigned(this.db, this.keeper!.lease, this.signer, first, signed, unpayable, FaucetMessages.outOfFunds);
        for (const id of unpayable) this.onFinal(id, { status: 'failed', txHash: null, error: FaucetMessages.outOfFunds });
        this.metrics.add('faucet_transactions_signed_total', signed.length);
        // Lease lost while writing: the rows are stored, and the next takeover rebroadcasts them from there.
        if (epoch !== this.epoch) return;
        for (const t of signed) this.inflight.set(t.nonce, t);
        // Broadcasts run in nonce order behind the stores.
        this.broadcasting = this.broadcasting.then(() => this.broadcast(signed)).catch(() => undefined);
      } catch (error) {
        // Nothing of this batch was written (one transaction). Start over from the database as on takeover:
        // the lease loop takes the lease back, re-syncs the nonce counter and rebroadcasts what is stored.
        if (epoch === this.epoch) {
          if (!(error instanceof LostLeaseError)) this.metrics.inc('faucet_sender_errors_total');
          this.keeper?.lose();
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

  private signerWorker(): Promise<TransferSigner> {
    if (!this.transfers) throw new Error('the sender is not started');
    return this.transfers;
  }

  private pendingCost(): bigint {
    let total = 0n;
    for (const t of this.inflight.values()) total += t.cost;
    return total;
  }

  /** Sends raw transactions as one batch; accepted ones (or ones the node already has) become `broadcast`. */
  private async broadcast(txs: InFlight[]): Promise<void> {
    if (txs.length === 0) return;
    let known: boolean[];
    try {
      known = await sendRawBatch(this.rpc, txs.map((t) => t.raw));
    } catch {
      this.metrics.inc('faucet_rpc_errors_total');
      for (const t of txs) t.sentAt = Date.now();
      return; // stays needsBroadcast: the watch loop retries
    }
    const accepted: number[] = [];
    txs.forEach((t, i) => {
      t.sentAt = Date.now();
      if (known[i]) {
        t.needsBroadcast = false;
        accepted.push(t.claimId);
      } else this.metrics.inc('faucet_broadcast_rejected_total');
    });
    this.metrics.add('faucet_transactions_broadcast_total', accepted.length);
    if (accepted.length > 0) this.wakeWatcher?.();
    // Recorded with the next receipts (one commit for both): a row still `signed` after a crash is rebroadcast anyway.
    this.broadcastIds.push(...accepted);
  }

  /** Reads the mined nonce, balance and base fee. Returns the mined nonce. */
  private async refreshChain(): Promise<number> {
    const state = await readAccount(this.rpc, this.signer);
    if (state.balance !== null) this.balance = state.balance;
    if (state.baseFee !== null) this.baseFee = state.baseFee;
    return state.mined;
  }

  private async watchLoop(): Promise<void> {
    let lastRefresh = 0;
    while (!this.stopped) {
      try {
        if (this.leader && this.inflight.size > 0) await this.watchOnce();
        else if (Date.now() - lastRefresh > 1000) {
          await this.refreshChain();
          lastRefresh = Date.now();
        }
      } catch {
        this.metrics.inc('faucet_rpc_errors_total');
      }
      // Woken early by a broadcast: on an automining chain the receipts are there as soon as the node answers.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.leader && this.inflight.size > 0 ? 40 : 100);
        this.wakeWatcher = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeWatcher = null;
    }
  }

  private async watchOnce(): Promise<void> {
    const mined = await this.refreshChain();
    const done = [...this.inflight.values()].filter((t) => t.nonce < mined);
    if (done.length > 0) await this.settle(done);
    else if (this.broadcastIds.length > 0 && Date.now() - this.lastBroadcastFlush > 250) await this.flushBroadcast([], []);
    const now = Date.now();
    const retry = [...this.inflight.values()].filter((t) => t.needsBroadcast && now - t.sentAt > 1000);
    if (retry.length > 0) await this.broadcast(retry);
    const head = this.inflight.get(mined);
    if (head) await tendHead(this.heads, head, now);
  }

  /** Finds which hash of each mined nonce has a receipt and records the outcome. */
  private async settle(done: InFlight[]): Promise<void> {
    const found = await findReceipts(this.rpc, done);
    const confirmed: { id: number; hash: string }[] = [];
    const reverted: InFlight[] = [];
    for (const t of done) {
      const r = found.get(t);
      if (!r) {
        // Mined nonce without any of our receipts: a lagging node, or the key was used elsewhere. Give it time.
        if (++t.missingReceipts > 200) {
          await store.requeueClaim(this.db, t.claimId);
          this.inflight.delete(t.nonce);
        }
        continue;
      }
      t.hash = r.hash;
      if (r.ok) confirmed.push({ id: t.claimId, hash: r.hash });
      else reverted.push(t);
    }
    if (confirmed.length === 0 && reverted.length === 0) return;
    await this.flushBroadcast(confirmed, reverted.map((t) => t.claimId));
    for (const c of confirmed) {
      this.inflight.delete(this.findNonce(c.id));
      this.onFinal(c.id, { status: 'confirmed', txHash: c.hash, error: null });
    }
    for (const t of reverted) {
      this.inflight.delete(t.nonce);
      this.onFinal(t.claimId, { status: 'failed', txHash: t.hash, error: FaucetMessages.payoutFailed });
    }
    this.metrics.add('faucet_claims_confirmed_total', confirmed.length);
    this.metrics.add('faucet_claims_failed_total', reverted.length);
  }

  private async flushBroadcast(confirmed: { id: number; hash: string }[], reverted: number[]): Promise<void> {
    const ids = this.broadcastIds;
    this.broadcastIds = [];
    this.lastBroadcastFlush = Date.now();
    try {
      await store.storeFinal(this.db, ids, confirmed, reverted, FaucetMessages.payoutFailed);
    } catch (error) {
      this.broadcastIds.push(...ids);
      throw error;
    }
  }

  private findNonce(claimId: number): number {
    for (const t of this.inflight.values()) if (t.claimId === claimId) return t.nonce;
    return -1;
  }
}
