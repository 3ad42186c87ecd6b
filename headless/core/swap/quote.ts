// What a swap checks and what a quote means, for the swap's own work (loaded on demand) and walletdock/utils: where
// swaps run, the form's rules, the minimum received within the slippage and the rate. Kept apart from rules.ts (which
// the hooks import statically) so that none of it, nor its texts, lands in an app's start-up chunk.
import { servesOn } from '../namespaces/capabilities';
import { formatUnits } from 'viem';
import { SWAP_CHAIN_IDS, SWAP_SLIPPAGE } from '../model/constants';
import { parseTokenAmount } from '../model/parse-amount';
import * as SwapErrorMessages from './messages';
import type { SwapQuote, SwapTokenOption } from './types';

/** Basis points of the slippage arithmetic (two decimals of a percent), as the API computes it. */
const BPS = 10_000n;

/**
 * Whether swaps run on a network: a namespace that serves swaps (eip155), and either one of the chains the hosted API swaps on or one the configured
 * blockchain API says it serves (a self-hosted API on a test chain).
 */
export function isSwapNetwork(caipNetworkId: string, servedByApi: boolean): boolean {
  const [namespace, reference] = caipNetworkId.split(':');
  if (!servesOn(namespace, 'swaps')) return false;
  return servedByApi || SWAP_CHAIN_IDS.includes(Number(reference));
}

/** The amount typed in base units of `from`, when it is a positive number within its decimals. */
export function swapValue(amount: string, from: Pick<SwapTokenOption, 'decimals'>): bigint | undefined {
  const value = parseTokenAmount(amount.trim(), from.decimals);
  return value !== undefined && value > 0n ? value : undefined;
}

/**
 * The first rule the swap form breaks, in words, or undefined: two different tokens, an amount within the token's
 * decimals, and no more than the balance (when it is known).
 */
export function validateSwap(input: {
  from: SwapTokenOption | undefined;
  to: SwapTokenOption | undefined;
  amount: string;
}): string | undefined {
  const { from, to, amount } = input;
  if (!from || !to) return SwapErrorMessages.swapTokensRequired;
  if (from.address.toLowerCase() === to.address.toLowerCase()) return SwapErrorMessages.swapSameToken;
  const value = swapValue(amount, from);
  if (value === undefined) return SwapErrorMessages.swapAmountInvalid(from.decimals);
  if (from.balance !== undefined && value > from.balance) return SwapErrorMessages.swapInsufficientBalance(from.symbol);
  return undefined;
}

/** `toAmount` less `slippage` percent, rounded down: the least the swap accepts (the API builds it the same way). */
export function minimumReceived(toAmount: bigint, slippage: number = SWAP_SLIPPAGE): bigint {
  return (toAmount * (BPS - BigInt(Math.round(slippage * 100)))) / BPS;
}

/** `to` per one `from`, in whole tokens. */
export function exchangeRate(fromAmount: bigint, fromDecimals: number, toAmount: bigint, toDecimals: number): number {
  const from = Number(formatUnits(fromAmount, fromDecimals));
  return from === 0 ? 0 : Number(formatUnits(toAmount, toDecimals)) / from;
}

/** A quote reply of the API (its best route first). */
export interface SwapQuoteReply {
  fromAmount: string;
  toAmount: string;
  route?: readonly string[] | undefined;
  priceImpact?: number | undefined;
  fee?: string | undefined;
}

/** A quote as it is shown, from the API's best route, the allowance and the gas price. */
export function swapQuote(
  reply: SwapQuoteReply,
  parameters: {
    from: SwapTokenOption;
    to: SwapTokenOption;
    slippage: number;
    allowance: bigint;
    gasPrice: bigint | undefined;
  },
): SwapQuote {
  const { from, to, slippage, allowance } = parameters;
  const fromAmount = BigInt(reply.fromAmount);
  const toAmount = BigInt(reply.toAmount);
  return {
    from,
    to,
    fromAmount,
    toAmount,
    slippage,
    allowance,
    rate: exchangeRate(fromAmount, from.decimals, toAmount, to.decimals),
    priceImpact: reply.priceImpact,
    fee: reply.fee === undefined ? undefined : BigInt(reply.fee),
    minimumReceived: minimumReceived(toAmount, slippage),
    route: reply.route,
    needsApproval: !from.native && allowance < fromAmount,
    gasPrice: parameters.gasPrice,
  };
}
