/**
 * The built-in wallet list as a query: its chunk (the list and its icons) downloads the first time a wallet list needs
 * it, never with an app's start-up code, and stays cached for the page's life (it is data shipped with the package).
 */
import type { KnownWalletList } from './known-wallets';

/**
 * Query options that load walletdock's built-in wallets.
 * @example
 * const { data } = useQuery(knownWalletsQueryOptions()); // data?.wallets: MetaMask, Coinbase Wallet, Rainbow, …
 */
export function knownWalletsQueryOptions() {
  return {
    queryKey: ['walletdock', 'directory', 'knownWallets'] as const,
    queryFn: (): Promise<KnownWalletList> => import('./known-wallets').then((m) => m.knownWalletList),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  };
}

/**
 * The wallet lists show the built-in wallets when no directory answers: without a projectId (no directory), or when
 * the directory failed.
 */
export function showsKnownWallets({
  projectId,
  directoryFailed = false,
}: {
  projectId?: string | undefined;
  directoryFailed?: boolean;
}): boolean {
  return !projectId || directoryFailed;
}
