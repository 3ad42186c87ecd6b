// useNfts: the account's NFTs as an infinite query, a thin hook over nftsInfiniteQueryOptions (core/account-data/query.ts).
import { useInfiniteQuery, type UseInfiniteQueryResult } from '@tanstack/react-query';
import type { NftPage, NftState } from '../../core/account-data/nft-list';
import { nftsInfiniteQueryOptions, type AccountDataParameters } from '../../core/account-data/query';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import { withQueryOptions } from '../query-options';
import type { InfiniteListQuery, NamespaceParameter } from '../types';
import { useAccountTarget } from './useAccountTarget';

/** Parameters of useNfts: whose NFTs (default: the active account) and TanStack Query options. */
export type UseNftsParameters = AccountDataParameters &
  NamespaceParameter & { query?: InfiniteListQuery<NftPage, NftState, WalletDockErrorType> };

/**
 * The NFTs an account holds on its network (walletdock's own blockchain API serves them; without it the list is
 * empty), as an infinite query: `data` is `{ nfts, next, empty }`, spam left out; each NFT has its name, collection
 * and image (a URL or a data: URI).
 *
 * @example
 * ```tsx
 * function Gallery() {
 *   const { data } = useNfts();
 *   return <>{data?.nfts.map((n) => <img key={n.address + n.tokenId} src={n.image ?? ''} alt={n.name} />)}</>;
 * }
 * ```
 */
export function useNfts(parameters: UseNftsParameters = {}): UseInfiniteQueryResult<NftState, WalletDockErrorType> {
  const dock = useDockFor('useNfts');
  const target = useAccountTarget(parameters);
  return useInfiniteQuery(withQueryOptions(nftsInfiniteQueryOptions(dock, target), parameters.query));
}
