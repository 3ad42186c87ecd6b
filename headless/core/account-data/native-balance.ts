/** Balance as TanStack Query options (wagmi's three-layer pattern: action -> options -> hook). */
import { toWalletDockError } from '../model/errors';
import { NATIVE_BALANCE_CACHE_MS } from '../model/constants';
import type { AdapterBalance } from '../model/transfer';
import type { DockCore } from '../instance/dock-core';
import { balanceQueryKey, type BalanceQueryParameters } from './query-keys';

export { balanceQueryKey, type BalanceQueryParameters };

/** Query options of the native balance, cached NATIVE_BALANCE_CACHE_MS (30 s); fails with a WalletDockError. */
export function balanceQueryOptions(dock: DockCore, parameters: BalanceQueryParameters) {
  const { address, caipNetworkId } = parameters;
  return {
    queryKey: balanceQueryKey(dock, parameters),
    queryFn: (): Promise<AdapterBalance> => {
      if (!address || !caipNetworkId) throw new Error('address and caipNetworkId are required');
      return dock.getBalance({ address, caipNetworkId }).catch((error: unknown) => {
        throw toWalletDockError(error);
      });
    },
    enabled: Boolean(address && caipNetworkId),
    staleTime: NATIVE_BALANCE_CACHE_MS,
  };
}
