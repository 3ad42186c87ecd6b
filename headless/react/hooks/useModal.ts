// useModal: the modal's state and actions (the instance's, stable).
import type { ModalState } from '../../core/modal/modal';
import type { WalletDock } from '../../core/dock/create-wallet-dock';
import { useDockFor } from '../context';
import type { SelectParameter } from '../types';
import { selectState, useStoreSelector } from './useStoreSelector';

/** What useModal returns: the (selected) modal state and the modal's actions (`open`, `close`, …). */
export type UseModalReturnType<T = ModalState> = { state: T } & WalletDock['modal'];

/**
 * The modal state (open, loading, initialized, shake) and its actions: `open({ view? })` opens on
 * the right view for the connection state (Connect, Account, …), `close()` respects the sign-in rules.
 *
 * @example
 * ```tsx
 * function OpenButton() {
 *   const { open, state: isOpen } = useModal({ select: (s) => s.open });
 *   return <button disabled={isOpen} onClick={() => open()}>Connect wallet</button>;
 * }
 * ```
 */
export function useModal<T = ModalState>(parameters: SelectParameter<ModalState, T> = {}): UseModalReturnType<T> {
  const dock = useDockFor('useModal');
  const state = useStoreSelector(dock.stores.modal, (parameters.select ?? selectState) as (s: ModalState) => T);
  return { state, ...dock.modal };
}
