// The on-ramp providers a host enables (the `onramp.providers` option): Coinbase and Meld, each charging 1 to 2%,
// and the sandbox of a self-hosted walletdock API for test chains. A provider's URL comes either from the blockchain
// API's generator (POST /v1/generators/onrampurl: Coinbase through the hosted API, the sandbox through walletdock's
// own) or from the provider's public URL parameters, built here, with the host's own Coinbase app id or Meld key.
import { coinbaseNetworkName, meldCurrencyCode } from './networks';
import type { OnrampPaymentMethod } from './rules';

/** A provider's name. */
export type OnrampProviderName = 'coinbase' | 'meld' | 'sandbox';

/** A provider as a host enables it. */
export type OnrampProviderConfig =
  | {
      name: 'coinbase';
      /**
       * Your Coinbase Developer Platform app id: the URL is built here with Coinbase's public parameters. Without it,
       * the blockchain API's generator makes the URL (the hosted API knows your project's Coinbase app).
       */
      appId?: string;
      /** A session token your backend got from Coinbase's session token API (Coinbase requires one for new apps). */
      sessionToken?: string;
      /** Where Coinbase sends the buyer back. */
      redirectUrl?: string;
    }
  | {
      name: 'meld';
      /** Your Meld public key (the widget's `publicKey`). */
      publicKey: string;
      /** `sandbox` opens Meld's sandbox widget. Default `production`. */
      environment?: 'production' | 'sandbox';
      redirectUrl?: string;
    }
  | {
      /** The sandbox of a self-hosted walletdock API (`ONRAMP_PAYOUT_KEY`): test coins, no real payment. */
      name: 'sandbox';
    };

/** The `onramp` option of createWalletDock. */
export interface OnrampConfig {
  /** The providers offered, in this order (default: Coinbase through the blockchain API's generator). */
  providers?: readonly OnrampProviderConfig[];
}

/** A provider as the Buy panel lists it. */
export interface OnrampProvider {
  name: OnrampProviderName;
  label: string;
  /** Its fee in percent of the payment: from `min` to `max`. */
  feeRange: { min: number; max: number };
  /** Whether its URL comes from the blockchain API's generator (and its price from the API's quote). */
  viaGenerator: boolean;
  config: OnrampProviderConfig;
}

const LABELS: Readonly<Record<OnrampProviderName, string>> = {
  coinbase: 'Coinbase',
  meld: 'Meld',
  sandbox: 'Sandbox (test coins)',
};

/** The providers' fee range (percent). */
export const ONRAMP_FEE_RANGE = { min: 1, max: 2 } as const;

/** The providers when the host names none. */
export const DEFAULT_ONRAMP_PROVIDERS: readonly OnrampProviderConfig[] = [{ name: 'coinbase' }];

/**
 * The providers a host's configuration offers. One that needs the generator is left out without a blockchain API
 * (`hasApi` false): nothing could make its URL.
 */
export function resolveOnrampProviders(config: OnrampConfig | undefined, hasApi: boolean): OnrampProvider[] {
  return (config?.providers ?? DEFAULT_ONRAMP_PROVIDERS)
    .map(
      (c): OnrampProvider => ({
        name: c.name,
        label: LABELS[c.name],
        feeRange: { ...ONRAMP_FEE_RANGE },
        viaGenerator: c.name === 'sandbox' || (c.name === 'coinbase' && !c.appId),
        config: c,
      }),
    )
    .filter((p) => hasApi || !p.viaGenerator);
}

/** What a buy is: who receives what, paid how. */
export interface OnrampPurchase {
  /** The receiving address. */
  address: string;
  /** The purchase currency's symbol (ETH, USDC). */
  asset: string;
  /** The network's name in the options (`base`, `eip155:33322`) and its eip155 chain id when it has one. */
  network: string;
  chainId?: number | undefined;
  /** Fiat amount (decimal text) and currency. */
  fiatAmount: string;
  fiatCurrency: string;
  paymentMethod: OnrampPaymentMethod;
  /** The quote the buyer saw (a provider that honours it pays exactly that). */
  quoteId?: string | undefined;
}

const COINBASE_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  card: 'CARD',
  ach_bank_account: 'ACH_BANK_ACCOUNT',
};
const MELD_PAYMENT_METHODS: Readonly<Record<string, string>> = { card: 'CREDIT_DEBIT_CARD', ach_bank_account: 'ACH' };

