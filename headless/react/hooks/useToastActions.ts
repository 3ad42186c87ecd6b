/** useToastActions: showing and hiding the toast without its state, so the caller never re-renders for it. */
import type { WalletDock } from '../../core/dock/create-wallet-dock';
import { useDockFor } from '../context';

/**
 * show, loading, success, error and hide; subscribes to nothing (use `useToast()` to draw it).
 * @example
 * const toast = useToastActions();
 * toast.error('Network switch failed');
 */
export function useToastActions(): WalletDock['toast'] {
  return useDockFor('useToastActions').toast;
}
