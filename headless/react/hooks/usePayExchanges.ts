// usePayExchanges: the exchanges the current payment can be paid through (its blockchain API's list, filtered by the
// payment's payWithExchange), as the Pay view lists them. The exchange calls load on first use.
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { PayExchange } from '../../core/api/pay-exchange-schemas';
import { payStore } from '../../core/pay/state';
import { useDockFor } from '../context';

/** What usePayExchanges returns: the exchanges (none until listed) and whether the list is still being read. */
export interface UsePayExchangesReturnType {
  exchanges: PayExchange[];
  isPending: boolean;
}

const NONE: PayExchange[] = [];
/** The list changes with the API's offer, not per visit. */
const STALE_MS = 60_000;

/**
 * The exchanges that can pay the instance's current payment, in the API's order, after the payment's
 * `payWithExchange.includeOnly` / `exclude`. None without a blockchain API, when it cannot be reached (paying with a
 * wallet still works) or without a payment.
 */
export function usePayExchanges(): UsePayExchangesReturnType {
  const dock = useDockFor('usePayExchanges');
  const store = payStore(dock);
  const payment = useSyncExternalStore(store.subscribe, () => store.getState().payment);
  const filter = payment?.options.payWithExchange;
  const query = useQuery({
    queryKey: [
      'walletdock',
      dock.id,
      'pay',
      'exchanges',
      {
        network: payment?.caipNetwork.caipNetworkId,
        asset: payment?.options.paymentAsset.asset,
        includeOnly: filter?.includeOnly,
        exclude: filter?.exclude,
      },
    ],
    queryFn: async () => {
      const { listPaymentExchanges } = await import('../../core/pay/exchanges');
      return payment ? listPaymentExchanges(dock, payment) : NONE;
    },
    enabled: payment !== undefined,
    staleTime: STALE_MS,
    retry: false,
  });
  return { exchanges: query.data ?? NONE, isPending: payment !== undefined && query.isPending };
}
