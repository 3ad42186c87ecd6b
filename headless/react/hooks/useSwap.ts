/** Swap hooks: the tokens with the account's balances, a debounced and refreshed quote, and the swap itself. */
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { AccountState } from '../../core/connection/account';
import type { CaipNetworkId } from '../../core/model/caip';
import { DEBOUNCE_MS } from '../../core/model/constants';
import type { WalletDockError } from '../../core/model/errors';
import { isSwapInvalidated, swapAmount, swapTokenOptions, type SwapTokenReply } from '../../core/swap/rules';
import { swapApprovalMutationOptions, swapMutationOptions, swapQuoteQueryOptions, swapTokensQueryOptions } from '../../core/swap/query';
import type { SwapApprovalResult, SwapQuote, SwapResult, SwapStep, SwapTokenOption, SwapVariables } from '../../core/swap/types';
import { useBalances } from './useBalances';
import { useWalletDock } from '../context';
import { useAccount } from './useAccount';
import { useDebounced } from './useDebounced';
import { withQueryOptions } from '../query-options';
import type { MutationParameter, NamespaceParameter, QueryParameter, UseMutationReturnType, UseQueryReturnType } from '../types';

const selectCaipAddress = (a: AccountState) => a.caipAddress;

/** The active account of `namespace` and its network. */
function useSwapTarget(namespace: NamespaceParameter['namespace']): { caipNetworkId: CaipNetworkId | undefined; address: string | undefined } {
  const active = useAccount({ namespace, select: selectCaipAddress });
  const [ns, ref, address] = active?.split(':') ?? [];
  return { caipNetworkId: ns && ref ? (`${ns}:${ref}` as CaipNetworkId) : undefined, address };
}

/** Parameters of useSwapTokens: the namespace (default the active one) and TanStack Query options (`select` maps the list). */
export type UseSwapTokensParameters<TData = SwapTokenOption[]> = NamespaceParameter & QueryParameter<SwapTokenOption[], TData, WalletDockError>;

/** What useSwapTokens returns: the query; `data` is the tokens offered, each with the account's balance. */
export type UseSwapTokensReturnType<TData = SwapTokenOption[]> = UseQueryReturnType<TData, WalletDockError>;

/**
 * The tokens a swap offers on the active network (the blockchain API's list: the native coin first), each with the
 * account's balance in base units (from useBalances; undefined while it loads). Fails with "Network not supported
 * for Swaps" on a network without swaps.
 *
 * @example
 * ```tsx
 * function TokenPicker({ onPick }: { onPick: (t: SwapTokenOption) => void }) {
 *   const { data } = useSwapTokens();
 *   return <>{data?.map((t) => <button key={t.address} onClick={() => onPick(t)}>{t.symbol}</button>)}</>;
 * }
 * ```
 */
export function useSwapTokens<TData = SwapTokenOption[]>(parameters: UseSwapTokensParameters<TData> = {}): UseSwapTokensReturnType<TData> {
  const dock = useWalletDock();
  const target = useSwapTarget(parameters.namespace);
  const balances = useBalances({ namespace: parameters.namespace });
  const list = balances.data?.balances;
  const hostSelect = parameters.query?.select;
  const select = useCallback(
    (tokens: SwapTokenReply[]) => {
      const options = swapTokenOptions(tokens, list);
      return (hostSelect ? hostSelect(options) : options) as TData;
    },
    [list, hostSelect],
  );
  // The host's options apply to the joined list: its `select` runs after the join, inside ours.
  const options = withQueryOptions(swapTokensQueryOptions(dock, target), parameters.query) as unknown as UseQueryOptions<SwapTokenReply[], WalletDockError, TData>;
  return useQuery({ ...options, select });
}

/** Parameters of useSwapQuote: the tokens and the amount as typed, the slippage (percent, default 1) and query options. */
export type UseSwapQuoteParameters<TData = SwapQuote> = NamespaceParameter &
  QueryParameter<SwapQuote, TData, WalletDockError> & {
    from?: SwapTokenOption | undefined;
    to?: SwapTokenOption | undefined;
    /** The amount of `from` in whole tokens, as typed. */
    amount?: string | undefined;
    slippage?: number | undefined;
  };

/** What useSwapQuote returns: the query; `data` is the SwapQuote (amounts, rate, fee, impact, minimum, approval). */
export type UseSwapQuoteReturnType<TData = SwapQuote> = UseQueryReturnType<TData, WalletDockError>;

