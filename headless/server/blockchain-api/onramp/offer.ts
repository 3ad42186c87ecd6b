// What the sandbox on-ramp offers: the native coin of every served test chain that has a price, bought with the
// configured fiat currencies and payment methods within their limits, at the configured provider fee. A known main
// network is never served: the sandbox pays real coins for a pretend card payment.
import type { Hex } from 'viem';
import type { OnrampOptions } from '../../../core/onramp/api-schemas';
import { coinbaseNetworkName, isCoinbaseNetwork } from '../../../core/onramp/networks';
import { DEFAULT_ONRAMP_OPTIONS } from '../../../core/onramp/rules';
import type { ApiChain } from '../chains';
import { hasPrice, type PriceTable } from '../prices';

/** On-ramp options of createBlockchainApi. */
export interface OnrampServerOptions {
  /**
   * The sandbox's funded key (0x + 64 hex): it pays every purchase on the served test chains. Without it the three
   * on-ramp endpoints answer 503. Use a key nothing else signs with: the sandbox owns its nonces.
   */
  payoutKey?: Hex;
  /** The provider fee in percent of the payment (default 1; the providers' range is 1 to 2). */
  feePercent?: number;
  /** USD value of one unit of each fiat currency accepted (default USD 1, EUR 1.08). */
  fiatRates?: Readonly<Record<string, number>>;
  /** Payment-method limits per fiat currency (default card 10.00–7500.00, ach_bank_account 10.00–25000.00). */
  paymentCurrencies?: OnrampOptions['paymentCurrencies'];
  /** How long a quote (and a checkout made from it) can be paid (ms, default 10 minutes). */
  quoteTtlMs?: number;
  /** The API's address as browsers reach it, for checkout links (default: the URL it listens on). */
  publicUrl?: string;
  /** How long "pay" waits for the payout's receipt before answering `pending` (ms, default 20 s). */
  payWaitMs?: number;
  /** Payout lease lifetime (ms; default the indexer's). */
  leaseMs?: number;
  /** How often the payer looks at its open payouts (ms, default 250). */
  pollMs?: number;
}

/** The sandbox's resolved settings. */
export interface OnrampOffer {
  payoutKey: Hex | undefined;
  feeBasisPoints: bigint;
  fiatRates: ReadonlyMap<string, number>;
  paymentCurrencies: OnrampOptions['paymentCurrencies'];
  quoteTtlMs: number;
  payWaitMs: number;
  pollMs: number;
  /** Served chains the sandbox sells on (test chains with a priced native coin). */
  chains: readonly ApiChain[];
}

/** Default USD value of the accepted fiat currencies. */
export const DEFAULT_FIAT_RATES: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08 };

// viem knows the local development chains (Localhost, Anvil/Hardhat) without marking them as test networks.
const LOCAL_DEV_CHAINS = new Set([1337, 31337]);

/**
 * Whether the sandbox may pay on a chain: one viem knows as a main network is refused (a sandbox must not give away
 * real coins); test networks and chains viem does not know (devnets, private chains) are served.
 */
export async function isSandboxChain(chainId: number): Promise<boolean> {
  if (isCoinbaseNetwork(chainId)) return false;
  if (LOCAL_DEV_CHAINS.has(chainId)) return true;
  const viemChains: Record<string, unknown> = await import('viem/chains');
  const known = Object.values(viemChains).find(
    (c): c is { id: number; testnet?: boolean } =>
      typeof c === 'object' && c !== null && 'id' in c && (c as { id: unknown }).id === chainId,
  );
  return !known || known.testnet === true;
}

/** Resolves the options; `log` hears about chains left out. */
export async function resolveOnrampOffer(
  options: OnrampServerOptions,
  chains: readonly ApiChain[],
  prices: PriceTable,
  log: (m: string) => void,
): Promise<OnrampOffer> {
  const fee = options.feePercent ?? 1;
  if (!(fee >= 0 && fee < 50)) throw new Error(`On-ramp fee ${fee}% is not a percentage from 0 to 50`);
  const rates = new Map(Object.entries(options.fiatRates ?? DEFAULT_FIAT_RATES).map(([k, v]) => [k.toUpperCase(), v]));
  for (const [k, v] of rates)
    if (!(v > 0) || !/^[A-Z]{3}$/.test(k))
      throw new Error(`On-ramp fiat rate ${k}=${v} is not a currency code with a positive USD value`);
  const paymentCurrencies = (options.paymentCurrencies ?? DEFAULT_ONRAMP_OPTIONS.paymentCurrencies).filter((c) =>
    rates.has(c.id.toUpperCase()),
  );
  const served: ApiChain[] = [];
  if (options.payoutKey) {
    for (const chain of chains) {
      if (!(await isSandboxChain(chain.chainId)))
        log(`on-ramp sandbox: chain ${chain.chainId} is a main network; the sandbox does not sell on it`);
      else if (!hasPrice(prices, chain.chainId, { nativeSymbol: chain.nativeCurrency.symbol }))
        log(
          `on-ramp sandbox: ${chain.nativeCurrency.symbol} (chain ${chain.chainId}) has no price (PRICES); the sandbox does not sell it`,
        );
      else served.push(chain);
    }
  }
  return {
    payoutKey: options.payoutKey,
    feeBasisPoints: BigInt(Math.round(fee * 100)),
    fiatRates: rates,
    paymentCurrencies,
    quoteTtlMs: options.quoteTtlMs ?? 600_000,
    payWaitMs: options.payWaitMs ?? 20_000,
    pollMs: options.pollMs ?? 250,
    chains: served,
  };
}

const DEVNET_NAME: Readonly<Record<number, string>> = { 33322: 'WalletDock Devnet' };

/** An options network for a chain: Coinbase's name when Coinbase has one, else the CAIP-2 id. */
export function sandboxNetwork(
  chain: ApiChain,
  displayName: string,
): OnrampOptions['purchaseCurrencies'][number]['networks'][number] {
  return {
    name: isCoinbaseNetwork(chain.chainId) ? coinbaseNetworkName(chain.chainId) : chain.caip2,
    display_name: displayName,
    chain_id: String(chain.chainId),
    contract_address: '',
  };
}

/** The GET /v1/onramp/options reply: one purchase currency per native symbol, with the chains that have it. */
export async function onrampOptionsReply(offer: OnrampOffer): Promise<OnrampOptions> {
  const names = offer.chains.some((c) => !DEVNET_NAME[c.chainId])
    ? ((await import('viem/chains')) as Record<string, unknown>)
    : {};
  const nameOf = (chainId: number) =>
    DEVNET_NAME[chainId] ??
    Object.values(names).find(
      (c): c is { id: number; name: string } =>
        typeof c === 'object' && c !== null && (c as { id?: unknown }).id === chainId,
    )?.name ??
    `Chain ${chainId}`;
  const bySymbol = new Map<string, OnrampOptions['purchaseCurrencies'][number]>();
  for (const chain of offer.chains) {
    const { symbol, name } = chain.nativeCurrency;
    const entry = bySymbol.get(symbol) ?? { id: symbol, name, symbol, networks: [] };
    entry.networks.push(sandboxNetwork(chain, nameOf(chain.chainId)));
    bySymbol.set(symbol, entry);
  }
  return { paymentCurrencies: offer.paymentCurrencies, purchaseCurrencies: [...bySymbol.values()] };
}
