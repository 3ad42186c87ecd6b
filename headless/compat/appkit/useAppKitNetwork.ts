// useAppKitNetwork: AppKit's network shape (chainId, caipNetworkId, an awaitable switchNetwork(network)) over useNetwork.
import { useCallback, useMemo } from 'react';
import {
  formatCaipNetworkId,
  useNetwork,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  type NetworkInput,
} from 'walletdock';

/** A network as AppKit apps pass it: one of the app's networks (a viem chain or a CaipNetwork), or its CAIP-2 id. */
export type AppKitNetworkInput = NetworkInput | CaipNetworkId;

/** What useAppKitNetwork returns: AppKit's fields. */
export interface UseAppKitNetworkReturnType {
  caipNetwork: CaipNetwork | undefined;
  /** The network's own id: a number on eip155, the chain reference elsewhere. */
  chainId: number | string | undefined;
  caipNetworkId: CaipNetworkId | undefined;
  /** Every network of the namespace can be switched to (walletdock asks the wallet for any of them). */
  supportsAllNetworks: boolean;
  /** Switches to `network`; resolves once the wallet switched, rejects with the reason it did not. */
  switchNetwork(network: AppKitNetworkInput): Promise<void>;
}

/** The CAIP-2 id of a network an app passes: its own id, or eip155's `chainId` for a viem chain. */
export function appKitNetworkId(network: AppKitNetworkInput): CaipNetworkId {
  if (typeof network === 'string') return network;
  if ('caipNetworkId' in network && network.caipNetworkId) return network.caipNetworkId;
  const namespace = ('chainNamespace' in network && (network.chainNamespace as ChainNamespace)) || 'eip155';
  return formatCaipNetworkId(namespace, network.id);
}

/**
 * AppKit's useAppKitNetwork: the active network and an awaitable switch.
 * @example
 * const { chainId, switchNetwork } = useAppKitNetwork();
 * await switchNetwork(arbitrum);
 */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const { network, switchNetwork } = useNetwork();
  const { mutateAsync } = switchNetwork;
  const switchTo = useCallback(
    (input: AppKitNetworkInput) => mutateAsync({ caipNetworkId: appKitNetworkId(input) }),
    [mutateAsync],
  );
  const { caipNetwork } = network;
  return useMemo(
    () => ({
      caipNetwork,
      chainId: caipNetwork?.id,
      caipNetworkId: caipNetwork?.caipNetworkId,
      supportsAllNetworks: true,
      switchNetwork: switchTo,
    }),
    [caipNetwork, switchTo],
  );
}
