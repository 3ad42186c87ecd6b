// useOnrampUrl: the provider's checkout, opened in a window of its own, as a mutation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { grewAt, type Balances } from '../../core/account-data/balances';
import { balancesQueryOptions } from '../../core/account-data/query';
import type { CaipNetworkId } from '../../core/model/caip';
import type { WalletDockErrorType } from '../../core/model/errors';
import { onrampUrlMutationOptions, type OnrampUrlVariables } from '../../core/onramp/query';
import { useAccount } from './useAccount';
import { useDockFor } from '../context';
import type { MutationParameter, UseMutationReturnType } from '../types';

/** Parameters of useOnrampUrl: how often balances are read while the provider's window is open, mutation options. */
export type UseOnrampUrlParameters = MutationParameter<string, OnrampUrlVariables, WalletDockErrorType> & {
  /** Interval of the balance reads while the window is open (default 2000 ms). */
  pollMs?: number | undefined;
};

/** What useOnrampUrl returns: the mutation (its data is the URL opened) and whether the provider's window is open. */
export type UseOnrampUrlReturnType = UseMutationReturnType<string, OnrampUrlVariables, WalletDockErrorType> & {
  isWindowOpen: boolean;
};

/**
 * Opens the chosen provider's checkout for a purchase: the URL from the blockchain API's generator (or the
 * provider's public parameters), then a provider window. While that window is open, the active account's balances
 * are read afresh every `pollMs`, so the Account view shows the coins as they arrive; once an answer of the
 * blockchain API shows them, its block is the account's floor (no older answer replaces them, the history is read
 * at it). Rejects with the pop-up message when the browser blocks the window.
 */
export function useOnrampUrl(parameters: UseOnrampUrlParameters = {}): UseOnrampUrlReturnType {
  const dock = useDockFor('useOnrampUrl');
  const queryClient = useQueryClient();
  const caipAddress = useAccount({ select: (a) => a.caipAddress });
  const target = useRef(caipAddress);
  target.current = caipAddress;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const [isWindowOpen, setWindowOpen] = useState(false);
  const own = onrampUrlMutationOptions(dock);
  const pollMs = parameters.pollMs ?? 2000;
  const mutation = useMutation({
    ...parameters.mutation,
    mutationKey: own.mutationKey,
    mutationFn: async (variables: OnrampUrlVariables) => {
      const [url, checkout] = await Promise.all([
        own.mutationFn(variables),
        import('../../core/onramp/checkout-window'),
      ]);
      const popup = checkout.openCheckoutWindow(url);
      setWindowOpen(true);
      // The balances before the payout, per account watched: those a view showed when the window opened, else the
      // first read.
      const before = new Map<string, Balances | undefined>();
      // Watched until the window closes, not until this component unmounts: the buyer goes back to Account to
      // see the coins arrive while the provider's window is still open.
      checkout.watchCheckoutWindow(popup, {
        pollMs,
        // The account's balances past their 30 s cache, into the same query every view reads. The first answer
        // that shows the coins sets its block as the account's floor (balances and history): no later answer
        // below it replaces them, and the history is read at it.
        tick: () => {
          const [ns, ref, address] = target.current?.split(':') ?? [];
          if (!ns || !ref || !address) return;
          const caipNetworkId = `${ns}:${ref}` as CaipNetworkId;
          const query = balancesQueryOptions(dock, { address, caipNetworkId, forceUpdate: true });
          const account = `${caipNetworkId}:${address}`;
          if (!before.has(account)) before.set(account, queryClient.getQueryData<Balances>(query.queryKey));
          void queryClient
            .fetchQuery({ ...query, staleTime: 0 })
            .then(async (answer) => {
              const kept = before.get(account);
              before.set(account, answer);
              const block = kept && grewAt(kept, answer);
              if (block === undefined) return;
              const { readAfterReceipt } = await import('../../core/account-data/fetchers');
              readAfterReceipt(dock, { caipNetworkId, address, blockNumber: block });
            })
            .catch(() => undefined);
        },
        closed: () => mounted.current && setWindowOpen(false),
      });
      return url;
    },
  });
  return { ...mutation, isWindowOpen };
}
