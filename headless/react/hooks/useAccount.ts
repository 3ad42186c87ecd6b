// useAccount: the account state of a namespace, read from the connection store.
import { useCallback, useMemo } from 'react';
import { initialAccountState, type AccountState } from '../../core/connection/account';
import type { ConnectionState } from '../../core/connection/startup';
import { useDockFor } from '../context';
import type { NamespaceParameter, SelectParameter } from '../types';
import { useStoreSelector } from './useStoreSelector';

/** Parameters of useAccount: a namespace (default: the active one) and a selector. */
export type UseAccountParameters<T = AccountState> = NamespaceParameter & SelectParameter<AccountState, T>;

/**
 * The account of a namespace: status, address, caipAddress, accounts, the wallet. With `select`,
 * the component re-renders only when the selection changes — not for toasts, the router, the
 * directory or other namespaces.
 *
 * @example
 * ```tsx
 * function Address() {
 *   const address = useAccount({ select: (account) => account.address });
 *   return <span>{address ?? 'Not connected'}</span>;
 * }
 * ```
 */
export function useAccount<T = AccountState>(parameters: UseAccountParameters<T> = {}): T {
  const dock = useDockFor('useAccount');
  const { namespace, select } = parameters;
  const fallback = useMemo(
    () => initialAccountState(namespace ?? dock.networks[0]?.chainNamespace ?? 'eip155', 'eoa'),
    [dock, namespace],
  );
  const pick = useCallback(
    (s: ConnectionState) => {
      const ns = namespace ?? s.activeNamespace;
      const account = (ns && s.chains[ns]?.accountState) || fallback;
      return select ? select(account) : (account as unknown as T);
    },
    [namespace, select, fallback],
  );
  return useStoreSelector(dock.stores.connection, pick);
}