/**
 * The best quote for swapping `amount` of `from` into `to`: asked 500 ms after the typing stops and again every 10 s
 * while the page is visible, with the rate, the pools' fee, the price impact, the minimum received within the slippage
 * and whether an approval must come first. Disabled until both tokens and a valid amount are set.
 *
 * @example
 * ```tsx
 * function Quote({ from, to, amount }: { from?: SwapTokenOption; to?: SwapTokenOption; amount: string }) {
 *   const { data } = useSwapQuote({ from, to, amount });
 *   return data ? <p>1 {data.from.symbol} = {data.rate.toFixed(4)} {data.to.symbol}</p> : null;
 * }
 * ```
 */
export function useSwapQuote<TData = SwapQuote>(parameters: UseSwapQuoteParameters<TData> = {}): UseSwapQuoteReturnType<TData> {
  const dock = useWalletDock();
  const target = useSwapTarget(parameters.namespace);
  const { from, to, slippage } = parameters;
  const amount = useDebounced(parameters.amount ?? '', DEBOUNCE_MS);
  const own = swapQuoteQueryOptions(dock, { ...target, from, to, slippage, amount: from ? swapAmount(amount, from) : undefined });
  return useQuery(withQueryOptions(own, parameters.query));
}

/** Parameters of useSwap: the namespace (eip155) and TanStack Query options of the swap mutation. */
export type UseSwapParameters<TContext = unknown> = NamespaceParameter & MutationParameter<SwapResult, SwapVariables, WalletDockError, TContext>;

/** What useSwap returns: the swap mutation, where it stands, and the approval alone as its own mutation. */
export type UseSwapReturnType<TContext = unknown> = UseMutationReturnType<SwapResult, SwapVariables, WalletDockError, TContext> & {
  /** idle, approving (first prompt and its receipt), swapping (second prompt and its receipt), done. */
  step: SwapStep;
  /** Approves the router for the amount only: the first prompt of a token swap, without swapping. */
  approve: UseMutationReturnType<SwapApprovalResult | undefined, SwapVariables, WalletDockError>;
};

/**
 * Swaps from the active eip155 account: checks the allowance, approves exactly the amount when it falls short (a
 * wallet prompt, confirmed on chain), then sends the swap the blockchain API built (a second prompt, confirmed),
 * which guarantees the quote's amount less the slippage; then balances and quotes are fetched again. A price that
 * moved past the slippage fails with a message that says so, and nothing is swapped.
 *
 * @example
 * ```tsx
 * function SwapButton({ from, to, amount }: { from: SwapTokenOption; to: SwapTokenOption; amount: string }) {
 *   const quote = useSwapQuote({ from, to, amount });
 *   const swap = useSwap();
 *   return (
 *     <button disabled={!quote.data || swap.isPending} onClick={() => swap.mutate({ from, to, amount, quote: quote.data })}>
 *       {swap.step === 'approving' ? 'Approve in your wallet…' : swap.step === 'swapping' ? 'Confirm the swap…' : 'Swap'}
 *     </button>
 *   );
 * }
 * ```
 */
export function useSwap<TContext = unknown>(parameters: UseSwapParameters<TContext> = {}): UseSwapReturnType<TContext> {
  const dock = useWalletDock();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<SwapStep>('idle');
  const refetch = useCallback(() => queryClient.invalidateQueries({ predicate: (query) => isSwapInvalidated(query.queryKey) }), [queryClient]);
  const swap = useMutation({
    ...parameters.mutation,
    ...swapMutationOptions(dock, { onStep: setStep }),
    onMutate: (...args) => {
      setStep('idle');
      return parameters.mutation?.onMutate?.(...args) as TContext | Promise<TContext>;
    },
    // The swap resolves once balances and quotes were fetched again: a view that closes on success shows fresh ones.
    onSuccess: async (...args) => {
      await refetch();
      return parameters.mutation?.onSuccess?.(...args);
    },
    // An approval may have gone through before a failed swap: the quote's allowance must say so.
    onError: (...args) => {
      setStep('idle');
      void refetch();
      return parameters.mutation?.onError?.(...args);
    },
  });
  const approve = useMutation<SwapApprovalResult | undefined, WalletDockError, SwapVariables>({
    ...swapApprovalMutationOptions(dock, { onStep: setStep }),
    onSettled: () => {
      setStep('idle');
      void refetch();
    },
  });
  return { ...swap, step, approve };
}
