// useAccountModal: RainbowKit's `{ openAccountModal, accountModalOpen }`.
import { useCallback } from 'react';
import { useRainbowKitModal } from './modal-state';

/** What useAccountModal returns. */
export interface UseAccountModalReturnType {
  /** Opens the modal on Account; undefined while no account is connected (RainbowKit's rule). */
  openAccountModal: (() => void) | undefined;
  accountModalOpen: boolean;
}

/**
 * RainbowKit's useAccountModal.
 * @example
 * const { openAccountModal } = useAccountModal();
 * {openAccountModal && <button onClick={openAccountModal}>Account</button>}
 */
export function useAccountModal(): UseAccountModalReturnType {
  const { shown, connected, openModal } = useRainbowKitModal();
  const open = useCallback(() => void openModal({ view: 'Account' }), [openModal]);
  return { openAccountModal: connected ? open : undefined, accountModalOpen: shown === 'account' };
}
