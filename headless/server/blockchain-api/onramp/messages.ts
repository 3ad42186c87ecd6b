// The on-ramp endpoints' refusal texts (`{error}` replies), one place so tests and the checkout page say the same.
import { EVM_ADDRESS_RULE } from '../../http/address';

/** Refusals of /v1/onramp/*, /v1/generators/onrampurl and the sandbox checkout. */
export const OnrampMessages = {
  off: 'On-ramp is off: this server has no sandbox payout key (ONRAMP_PAYOUT_KEY)',
  invalidQuoteBody:
    'Body must be {"purchaseCurrency", "paymentCurrency", "amount", "network"} (paymentMethod optional: card or ach_bank_account)',
  invalidUrlBody:
    'Body must be {"destinationWallets": [{"address", "blockchains"?, "assets"?}], "presetFiatAmount", "defaultNetwork"?, "quoteId"?, "fiatCurrency"?, "paymentMethod"?}',
  invalidAmount: (text: string) =>
    `Invalid amount "${text.slice(0, 32)}": expected a decimal number with at most 2 decimals`,
  unsupportedPaymentCurrency: (text: string, served: string[]) =>
    `Unsupported payment currency "${text.slice(0, 16)}": this server accepts ${served.join(', ')}`,
  unsupportedPaymentMethod: (method: string, currency: string) =>
    `Unsupported payment method "${method.slice(0, 32)}" for ${currency}`,
  unknownPurchaseCurrency: (text: string, served: string[]) =>
    `Unknown purchase currency "${text.slice(0, 32)}": this server sells ${served.join(', ') || 'nothing'}`,
  unknownNetwork: (text: string, symbol: string) => `Unknown network "${text.slice(0, 64)}" for ${symbol}`,
  belowMinimum: (min: string, currency: string, method: string) =>
    `Amount below the ${method} minimum of ${min} ${currency}`,
  aboveMaximum: (max: string, currency: string, method: string) =>
    `Amount above the ${method} maximum of ${max} ${currency}`,
  feesExceedAmount: 'Amount too small to cover the fees',
  unpriced: (symbol: string) => `No price configured for ${symbol} (PRICES)`,
  invalidQuote: 'Invalid quote id: pass the quoteId of a quote from this server unchanged',
  quoteExpired: 'This quote has expired: get a new quote',
  presetMismatch: 'presetFiatAmount does not match the quote',
  presetFiatRequired: 'presetFiatAmount is required (the sandbox sells by fiat amount)',
  onlyBuy: 'Only defaultExperience "buy" is offered',
  invalidDestination: (text: string) =>
    `Invalid destination address "${text.slice(0, 64)}": expected ${EVM_ADDRESS_RULE}`,
  noDestinationForNetwork: (network: string) => `No destination wallet for the network ${network}`,
  boundElsewhere: 'This quote is already being bought for another wallet',
  unknownCheckout: 'Unknown checkout: get a new quote',
  tooMany: 'Too many on-ramp requests: please wait a minute',
  payoutBalanceLow: 'The sandbox payout key cannot cover this purchase right now (balance too low); try again later',
} as const;
