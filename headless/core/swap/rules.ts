// Swap's rules, pure and light (the hooks read them on every render): where swaps run, what the form may ask for,
// and what a quote means for the person (rate, minimum received, whether an approval comes first).
import { formatUnits } from 'viem';
import type { TokenBalance } from '../model/account-entities';
import { SWAP_CHAIN_IDS, SWAP_SLIPPAGE } from '../model/constants';
import * as ErrorMessages from '../model/error-messages';
import { parseTokenAmount } from '../model/format';
import type { SwapQuote, SwapTokenOption } from './types';

/** How often a shown quote is asked again while the page is visible (ms). */
export const SWAP_QUOTE_REFRESH_MS = 10_000;
/** The address APIs and wallets use for a chain's native coin. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** Basis points of the slippage arithmetic (two decimals of a percent), as the API computes it. */
const BPS = 10_000n;

/** Whether a CAIP-10 token id is the native coin. */
export function isNativeSwapToken(caip10: string): boolean {
  return caip10.split(':')[2]?.toLowerCase() === NATIVE_TOKEN_ADDRESS;
}

/**
 * Whether swaps run on a network: eip155, and either one of the chains the hosted API swaps on or one the configured
 * blockchain API says it serves (a self-hosted API on a test chain).
 */
export function isSwapNetwork(caipNetworkId: string, servedByApi: boolean): boolean {
  const [namespace, reference] = caipNetworkId.split(':');
  if (namespace !== 'eip155') return false;
  return servedByApi || SWAP_CHAIN_IDS.includes(Number(reference));
}

/** A token of the API's list, as the convert endpoints describe it. */
export interface SwapTokenReply {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  logoUri: string;
  chainId?: string | undefined;
  price?: number | undefined;
}

/**
 * The API's tokens with the account's balances (entries of `balances` by CAIP-10 address, the native coin by its
 * missing address); a token the account does not hold has balance 0, and all are undefined while balances load.
 */
export function swapTokenOptions(tokens: readonly SwapTokenReply[], balances: readonly TokenBalance[] | undefined): SwapTokenOption[] {
  const held = new Map<string, TokenBalance>();
  for (const b of balances ?? []) held.set(b.address ? b.address.toLowerCase() : 'native', b);
  return tokens.map((t) => {
    const native = isNativeSwapToken(t.address);
    const entry = held.get(native ? 'native' : t.address.toLowerCase());
    const balance = balances === undefined ? undefined : entry ? (parseTokenAmount(entry.quantity.numeric, t.decimals) ?? 0n) : 0n;
    return {
      address: t.address, chainId: t.chainId ?? t.address.split(':').slice(0, 2).join(':'), name: t.name, symbol: t.symbol,
      decimals: t.decimals, logoUri: t.logoUri, price: t.price, native, balance,
    };
  });
}

/** The amount typed, in base units of `token`; undefined when it is not a positive number within its decimals. */
export function swapAmount(amount: string, token: Pick<SwapTokenOption, 'decimals'>): bigint | undefined {
  const value = parseTokenAmount(amount.trim(), token.decimals);
  return value !== undefined && value > 0n ? value : undefined;
}

/**
 * The first rule the swap form breaks, in words, or undefined: two different tokens, an amount within the token's
 * decimals, and no more than the balance (when it is known).
 */
export function validateSwap(input: { from: SwapTokenOption | undefined; to: SwapTokenOption | undefined; amount: string }): string | undefined {
  const { from, to, amount } = input;
  if (!from || !to) return ErrorMessages.swapTokensRequired;
  if (from.address.toLowerCase() === to.address.toLowerCase()) return ErrorMessages.swapSameToken;
  const value = swapAmount(amount, from);
  if (value === undefined) return ErrorMessages.swapAmountInvalid(from.decimals);
  if (from.balance !== undefined && value > from.balance) return ErrorMessages.swapInsufficientBalance(from.symbol);
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
  parameters: { from: SwapTokenOption; to: SwapTokenOption; slippage: number; allowance: bigint; gasPrice: bigint | undefined },
): SwapQuote {
  const { from, to, slippage, allowance } = parameters;
  const fromAmount = BigInt(reply.fromAmount);
  const toAmount = BigInt(reply.toAmount);
  return {
    from, to, fromAmount, toAmount, slippage, allowance,
    rate: exchangeRate(fromAmount, from.decimals, toAmount, to.decimals),
    priceImpact: reply.priceImpact,
    fee: reply.fee === undefined ? undefined : BigInt(reply.fee),
    minimumReceived: minimumReceived(toAmount, slippage),
    route: reply.route,
    needsApproval: !from.native && allowance < fromAmount,
    gasPrice: parameters.gasPrice,
  };
}

/**
 * True for the queries a swap changes: walletdock's balances of every kind (the native balance, the instance's
 * `balances` lists) and Swap's own quotes (their allowance). Pass it as invalidateQueries' predicate.
 */
export function isSwapInvalidated(queryKey: readonly unknown[]): boolean {
  if (queryKey[0] !== 'walletdock') return false;
  return queryKey[1] === 'balance' || queryKey.slice(1, 4).includes('balances') || (queryKey[2] === 'swap' && queryKey[3] === 'quote');
}
