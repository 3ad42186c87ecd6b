/** useModalActions: the modal's actions without its state, so the caller never re-renders for it. */
import { useMemo } from 'react';
import { shouldCloseAfterConnect } from '../../core/modal/modal';
import type { RouterView } from '../../core/modal/router';
import type { ModalActions } from '../../core/modal/slices';
import { useDockFor } from '../context';

/** What useModalActions returns: open, close, shake, and the close that follows a connect. */
export interface UseModalActionsResult extends ModalActions {
  /**
   * Closes the modal after a connect started on `startedOn` succeeded, unless another flow took the
   * modal over meanwhile (the sign-in flow shows SIWXSignMessage): see shouldCloseAfterConnect.
   */
  closeAfterConnect(startedOn: RouterView): void;
}

/**
 * The modal's actions; subscribes to nothing (use `useModal({ select })` to read its state).
 * @example
 * const modal = useModalActions();
 * connect.mutate({ connectorId }, { onSuccess: () => modal.closeAfterConnect('ConnectingExternal') });
 */
export function useModalActions(): UseModalActionsResult {
  const dock = useDockFor('useModalActions');
  return useMemo(
    () => ({
      ...dock.modal,
      closeAfterConnect(startedOn: RouterView) {
        if (shouldCloseAfterConnect({ startedOn, view: dock.stores.router.getState().view })) dock.modal.close();
      },
    }),
    [dock],
  );
}
