// useConnectors: the connectors offered, merged across namespaces (one entry per wallet).
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AdapterConnector } from '../../core/adapters/types';
import {
  exclusionsFromWallets,
  mergeConnectors,
  visibleConnectors,
  type MergedConnector,
} from '../../core/connection/connectors';
import { useDockFor } from '../context';
import type { NamespaceParameter, SelectParameter } from '../types';
import { useStoreSelector } from './useStoreSelector';
import { excludedWalletsQueryOptions } from '../../core/directory/query';

/** Parameters of useConnectors: a namespace (default: all) and a selector of the list. */
export type UseConnectorsParameters<T = MergedConnector<AdapterConnector>[]> = NamespaceParameter &
  SelectParameter<MergedConnector<AdapterConnector>[], T>;

/**
 * The connectors to list: merged across namespaces by wallet name and filtered by the visibility
 * rules (installed wallets first, excluded wallets hidden, the generic browser wallet only on
 * mobile). EIP-6963 wallets appear as they announce themselves.
 *
 * @example
 * ```tsx
 * function WalletList() {
 *   const connectors = useConnectors();
 *   const connect = useConnect();
 *   return connectors.map((c) => (
 *     <button key={c.id} onClick={() => connect.mutate({ connectorId: c.id, namespace: c.chain })}>{c.name}</button>
 *   ));
 * }
 * ```
 */
export function useConnectors<T = MergedConnector<AdapterConnector>[]>(parameters: UseConnectorsParameters<T> = {}): T {
  const dock = useDockFor('useConnectors');
  const { namespace, select } = parameters;
  // excludeWalletIds name directory entries; their rdns and names hide the matching connectors.
  const excluded = useQuery({
    ...excludedWalletsQueryOptions({ directory: dock.directory, instanceId: dock.id }),
    enabled: dock.directory.enabled && (dock.options.excludeWalletIds?.length ?? 0) > 0,
  }).data;
  const pick = useCallback(
    (all: readonly AdapterConnector[]) => {
      const own = namespace ? all.filter((c) => c.chain === namespace) : all;
      const rules = { isMobile: dock.isMobile(), ...(excluded ? exclusionsFromWallets(excluded) : {}) };
      const list = visibleConnectors(mergeConnectors(own), rules);
      return select ? select(list) : (list as unknown as T);
    },
    [dock, namespace, select, excluded],
  );
  return useStoreSelector(dock.stores.connectors, pick);
}
