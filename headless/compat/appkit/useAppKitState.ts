// useAppKitState: AppKit's public state (open, loading, initialized, activeChain, selectedNetworkId) over useModal and
// useNetwork.
import { useMemo } from 'react';
import { useModal, useNetwork, type CaipNetworkId, type ChainNamespace, type ModalState } from 'walletdock';

/** What useAppKitState returns: AppKit's fields. */
export interface UseAppKitStateReturnType {
  open: boolean;
  loading: boolean;
  initialized: boolean;
  /** The active namespace. */
  activeChain: ChainNamespace | undefined;
  /** The active network's CAIP-2 id. */
  selectedNetworkId: CaipNetworkId | undefined;
}

const pick = (s: ModalState) => s;

/**
 * AppKit's useAppKitState.
 * @example
 * const { open, selectedNetworkId } = useAppKitState();
 */
export function useAppKitState(): UseAppKitStateReturnType {
  const { state } = useModal({ select: pick });
  const { network } = useNetwork();
  return useMemo(
    () => ({
      open: state.open,
      loading: state.loading,
      initialized: state.initialized,
      activeChain: network.namespace,
      selectedNetworkId: network.caipNetwork?.caipNetworkId,
    }),
    [state, network.namespace, network.caipNetwork],
  );
}
