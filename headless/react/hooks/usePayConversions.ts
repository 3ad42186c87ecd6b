// usePayConversions: the other tokens the connected wallet holds that can pay the current payment, swapped into its
// asset by the blockchain API (PayQuote lists them), each priced for exactly the payment's amount. The swap code
// loads on first use.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { WalletDockErrorType } from '../../core/model/errors';
import type { PayConversion } from '../../core/pay/state';
import { payStore } from '../../core/pay/state';
import { useDockFor } from '../context';

/** What usePayConversions returns: the conversions (none until priced), whether they are being priced, and why not. */
export interface UsePayConversionsReturnType {
  conversions: PayConversion[];
  isPending: boolean;
  /** UNABLE_TO_GET_QUOTE when the blockchain API could not price them (paying with the asset itself still works). */
  error: WalletDockErrorType | null;
  /** Prices them again (after UNABLE_TO_GET_QUOTE, or a price that moved). */
  refetch(): Promise<void>;
}

const NONE: PayConversion[] = [];
/** A price shown is asked again this often while it is shown, as Swap's quote. */
const REFRESH_MS = 10_000;

/**
 * The tokens the connected wallet can pay the instance's current payment with by a swap into its asset, in the API's
 * order, each with what it costs (`fromAmount`, the pools' fee) and whether it goes as one batch (`atomic`). None
 * without a payment, an eip155 account on the payment's network, a blockchain API, or a token that converts.
 */
export function usePayConversions(): UsePayConversionsReturnType {
  const dock = useDockFor('usePayConversions');
  const store = payStore(dock);
  const payment = useSyncExternalStore(store.subscribe, () => store.getState().payment);
  const address = useSyncExternalStore(dock.stores.connection.subscribe, () => {
    const chain = payment ? dock.stores.connection.getState().chains[payment.namespace] : undefined;
    return chain?.caipNetwork?.caipNetworkId === payment?.caipNetwork.caipNetworkId
      ? chain?.accountState.address
      : undefined;
  });
  const query = useQuery({
    queryKey: ['walletdock', dock.id, 'pay', 'conversions', { key: payment?.key, address }],
    queryFn: async () => {
      const { listConversions } = await import('../../core/pay/convert');
      return payment ? listConversions(dock, payment) : NONE;
    },
    enabled: payment !== undefined && address !== undefined,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  // A try with another token that stopped before the chain (the price moved past the slippage, a rejection) is priced
  // again at once: the next try pays the price shown, and an approval it now falls short of is asked again.
  const stopped = useSyncExternalStore(store.subscribe, () => {
    const state = store.getState();
    return state.route === 'convert' && state.status === 'ready' ? state.error : undefined;
  });
  const { refetch } = query;
  useEffect(() => {
    if (stopped) void refetch();
  }, [stopped, refetch]);
  return {
    conversions: query.data ?? NONE,
    isPending: payment !== undefined && address !== undefined && query.isPending,
    error: (query.error as WalletDockErrorType | null) ?? null,
    refetch: async () => {
      await query.refetch();
    },
  };
}
