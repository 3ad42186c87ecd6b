/** Wallet-directory hook over the directory's query options (featured, recommended, pages, search). */
import { useInfiniteQuery, useQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import type { WalletPage } from '../../core/directory/client';
import {
  featuredWalletsQueryOptions,
  recommendedWalletsQueryOptions,
  searchWalletsQueryOptions,
  walletPagesInfiniteQueryOptions,
} from '../../core/directory/query';
import type { GetWalletsResponse, WalletDirectoryItem } from '../../core/directory/schemas';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import { withQueryOptions } from '../query-options';
import type { UseQueryReturnType } from '../types';

/** Parameters of useWalletDirectory. */
export interface UseWalletDirectoryParameters {
  /** A search text (at least 300 ms per search; empty disables the search query). */
  search?: string;
  /** Load the all-wallets pages (40 per page) too. */
  all?: boolean;
  /** Ids of installed wallets, left out of the recommended list. */
  installedIds?: readonly string[];
  /**
   * TanStack Query options shared by the four queries (`enabled`, `staleTime`, `retry`,
   * `refetchOnWindowFocus`…); options tied to one query's data (`select`, `placeholderData`) do not apply.
   */
  query?: UseWalletDirectoryQueryOptions | undefined;
}

/** The TanStack Query options useWalletDirectory passes to each of its queries. */
export interface UseWalletDirectoryQueryOptions {
  enabled?: boolean | undefined;
  staleTime?: number | undefined;
  gcTime?: number | undefined;
  retry?: boolean | number | undefined;
  refetchOnWindowFocus?: boolean | undefined;
  refetchOnMount?: boolean | undefined;
  refetchOnReconnect?: boolean | undefined;
  meta?: Record<string, unknown> | undefined;
}

/** What useWalletDirectory returns: one TanStack Query result per list. */
export interface UseWalletDirectoryReturnType {
  featured: UseQueryReturnType<WalletDirectoryItem[], WalletDockErrorType>;
  recommended: UseQueryReturnType<GetWalletsResponse, WalletDockErrorType>;
  wallets: UseInfiniteQueryResult<InfiniteData<WalletPage, number>, WalletDockErrorType>;
  search: UseQueryReturnType<WalletDirectoryItem[], WalletDockErrorType>;
}

/**
 * The wallet directory as TanStack Query queries: featured and recommended wallets, the
 * all-wallets pages (with `all`) and a search. Without a `projectId` every query stays disabled:
 * nothing is requested.
 *
 * @example
 * ```tsx
 * function Search() {
 *   const [text, setText] = useState('');
 *   const { search } = useWalletDirectory({ search: text });
 *   return (
 *     <>
 *       <input value={text} onChange={(e) => setText(e.target.value)} />
 *       <ul>{search.data?.map((w) => <li key={w.id}>{w.name}</li>)}</ul>
 *     </>
 *   );
 * }
 * ```
 */
export function useWalletDirectory(parameters: UseWalletDirectoryParameters = {}): UseWalletDirectoryReturnType {
  const dock = useDockFor('useWalletDirectory');
  const context = { directory: dock.directory, instanceId: dock.id };
  const chains = dock.networks.map((n) => n.caipNetworkId);
  const { query } = parameters;
  const featured = useQuery(withQueryOptions(featuredWalletsQueryOptions(context), query));
  const recommended = useQuery(
    withQueryOptions(recommendedWalletsQueryOptions(context, { installedIds: parameters.installedIds, chains }), query),
  );
  const pagesOptions = walletPagesInfiniteQueryOptions(context, { chains });
  const wallets = useInfiniteQuery(
    withQueryOptions({ ...pagesOptions, enabled: pagesOptions.enabled && Boolean(parameters.all) }, query),
  );
  const search = useQuery(
    withQueryOptions(searchWalletsQueryOptions(context, { search: parameters.search ?? '', chains }), query),
  );
  return { featured, recommended, wallets, search } as UseWalletDirectoryReturnType;
}
