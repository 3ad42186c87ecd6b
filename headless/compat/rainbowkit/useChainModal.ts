// useChainModal: RainbowKit's `{ openChainModal, chainModalOpen }`.
import { useCallback } from 'react';
import { useRainbowKitModal } from './modal-state';

/** What useChainModal returns. */
export interface UseChainModalReturnType {
  /** Opens the network list; undefined while no account is connected (RainbowKit's rule). */
  openChainModal: (() => void) | undefined;
  chainModalOpen: boolean;
}

/**
 * RainbowKit's useChainModal.
 * @example
 * const { openChainModal } = useChainModal();
 * {openChainModal && <button onClick={openChainModal}>Switch network</button>}
 */
export function useChainModal(): UseChainModalReturnType {
  const { shown, connected, openModal } = useRainbowKitModal();
  const open = useCallback(() => void openModal({ view: 'Networks' }), [openModal]);
  return { openChainModal: connected ? open : undefined, chainModalOpen: shown === 'chain' };
}
