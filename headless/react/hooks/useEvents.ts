/** useEvents: the latest tracked event of the instance (connect, disconnect, modal, sign-in…). */
import type { WalletDockEvent } from '../../core/model/events';
import { useDockFor } from '../context';
import type { SelectParameter } from '../types';
import { selectState, useStoreSelector } from './useStoreSelector';

/** Parameters of useEvents: a selector of the latest event. */
export type UseEventsParameters<T = WalletDockEvent | undefined> = SelectParameter<WalletDockEvent | undefined, T>;

/**
 * The last tracked event (undefined before the first), or a selection of it. Each event is a new
 * object, so without `select` a component re-renders once per event.
 *
 * @example
 * ```tsx
 * function ConnectLogger() {
 *   const event = useEvents();
 *   useEffect(() => {
 *     if (event?.data.event === 'CONNECT_SUCCESS') console.log('connected', event.data.properties);
 *   }, [event]);
 *   return null;
 * }
 * ```
 */
export function useEvents<T = WalletDockEvent | undefined>(parameters: UseEventsParameters<T> = {}): T {
  const dock = useDockFor('useEvents');
  return useStoreSelector(
    dock.events.store,
    (parameters.select ?? selectState) as (e: WalletDockEvent | undefined) => T,
    Object.is,
  );
}
