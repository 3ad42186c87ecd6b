// The rules for the lowest unmined nonce of the faucet key (the head), which every later transaction waits behind:
// replaced with higher fees after REPLACE_AFTER_MS, and looked at sooner when the node has nothing pending for it.
import type { Database, Metrics } from 'walletdock/server/node';
import type { InFlight } from './batch-signer';
import { headView } from './chain-io';
import type { FaucetConfig } from '../config';
import { replacementFees } from './fees';
import type { RpcClient } from '../rpc';
import * as store from './tx-store';
import type { SignedTransfer, TransferRequest } from './transfer-signer';

/** How long the head may go unmined before the node is asked whether it will still mine it. */
const LOST_CHECK_MS = 500;

/** What the rules need from the sender. */
export interface HeadContext {
  rpc: RpcClient;
  db: Database;
  config: Pick<FaucetConfig, 'replaceAfterMs' | 'priorityFee' | 'maxFeeCap'>;
  metrics: Metrics;
  /** The faucet account (lowercase). */
  signer: string;
  baseFee(): bigint;
  sign(request: TransferRequest): Promise<SignedTransfer>;
  broadcast(txs: InFlight[]): Promise<void>;
}

/** Applies the rules to the head as of `now` (a head still waiting for its first broadcast is left to the retry). */
export async function tendHead(ctx: HeadContext, head: InFlight, now: number): Promise<void> {
  if (head.needsBroadcast) return;
  if (now - head.sentAt > ctx.config.replaceAfterMs) await replaceHead(ctx, head);
  else if (now - head.sentAt > LOST_CHECK_MS && now - (head.checkedAt ?? 0) > LOST_CHECK_MS)
    await unstickHead(ctx, head);
}

/**
 * A head that stays unmined while the node has nothing pending at its nonce is stuck there, whatever its fee:
 * nodes evict transactions, and anvil under concurrent load now and then acknowledges one and then keeps it queued
 * forever, so every later nonce waits behind it. One the node no longer knows is sent again as stored (same hash:
 * nothing can be paid twice), without resetting the replacement clock; one it knows but will not mine is replaced
 * at once. A head the node holds as pending waits for the replacement time as usual.
 */
async function unstickHead(ctx: HeadContext, head: InFlight): Promise<void> {
  head.checkedAt = Date.now();
  const view = await headView(ctx.rpc, ctx.signer, head.hashes);
  if (view.pendingNonce > head.nonce) return;
  if (view.known) {
    ctx.metrics.inc('faucet_transactions_unstuck_total');
    await replaceHead(ctx, head);
    return;
  }
  const sentAt = head.sentAt;
  ctx.metrics.inc('faucet_transactions_resent_total');
  await ctx.broadcast([head]);
  head.sentAt = sentAt;
}

/** Re-signs the head at the same nonce with higher fees (stored first), or rebroadcasts it at the fee cap. */
async function replaceHead(ctx: HeadContext, head: InFlight): Promise<void> {
  const fees = replacementFees(head, ctx.baseFee(), ctx.config.priorityFee, ctx.config.maxFeeCap);
  if (!fees) {
    await ctx.broadcast([head]);
    return;
  }
  const to = head.to || (await recipientOf(ctx.db, head));
  const signed = await ctx.sign({ to, value: head.value, gas: head.gas, nonce: head.nonce, ...fees });
  const next: store.SignedTx = {
    claimId: head.claimId,
    nonce: head.nonce,
    hash: signed.hash,
    raw: signed.raw,
    gas: head.gas,
    ...fees,
  };
  await store.storeReplacement(ctx.db, next);
  Object.assign(head, next, { hashes: [...head.hashes, next.hash], cost: head.value + head.gas * fees.maxFeePerGas });
  ctx.metrics.inc('faucet_transactions_replaced_total');
  await ctx.broadcast([head]);
}

/** The recipient of a transaction loaded at takeover (its row holds the address). */
async function recipientOf(db: Database, t: InFlight): Promise<string> {
  const [row] = await db.query<{ address: string }>('SELECT address FROM faucet_claim WHERE id = $1', [t.claimId]);
  if (!row) throw new Error(`claim ${t.claimId} not found`);
  t.to = row.address;
  return row.address;
}
