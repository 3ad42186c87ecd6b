// Sandbox quotes: the price of a fiat amount in a served chain's native coin, from the configured price table (USD)
// and fiat rates, less the provider fee and the network fee of one transfer. All in whole cents and base units
// (bigint); the coin amount is cut to at most 8 decimals, and the payout sends exactly the amount shown.
//
// A quote id is the quote's terms sealed with the server's secret (HMAC-SHA256): asking for a quote writes nothing,
// a client cannot alter an amount or extend an expiry, and any instance on the same database can open it. A random
// part makes every quote id unique, so one payout per quote id means one per quote asked for.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { formatCents } from '../../../core/onramp/amounts';
import { HttpError } from '../../http';
import type { ApiChain } from '../chains';
import { OnrampMessages } from './messages';
import type { OnrampOffer } from './offer';

/** The terms of one quote. */
export interface QuoteTerms {
  chainId: number;
  symbol: string;
  decimals: number;
  paymentCurrency: string;
  paymentMethod: string;
  totalCents: bigint;
  feeCents: bigint;
  networkFeeCents: bigint;
  subtotalCents: bigint;
  /** The payout in base units (exactly `purchaseAmount`). */
  valueWei: bigint;
  /** The payout as decimal text in coin units. */
  purchaseAmount: string;
  /** ms since epoch. */
  expiresMs: number;
}

/** Gas of a plain native transfer, priced into the network fee. */
export const TRANSFER_GAS = 21_000n;
const scaled = (n: number) => BigInt(Math.round(n * 1e9));
const MAX_SHOWN_DECIMALS = 8;

/** Decimal text of `value` base units with `decimals`, without trailing zeros ("0.9895"). */
export function formatUnitsText(value: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals);
  const fraction = (value % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${value / unit}.${fraction}` : `${value / unit}`;
}

/**
 * Prices `totalCents` of `currency` in the native coin of `chain` (worth `priceUsd`), paid by `method`; `gasPrice` is
 * the node's current price (wei) of the payout's gas. Throws HttpError 400 when the fees eat the amount.
 */
export function priceQuote(input: {
  offer: OnrampOffer;
  chain: ApiChain;
  priceUsd: number;
  currency: string;
  method: string;
  totalCents: bigint;
  gasPrice: bigint;
  nowMs: number;
}): QuoteTerms {
  const { offer, chain, totalCents } = input;
  const rate = scaled(offer.fiatRates.get(input.currency)!);
  const price = scaled(input.priceUsd);
  const decimals = chain.nativeCurrency.decimals;
  const unit = 10n ** BigInt(decimals);
  const feeCents = (totalCents * offer.feeBasisPoints + 5_000n) / 10_000n;
  // Gas cost in fiat cents, rounded up: value(USD) = wei / unit * price; fiat = USD / rate.
  const gasNumerator = input.gasPrice * TRANSFER_GAS * price * 100n;
  const gasDenominator = unit * rate;
  const networkFeeCents = (gasNumerator + gasDenominator - 1n) / gasDenominator;
  const subtotalCents = totalCents - feeCents - networkFeeCents;
  if (subtotalCents <= 0n || price === 0n) throw new HttpError(400, OnrampMessages.feesExceedAmount);
  // Coins = subtotal (fiat) * rate / price, cut to the shown precision.
  const raw = (subtotalCents * rate * unit) / (100n * price);
  const step = decimals > MAX_SHOWN_DECIMALS ? 10n ** BigInt(decimals - MAX_SHOWN_DECIMALS) : 1n;
  const valueWei = raw - (raw % step);
  if (valueWei === 0n) throw new HttpError(400, OnrampMessages.feesExceedAmount);
  return {
    chainId: chain.chainId,
    symbol: chain.nativeCurrency.symbol,
    decimals,
    paymentCurrency: input.currency,
    paymentMethod: input.method,
    totalCents,
    feeCents,
    networkFeeCents,
    subtotalCents,
    valueWei,
    purchaseAmount: formatUnitsText(valueWei, decimals),
    expiresMs: input.nowMs + offer.quoteTtlMs,
  };
}

/** The POST /v1/onramp/quote reply for sealed terms. */
export function quoteReply(terms: QuoteTerms, quoteId: string) {
  const fiat = (cents: bigint) => ({ amount: formatCents(cents), currency: terms.paymentCurrency });
  return {
    coinbaseFee: fiat(terms.feeCents),
    networkFee: fiat(terms.networkFeeCents),
    paymentSubtotal: fiat(terms.subtotalCents),
    paymentTotal: fiat(terms.totalCents),
    purchaseAmount: { amount: terms.purchaseAmount, currency: terms.symbol },
    quoteId,
  };
}

const sealedSchema = z.object({
  v: z.literal(1),
  c: z.number().int(),
  s: z.string(),
  d: z.number().int(),
  f: z.string(),
  m: z.string(),
  t: z.string(),
  fe: z.string(),
  nf: z.string(),
  w: z.string(),
  e: z.number().int(),
  r: z.string(),
});

const mac = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest().subarray(0, 16);

/** Seals terms into a quote id: `<payload>.<mac>`, both base64url. */
export function sealQuote(secret: Buffer, t: QuoteTerms): string {
  const payload = Buffer.from(
    JSON.stringify({
      v: 1,
      c: t.chainId,
      s: t.symbol,
      d: t.decimals,
      f: t.paymentCurrency,
      m: t.paymentMethod,
      t: String(t.totalCents),
      fe: String(t.feeCents),
      nf: String(t.networkFeeCents),
      w: String(t.valueWei),
      e: t.expiresMs,
      r: randomBytes(9).toString('base64url'),
    }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The terms of a quote id this server sealed, or null (forged, altered, or not a quote id). Expiry is not checked. */
export function openQuote(secret: Buffer, quoteId: string): QuoteTerms | null {
  const m = /^([A-Za-z0-9_-]{16,800})\.([A-Za-z0-9_-]{22})$/.exec(quoteId);
  if (!m) return null;
  const expected = mac(secret, m[1]!);
  const given = Buffer.from(m[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed;
  try {
    parsed = sealedSchema.safeParse(JSON.parse(Buffer.from(m[1]!, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  const p = parsed.data;
  const [totalCents, feeCents, networkFeeCents, valueWei] = [BigInt(p.t), BigInt(p.fe), BigInt(p.nf), BigInt(p.w)];
  return {
    chainId: p.c,
    symbol: p.s,
    decimals: p.d,
    paymentCurrency: p.f,
    paymentMethod: p.m,
    totalCents,
    feeCents,
    networkFeeCents,
    subtotalCents: totalCents - feeCents - networkFeeCents,
    valueWei,
    purchaseAmount: formatUnitsText(valueWei, p.d),
    expiresMs: p.e,
  };
}

/** Loads (creating once, shared by every instance on the database) the secret that seals quote ids. */
export async function quoteSecret(db: { query<T>(text: string, params?: unknown[]): Promise<T[]> }): Promise<Buffer> {
  await db.query('INSERT INTO onramp_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
    randomBytes(32).toString('hex'),
  ]);
  const rows = await db.query<{ secret: string }>('SELECT secret FROM onramp_secret WHERE id = 1');
  return Buffer.from(rows[0]!.secret, 'hex');
}
