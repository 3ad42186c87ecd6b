/** Wallet-directory hooks over connection-api's query options (featured, recommended, pages, search). */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  featuredWalletsQueryOptions,
  recommendedWalletsQueryOptions,
  searchWalletsQueryOptions,
  walletPagesInfiniteQueryOptions,
} from '../core/directory/query';
import { useWalletDock } from './context';

/** Parameters of useWalletDirectory. */
export interface UseWalletDirectoryParameters {
  /** A search text (at least 300 ms per search; empty disables the search query). */
  search?: string;
  /** Load the all-wallets pages (40 per page) too. */
  all?: boolean;
  /** Ids of installed wallets, left out of the recommended list. */
  installedIds?: readonly string[];
}

/**
 * The wallet directory as react-query queries. Without a projectId every query stays disabled:
 * nothing is requested.
 */
export function useWalletDirectory(parameters: UseWalletDirectoryParameters = {}) {
  const dock = useWalletDock();
  const context = { directory: dock.directory, instanceId: dock.id };
  const chains = dock.networks.map((n) => n.caipNetworkId);
  const featured = useQuery(featuredWalletsQueryOptions(context));
  const recommended = useQuery(recommendedWalletsQueryOptions(context, { installedIds: parameters.installedIds, chains }));
  const pagesOptions = walletPagesInfiniteQueryOptions(context, { chains });
  const wallets = useInfiniteQuery({ ...pagesOptions, enabled: pagesOptions.enabled && Boolean(parameters.all) });
  const search = useQuery(searchWalletsQueryOptions(context, { search: parameters.search ?? '', chains }));
  return { featured, recommended, wallets, search };
}
