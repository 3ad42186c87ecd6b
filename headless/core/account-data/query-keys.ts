// The account data's query keys, apart from the query options (query.ts, native-balance.ts): what the provider marks
// and reads again after each change of an account's own (react/refresh-account-data.ts) from start-up, so its first
// chunk carries the keys and none of the options, their fetchers' loaders or the history and NFT rules.
import type { CaipNetworkId } from '../model/caip';
import type { DockCore } from '../instance/dock-core';

/** Whose data: an address on a CAIP-2 network; the queries stay disabled until both are known. */
export interface AccountDataParameters {
  address?: string | undefined;
  caipNetworkId?: CaipNetworkId | undefined;
}

/** Parameters of the native balance query; disabled until both are known. */
export interface BalanceQueryParameters {
  address?: string | undefined;
  caipNetworkId?: CaipNetworkId | undefined;
}

// ['walletdock', instance, 'accountData', operation, { caipNetworkId, address }]; without parameters, the prefix of
// every query of that operation (to invalidate them all).
function keyOf<O extends string>(dock: Pick<DockCore, 'id'>, operation: O, parameters?: AccountDataParameters) {
  const base = ['walletdock', dock.id, 'accountData', operation] as const;
  if (!parameters) return base;
  return [
    ...base,
    { caipNetworkId: parameters.caipNetworkId ?? null, address: parameters.address?.toLowerCase() ?? null },
  ] as const;
}

/** The balances query's key (without parameters: every balances query of the instance). */
export function balancesQueryKey(dock: Pick<DockCore, 'id'>, parameters?: AccountDataParameters) {
  return keyOf(dock, 'balances', parameters);
}

/** The transaction history's key (without parameters: every history query of the instance). */
export function transactionsQueryKey(dock: Pick<DockCore, 'id'>, parameters?: AccountDataParameters) {
  return keyOf(dock, 'transactions', parameters);
}

/** The identity query's key (without parameters: every identity query of the instance). */
export function identityQueryKey(dock: Pick<DockCore, 'id'>, parameters?: AccountDataParameters) {
  return keyOf(dock, 'identity', parameters);
}

/** The NFT list's key (without parameters: every NFT query of the instance). */
export function nftsQueryKey(dock: Pick<DockCore, 'id'>, parameters?: AccountDataParameters) {
  return keyOf(dock, 'nfts', parameters);
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
