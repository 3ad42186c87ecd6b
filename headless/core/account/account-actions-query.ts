/**
 * The Account view's offer as a query: the rule and what it asks (the API's supported chains, the on-ramp providers)
 * load on demand, so an app's start-up code holds only these few lines.
 */
import type { ChainNamespace } from '../model/caip';
import type { AccountActions, AccountActionsDock } from './account-actions';

/** The network and account the offer is for. */
export interface AccountActionsTarget {
  namespace: ChainNamespace | undefined;
  caipNetworkId: string | undefined;
  hasName: boolean;
}

/** The offer's key: per instance (its features and APIs decide the offer), network and whether a name exists. */
export function accountActionsQueryKey(dock: Pick<AccountActionsDock, 'id'>, target?: AccountActionsTarget) {
  const base = ['walletdock', dock.id, 'account', 'actions'] as const;
  return target ? ([...base, { caipNetworkId: target.caipNetworkId ?? null, hasName: target.hasName }] as const) : base;
}

/**
 * Query options of what Account offers on a network (useAccountActions).
 * @example
 * const { data } = useQuery(accountActionsQueryOptions(dock, { namespace: 'eip155', caipNetworkId: 'eip155:1', hasName: false }));
 */
export function accountActionsQueryOptions(dock: AccountActionsDock, target: AccountActionsTarget) {
  return {
    queryKey: accountActionsQueryKey(dock, target),
    queryFn: (): Promise<AccountActions> =>
      import('./account-actions').then((m) => m.resolveAccountActions(dock, target)),
    staleTime: 5 * 60_000,
  };
}
