/** useRouterActions: modal navigation without the router's state, so the caller never re-renders for it. */
import type { RouterActions } from '../../core/modal/slices';
import { useDockFor } from '../context';

/**
 * push, reset, replace, goBack, goBackToIndex and the transaction stack; subscribes to nothing
 * (use `useRouter({ select })` to read the view).
 * @example
 * const { push } = useRouterActions();
 * <button onClick={() => push('Networks')}>Network</button>
 */
export function useRouterActions(): RouterActions {
  return useDockFor('useRouterActions').router;
}
