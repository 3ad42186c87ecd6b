/** Balance as TanStack Query options (wagmi's three-layer pattern: action -> options -> hook). */
import type { CaipNetworkId } from '../model/caip';
import { toWalletDockError } from '../model/errors';
import { NATIVE_BALANCE_CACHE_MS } from '../model/constants';
import type { AdapterBalance } from '../model/transfer';
import type { DockCore } from '../instance/dock-core';

/** Parameters of the native balance query; disabled until both are known. */
export interface BalanceQueryParameters {
  address?: string | undefined;
  caipNetworkId?: CaipNetworkId | undefined;
}

/**
 * The query key of a native balance: instance-scoped, as the instance's adapters and transports read it (without
 * parameters: every native balance of the instance).
 */
export function balanceQueryKey(dock: Pick<DockCore, 'id'>, parameters?: BalanceQueryParameters) {
  const base = ['walletdock', dock.id, 'accountData', 'balance'] as const;
  if (!parameters) return base;
  return [...base, { caipNetworkId: parameters.caipNetworkId ?? null, address: parameters.address ?? null }] as const;
}

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
