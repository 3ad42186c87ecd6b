// useWalletInfo: AppKit's `{ walletInfo }` over the account's connected wallet.
import { useCallback } from 'react';
import { useAccount, type AccountState, type ChainNamespace, type ConnectedWalletInfo } from 'walletdock';

/** What useWalletInfo returns: the connected wallet's name and icon (undefined while none is connected). */
export interface UseWalletInfoReturnType {
  walletInfo: ConnectedWalletInfo | undefined;
}

/**
 * AppKit's useWalletInfo: the connected wallet of a namespace (default: the active one).
 * @example
 * const { walletInfo } = useWalletInfo();
 * <img src={walletInfo?.icon} alt={walletInfo?.name} />;
 */
export function useWalletInfo(namespace?: ChainNamespace): UseWalletInfoReturnType {
  const select = useCallback((a: AccountState) => a.connectedWalletInfo, []);
  const walletInfo = useAccount({ ...(namespace ? { namespace } : {}), select });
  return { walletInfo };
}
