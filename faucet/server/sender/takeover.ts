// Becoming the signer: the nonce counter is synced with the chain and the ledger, every stored open transaction of
// the key is loaded and broadcast again as stored (same hashes: nothing is paid twice), and only then does the new
// leader sign new claims. Runs after a start, a restart, a kill -9 elsewhere or a handover.
import type { Database, Lease, Metrics } from 'walletdock/server/node';
import { HexQuantity, type RpcClient } from '../rpc';
import type { Broadcaster } from './broadcasting';
import type { KeyState } from './key-state';
import { openTransactions, syncNextNonce } from './tx-store';

/** What a takeover touches. */
export interface TakeoverParts {
  rpc: RpcClient;
  db: Database;
  metrics: Metrics;
  key: KeyState;
  broadcaster: Broadcaster;
  lease: Lease;
}

/** Takes over the key's transactions from the ledger (see the header). */
export async function takeOver({ rpc, db, metrics, key, broadcaster, lease }: TakeoverParts): Promise<void> {
  const pending = await rpc.call('eth_getTransactionCount', [key.address, 'pending'], HexQuantity);
  key.nextNonce = await syncNextNonce(db, lease, key.address, Number(pending));
  key.inflight.clear();
  for (const open of await openTransactions(db, key.address)) {
    key.inflight.set(open.nonce, {
      ...open,
      cost: open.amount + open.gas * open.maxFeePerGas,
      to: '',
      value: open.amount,
      sentAt: 0,
      needsBroadcast: true,
      missingReceipts: 0,
    });
  }
  metrics.inc('faucet_leader_takeovers_total');
  await broadcaster.send([...key.inflight.values()]);
}
