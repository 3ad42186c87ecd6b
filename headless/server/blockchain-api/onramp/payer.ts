// The sandbox's payer: one per served chain, signing only while it holds the lease
// `blockchain-api:onramp-payer:<chain>:<address>`, so among instances sharing a database one alone hands out the
// payout key's nonces.
//
// Never twice, across crashes: a payout's raw transaction, nonce and hash are committed (with the nonce counter
// advanced) BEFORE it is broadcast. Killed after that commit, a new leader finds the row `signed` and broadcasts the
// same bytes again (same hash: the chain takes it at most once); killed before it, nothing was sent and the row is
// still `queued`. A takeover first sets the counter to the larger of the stored one and the node's pending nonce.
// A stored transaction the chain never mined whose nonce the chain has used since (the key signed elsewhere) can
// never be mined any more: only then is its payout queued again, to be signed at a new nonce.
//
// The Pay exchange sandbox (../pay-exchange/) pays through the same payer over its own table (a PayoutLedger): a
// payout there may be a call (an ERC-20 transfer to the token, no value) instead of a plain coin transfer.
import type { ServerLogger } from '../../log';
import { outageOf } from '../../unavailable';
import { keccak256, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { keepLease, LostLeaseError, type Database, type LeaseKeeper } from '../../db';
import type { ApiChain } from '../chains';
import { RpcError, type ChainRpc } from '../rpc';
import { OnrampMessages } from './messages';

/** A running payer. */
export interface SandboxPayer {
  /** Look at queued payouts now (a pay request just queued one). */
  wake(): void;
  readonly leading: boolean;
  stop(): Promise<void>;
}

/** What a payer needs. */
export interface PayerOptions {
  db: Database;
  chain: ApiChain;
  rpc: ChainRpc;
  account: PrivateKeyAccount;
  instanceId: string;
  leaseMs: number;
  pollMs: number;
  /** Hears failed broadcasts, re-queued payouts and loop errors (an outage of the node or database is logged by its watch). */
  logger: ServerLogger;
  /** Counts payouts signed, confirmed, failed and re-queued. */
  count(event: 'signed' | 'confirmed' | 'failed' | 'requeued' | 'rebroadcast'): void;
  /** The payouts' table (default the on-ramp's checkouts). */
  ledger?: PayoutLedger;
}

/**
 * Where a payer's payouts live: a table with the columns the on-ramp's checkout has for its payout (chain_id, payer,
 * recipient, value_wei, status, queued_ms, nonce, raw_tx, tx_hash, error, settled_ms) under its own key column, and
 * with `calls`, call_to and call_data (a payout that is a contract call; null for a coin transfer).
 */
export interface PayoutLedger {
  table: string;
  key: string;
  calls: boolean;
  /** The lease's middle name: `blockchain-api:<lease>:<chain>:<address>`. */
  lease: string;
  /** How the log names the payer. */
  label: string;
  /** A payout's error when the key cannot cover it (nothing signed). */
  balanceLow: string;
}

/** The on-ramp checkout's payouts (the default ledger). */
export const ONRAMP_LEDGER: PayoutLedger = {
  table: 'onramp_checkout',
  key: 'quote_id',
  calls: false,
  lease: 'onramp-payer',
  label: 'on-ramp payer',
  balanceLow: OnrampMessages.payoutBalanceLow,
};

interface SignedRow {
  quoteId: string;
  nonce: number;
  txHash: Hex;
  rawTx: Hex;
}

const REBROADCAST_MS = 3_000;
const GAS_CAP = 200_000n;

/** Starts the payer of one chain. */
export function startSandboxPayer(o: PayerOptions): SandboxPayer {
  const { db, chain, rpc, account } = o;
  const ledger = o.ledger ?? ONRAMP_LEDGER;
  const { table, key } = ledger;
  const address = account.address.toLowerCase();
  const lastSent = new Map<string, number>();
  let stopped = false;
  let woken = false;
  let wakeUp: (() => void) | null = null;

  const broadcast = async (rows: readonly SignedRow[]) => {
    await Promise.all(
      rows.map(async (row) => {
        lastSent.set(row.quoteId, Date.now());
        try {
          await rpc.call('eth_sendRawTransaction', [row.rawTx]);
        } catch (error) {
          // Already known, or its nonce already used (mined, or taken elsewhere): the receipt check tells which.
          if (
            !(
              error instanceof RpcError &&
              /already known|known transaction|already imported|nonce too low/i.test(error.message)
            )
          ) {
            if (!outageOf(error))
              o.logger.warn(
                { chainId: chain.chainId, txHash: row.txHash, err: error },
                `${ledger.label}: broadcast failed, retried later`,
              );
          }
        }
      }),
    );
  };

  const signedRows = () =>
    db.query<SignedRow>(
      `SELECT ${key} AS "quoteId", nonce, tx_hash AS "txHash", raw_tx AS "rawTx" FROM ${table}
     WHERE chain_id = $1 AND payer = $2 AND status = 'signed' ORDER BY nonce`,
      [chain.chainId, address],
    );

  async function takeOver(): Promise<void> {
    const pending = Number(await rpc.call<string>('eth_getTransactionCount', [address, 'pending']));
    await db.transaction(async (tx) => {
      await keeper.lease.assertHeld(tx);
      await tx.query(
        `INSERT INTO onramp_payer (chain_id, address, next_nonce) VALUES ($1, $2, $3)
         ON CONFLICT (chain_id, address) DO UPDATE SET next_nonce = GREATEST(onramp_payer.next_nonce, EXCLUDED.next_nonce)`,
        [chain.chainId, address, pending],
      );
    });
    const open = await signedRows();
    for (const _ of open) o.count('rebroadcast');
    await broadcast(open);
  }

  // Gas of one payout: a plain transfer, more when the destination is a contract (a smart account). A call whose
  // estimate fails would revert (the key lacks the tokens): undefined, so it fails before it is signed.
  async function gasFor(to: string, value: bigint, data: Hex | null): Promise<bigint | undefined> {
    try {
      const estimate = BigInt(
        await rpc.call<string>('eth_estimateGas', [
          { from: address, to, value: `0x${value.toString(16)}`, ...(data ? { data } : {}) },
        ]),
      );
      return estimate > GAS_CAP ? GAS_CAP : estimate;
    } catch {
      return data ? undefined : 21_000n;
    }
  }

  async function signQueued(): Promise<void> {
    const calls = ledger.calls
      ? 'call_to AS "callTo", call_data AS "callData"'
      : 'NULL AS "callTo", NULL AS "callData"';
    const queued = await db.query<{
      quoteId: string;
      recipient: string;
      valueWei: string;
      callTo: Hex | null;
      callData: Hex | null;
    }>(
      `SELECT ${key} AS "quoteId", recipient, value_wei::text AS "valueWei", ${calls} FROM ${table}
       WHERE chain_id = $1 AND payer = $2 AND status = 'queued' ORDER BY queued_ms LIMIT 25`,
      [chain.chainId, address],
    );
    if (queued.length === 0) return;
    const [balanceHex, block, priorityHex] = await Promise.all([
      rpc.call<string>('eth_getBalance', [address, 'latest']),
      rpc.call<{ baseFeePerGas?: string } | null>('eth_getBlockByNumber', ['latest', false]),
      rpc.call<string>('eth_maxPriorityFeePerGas').catch(() => '0x0'),
    ]);
    // Payouts signed but not yet mined will still leave the balance.
    const outstanding = await db.query<{ total: string | null }>(
      `SELECT sum(value_wei)::text AS total FROM ${table} WHERE chain_id = $1 AND payer = $2 AND status = 'signed'`,
      [chain.chainId, address],
    );
    const maxPriorityFeePerGas = BigInt(priorityHex);
    const maxFeePerGas = BigInt(block?.baseFeePerGas ?? '0x3b9aca00') * 2n + maxPriorityFeePerGas;
    let available = BigInt(balanceHex) - BigInt(outstanding[0]?.total ?? '0');
    const sent: SignedRow[] = [];
    for (const row of queued) {
      const value = BigInt(row.valueWei);
      const to = (row.callTo ?? row.recipient) as Hex;
      const gas = await gasFor(to, value, row.callData);
      if (gas === undefined || available < value + gas * maxFeePerGas) {
        // Nothing signed, no nonce used: the buyer may press pay again later.
        await db.query(
          `UPDATE ${table} SET status = 'failed', error = $2, settled_ms = $3 WHERE ${key} = $1 AND status = 'queued'`,
          [row.quoteId, ledger.balanceLow, Date.now()],
        );
        o.count('failed');
        continue;
      }
      const signed = await db.transaction(async (tx): Promise<SignedRow | null> => {
        await keeper.lease.assertHeld(tx);
        const [payer] = await tx.query<{ nextNonce: number }>(
          'SELECT next_nonce AS "nextNonce" FROM onramp_payer WHERE chain_id = $1 AND address = $2 FOR UPDATE',
          [chain.chainId, address],
        );
        const [current] = await tx.query<{ status: string }>(
          `SELECT status FROM ${table} WHERE ${key} = $1 FOR UPDATE`,
          [row.quoteId],
        );
        if (!payer || current?.status !== 'queued') return null;
        const nonce = payer.nextNonce;
        const rawTx = await account.signTransaction({
          chainId: chain.chainId,
          type: 'eip1559',
          to,
          value,
          ...(row.callData ? { data: row.callData } : {}),
          gas,
          nonce,
          maxFeePerGas,
          maxPriorityFeePerGas,
        });
        const txHash = keccak256(rawTx);
        await tx.query(
          `UPDATE ${table} SET status = 'signed', nonce = $2, raw_tx = $3, tx_hash = $4 WHERE ${key} = $1`,
          [row.quoteId, nonce, rawTx, txHash],
        );
        await tx.query('UPDATE onramp_payer SET next_nonce = $3 WHERE chain_id = $1 AND address = $2', [
          chain.chainId,
          address,
          nonce + 1,
        ]);
        return { quoteId: row.quoteId, nonce, txHash, rawTx };
      });
      if (!signed) continue;
      o.count('signed');
      available -= value + gas * maxFeePerGas;
      sent.push(signed);
    }
    await broadcast(sent);
  }

  async function watch(): Promise<void> {
    const open = await signedRows();
    if (open.length === 0) return;
    // The mined nonce is read before the receipts: a nonce used by then, with no receipt of ours after, was used
    // by another transaction, and ours can never be mined.
    const mined = Number(await rpc.call<string>('eth_getTransactionCount', [address, 'latest']));
    const receipts = await rpc.batchSettled<{ status: string; blockNumber: string } | null>(
      open.map((row) => ({ method: 'eth_getTransactionReceipt', params: [row.txHash] })),
    );
    const resend: SignedRow[] = [];
    for (const [i, row] of open.entries()) {
      const receipt = receipts[i];
      if (receipt instanceof RpcError) continue;
      if (receipt) {
        const ok = receipt.status === '0x1';
        await db.query(
          `UPDATE ${table} SET status = $2, error = $3, settled_ms = $4 WHERE ${key} = $1 AND status = 'signed'`,
          [row.quoteId, ok ? 'confirmed' : 'failed', ok ? null : 'The payout transaction reverted', Date.now()],
        );
        lastSent.delete(row.quoteId);
        o.count(ok ? 'confirmed' : 'failed');
      } else if (row.nonce < mined) {
        await db.transaction(async (tx) => {
          await keeper.lease.assertHeld(tx);
          await tx.query(
            `UPDATE ${table} SET status = 'queued', nonce = NULL, raw_tx = NULL, tx_hash = NULL WHERE ${key} = $1 AND status = 'signed'`,
            [row.quoteId],
          );
        });
        o.logger.warn(
          { chainId: chain.chainId, nonce: row.nonce },
          `${ledger.label}: the nonce was used by another transaction of the payout key; payout queued again`,
        );
        o.count('requeued');
      } else if (Date.now() - (lastSent.get(row.quoteId) ?? 0) > REBROADCAST_MS) resend.push(row);
    }
    await broadcast(resend);
  }

  const keeper: LeaseKeeper = keepLease({
    db,
    name: `blockchain-api:${ledger.lease}:${chain.chainId}:${address}`,
    owner: o.instanceId,
    ttlMs: o.leaseMs,
    onGained: takeOver,
    onLost: () => undefined,
  });

  const loop = (async () => {
    while (!stopped) {
      if (keeper.leading) {
        try {
          await signQueued();
          await watch();
        } catch (error) {
          if (error instanceof LostLeaseError) keeper.lose();
          else if (!outageOf(error))
            o.logger.error({ chainId: chain.chainId, err: error }, `${ledger.label} failed; retried`);
        }
      }
      if (stopped) break;
      // A pay that came in while this round ran is looked at at once.
      if (woken) {
        woken = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, o.pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = null;
      woken = false;
    }
  })();

  return {
    wake: () => {
      woken = true;
      wakeUp?.();
    },
    get leading() {
      return keeper.leading;
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
      await keeper.stop();
    },
  };
}
