/**
 * useAccountActions: what an account view should offer on the active network — the action row (Buy, Swap, Receive,
 * Send, in that order) and "Choose a name" — limited to what can work there (no Swap, Buy or names without a backend
 * that serves them). walletdock/styled's Account view draws from it; a host's own account view can too.
 */
import { useQuery } from '@tanstack/react-query';
import type { AccountState } from '../../core/connection/account';
import { accountActionsQueryOptions } from '../../core/account/account-actions-query';
import type { AccountActions } from '../../core/account/account-actions';
import type { ChainNamespace } from '../../core/model/caip';
import { useAccount } from './useAccount';
import { useDockFor } from '../context';

const NOTHING: AccountActions = { actions: [], names: false };
const selectCaipAddress = (a: AccountState) => a.caipAddress;
const selectHasName = (a: AccountState) => Boolean(a.profileName);

/**
 * The connected account's offer; nothing while it is worked out (the first time: one request to the blockchain API
 * for the chains it serves) or when no account is connected.
 *
 * @example
 * ```tsx
 * const { actions, names } = useAccountActions();
 * return actions.map((a) => <button key={a} onClick={() => router.push(VIEW[a])}>{a}</button>);
 * ```
 */
export function useAccountActions(): AccountActions {
  const dock = useDockFor('useAccountActions');
  const caipAddress = useAccount({ select: selectCaipAddress });
  const hasName = useAccount({ select: selectHasName });
  const [namespace, reference] = caipAddress?.split(':') ?? [];
  const target = {
    namespace: namespace as ChainNamespace | undefined,
    caipNetworkId: namespace && reference ? `${namespace}:${reference}` : undefined,
    hasName,
  };
  const query = useQuery({ ...accountActionsQueryOptions(dock, target), enabled: target.caipNetworkId !== undefined });
  return query.data ?? NOTHING;
}
