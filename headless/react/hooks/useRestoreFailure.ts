// useRestoreFailure: why a namespace's saved session could not be restored after a reload (core/connection/restore-failure.ts).
import { useCallback } from 'react';
import type { RestoreFailure } from '../../core/connection/restore-failure';
import type { ConnectionState } from '../../core/connection/startup';
import { useDockFor } from '../context';
import type { NamespaceParameter } from '../types';
import { useStoreSelector } from './useStoreSelector';

/**
 * Why the saved session of a namespace (default: the active one) could not be restored after a reload, once the
 * restore gave up (`useReconnecting()` turned false without connecting): `reason` is `walletGone` (the wallet is no
 * longer installed or announced), `refused` (it no longer gives this site an account, or rejected), `timeout` (it did
 * not answer within the wallet time-out) or `failed`; `connectorId` is the connector the session was with. Undefined
 * when nothing failed, and again once the namespace connects.
 *
 * @example
 * ```tsx
 * function WhyConnect() {
 *   const failure = useRestoreFailure();
 *   if (failure?.reason === 'walletGone') return <p>Your wallet is no longer available.</p>;
 *   return null;
 * }
 * ```
 */
export function useRestoreFailure(parameters: NamespaceParameter = {}): RestoreFailure | undefined {
  const dock = useDockFor('useRestoreFailure');
  const { namespace } = parameters;
  const pick = useCallback(
    (s: ConnectionState) => {
      const ns = namespace ?? s.activeNamespace;
      return ns ? s.chains[ns]?.restoreFailure : undefined;
    },
    [namespace],
  );
  return useStoreSelector(dock.stores.connection, pick);
}
