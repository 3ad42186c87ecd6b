/**
 * Swap as TanStack Query options (wagmi's pattern: action -> options -> hook): the tokens of a network, the gas
 * price, a quote (refreshed while the page is visible), and the swap and approval mutations. Plain objects: the hooks
 * pass them to useQuery/useMutation; a host can prefetch or invalidate them by key. The work loads on first use.
 */
import { balancesQueryKey } from '../account-data/query';
import { balanceQueryKey } from '../account-data/native-balance';
import type { DockCore } from '../instance/dock-core';
import type { CaipNetworkId } from '../model/caip';
import { SWAP_SLIPPAGE } from '../model/constants';
import { refetchWhileFailed, type ReadStatus } from '../model/read-recovery';
import type { SwapGasPrice } from './api';
import { SWAP_QUOTE_REFRESH_MS, type SwapTokenReply } from './rules';
import type { SwapApprovalResult, SwapQuote, SwapResult, SwapStep, SwapTokenOption, SwapVariables } from './types';

const load = () => import('./swap');

/** The network (and account) a swap query is about; the queries stay disabled until they are known. */
export interface SwapQueryParameters {
  caipNetworkId?: CaipNetworkId | undefined;
  address?: string | undefined;
}

// ['walletdock', instance, 'swap', operation, params]: instance-scoped, as the API they ask depends on the instance's
// options; without parameters, the prefix of every query of the operation.
function swapKey<O extends 'tokens' | 'gasPrice' | 'quote', P extends object>(
  dock: Pick<DockCore, 'id'>,
  operation: O,
  params?: P,
) {
  const base = ['walletdock', dock.id, 'swap', operation] as const;
  return params ? ([...base, params] as const) : base;
}

/** The swap tokens query's key. */
export function swapTokensQueryKey(dock: Pick<DockCore, 'id'>, parameters?: SwapQueryParameters) {
  return swapKey(dock, 'tokens', parameters && { caipNetworkId: parameters.caipNetworkId ?? null });
}

/** The gas price query's key. */
export function swapGasPriceQueryKey(dock: Pick<DockCore, 'id'>, parameters?: SwapQueryParameters) {
  return swapKey(dock, 'gasPrice', parameters && { caipNetworkId: parameters.caipNetworkId ?? null });
}

/** A quote's key (without parameters: every quote of the instance, which a swap changes: their allowance). */
export function swapQuoteQueryKey(dock: Pick<DockCore, 'id'>, parameters?: SwapQuoteQueryParameters) {
  return swapKey(
    dock,
    'quote',
    parameters && {
      caipNetworkId: parameters.caipNetworkId ?? null,
      address: parameters.address?.toLowerCase() ?? null,
      from: parameters.from?.address ?? null,
      to: parameters.to?.address ?? null,
      amount: parameters.amount?.toString() ?? null,
      slippage: parameters.slippage ?? SWAP_SLIPPAGE,
    },
  );
}

/**
 * The queries a swap changes, as prefixes to invalidate: every balance of the instance (native and token lists) and
 * Swap's own quotes (their allowance).
 */
export function swapInvalidatedQueryKeys(dock: Pick<DockCore, 'id'>) {
  return [balancesQueryKey(dock), balanceQueryKey(dock), swapQuoteQueryKey(dock)] as const;
}

/**
 * The tokens swapped on a network (the blockchain API's list), fresh 5 minutes; errors in the catalogue's words. A
 * failed list is asked again every 5 s while it is shown (the API back: the view recovers by itself).
 */
export function swapTokensQueryOptions(dock: DockCore, parameters: SwapQueryParameters) {
  const { caipNetworkId } = parameters;
  return {
    queryKey: swapTokensQueryKey(dock, parameters),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<SwapTokenReply[]> =>
      (await load()).fetchSwapTokens(dock, { caipNetworkId: caipNetworkId!, signal }),
    enabled: Boolean(caipNetworkId),
    staleTime: 5 * 60_000,
    refetchInterval: refetchWhileFailed,
    retry: false,
  };
}

/** The network's gas price levels in wei ("Network not supported for Gas Price" where swaps do not run). */
export function swapGasPriceQueryOptions(dock: DockCore, parameters: SwapQueryParameters) {
  const { caipNetworkId } = parameters;
  return {
    queryKey: swapGasPriceQueryKey(dock, parameters),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<SwapGasPrice> =>
      (await load()).fetchSwapGasPrice(dock, { caipNetworkId: caipNetworkId!, signal }),
    enabled: Boolean(caipNetworkId),
    staleTime: SWAP_QUOTE_REFRESH_MS,
    retry: false,
  };
}

/** Parameters of a quote: whose, which tokens, how much (base units of `from`), what slippage (percent). */
export interface SwapQuoteQueryParameters extends SwapQueryParameters {
  from?: SwapTokenOption | undefined;
  to?: SwapTokenOption | undefined;
  amount?: bigint | undefined;
  slippage?: number | undefined;
}

/**
 * The best quote for the amount, asked again every SWAP_QUOTE_REFRESH_MS while the page is visible (TanStack Query
 * pauses intervals in a background tab), every 5 s while it fails; disabled until the network, account, both tokens
 * and an amount are known.
 */
export function swapQuoteQueryOptions(dock: DockCore, parameters: SwapQuoteQueryParameters) {
  const { caipNetworkId, address, from, to, amount } = parameters;
  const slippage = parameters.slippage ?? SWAP_SLIPPAGE;
  return {
    queryKey: swapQuoteQueryKey(dock, parameters),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<SwapQuote> =>
      (await load()).fetchSwapQuote(dock, {
        caipNetworkId: caipNetworkId!,
        address: address!,
        from: from!,
        to: to!,
        amount: amount!,
        slippage,
        signal,
      }),
    enabled: Boolean(
      caipNetworkId && address && from && to && amount !== undefined && amount > 0n && from.address !== to.address,
    ),
    refetchInterval: (query: ReadStatus) => refetchWhileFailed(query) || SWAP_QUOTE_REFRESH_MS,
    staleTime: SWAP_QUOTE_REFRESH_MS / 2,
    retry: false,
  };
}

/** What the swap mutations report while they run. */
export interface SwapProgress {
  onStep?: ((step: SwapStep) => void) | undefined;
}

/** swap({ from, to, amount, quote?, slippage? }): approval when needed, then the swap, each confirmed on chain. */
export function swapMutationOptions(dock: DockCore, progress: SwapProgress = {}) {
  return {
    mutationKey: ['walletdock', 'swap'] as const,
    mutationFn: async (variables: SwapVariables): Promise<SwapResult> =>
      (await load()).executeSwap(dock, variables, progress.onStep),
  };
}

/** The approval alone (the first of a token swap's two prompts); resolves undefined when the allowance suffices. */
export function swapApprovalMutationOptions(dock: DockCore, progress: SwapProgress = {}) {
  return {
    mutationKey: ['walletdock', 'swap', 'approve'] as const,
    mutationFn: async (variables: SwapVariables): Promise<SwapApprovalResult | undefined> =>
      (await load()).executeSwapApproval(dock, variables, progress.onStep),
  };
}
