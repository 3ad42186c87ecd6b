// One API instance's on-ramp: the sandbox's offer, the secret that seals quotes, a payer per served chain, and the
// pricing of a request (currency, method, limits, purchase currency and network) that quotes and generated checkouts
// share.
import type { ServerLogger } from '../../log';
import { privateKeyToAccount } from 'viem/accounts';
import type { Database } from '../../db';
import { HttpError, RateLimiter, type Metrics } from '../../http';
import { checkOnrampAmount } from '../../../core/onramp/rules';
import type { ApiChain } from '../chains';
import { priceOf, type PriceTable } from '../prices';
import type { ChainRpc } from '../rpc';
import { OnrampMessages } from './messages';
import { resolveOnrampOffer, sandboxNetwork, type OnrampOffer, type OnrampServerOptions } from './offer';
import { startSandboxPayer, type SandboxPayer } from './payer';
import { priceQuote, quoteSecret, type QuoteTerms } from './quote';

/** What one quote is asked for (the hosted API's quote body, plus the payment method). */
export interface PriceRequest {
  purchaseCurrency: string;
  paymentCurrency: string;
  amount: string;
  network?: string | undefined;
  paymentMethod?: string | undefined;
}

/** The on-ramp of one API instance. */
export interface OnrampService {
  offer: OnrampOffer;
  secret: Buffer;
  /** Where browsers reach this API (checkout links). */
  publicUrl(): string;
  setListenUrl(url: string): void;
  trustProxy: number;
  /** The payout key's address (lower-case); checkouts made here are paid by it. */
  payerAddress: string;
  limiters: { quote: RateLimiter; url: RateLimiter; pay: RateLimiter };
  db: Database;
  /** The served chain a request names (network name, chain id or CAIP-2; may be omitted when one chain sells it). */
  chainFor(purchaseCurrency: string, network: string | undefined): ApiChain;
  /** Prices a request; throws HttpError 400 for anything outside the offer or its limits. */
  price(request: PriceRequest): Promise<QuoteTerms>;
  wake(chainId: number): void;
  close(): Promise<void>;
}

/** Starts the on-ramp: resolves the offer, loads the quote secret and starts the payers. */
export async function startOnramp(input: {
  db: Database;
  chains: readonly ApiChain[];
  prices: PriceTable;
  rpcOf(chainId: number): ChainRpc;
  options: OnrampServerOptions;
  instanceId: string;
  leaseMs: number;
  trustProxy: number;
  metrics: Metrics;
  log(message: string): void;
  logger: ServerLogger;
}): Promise<OnrampService> {
  const { db, prices, options, metrics } = input;
  const offer = await resolveOnrampOffer(options, input.chains, prices, input.log);
  const secret = await quoteSecret(db);
  const payers = new Map<number, SandboxPayer>();
  const account = offer.payoutKey ? privateKeyToAccount(offer.payoutKey) : undefined;
  if (account) {
    for (const event of ['signed', 'confirmed', 'failed', 'requeued', 'rebroadcast'])
      metrics.add(`blockchain_api_onramp_payouts_total{event="${event}"}`, 0);
    for (const chain of offer.chains) {
      payers.set(
        chain.chainId,
        startSandboxPayer({
          db,
          chain,
          rpc: input.rpcOf(chain.chainId),
          account,
          instanceId: input.instanceId,
          leaseMs: options.leaseMs ?? input.leaseMs,
          pollMs: offer.pollMs,
          logger: input.logger,
          count: (event) => metrics.inc(`blockchain_api_onramp_payouts_total{event="${event}"}`),
        }),
      );
    }
  }
  let listenUrl = '';

  const chainFor: OnrampService['chainFor'] = (purchaseCurrency, network) => {
    const selling = offer.chains.filter(
      (c) => c.nativeCurrency.symbol.toUpperCase() === purchaseCurrency.toUpperCase(),
    );
    if (selling.length === 0)
      throw new HttpError(
        400,
        OnrampMessages.unknownPurchaseCurrency(purchaseCurrency, [
          ...new Set(offer.chains.map((c) => c.nativeCurrency.symbol)),
        ]),
      );
    const symbol = selling[0]!.nativeCurrency.symbol;
    if (!network) {
      if (selling.length === 1) return selling[0]!;
      throw new HttpError(400, OnrampMessages.unknownNetwork('', symbol));
    }
    const found = selling.find((c) => [sandboxNetwork(c, '').name, String(c.chainId), c.caip2].includes(network));
    if (!found) throw new HttpError(400, OnrampMessages.unknownNetwork(network, symbol));
    return found;
  };

  return {
    offer,
    secret,
    db,
    chainFor,
    trustProxy: input.trustProxy,
    payerAddress: account?.address.toLowerCase() ?? '',
    limiters: { quote: new RateLimiter(120), url: new RateLimiter(30), pay: new RateLimiter(30) },
    publicUrl: () => (options.publicUrl ?? listenUrl).replace(/\/+$/, ''),
    setListenUrl: (url) => void (listenUrl = url),
    async price(request) {
      const currency = request.paymentCurrency.toUpperCase();
      const served = offer.paymentCurrencies.map((c) => c.id);
      if (!served.some((id) => id.toUpperCase() === currency))
        throw new HttpError(400, OnrampMessages.unsupportedPaymentCurrency(request.paymentCurrency, served));
      const method = request.paymentMethod ?? 'card';
      const check = checkOnrampAmount(
        { paymentCurrencies: offer.paymentCurrencies, purchaseCurrencies: [] },
        { amount: request.amount, currency, method },
      );
      if (check.status === 'invalid') throw new HttpError(400, OnrampMessages.invalidAmount(request.amount));
      if (check.status === 'unsupported')
        throw new HttpError(400, OnrampMessages.unsupportedPaymentMethod(method, currency));
      if (check.status === 'below') throw new HttpError(400, OnrampMessages.belowMinimum(check.min, currency, method));
      if (check.status === 'above') throw new HttpError(400, OnrampMessages.aboveMaximum(check.max, currency, method));
      const chain = chainFor(request.purchaseCurrency, request.network);
      const gasPrice = BigInt(await input.rpcOf(chain.chainId).call<string>('eth_gasPrice'));
      return priceQuote({
        offer,
        chain,
        priceUsd: priceOf(prices, chain.chainId, { nativeSymbol: chain.nativeCurrency.symbol }),
        currency,
        method,
        totalCents: check.cents,
        gasPrice,
        nowMs: Date.now(),
      });
    },
    wake: (chainId) => payers.get(chainId)?.wake(),
    async close() {
      await Promise.all([...payers.values()].map((p) => p.stop()));
    },
  };
}
