// Broadcasting the key's raw transactions, each call one JSON-RPC batch. Accepted claims are recorded `broadcast`
// together with the next receipts (one commit for both); a row still `signed` after a crash is rebroadcast anyway.
import type { Database, Metrics } from 'walletdock/server/node';
import type { RpcClient } from '../rpc';
import { storeFinal } from '../claim/settle';
import type { InFlight } from './batch-signer';
import { sendRawBatch } from './chain-io';

/** Sends transactions and keeps the list of accepted claims until it is recorded. */
export class Broadcaster {
  private acceptedIds: number[] = [];
  private lastRecord = 0;
  /** Broadcasts queued by the signing pipeline, in nonce order. */
  private queued: Promise<void> = Promise.resolve();

  /** `onAccepted` runs when the node took at least one transaction (the watcher looks for receipts then). */
  constructor(
    private readonly rpc: RpcClient,
    private readonly db: Database,
    private readonly metrics: Metrics,
    private readonly onAccepted: () => void,
  ) {}

  /** Sends raw transactions as one batch; accepted ones (or ones the node already has) need no more broadcasts. */
  async send(txs: InFlight[]): Promise<void> {
    if (txs.length === 0) return;
    let known: boolean[];
    try {
      known = await sendRawBatch(
        this.rpc,
        txs.map((t) => t.raw),
      );
    } catch {
      this.metrics.inc('faucet_rpc_errors_total');
      for (const t of txs) t.sentAt = Date.now();
      return; // stays needsBroadcast: the watcher retries
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
    if (accepted.length > 0) this.onAccepted();
    this.acceptedIds.push(...accepted);
  }

  /** Sends after every batch queued before (broadcasts stay in nonce order behind the stores). */
  sendInOrder(txs: InFlight[]): void {
    this.queued = this.queued.then(() => this.send(txs)).catch(() => undefined);
  }

  /** Resolves when the queued broadcasts are done. */
  drained(): Promise<void> {
    return this.queued;
  }

  /** Accepted claims have waited a while for a receipt to be recorded with: record them alone. */
  get recordDue(): boolean {
    return this.acceptedIds.length > 0 && Date.now() - this.lastRecord > 250;
  }

  /** Records accepted claims `broadcast`, and mined ones confirmed or failed (`revertReason`), in one commit. */
  async record(confirmed: { id: number; hash: string }[], reverted: number[], revertReason: string): Promise<void> {
    const ids = this.acceptedIds;
    this.acceptedIds = [];
    this.lastRecord = Date.now();
    try {
      await storeFinal(this.db, ids, confirmed, reverted, revertReason);
    } catch (error) {
      this.acceptedIds.push(...ids);
      throw error;
    }
  }
}
