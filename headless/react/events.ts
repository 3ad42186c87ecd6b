/** useEvents: the latest tracked event of the instance (SPEC §7 events). */
import type { WalletDockEvent } from '../core/model/events';
import { useWalletDock } from './context';
import { useStoreSelector } from './useStoreSelector';

const identity = <S,>(s: S) => s;

/** The last tracked event (undefined before the first), or a selection of it. */
export function useEvents<T = WalletDockEvent | undefined>(
  parameters: { select?: (event: WalletDockEvent | undefined) => T } = {},
): T {
  const dock = useWalletDock();
  return useStoreSelector(
    dock.events.store,
    (parameters.select ?? identity) as (e: WalletDockEvent | undefined) => T,
    Object.is,
  );
}
