// useReconnecting: whether a namespace's saved session is being restored (the returning visitor's first frames).
import { useCallback } from 'react';
import type { ConnectionState } from '../../core/connection/startup';
import { isReconnecting } from '../../core/connection/reconnecting';
import type { ModalState } from '../../core/modal/modal';
import { useDockFor } from '../context';
import type { NamespaceParameter } from '../types';
import { useStoreSelector } from './useStoreSelector';

const selectInitialized = (s: ModalState) => s.initialized;

/**
 * True while the saved session of a namespace (default: the active one) is being restored after a reload: from the
 * first render, server-rendered included, until the wallet confirms it (connected) or the restore gives up
 * (disconnected). `useAccount().address` holds the saved address meanwhile, so a button can show who the visitor is
 * instead of "Connect".
 *
 * @example
 * ```tsx
 * function Who() {
 *   const reconnecting = useReconnecting();
 *   const address = useAccount({ select: (a) => a.address });
 *   return <span aria-busy={reconnecting}>{address ?? 'Not connected'}</span>;
 * }
 * ```
 */
export function useReconnecting(parameters: NamespaceParameter = {}): boolean {
  const dock = useDockFor('useReconnecting');
  const { namespace } = parameters;
  const initialized = useStoreSelector(dock.stores.modal, selectInitialized);
  const pick = useCallback(
    (s: ConnectionState) => {
      const ns = namespace ?? s.activeNamespace;
      const account = ns ? s.chains[ns]?.accountState : undefined;
      return account ? isReconnecting(account, initialized) : false;
    },
    [namespace, initialized],
  );
  return useStoreSelector(dock.stores.connection, pick);
}