const coinbaseNetwork = (p: OnrampPurchase) =>
  p.chainId === undefined ? (p.network === 'solana' ? 'solana' : 'ethereum') : coinbaseNetworkName(p.chainId);

/**
 * A Coinbase Onramp URL from its public parameters (pay.coinbase.com/buy/select-asset): the app id, the receiving
 * address with its network, the asset, the preset fiat amount and currency, the payment method, "buy".
 *
 * @example
 * coinbaseOnrampUrl({ name: 'coinbase', appId: 'my-app' }, { address: '0x…', asset: 'ETH', network: 'base', chainId: 8453,
 *   fiatAmount: '20', fiatCurrency: 'USD', paymentMethod: 'card' });
 */
export function coinbaseOnrampUrl(
  config: Extract<OnrampProviderConfig, { name: 'coinbase' }>,
  p: OnrampPurchase,
): string {
  const url = new URL('https://pay.coinbase.com/buy/select-asset');
  const network = coinbaseNetwork(p);
  const q = url.searchParams;
  if (config.appId) q.set('appId', config.appId);
  if (config.sessionToken) q.set('sessionToken', config.sessionToken);
  q.set('addresses', JSON.stringify({ [p.address]: [network] }));
  q.set('assets', JSON.stringify([p.asset]));
  q.set('defaultAsset', p.asset);
  q.set('defaultNetwork', network);
  q.set('presetFiatAmount', p.fiatAmount);
  q.set('fiatCurrency', p.fiatCurrency);
  q.set('defaultPaymentMethod', COINBASE_PAYMENT_METHODS[p.paymentMethod] ?? 'CARD');
  q.set('defaultExperience', 'buy');
  q.set('partnerUserId', p.address.slice(0, 49));
  if (config.redirectUrl) q.set('redirectUrl', config.redirectUrl);
  return url.toString();
}

/**
 * A Meld widget URL from its public parameters (meldcrypto.com, or sb.meldcrypto.com in the sandbox): the public
 * key, a buy of the fiat amount and currency, the currency code with its network (`USDC_BASE`), the wallet, the
 * payment method type.
 *
 * @example
 * meldOnrampUrl({ name: 'meld', publicKey: 'pk' }, { address: '0x…', asset: 'USDC', network: 'base', chainId: 8453,
 *   fiatAmount: '50', fiatCurrency: 'EUR', paymentMethod: 'card' });
 */
export function meldOnrampUrl(config: Extract<OnrampProviderConfig, { name: 'meld' }>, p: OnrampPurchase): string {
  const url = new URL(config.environment === 'sandbox' ? 'https://sb.meldcrypto.com/' : 'https://meldcrypto.com/');
  const q = url.searchParams;
  q.set('publicKey', config.publicKey);
  q.set('transactionType', 'BUY');
  q.set('sourceAmount', p.fiatAmount);
  q.set('sourceCurrencyCode', p.fiatCurrency);
  q.set(
    'destinationCurrencyCode',
    meldCurrencyCode(p.asset, p.chainId === undefined ? p.network : coinbaseNetworkName(p.chainId)),
  );
  q.set('walletAddress', p.address);
  q.set('paymentMethodType', MELD_PAYMENT_METHODS[p.paymentMethod] ?? 'CREDIT_DEBIT_CARD');
  q.set('externalCustomerId', p.address);
  if (config.redirectUrl) q.set('redirectUrl', config.redirectUrl);
  return url.toString();
}

/** The body of POST /v1/generators/onrampurl for a purchase (the generator's fields, and `quoteId`, the fiat currency and the payment method beyond them). */
export function onrampUrlRequest(p: OnrampPurchase) {
  return {
    destinationWallets: [{ address: p.address, blockchains: [p.network], assets: [p.asset] }],
    defaultNetwork: p.network,
    partnerUserId: p.address,
    defaultExperience: 'buy' as const,
    presetFiatAmount: Number(p.fiatAmount),
    ...(p.quoteId ? { quoteId: p.quoteId } : {}),
    fiatCurrency: p.fiatCurrency,
    paymentMethod: p.paymentMethod,
  };
}
