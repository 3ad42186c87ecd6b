// useSwap: the swap itself (an approval first when needed), a mutation over swapMutationOptions (core/swap/query.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { WalletDockErrorType } from '../../core/model/errors';
import { swapInvalidatedQueryKeys, swapQuoteQueryKey } from '../../core/swap/query';
import type { SwapApprovalResult, SwapResult, SwapStep, SwapVariables } from '../../core/swap/types';
import { useDockFor } from '../context';
import type { MutationParameter, NamespaceParameter, UseMutationReturnType } from '../types';
import { swapApprovalMutationOptions, swapMutationOptions } from '../../core/swap/query';

/** Parameters of useSwap: the namespace (eip155) and TanStack Query options of the swap mutation. */
export type UseSwapParameters<TContext = unknown> = NamespaceParameter &
  MutationParameter<SwapResult, SwapVariables, WalletDockErrorType, TContext>;

/** What useSwap returns: the swap mutation, where it stands, and the approval alone as its own mutation. */
export type UseSwapReturnType<TContext = unknown> = UseMutationReturnType<
  SwapResult,
  SwapVariables,
  WalletDockErrorType,
  TContext
> & {
  /** idle, approving (first prompt and its receipt), swapping (second prompt and its receipt), done. */
  step: SwapStep;
  /** Approves the router for the amount only: the first prompt of a token swap, without swapping. */
  approve: UseMutationReturnType<SwapApprovalResult | undefined, SwapVariables, WalletDockErrorType>;
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
  const dock = useDockFor('useSwap');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<SwapStep>('idle');
  const refetch = useCallback(async () => {
    await Promise.all(swapInvalidatedQueryKeys(dock).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [dock, queryClient]);
  const swap = useMutation({
    ...parameters.mutation,
    ...swapMutationOptions(dock, { onStep: setStep }),
    onMutate: (...args) => {
      setStep('idle');
      return parameters.mutation?.onMutate?.(...args) as TContext | Promise<TContext>;
    },
    // The swap resolves once the quotes were fetched again. Its balances were marked as updating and are read at its
    // block (the provider, on the change the swap noted), which may take the blockchain API's index a while: not
    // awaited, so a view that closes on success shows them as updating, not the numbers from before as current.
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: swapQuoteQueryKey(dock) });
      return parameters.mutation?.onSuccess?.(...args);
    },
    // An approval may have gone through before a failed swap: the quote's allowance must say so.
    onError: (...args) => {
      setStep('idle');
      void refetch();
      return parameters.mutation?.onError?.(...args);
    },
  });
  const approve = useMutation<SwapApprovalResult | undefined, WalletDockErrorType, SwapVariables>({
    ...swapApprovalMutationOptions(dock, { onStep: setStep }),
    onSettled: () => {
      setStep('idle');
      void refetch();
    },
  });
  return { ...swap, step, approve };
}
