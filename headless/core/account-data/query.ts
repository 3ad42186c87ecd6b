// Account data as TanStack Query options (wagmi's pattern: action -> options -> hook): balances, the transaction
// history as an infinite query by cursor, and identity. The fetchers load on the first fetch (a dynamic import), so
// an app pays for the API client and its schemas only once it shows account data.
import type { CaipNetworkId } from '../model/caip';
import { IDENTITY_CACHE_MS, PORTFOLIO_CACHE_MS } from '../model/constants';
import { refetchWhileFailed } from '../model/read-recovery';
import type { Identity } from './entities';
import { NotFoundError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import type { DockCore } from '../instance/dock-core';
import type { Balances } from './balances';
import { transactionState, type TransactionPage, type TransactionState } from './history';
import { nftState, type NftPage, type NftState } from './nft-list';
import {
  balancesQueryKey,
  identityQueryKey,
  nftsQueryKey,
  transactionsQueryKey,
  type AccountDataParameters,
} from './query-keys';

export { balancesQueryKey, identityQueryKey, nftsQueryKey, transactionsQueryKey, type AccountDataParameters };

const loadFetchers = () => import('./fetchers');

/** Parameters of the balances query. */
export interface BalancesQueryParameters extends AccountDataParameters {
  /** Skip the 30 s cache and ask for fresh balances. */
  forceUpdate?: boolean | undefined;
}

function required(parameters: AccountDataParameters): { address: string; caipNetworkId: CaipNetworkId } {
  const { address, caipNetworkId } = parameters;
  if (!address) throw new NotFoundError(ErrorMessages.noActiveCaipAddress);
  if (!caipNetworkId) throw new NotFoundError(ErrorMessages.noActiveCaipNetwork);
  return { address, caipNetworkId };
}

/**
 * Token balances (wallet, else blockchain API, else RPC), fresh 30 s. Not retried at once: after a failure the sources
 * are left alone for 30 s anyway, and each failure shows a toast. While shown, a failed read is asked again every 5 s
 * (answered from the rest until the 30 s are over), so the view recovers by itself.
 */
export function balancesQueryOptions(dock: DockCore, parameters: BalancesQueryParameters) {
  return {
    queryKey: balancesQueryKey(dock, parameters),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Balances> => {
      const { fetchBalances } = await loadFetchers();
      return fetchBalances(dock, { ...required(parameters), forceUpdate: parameters.forceUpdate, signal });
    },
    enabled: Boolean(parameters.address && parameters.caipNetworkId),
    staleTime: PORTFOLIO_CACHE_MS,
    refetchInterval: refetchWhileFailed,
    retry: false,
  };
}

/**
 * The transaction history as an infinite query: each page follows the previous one's cursor, and `select` gives the
 * loaded pages as a TransactionState (grouped by year then month, newest first, each id once). Not retried: each
 * failure shows a toast.
 */
export function transactionsInfiniteQueryOptions(dock: DockCore, parameters: AccountDataParameters) {
  return {
    queryKey: transactionsQueryKey(dock, parameters),
    queryFn: async ({
      pageParam,
      signal,
    }: {
      pageParam: string | undefined;
      signal: AbortSignal;
    }): Promise<TransactionPage> => {
      const { address, caipNetworkId } = parameters;
      if (!caipNetworkId) throw new NotFoundError(ErrorMessages.noActiveCaipNetwork);
      const { fetchTransactions } = await loadFetchers();
      // Without an address the fetch refuses with the spec's "Transactions can't be fetched without an accountAddress".
      return fetchTransactions(dock, { address, caipNetworkId, cursor: pageParam, signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: TransactionPage): string | undefined => last.next ?? undefined,
    select: (data: { pages: readonly TransactionPage[] }): TransactionState => transactionState(data.pages),
    enabled: Boolean(parameters.address && parameters.caipNetworkId),
    retry: false,
  };
}

/** Name and avatar of an address (blockchain API, else ENS), fresh 5 minutes; fills the account's profile. */
export function identityQueryOptions(dock: DockCore, parameters: AccountDataParameters) {
  return {
    queryKey: identityQueryKey(dock, parameters),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Identity> => {
      const { fetchIdentity } = await loadFetchers();
      return fetchIdentity(dock, { ...required(parameters), signal });
    },
    enabled: Boolean(parameters.address && parameters.caipNetworkId),
    staleTime: IDENTITY_CACHE_MS,
    retry: false,
  };
}

/** The NFTs an account holds, as an infinite query by cursor; `select` gives the loaded pages as an NftState. */
export function nftsInfiniteQueryOptions(dock: DockCore, parameters: AccountDataParameters) {
  return {
    queryKey: nftsQueryKey(dock, parameters),
    queryFn: async ({
      pageParam,
      signal,
    }: {
      pageParam: string | undefined;
      signal: AbortSignal;
    }): Promise<NftPage> => {
      const { fetchNfts } = await loadFetchers();
      return fetchNfts(dock, { ...required(parameters), cursor: pageParam, signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: NftPage): string | undefined => last.next ?? undefined,
    select: (data: { pages: readonly NftPage[] }): NftState => nftState(data.pages),
    enabled: Boolean(parameters.address && parameters.caipNetworkId),
    staleTime: PORTFOLIO_CACHE_MS,
    refetchInterval: refetchWhileFailed,
  };
}
