// The on-ramp's rules: payment-method limits per fiat currency, and the two fallbacks of the hosted API's on-ramp
// calls (built-in default options when the options call fails; a mock quote, id `mocked-quote-id` with every
// amount equal to the input, when the quote call fails). Pure: the hooks, the Buy panel and the self-hosted API's
// sandbox all check an amount the same way.
import type { OnrampOptions, OnrampQuote } from './api-schemas';
import type { ChainNamespace } from '../model/caip';
import { ONRAMP_DEFAULT_LIMITS } from '../model/constants';
import { servesOn } from '../namespaces/capabilities';
import { formatCents, parseFiatCents } from './amounts';

/** A payment method's id in the options' `payment_method_limits` (the defaults know `card` and `ach_bank_account`). */
export type OnrampPaymentMethod = 'card' | 'ach_bank_account' | (string & {});

/** Whether the on-ramp serves a namespace (its definition says so): Buy is offered only there. */
export function onrampSupportedOn(namespace: ChainNamespace | undefined): boolean {
  return servesOn(namespace, 'onramp');
}

/** The id a failed quote falls back to. */
export const MOCK_QUOTE_ID = 'mocked-quote-id';

/** Fiat currencies of the built-in options. */
export const ONRAMP_DEFAULT_FIAT = ['USD', 'EUR'] as const;

const limits = Object.entries(ONRAMP_DEFAULT_LIMITS).map(([id, l]) => ({ id, min: l.min, max: l.max }));

const USDC = {
  1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  8453: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  42161: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  10: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  137: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
} as const;

const evmNetwork = (name: string, display: string, chainId: number, contract = '') => ({
  name,
  display_name: display,
  chain_id: String(chainId),
  contract_address: contract,
});

/**
 * The options used when the options call fails: USD and EUR with the default card and bank limits, and ETH, USDC
 * and SOL on the main networks the providers serve.
 */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  paymentCurrencies: ONRAMP_DEFAULT_FIAT.map((id) => ({ id, payment_method_limits: limits })),
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        evmNetwork('ethereum', 'Ethereum', 1),
        evmNetwork('base', 'Base', 8453),
        evmNetwork('arbitrum', 'Arbitrum', 42161),
        evmNetwork('optimism', 'Optimism', 10),
      ],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        evmNetwork('ethereum', 'Ethereum', 1, USDC[1]),
        evmNetwork('base', 'Base', 8453, USDC[8453]),
        evmNetwork('arbitrum', 'Arbitrum', 42161, USDC[42161]),
        evmNetwork('optimism', 'Optimism', 10, USDC[10]),
        evmNetwork('polygon', 'Polygon', 137, USDC[137]),
      ],
    },
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [
        {
          name: 'solana',
          display_name: 'Solana',
          chain_id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          contract_address: '',
        },
      ],
    },
  ],
};

/** What a quote is asked for. */
export interface OnrampQuoteInput {
  /** Purchase currency id (options' `purchaseCurrencies[].id`). */
  purchaseCurrency: string;
  /** Fiat currency id (options' `paymentCurrencies[].id`), e.g. USD. */
  paymentCurrency: string;
  /** Fiat amount, decimal text. */
  amount: string;
  /** The network's `name` in the options. */
  network: string;
  paymentMethod?: OnrampPaymentMethod | undefined;
}

/** The quote used when the quote call fails: id `mocked-quote-id`, every amount the input's. */
export function mockOnrampQuote(input: Pick<OnrampQuoteInput, 'amount' | 'paymentCurrency'>): OnrampQuote {
  const money = { amount: input.amount, currency: input.paymentCurrency };
  return {
    coinbaseFee: { ...money },
    networkFee: { ...money },
    paymentSubtotal: { ...money },
    paymentTotal: { ...money },
    purchaseAmount: { ...money },
    quoteId: MOCK_QUOTE_ID,
  };
}

/** Whether a quote is the fallback (its amounts say nothing about the price). */
export function isMockQuote(quote: Pick<OnrampQuote, 'quoteId'>): boolean {
  return quote.quoteId === MOCK_QUOTE_ID;
}

/** A payment method's limits in one fiat currency, or undefined when the options do not offer that pair. */
export function onrampLimit(
  options: OnrampOptions,
  currency: string,
  method: OnrampPaymentMethod,
): { min: string; max: string } | undefined {
  const fiat = options.paymentCurrencies.find((c) => c.id.toUpperCase() === currency.toUpperCase());
  const limit = fiat?.payment_method_limits.find((l) => l.id === method);
  return limit ? { min: limit.min, max: limit.max } : undefined;
}

/** Why an amount cannot be bought, or `ok`. */
export type OnrampAmountCheck =
  | { status: 'ok'; cents: bigint }
  | { status: 'invalid' }
  | { status: 'unsupported' }
  | { status: 'below'; min: string }
  | { status: 'above'; max: string };

/**
 * Checks a fiat amount against the limits of its payment method and currency (inclusive at both ends).
 *
 * @example
 * checkOnrampAmount(DEFAULT_ONRAMP_OPTIONS, { amount: '5', currency: 'USD', method: 'card' }); // { status: 'below', min: '10.00' }
 */
export function checkOnrampAmount(
  options: OnrampOptions,
  input: { amount: string; currency: string; method: OnrampPaymentMethod },
): OnrampAmountCheck {
  const cents = parseFiatCents(input.amount);
  if (cents === null || cents === 0n) return { status: 'invalid' };
  const limit = onrampLimit(options, input.currency, input.method);
  const min = limit ? parseFiatCents(limit.min) : null;
  const max = limit ? parseFiatCents(limit.max) : null;
  if (!limit || min === null || max === null) return { status: 'unsupported' };
  if (cents < min) return { status: 'below', min: formatCents(min) };
  if (cents > max) return { status: 'above', max: formatCents(max) };
  return { status: 'ok', cents };
}
