// Watching the key's transactions: the account's mined nonce tells which are mined, receipts are fetched only for
// those, and each claim is settled (confirmed, or failed with its cooldown given back). Broadcasts the node refused
// or never got are retried, and the head transaction is kept moving (stuck-head.ts).
import type { Database, Metrics } from 'walletdock/server/node';
import type { FinalOutcome } from '../claim/settle';
import { FaucetApiErrors } from '../../shared/messages';
import type { RpcClient } from '../rpc';
import type { InFlight } from './batch-signer';
import type { Broadcaster } from './broadcasting';
import { findReceipts } from './chain-io';
import type { KeyState } from './key-state';
import { tendHead, type HeadContext } from './stuck-head';
import { requeueClaim } from './tx-store';

/** What the watcher works with. */
export interface WatcherParts {
  rpc: RpcClient;
  db: Database;
  metrics: Metrics;
  key: KeyState;
  broadcaster: Broadcaster;
  heads: HeadContext;
  isLeader(): boolean;
  isStopped(): boolean;
  onFinal(claimId: number, outcome: FinalOutcome): void;
  report(loop: string, error: unknown): void;
}

/** The watch loop. */
export class Watcher {
  private wake: (() => void) | null = null;

  constructor(private readonly parts: WatcherParts) {}

  /** Ends the current wait (a broadcast was accepted, or the sender stops). */
  wakeUp(): void {
    this.wake?.();
  }

  /** Runs until the sender stops: watches in flight transactions as leader, else refreshes the balance each second. */
  async run(): Promise<void> {
    const { key, metrics } = this.parts;
    let lastRefresh = 0;
    while (!this.parts.isStopped()) {
      const watching = () => this.parts.isLeader() && key.inflight.size > 0;
      try {
        if (watching()) await this.watchOnce();
        else if (Date.now() - lastRefresh > 1000) {
          await key.refresh();
          lastRefresh = Date.now();
        }
      } catch (error) {
        metrics.inc('faucet_rpc_errors_total');
        this.parts.report('sender (watching receipts)', error);
      }
      // Woken early by a broadcast: on an automining chain the receipts are there as soon as the node answers.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, watching() ? 40 : 100);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  private async watchOnce(): Promise<void> {
    const { key, broadcaster } = this.parts;
    const mined = await key.refresh();
    const done = [...key.inflight.values()].filter((t) => t.nonce < mined);
    if (done.length > 0) await this.settle(done);
    else if (broadcaster.recordDue) await broadcaster.record([], [], FaucetApiErrors.payoutFailed);
    const now = Date.now();
    const retry = [...key.inflight.values()].filter((t) => t.needsBroadcast && now - t.sentAt > 1000);
    if (retry.length > 0) await broadcaster.send(retry);
    const head = key.inflight.get(mined);
    if (head) await tendHead(this.parts.heads, head, now);
  }

  /** Finds which hash of each mined nonce has a receipt and settles its claim. */
  private async settle(done: InFlight[]): Promise<void> {
    const { rpc, db, key, metrics, broadcaster, onFinal } = this.parts;
    const found = await findReceipts(rpc, done);
    const confirmed: { id: number; hash: string }[] = [];
    const reverted: InFlight[] = [];
    for (const t of done) {
      const r = found.get(t);
      if (!r) {
        // Mined nonce without any of our receipts: a lagging node, or the key was used elsewhere. Give it time.
        if (++t.missingReceipts > 200) {
          await requeueClaim(db, t.claimId);
          key.inflight.delete(t.nonce);
        }
        continue;
      }
      t.hash = r.hash;
      if (r.ok) confirmed.push({ id: t.claimId, hash: r.hash });
      else reverted.push(t);
    }
    if (confirmed.length === 0 && reverted.length === 0) return;
    await broadcaster.record(
      confirmed,
      reverted.map((t) => t.claimId),
      FaucetApiErrors.payoutFailed,
    );
    for (const c of confirmed) {
      key.inflight.delete(key.nonceOf(c.id));
      onFinal(c.id, { status: 'confirmed', txHash: c.hash, error: null });
    }
    for (const t of reverted) {
      key.inflight.delete(t.nonce);
      onFinal(t.claimId, { status: 'failed', txHash: t.hash, error: FaucetApiErrors.payoutFailed });
    }
    metrics.add('faucet_claims_confirmed_total', confirmed.length);
    metrics.add('faucet_claims_failed_total', reverted.length);
  }
}
