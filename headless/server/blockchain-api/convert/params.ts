// The convert endpoints' inputs, checked before anything reaches the node, and their refusals in clear words (the
// spec's own for chains without swaps or gas prices). Tokens are CAIP-10 ids (`eip155:<chain>:<0x address>`), the
// chain's native coin by the conventional 0xeeee…eeee address; amounts are whole numbers of base units.
import { getAddress, maxUint256, type Address } from 'viem';
import { EVM_ADDRESS_RULE, HttpError, parseEvmAddress } from '../../http';
import { parseChainId, type ApiChain } from '../chains';
import { NATIVE_TOKEN_ADDRESS } from '../fungible-price';
import type { SwapChain } from './config';
import type { SwapAsset } from './uniswap';

/** Longest query string accepted (as the other routes). */
const MAX_QUERY_LENGTH = 2048;
/** Highest slippage accepted (percent): beyond it a "swap" is a gift to whoever moves the price. */
export const MAX_SLIPPAGE = 50;

/** The convert endpoints' refusal texts. */
export const ConvertMessages = {
  swapsUnsupported: 'Network not supported for Swaps',
  gasPriceUnsupported: 'Network not supported for Gas Price',
  queryTooLong: `Query string too long (at most ${MAX_QUERY_LENGTH} characters)`,
  invalidChain: (text: string) => `Invalid chainId "${text.slice(0, 64)}": expected eip155:<number> or <number>`,
  invalidToken: (param: string, text: string) =>
    `Invalid ${param} "${text.slice(0, 120)}": expected eip155:<chain>:<address>, the address ${EVM_ADDRESS_RULE} (the native coin is ${NATIVE_TOKEN_ADDRESS})`,
  unknownToken: (caip10: string, caip2: string) =>
    `Unknown token ${caip10.slice(0, 120)}: GET /v1/convert/tokens?chainId=${caip2} lists the tokens swapped on ${caip2}`,
  otherChains: 'from and to must be tokens of the same chain',
  sameToken: 'from and to are the same token',
  invalidAmount: (text: string) =>
    `Invalid amount "${text.slice(0, 90)}": expected a whole number of base units, above 0 and below 2^256`,
  invalidUser: (text: string) =>
    `Invalid userAddress "${text.slice(0, 120)}": expected an address or eip155:<chain>:<address>, the address ${EVM_ADDRESS_RULE}`,
  invalidSlippage: `Invalid eip155.slippage: expected a percentage above 0 and at most ${MAX_SLIPPAGE}`,
  invalidBody:
    'Body must be {"amount", "from", "to", "userAddress", "eip155": {"slippage"}} (disableEstimate and toAmount optional)',
  noRoute: (from: string, to: string) =>
    `No pool route from ${from} to ${to} can take this amount (not enough liquidity)`,
  nativeNeedsNoApproval: 'The native coin needs no approval',
  priceMoved: (least: bigint, now: bigint) =>
    `The price moved beyond the slippage tolerance: the swap must give at least ${least} and the pools now give ${now}; ask for a new quote`,
  wouldFail: (reason: string) => `The transaction would fail: ${reason.slice(0, 300)}`,
} as const;

const refuse = (message: string) => new HttpError(400, message);

/** The query, refused with 414 when too long. */
export function queryOf(url: URL): URLSearchParams {
  if (url.search.length - 1 > MAX_QUERY_LENGTH) throw new HttpError(414, ConvertMessages.queryTooLong);
  return url.searchParams;
}

/** One side of a swap: its chain's swaps, the asset, and its CAIP-10 id as replies name it. */
export interface SwapSide {
  swap: SwapChain;
  asset: SwapAsset;
  caip10: string;
}

/** The CAIP-10 id of an asset of `chain` (checksummed; the native coin as 0xEeee…). */
export const caip10Of = (chain: ApiChain, asset: SwapAsset): string =>
  `${chain.caip2}:${getAddress(asset === 'native' ? NATIVE_TOKEN_ADDRESS : asset)}`;

/** A token parameter: on a chain with swaps ("Network not supported for Swaps" otherwise) and swapped there. */
export function sideOf(
  swaps: ReadonlyMap<number, SwapChain>,
  param: string,
  text: string | null | undefined,
): SwapSide {
  const m = /^eip155:([1-9][0-9]{0,15}):(.*)$/.exec(text ?? '');
  const address = parseEvmAddress(m?.[2], () => ConvertMessages.invalidToken(param, text ?? ''));
  const swap = swaps.get(Number(m![1]));
  if (!swap) throw refuse(ConvertMessages.swapsUnsupported);
  if (address === NATIVE_TOKEN_ADDRESS) return { swap, asset: 'native', caip10: caip10Of(swap.chain, 'native') };
  const token = swap.tokens.find((t) => t.toLowerCase() === address);
  if (!token) throw refuse(ConvertMessages.unknownToken(text!, swap.chain.caip2));
  return { swap, asset: token, caip10: caip10Of(swap.chain, token) };
}

/** Both sides of a swap: one chain, two different assets. */
export function pairOf(
  swaps: ReadonlyMap<number, SwapChain>,
  from: string | null | undefined,
  to: string | null | undefined,
): [SwapSide, SwapSide] {
  const a = sideOf(swaps, 'from', from);
  const b = sideOf(swaps, 'to', to);
  if (a.swap !== b.swap) throw refuse(ConvertMessages.otherChains);
  if (a.asset === b.asset) throw refuse(ConvertMessages.sameToken);
  return [a, b];
}

/** An amount of base units: 1 to 2^256 - 1. */
export function amountOf(text: string | null | undefined): bigint {
  if (!text || !/^[0-9]{1,78}$/.test(text)) throw refuse(ConvertMessages.invalidAmount(text ?? ''));
  const amount = BigInt(text);
  if (amount === 0n || amount > maxUint256) throw refuse(ConvertMessages.invalidAmount(text));
  return amount;
}

/** The user's address, plain or CAIP-10, checksummed for the transactions built for it. */
export function userOf(text: string | null | undefined): Address {
  const m = /^(?:eip155:[1-9][0-9]{0,15}:)?(.*)$/.exec(text ?? '');
  return getAddress(parseEvmAddress(m?.[1], () => ConvertMessages.invalidUser(text ?? '')));
}

/** The slippage percentage of a build request (default `fallback`). */
export function slippageOf(value: string | number | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : /^[0-9]{1,3}(\.[0-9]{1,4})?$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0 || n > MAX_SLIPPAGE) throw refuse(ConvertMessages.invalidSlippage);
  return n;
}

/** A served chain by its `chainId` parameter, for the gas price ("Network not supported for Gas Price" otherwise). */
export function gasChainOf(chains: ReadonlyMap<number, ApiChain>, text: string | null): ApiChain {
  const chainId = parseChainId(text ?? '');
  if (chainId === null) throw refuse(ConvertMessages.invalidChain(text ?? ''));
  const chain = chains.get(chainId);
  if (!chain) throw refuse(ConvertMessages.gasPriceUnsupported);
  return chain;
}

/** The chains with swaps a `chainId` parameter names (absent: all of them). */
export function swapChainsOf(swaps: ReadonlyMap<number, SwapChain>, text: string | null): SwapChain[] {
  if (text === null || text === '') return [...swaps.values()];
  const chainId = parseChainId(text);
  if (chainId === null) throw refuse(ConvertMessages.invalidChain(text));
  const swap = swaps.get(chainId);
  if (!swap) throw refuse(ConvertMessages.swapsUnsupported);
  return [swap];
}
