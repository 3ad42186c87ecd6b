// Checkouts: a quote bound to the wallet it is bought for, and its payout's state. "Pay" only ever moves a row from
// open (or failed before anything was signed) to queued in one conditional UPDATE: of any number of concurrent pays,
// on any number of instances, exactly one moves it, and every one then waits for the same payout.
import type { Database } from '../../db';
import { HttpError } from '../../http';
import { OnrampMessages } from './messages';
import type { QuoteTerms } from './quote';
import { formatCents } from '../../../core/onramp/amounts';

/** A payout's state. */
export type PayoutStatus = 'open' | 'queued' | 'signed' | 'confirmed' | 'failed';

/** A checkout as stored. */
export interface Checkout {
  quoteId: string;
  chainId: number;
  symbol: string;
  recipient: string;
  paymentCurrency: string;
  paymentMethod: string;
  paymentTotal: string;
  providerFee: string;
  networkFee: string;
  paymentSubtotal: string;
  purchaseAmount: string;
  expiresMs: number;
  status: PayoutStatus;
  txHash: string | null;
  error: string | null;
}

const COLUMNS = `quote_id AS "quoteId", chain_id AS "chainId", symbol, recipient, payment_currency AS "paymentCurrency",
  payment_method AS "paymentMethod", payment_total AS "paymentTotal", provider_fee AS "providerFee", network_fee AS "networkFee",
  payment_subtotal AS "paymentSubtotal", purchase_amount AS "purchaseAmount", expires_ms AS "expiresMs", status,
  tx_hash AS "txHash", error`;

/** The checkout of a quote id, or undefined. */
export async function readCheckout(db: Database, quoteId: string): Promise<Checkout | undefined> {
  return (await db.query<Checkout>(`SELECT ${COLUMNS} FROM onramp_checkout WHERE quote_id = $1`, [quoteId]))[0];
}

/**
 * Binds `terms` to `recipient` (lower-case) and to the payout key (`payer`, lower-case) of the instance that made it:
 * the first generator call for a quote id creates its checkout; a later one for the same wallet finds it; one for
 * another wallet is refused (409).
 */
export async function bindCheckout(
  db: Database,
  quoteId: string,
  terms: QuoteTerms,
  recipient: string,
  partnerUserId: string | undefined,
  payer: string,
): Promise<void> {
  await db.query(
    `INSERT INTO onramp_checkout (quote_id, chain_id, symbol, decimals, recipient, partner_user_id, payment_currency, payment_method,
       payment_total, provider_fee, network_fee, payment_subtotal, purchase_amount, value_wei, expires_ms, created_ms, payer)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) ON CONFLICT (quote_id) DO NOTHING`,
    [
      quoteId,
      terms.chainId,
      terms.symbol,
      terms.decimals,
      recipient,
      partnerUserId ?? null,
      terms.paymentCurrency,
      terms.paymentMethod,
      formatCents(terms.totalCents),
      formatCents(terms.feeCents),
      formatCents(terms.networkFeeCents),
      formatCents(terms.subtotalCents),
      terms.purchaseAmount,
      terms.valueWei.toString(),
      terms.expiresMs,
      Date.now(),
      payer,
    ],
  );
  const bound = await readCheckout(db, quoteId);
  if (bound?.recipient !== recipient) throw new HttpError(409, OnrampMessages.boundElsewhere);
}

/**
 * "Pay": queues the payout unless someone already did (404 unknown, 410 expired while nothing was paid yet).
 * Returns the checkout as it stands after this call.
 */
export async function queuePayout(db: Database, quoteId: string, nowMs: number): Promise<Checkout> {
  await db.query(
    `UPDATE onramp_checkout SET status = 'queued', queued_ms = $2, error = NULL
     WHERE quote_id = $1 AND (status = 'open' OR (status = 'failed' AND tx_hash IS NULL)) AND expires_ms > $2`,
    [quoteId, nowMs],
  );
  const checkout = await readCheckout(db, quoteId);
  if (!checkout) throw new HttpError(404, OnrampMessages.unknownCheckout);
  if (
    checkout.status === 'open' ||
    (checkout.status === 'failed' && checkout.txHash === null && checkout.expiresMs <= nowMs)
  ) {
    throw new HttpError(410, OnrampMessages.quoteExpired);
  }
  return checkout;
}

/** Resolves with the checkout once its payout is settled (confirmed or failed), or as it stands after `waitMs`. */
export async function waitForPayout(
  db: Database,
  quoteId: string,
  waitMs: number,
  signal?: AbortSignal,
): Promise<Checkout> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const checkout = (await readCheckout(db, quoteId))!;
    if (checkout.status === 'confirmed' || checkout.status === 'failed' || Date.now() >= deadline || signal?.aborted)
      return checkout;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a pay or status request answers with. */
export function payoutReply(c: Checkout) {
  return {
    quoteId: c.quoteId,
    status: c.status === 'confirmed' || c.status === 'failed' ? c.status : c.status === 'open' ? 'open' : 'pending',
    txHash: c.txHash,
    amount: c.purchaseAmount,
    symbol: c.symbol,
    chainId: `eip155:${c.chainId}`,
    recipient: c.recipient,
    ...(c.error ? { error: c.error } : {}),
  };
}
