// TanStack Query option factories for the wallet directory (wagmi's pattern: action -> xQueryOptions -> useQuery).
// Framework-free: plain objects typed structurally, so core needs no query library; hooks pass them to react-query.
import type { WalletDirectory, WalletPage } from './client';
import type { GetWalletsResponse, WalletDirectoryItem } from './schemas';

/** Directory replies stay fresh for 5 minutes: the list changes rarely and every refetch costs a request. */
export const DIRECTORY_STALE_TIME_MS = 300_000;

/** Which client instance and directory the options read; the instance id keeps two instances' caches apart. */
export interface DirectoryQueryContext {
  directory: WalletDirectory;
  instanceId: string;
}

/** A query's options as react-query's useQuery/fetchQuery take them. */
export interface DirectoryQueryOptions<T, K extends readonly unknown[]> {
  queryKey: K;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  staleTime: number;
  /** False without a projectId, so react-query never even calls queryFn. */
  enabled: boolean;
}

/**
 * A directory query's key: ['walletdock', instance, 'walletDirectory', operation, params] (instance-scoped: the
 * directory answers per projectId); without an operation or params, the prefix of those queries.
 */
export function directoryQueryKey(instanceId: string, operation?: string, params?: object) {
  const base = ['walletdock', instanceId, 'walletDirectory'] as const;
  if (operation === undefined) return base;
  return params === undefined ? ([...base, operation] as const) : ([...base, operation, params] as const);
}

/** Featured wallets, in the configured order. */
export function featuredWalletsQueryOptions({ directory, instanceId }: DirectoryQueryContext) {
  return {
    queryKey: directoryQueryKey(instanceId, 'featured', {}),
    queryFn: ({ signal }: { signal: AbortSignal }) => directory.fetchFeatured(signal),
    staleTime: DIRECTORY_STALE_TIME_MS,
    enabled: directory.enabled,
  } satisfies DirectoryQueryOptions<WalletDirectoryItem[], readonly unknown[]>;
}

/** Directory entries of the excluded wallet ids (their rdns and names hide connectors). */
export function excludedWalletsQueryOptions({ directory, instanceId }: DirectoryQueryContext) {
  return {
    queryKey: directoryQueryKey(instanceId, 'excluded', {}),
    queryFn: ({ signal }: { signal: AbortSignal }) => directory.fetchExcludedWallets(signal),
    staleTime: DIRECTORY_STALE_TIME_MS,
    enabled: directory.enabled,
  } satisfies DirectoryQueryOptions<WalletDirectoryItem[], readonly unknown[]>;
}

/** Recommended wallets (page 1 of 4), excluding the installed ones. */
export function recommendedWalletsQueryOptions(
  { directory, instanceId }: DirectoryQueryContext,
  params: { installedIds?: readonly string[]; chains?: readonly string[] } = {},
) {
  const key = { installedIds: [...(params.installedIds ?? [])].sort(), chains: params.chains ?? null };
  return {
    queryKey: directoryQueryKey(instanceId, 'recommended', key),
    queryFn: ({ signal }: { signal: AbortSignal }) => directory.fetchRecommended({ ...params, signal }),
    staleTime: DIRECTORY_STALE_TIME_MS,
    enabled: directory.enabled,
  } satisfies DirectoryQueryOptions<GetWalletsResponse, readonly unknown[]>;
}

/** Every wallet of the loaded pages, in page order, each id once (pages accumulate as they load). */
export function walletsFromPages(pages: readonly WalletPage[]): WalletDirectoryItem[] {
  return pages.reduce<WalletDirectoryItem[]>((all, page) => appendWalletPage(all, page.data), []);
}

/** Infinite query of the all-wallets list, 40 per page; there is a next page while fewer than `count` arrived. */
export function walletPagesInfiniteQueryOptions(
  { directory, instanceId }: DirectoryQueryContext,
  params: { exclude?: readonly string[]; chains?: readonly string[] } = {},
) {
  const key = { exclude: [...(params.exclude ?? [])].sort(), chains: params.chains ?? null };
  return {
    queryKey: directoryQueryKey(instanceId, 'pages', key),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      directory.fetchPage(pageParam, { ...params, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: WalletPage, all: readonly WalletPage[]): number | undefined => {
      const received = all.reduce((n, p) => n + p.data.length, 0);
      return last.data.length > 0 && received < last.count ? last.page + 1 : undefined;
    },
    staleTime: DIRECTORY_STALE_TIME_MS,
    enabled: directory.enabled,
  };
}

/** Wallet search (100 entries, at least 300 ms); only runs for a non-empty search or a badge. */
export function searchWalletsQueryOptions(
  { directory, instanceId }: DirectoryQueryContext,
  params: { search: string; badge?: string; chains?: readonly string[] },
) {
  const search = params.search.trim();
  return {
    queryKey: directoryQueryKey(instanceId, 'search', {
      search,
      badge: params.badge ?? null,
      chains: params.chains ?? null,
    }),
    queryFn: ({ signal }: { signal: AbortSignal }) => directory.search(search, { ...params, signal }),
    staleTime: DIRECTORY_STALE_TIME_MS,
    enabled: directory.enabled && (search !== '' || !!params.badge),
  } satisfies DirectoryQueryOptions<WalletDirectoryItem[], readonly unknown[]>;
}

/** Appends a page to the wallets already listed, keeping the first copy of each id (pages accumulate as they load). */
export function appendWalletPage(
  wallets: readonly WalletDirectoryItem[],
  page: readonly WalletDirectoryItem[],
): WalletDirectoryItem[] {
  const seen = new Set(wallets.map((w) => w.id));
  const added = page.filter((w) => !seen.has(w.id) && (seen.add(w.id), true));
  return [...wallets, ...added];
}
