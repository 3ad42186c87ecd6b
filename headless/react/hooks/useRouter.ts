// useRouter: the modal's view stack and navigation (the instance's actions, stable).
import type { RouterState } from '../../core/modal/router';
import type { WalletDock } from '../../core/dock/create-wallet-dock';
import { useDockFor } from '../context';
import type { SelectParameter } from '../types';
import { selectState, useStoreSelector } from './useStoreSelector';

/** What useRouter returns: the (selected) router state and navigation (`push`, `goBack`, `reset`, …). */
export type UseRouterReturnType<T = RouterState> = { state: T } & WalletDock['router'];

/**
 * The modal's view stack (view, history, data, transaction stack) and navigation, for hosts that
 * draw their own modal views.
 *
 * @example
 * ```tsx
 * function BackButton() {
 *   const { state: canGoBack, goBack } = useRouter({ select: (s) => s.history.length > 1 });
 *   return canGoBack ? <button onClick={() => goBack()}>Back</button> : null;
 * }
 * ```
 */
export function useRouter<T = RouterState>(parameters: SelectParameter<RouterState, T> = {}): UseRouterReturnType<T> {
  const dock = useDockFor('useRouter');
  const state = useStoreSelector(dock.stores.router, (parameters.select ?? selectState) as (s: RouterState) => T);
  return { state, ...dock.router };
}
