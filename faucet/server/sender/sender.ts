// The nonce authority and payout pipeline of one signer key. Only the holder of the signer lease (one instance
// across all that share the database) signs. Its parts: the lease and takeover (takeover.ts), signing in batches
// (signing.ts), broadcasting (broadcasting.ts) and watching for receipts and stuck transactions (watching.ts,
// stuck-head.ts), sharing what they know of the key (key-state.ts); the ledger writes are in tx-store.ts.
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { keepLease, type Database, type LeaseKeeper, type Metrics } from 'walletdock/server/node';
import type { FinalOutcome } from '../claim/settle';
import type { FaucetConfig } from '../config';
import type { RpcClient } from '../rpc';
import { Broadcaster } from './broadcasting';
import { KeyState } from './key-state';
import { SigningPipeline } from './signing';
import { takeOver } from './takeover';
import { TransferSigner, type SignerBackend } from './transfer-signer';
import { signerLeaseName, type ReservedClaim } from './tx-store';
import { Watcher } from './watching';

/** Called once per claim when it becomes final on this instance. */
export type FinalListener = (claimId: number, outcome: FinalOutcome) => void;

/** Hears an error of one of the sender's loops (they retry by themselves); an outage is the watch's to log. */
export type LoopErrorListener = (loop: string, error: unknown) => void;

/** Runs the lease, signing and watching loops for the faucet key of `config`. */
export class Sender {
  readonly account: PrivateKeyAccount;
  /** The faucet account, lowercase. */
  readonly signer: string;
  private readonly key: KeyState;
  private readonly broadcaster: Broadcaster;
  private readonly signing: SigningPipeline;
  private readonly watcher: Watcher;
  private stopped = false;
  private loops: Promise<void>[] = [];
  /** The key's signing worker, started with the loops. */
  private transfers: Promise<TransferSigner> | undefined;
  /** The signer lease (one leader per key across instances), renewed while the sender runs. */
  private keeper: LeaseKeeper | undefined;
  /** Which implementation signs, once the signing worker is up. */
  signerBackend: SignerBackend | null = null;

  constructor(
    private readonly db: Database,
    private readonly rpc: RpcClient,
    private readonly config: FaucetConfig,
    private readonly metrics: Metrics,
    onFinal: FinalListener,
    report: LoopErrorListener = () => undefined,
  ) {
    this.account = privateKeyToAccount(config.privateKey);
    this.signer = this.account.address.toLowerCase();
    this.key = new KeyState(this.signer, rpc);
    this.broadcaster = new Broadcaster(rpc, db, metrics, () => this.watcher.wakeUp());
    const common = {
      db,
      rpc,
      metrics,
      onFinal,
      report,
      key: this.key,
      broadcaster: this.broadcaster,
      isLeader: () => this.leader,
      isStopped: () => this.stopped,
    };
    this.signing = new SigningPipeline({
      ...common,
      config,
      transfers: () => this.signerWorker(),
      lease: () => this.lease(),
      loseLease: () => this.keeper?.lose(),
    });
    this.watcher = new Watcher({
      ...common,
      heads: {
        rpc,
        db,
        config,
        metrics,
        signer: this.signer,
        baseFee: () => this.key.baseFee,
        sign: async (request) => {
          const [signed] = await (await this.signerWorker()).sign([request]);
          if (!signed) throw new Error('the signer returned no transaction');
          return signed;
        },
        broadcast: (txs) => this.broadcaster.send(txs),
      },
    });
  }

  /** Starts the loops (returns at once); `onSigner` hears which implementation signs once the worker is up. */
  start(onSigner?: (backend: SignerBackend) => void): void {
    this.transfers = TransferSigner.start(this.config.privateKey, this.config.chainId);
    // A signer that cannot start fails each signing attempt (counted as a sender error), never the process.
    this.transfers.then(
      (t) => {
        this.signerBackend = t.backend;
        onSigner?.(t.backend);
      },
      () => undefined,
    );
    this.keeper = keepLease({
      db: this.db,
      name: signerLeaseName(this.signer),
      owner: this.config.instanceId,
      ttlMs: this.config.leaseMs,
      // The sender leads (signs new claims) once the takeover is done.
      onGained: () =>
        takeOver({
          rpc: this.rpc,
          db: this.db,
          metrics: this.metrics,
          key: this.key,
          broadcaster: this.broadcaster,
          lease: this.lease(),
        }),
      onLost: () => {
        this.key.epoch += 1;
        this.key.inflight.clear();
        this.signing.forget();
      },
    });
    this.loops = [this.signing.run(), this.watcher.run()];
  }

  /** Stops the loops and hands the lease over; open transactions stay in the database for the next leader. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.signing.wakeUp();
    this.watcher.wakeUp();
    await Promise.allSettled(this.loops);
    await this.signing.stored();
    await this.broadcaster.drained();
    await this.keeper?.stop();
    await (await this.transfers?.catch(() => undefined))?.close();
  }

  /** True while this instance holds the signer lease and has taken over. */
  get leader(): boolean {
    return this.keeper?.leading ?? false;
  }

  /** Latest known balance of the faucet account (wei), null before the first read. */
  get balance(): bigint | null {
    return this.key.balance;
  }

  /** Transactions signed but not yet mined (this instance, as leader). */
  get inFlightCount(): number {
    return this.key.inflight.size;
  }

  /** The hash this instance signed for a claim still in flight, or null. */
  hashOf(claimId: number): string | null {
    const nonce = this.key.nonceOf(claimId);
    return nonce < 0 ? null : (this.key.inflight.get(nonce)?.hash ?? null);
  }

  /** A claim this instance reserved: the leader signs it without reading it back from the database. */
  enqueue(claim: ReservedClaim): void {
    this.signing.enqueue(claim);
  }

  private lease() {
    if (!this.keeper) throw new Error('the sender is not started');
    return this.keeper.lease;
  }

  private signerWorker(): Promise<TransferSigner> {
    if (!this.transfers) throw new Error('the sender is not started');
    return this.transfers;
  }
}
