// useConnectModal: RainbowKit's `{ openConnectModal, connectModalOpen }`.
import { useCallback } from 'react';
import { useRainbowKitModal } from './modal-state';

/** What useConnectModal returns. */
export interface UseConnectModalReturnType {
  /** Opens the modal on Connect; undefined while an account is connected (RainbowKit's rule). */
  openConnectModal: (() => void) | undefined;
  connectModalOpen: boolean;
}

/**
 * RainbowKit's useConnectModal.
 * @example
 * const { openConnectModal } = useConnectModal();
 * {openConnectModal && <button onClick={openConnectModal}>Connect</button>}
 */
export function useConnectModal(): UseConnectModalReturnType {
  const { shown, connected, openModal } = useRainbowKitModal();
  const open = useCallback(() => void openModal({ view: 'Connect' }), [openModal]);
  return { openConnectModal: connected ? undefined : open, connectModalOpen: shown === 'connect' };
}
