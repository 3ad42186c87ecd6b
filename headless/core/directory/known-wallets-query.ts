/**
 * The built-in wallet list as a query: its chunk (the list and its icons) downloads the first time a wallet list needs
 * it, never with an app's start-up code, and stays cached for the page's life (it is data shipped with the package).
 */
import type { KnownWalletList } from './known-wallets';

/**
 * The built-in list's key. The one key without an instance id: the list is the package's own data, the same for
 * every instance (no option changes it).
 */
export function knownWalletsQueryKey() {
  return ['walletdock', 'package', 'directory', 'knownWallets', {}] as const;
}

/**
 * Query options that load walletdock's built-in wallets.
 * @example
 * const { data } = useQuery(knownWalletsQueryOptions()); // data?.wallets: MetaMask, Coinbase Wallet, Rainbow, …
 */
export function knownWalletsQueryOptions() {
  return {
    queryKey: knownWalletsQueryKey(),
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
