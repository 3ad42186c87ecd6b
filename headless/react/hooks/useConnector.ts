/** useConnector: the listed connector a connector id names (what ConnectingExternal shows). */
import { useCallback } from 'react';
import { findListedConnector, type ListedConnector } from '../../core/directory/wallet-list';
import { useConnectors } from './useConnectors';

/**
 * The visible connector with this id, or the merged entry holding it on another chain; undefined
 * while it is not (or no longer) listed.
 * @example
 * const connector = useConnector(connectorId);
 * <p>Continue in {connector?.name}</p>;
 */
export function useConnector(connectorId: string | undefined): ListedConnector | undefined {
  const select = useCallback((list: ListedConnector[]) => findListedConnector(list, connectorId), [connectorId]);
  return useConnectors({ select });
}
