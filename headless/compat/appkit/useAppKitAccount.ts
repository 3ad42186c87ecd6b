// useAppKitAccount: AppKit's account shape (isConnected, embeddedWalletInfo…) over useAccount and useEmbeddedWallet.
import { useCallback, useMemo } from 'react';
import {
  useAccount,
  useEmbeddedWallet,
  type Account,
  type AccountState,
  type CaipAddress,
  type ChainNamespace,
  type ConnectionStatus,
} from 'walletdock';

/** The embedded wallet's user, when the account is the embedded wallet's (email or social login). */
export interface AppKitEmbeddedWalletInfo {
  user: { email?: string | undefined; username?: string | undefined; accounts: { type: string; address: string }[] };
  /** The social provider of the login, or 'email'. */
  authProvider: string;
  accountType: string | undefined;
  isSmartAccountDeployed: boolean;
}

/** What useAppKitAccount returns: AppKit's fields. */
export interface UseAppKitAccountReturnType {
  allAccounts: Account[];
  caipAddress: CaipAddress | undefined;
  address: string | undefined;
  isConnected: boolean;
  embeddedWalletInfo: AppKitEmbeddedWalletInfo | undefined;
  status: ConnectionStatus | undefined;
}

const pick = (a: AccountState) => a;

/**
 * AppKit's useAppKitAccount: the account of a namespace (default: the active one) in AppKit's shape.
 * @example
 * const { address, isConnected } = useAppKitAccount();
 */
export function useAppKitAccount(options: { namespace?: ChainNamespace } = {}): UseAppKitAccountReturnType {
  const account = useAccount({ ...(options.namespace ? { namespace: options.namespace } : {}), select: pick });
  const { user } = useEmbeddedWallet({ select: useCallback(() => null, []) });
  return useMemo(() => {
    const own = user?.accounts.some((a) => a.address.toLowerCase() === account.address?.toLowerCase());
    // AppKit fills it while the account is the embedded wallet's (its auth connector): the signed-in user's own address.
    const embeddedWalletInfo: AppKitEmbeddedWalletInfo | undefined =
      user && own && account.status === 'connected'
        ? {
            user: {
              email: user.email ?? undefined,
              username: user.userName ?? undefined,
              accounts: user.accounts
                .filter((a) => a.namespace === account.namespace)
                .map(({ type, address }) => ({ type, address })),
            },
            authProvider: user.socialProvider ?? 'email',
            accountType: user.preferredAccountType,
            isSmartAccountDeployed: user.smartAccountDeployed ?? false,
          }
        : undefined;
    return {
      allAccounts: account.allAccounts,
      caipAddress: account.caipAddress,
      address: account.address,
      isConnected: account.status === 'connected' && Boolean(account.caipAddress),
      embeddedWalletInfo,
      status: account.status,
    };
  }, [account, user]);
}
