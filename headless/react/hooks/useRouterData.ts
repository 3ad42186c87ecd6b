/** useRouterData: what the modal's current view carries, typed by that view (RouterViewData). */
import { useCallback } from 'react';
import { routeData, type RouterState, type RouterView, type RouterViewData } from '../../core/modal/router';
import { useDockFor } from '../context';
import { useStoreSelector } from './useStoreSelector';

/**
 * The data `view` was shown with while it is the current view (undefined on another view, or after going back to
 * it); re-renders only when that data changes.
 * @example
 * ```tsx
 * function ConnectingTo() {
 *   const data = useRouterData('ConnectingExternal'); // { connectorId: string } | undefined
 *   return <p>Connecting {data?.connectorId}</p>;
 * }
 * ```
 */
export function useRouterData<V extends RouterView>(view: V): RouterViewData[V] | undefined {
  const dock = useDockFor('useRouterData');
  const select = useCallback((state: RouterState) => routeData(state, view), [view]);
  return useStoreSelector(dock.stores.router, select);
}
