/** useSyncExternalStore with a selector and an equality check: re-render only for what is read. */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Store } from '../../core/model/store';

/** The selector of a state hook called without `select`: the whole state. */
export const selectState = <S>(state: S): S => state;

/** Shallow equality of plain objects and arrays (the default for `select` results). */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && Object.is((a as never)[k], (b as never)[k]));
}

/**
 * Reads `select(store state)`. The selection is recomputed only when the store's state or the
 * selector changes, and a component re-renders only when the selection is not `isEqual` to the
 * previous one. The server snapshot is the same instance state (per-request instances on servers).
 *
 * @example
 * ```tsx
 * import { useWalletDock } from 'walletdock';
 * import { useStoreSelector } from 'walletdock/utils';
 *
 * const selectIsSwitching = (s: ConnectionState) => s.isSwitchingNamespace;
 *
 * function Switching() {
 *   const dock = useWalletDock();
 *   return useStoreSelector(dock.stores.connection, selectIsSwitching) ? <Spinner /> : null;
 * }
 * ```
 */
export function useStoreSelector<S, T>(
  store: Store<S>,
  select: (state: S) => T,
  isEqual: (a: T, b: T) => boolean = shallowEqual,
): T {
  const cache = useRef<{ state: S; select: (state: S) => T; value: T } | undefined>(undefined);
  const getSnapshot = useCallback(() => {
    const state = store.getState();
    const previous = cache.current;
    if (previous && previous.state === state && previous.select === select) return previous.value;
    const value = select(state);
    if (previous && isEqual(previous.value, value)) {
      cache.current = { state, select, value: previous.value };
      return previous.value;
    }
    cache.current = { state, select, value };
    return value;
  }, [store, select, isEqual]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
