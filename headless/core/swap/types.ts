// What Swap's hooks return and take: the tokens offered with the account's balances, a quote as it is shown, what a
// swap is given and what it gives back. Types only: the hooks read them on every render.
import type { CaipNetworkId } from '../model/caip';

/** A token a swap offers, with what the account holds of it. */
export interface SwapTokenOption {
  /** CAIP-10 id, as the blockchain API names it (the native coin as `…:0xEeee…EEeE`). */
  address: string;
  chainId: string;
  name: string;
  symbol: string;
  decimals: number;
  logoUri: string;
  /** USD price, when the API knows it. */
  price: number | undefined;
  /** The chain's native coin (no approval needed; the swap carries it as value). */
  native: boolean;
  /** The account's balance in base units (0 when it holds none); undefined while balances load. */
  balance: bigint | undefined;
}

/** A quote as the Swap view shows it: the amounts, the rate, what the pools keep and what is guaranteed. */
export interface SwapQuote {
  from: SwapTokenOption;
  to: SwapTokenOption;
  /** Base units of `from`. */
  fromAmount: bigint;
  /** Base units of `to` the pools give now. */
  toAmount: bigint;
  /** `to` per one `from`, in whole tokens. */
  rate: number;
  /** Percent of the output lost to the pools' depth (beyond their fee), when the API says. */
  priceImpact: number | undefined;
  /** What the pools keep, in base units of `from`, when the API says. */
  fee: bigint | undefined;
  /** The slippage tolerance (percent) the minimum is computed with. */
  slippage: number;
  /** Base units of `to` the swap guarantees: `toAmount` less the slippage; less, and the swap reverts. */
  minimumReceived: bigint;
  /** CAIP-10 ids of the tokens along the route, when the API says (e.g. through WETH). */
  route: readonly string[] | undefined;
  /** What the router may take of `from` today (the native coin: unlimited). */
  allowance: bigint;
  /** Whether an approval must come first (the allowance is below the amount). */
  needsApproval: boolean;
  /** The network's standard gas price in wei, when known. */
  gasPrice: bigint | undefined;
}

/** What a swap (or its approval alone) is given. */
export interface SwapVariables {
  from: SwapTokenOption;
  to: SwapTokenOption;
  /** The amount of `from`, as typed (whole tokens). */
  amount: string;
  /** The quote the person saw: the swap guarantees its `toAmount` less the slippage, not a fresher, worse one. */
  quote?: Pick<SwapQuote, 'toAmount'> | undefined;
  /** Percent (default the slippage tolerance, 1). */
  slippage?: number | undefined;
}

/** Where a swap stands while it runs: each step waits for a wallet prompt, then for the chain. */
export type SwapStep = 'idle' | 'approving' | 'swapping' | 'done';

/** A confirmed swap. */
export interface SwapResult {
  /** The swap transaction. */
  hash: string;
  /** The approval sent first, when one was needed. */
  approvalHash: string | undefined;
  caipNetworkId: CaipNetworkId;
  fromAmount: bigint;
  /** The least `to` the swap could give (what the chain then checked). */
  minimumReceived: bigint;
  /** The transaction on the network's block explorer, when it has one. */
  explorerUrl: string | undefined;
}

/** A confirmed approval. */
export interface SwapApprovalResult {
  hash: string;
  allowance: bigint;
}
