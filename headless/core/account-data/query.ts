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

const loadFetchers = () => import('./fetchers');

/** Whose data: an address on a CAIP-2 network; the queries stay disabled until both are known. */
export interface AccountDataParameters {
  address?: string | undefined;
  caipNetworkId?: CaipNetworkId | undefined;
}

/** Parameters of the balances query. */
export interface BalancesQueryParameters extends AccountDataParameters {
  /** Skip the 30 s cache and ask for fresh balances. */
  forceUpdate?: boolean | undefined;
}

// ['walletdock', instance, 'accountData', operation, { caipNetworkId, address }]; without parameters, the prefix of
// every query of that operation (to invalidate them all).
function keyOf<O extends string>(dock: Pick<DockCore, 'id'>, operation: O, parameters?: AccountDataParameters) {
  const base = ['walletdock', dock.id, 'accountData', operation] as const;
  if (!parameters) return base;
  return [
    ...base,
    { caipNetworkId: parameters.caipNetworkId ?? null, address: parameters.address?.toLowerCase() ?? null },
  ] as const;
}

function required(parameters: AccountDataParameters): { address: string; caipNetworkId: CaipNetworkId } {
  const { address, caipNetworkId } = parameters;
  if (!address) throw new NotFoundError(ErrorMessages.noActiveCaipAddress);
  if (!caipNetworkId) throw new NotFoundError(ErrorMessages.noActiveCaipNetwork);
  return { address, caipNetworkId };
}

/** The balances query's key (without parameters: every balances query of the instance). */
export function balancesQueryKey(dock: Pick<DockCore, 'id'>, parameters?: AccountDataParameters) {
  return keyOf(dock, 'balances', parameters);
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

/** The transaction history's key (without parameters: every history query of the instance). */
export function transactionsQueryKey(dock: Pick<DockCore, 'id'>, parameters?: AccountDataParameters) {
  return keyOf(dock, 'transactions', parameters);
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

/** The identity query's key (without parameters: every identity query of the instance). */
export function identityQueryKey(dock: Pick<DockCore, 'id'>, parameters?: AccountDataParameters) {
  return keyOf(dock, 'identity', parameters);
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

/** The NFT list's key (without parameters: every NFT query of the instance). */
export function nftsQueryKey(dock: Pick<DockCore, 'id'>, parameters?: AccountDataParameters) {
  return keyOf(dock, 'nfts', parameters);
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
