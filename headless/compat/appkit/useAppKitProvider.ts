// useAppKitProvider: the connected wallet's provider (an EIP-1193 provider on eip155, the wallet-standard wallet on
// solana) and its connector type, as AppKit returns them.
import { getAccount } from '@wagmi/core';
import { useCallback, useEffect, useState } from 'react';
import {
  useAccount,
  useConnectors,
  useWalletDock,
  type AccountState,
  type ChainNamespace,
  type ListedConnector,
} from 'walletdock';

/** What useAppKitProvider returns: undefined fields while nothing is connected on the namespace. */
export interface UseAppKitProviderReturnType<T> {
  walletProvider: T | undefined;
  /** The connection's connector type (INJECTED, ANNOUNCED, WALLET_CONNECT, AUTH…). */
  walletProviderType: ListedConnector['type'] | undefined;
}

const connectedAddress = (a: AccountState) => (a.status === 'connected' ? a.address : undefined);
const selectInfo = (a: AccountState) => (a.status === 'connected' ? a.connectedWalletInfo : undefined);

/**
 * AppKit's useAppKitProvider. On eip155 the provider comes from wagmi's connected connector (the instance's wagmi
 * config); on the other namespaces it is the connected wallet's own object.
 * @example
 * const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155');
 * const provider = walletProvider && new BrowserProvider(walletProvider);
 */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace): UseAppKitProviderReturnType<T> {
  const dock = useWalletDock();
  const address = useAccount({ namespace, select: connectedAddress });
  const info = useAccount({ namespace, select: selectInfo });
  const connectors = useConnectors({ namespace });
  const [found, setFound] = useState<UseAppKitProviderReturnType<T>>({
    walletProvider: undefined,
    walletProviderType: undefined,
  });
  const typeOf = useCallback(
    (id: string | undefined) =>
      connectors.find((c) => c.id === id || c.connectors.some((member) => member.id === id))?.type,
    [connectors],
  );

  useEffect(() => {
    let current = true;
    const set = (next: UseAppKitProviderReturnType<T>) => current && setFound(next);
    const config = namespace === 'eip155' ? dock.wagmiConfig : undefined;
    if (!address) set({ walletProvider: undefined, walletProviderType: undefined });
    else if (config) {
      const { connector } = getAccount(config);
      connector
        ?.getProvider()
        .then((provider) => set({ walletProvider: provider as T, walletProviderType: typeOf(connector.id) }))
        .catch(() => set({ walletProvider: undefined, walletProviderType: undefined }));
    } else {
      const listed = connectors.find(
        (c) => (info?.rdns && c.info?.rdns === info.rdns) || (info?.name !== undefined && c.name === info.name),
      );
      const member = listed?.connectors.find((c) => c.chain === namespace) ?? listed;
      set({ walletProvider: member?.provider as T | undefined, walletProviderType: listed?.type });
    }
    return () => {
      current = false;
    };
  }, [dock, namespace, address, info, connectors, typeOf]);
  return found;
}
