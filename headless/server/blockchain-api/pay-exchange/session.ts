// Exchange sessions: one per payment id and exchange, bound to what it pays. "Complete" only ever moves a row from
// open (or failed before anything was signed) to queued in one conditional UPDATE, so of any number of concurrent
// completes on any number of instances exactly one queues the payout, and each then waits for the same one.
import type { PayExchangeStatus } from '../../../core/api/pay-exchange-schemas';
import type { Database } from '../../db';
import { HttpError } from '../../http';
import type { PayoutLedger } from '../onramp/payer';
import { PayExchangeMessages } from './messages';

/** The exchange sessions' payouts, paid by the on-ramp's payer. */
export const PAY_EXCHANGE_LEDGER: PayoutLedger = {
  table: 'pay_exchange_session',
  key: 'session_id',
  calls: true,
  lease: 'pay-exchange-payer',
  label: 'pay exchange payer',
  balanceLow: PayExchangeMessages.balanceLow,
};

/** A session as stored. */
export interface ExchangeSession {
  sessionId: string;
  exchangeId: string;
  paymentId: string | null;
  chainId: number;
  asset: string;
  symbol: string;
  decimals: number;
  amount: string;
  recipient: string;
  expiresMs: number;
  status: 'open' | 'queued' | 'signed' | 'confirmed' | 'failed';
  txHash: string | null;
  error: string | null;
}

/** What a new session pays, and how. */
export interface SessionTerms {
  exchangeId: string;
  paymentId: string | undefined;
  chainId: number;
  asset: string;
  symbol: string;
  decimals: number;
  amount: string;
  recipient: string;
  valueWei: bigint;
  callTo: string | null;
  callData: string | null;
  payer: string;
  expiresMs: number;
}

const COLUMNS = `session_id AS "sessionId", exchange_id AS "exchangeId", payment_id AS "paymentId", chain_id AS "chainId",
  asset, symbol, decimals, amount, recipient, expires_ms AS "expiresMs", status, tx_hash AS "txHash", error`;

/** The session `sessionId`, or undefined. */
export async function readSession(db: Database, sessionId: string): Promise<ExchangeSession | undefined> {
  return (
    await db.query<ExchangeSession>(`SELECT ${COLUMNS} FROM pay_exchange_session WHERE session_id = $1`, [sessionId])
  )[0];
}

/**
 * The session of `terms.paymentId` if it exists (and pays the same thing: else 409), or a new one under `sessionId`.
 * A session whose payout failed before signing, or that expired unpaid, is not reused: a new one replaces it.
 */
export async function openSession(
  db: Database,
  sessionId: string,
  terms: SessionTerms,
  nowMs: number,
): Promise<ExchangeSession> {
  if (terms.paymentId !== undefined) {
    const [existing] = await db.query<ExchangeSession>(
      `SELECT ${COLUMNS} FROM pay_exchange_session WHERE exchange_id = $1 AND payment_id = $2`,
      [terms.exchangeId, terms.paymentId],
    );
    if (existing) {
      const same =
        existing.chainId === terms.chainId &&
        existing.asset === terms.asset &&
        existing.amount === terms.amount &&
        existing.recipient === terms.recipient;
      if (!same) throw new HttpError(409, PayExchangeMessages.paymentIdTaken);
      const dead = existing.status === 'open' && existing.expiresMs <= nowMs;
      if (!dead) return existing;
      await db.query(`DELETE FROM pay_exchange_session WHERE session_id = $1 AND status = 'open'`, [
        existing.sessionId,
      ]);
    }
  }
  await db.query(
    `INSERT INTO pay_exchange_session (session_id, exchange_id, payment_id, chain_id, asset, symbol, decimals, amount, recipient,
       value_wei, call_to, call_data, expires_ms, created_ms, payer)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) ON CONFLICT DO NOTHING`,
    [
      sessionId,
      terms.exchangeId,
      terms.paymentId ?? null,
      terms.chainId,
      terms.asset,
      terms.symbol,
      terms.decimals,
      terms.amount,
      terms.recipient,
      terms.valueWei.toString(),
      terms.callTo,
      terms.callData,
      terms.expiresMs,
      nowMs,
      terms.payer,
    ],
  );
  // A concurrent start for the same payment id may have won the insert: both answer its session.
  const [stored] =
    terms.paymentId !== undefined
      ? await db.query<ExchangeSession>(
          `SELECT ${COLUMNS} FROM pay_exchange_session WHERE exchange_id = $1 AND payment_id = $2`,
          [terms.exchangeId, terms.paymentId],
        )
      : [await readSession(db, sessionId)];
  if (!stored) throw new Error('exchange session not stored');
  if (stored.recipient !== terms.recipient || stored.amount !== terms.amount || stored.asset !== terms.asset)
    throw new HttpError(409, PayExchangeMessages.paymentIdTaken);
  return stored;
}

/** "Complete": queues the payout unless already done (404 unknown, 410 expired while nothing was paid). */
export async function queueSessionPayout(db: Database, sessionId: string, nowMs: number): Promise<ExchangeSession> {
  await db.query(
    `UPDATE pay_exchange_session SET status = 'queued', queued_ms = $2, error = NULL
     WHERE session_id = $1 AND (status = 'open' OR (status = 'failed' AND tx_hash IS NULL)) AND expires_ms > $2`,
    [sessionId, nowMs],
  );
  const session = await readSession(db, sessionId);
  if (!session) throw new HttpError(404, PayExchangeMessages.unknownSession);
  if (
    session.status === 'open' ||
    (session.status === 'failed' && session.txHash === null && session.expiresMs <= nowMs)
  )
    throw new HttpError(410, PayExchangeMessages.sessionExpired);
  return session;
}

/** Resolves with the session once its payout settled (confirmed or failed), or as it stands after `waitMs`. */
export async function waitForSession(db: Database, sessionId: string, waitMs: number, signal?: AbortSignal) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const session = (await readSession(db, sessionId))!;
    if (session.status === 'confirmed' || session.status === 'failed' || Date.now() >= deadline || signal?.aborted)
      return session;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The status reply (AppKit's getBuyStatus names). */
export function statusReply(s: ExchangeSession): PayExchangeStatus {
  const status =
    s.status === 'confirmed'
      ? 'SUCCESS'
      : s.status === 'failed'
        ? 'FAILED'
        : s.status === 'open'
          ? 'UNKNOWN'
          : 'IN_PROGRESS';
  return {
    sessionId: s.sessionId,
    status,
    txHash: s.txHash,
    ...(s.error ? { error: s.error } : {}),
  };
}
