/** Account data hooks: token balances, transaction history and identity, each a thin layer over its query options. */
import { useInfiniteQuery, useQuery, type UseInfiniteQueryOptions, type UseInfiniteQueryResult } from '@tanstack/react-query';
import type { AccountState } from '../../core/connection/account';
import type { Balances } from '../../core/account-data/balances';
import { EMPTY_TRANSACTIONS, type TransactionPage, type TransactionState } from '../../core/account-data/history';
import type { NftPage, NftState } from '../../core/account-data/nft-list';
import {
  balancesQueryOptions,
  identityQueryOptions,
  nftsInfiniteQueryOptions,
  transactionsInfiniteQueryOptions,
  type AccountDataParameters,
  type BalancesQueryParameters,
} from '../../core/account-data/query';
import type { CaipNetworkId } from '../../core/model/caip';
import type { Identity } from '../../core/account-data/entities';
import type { WalletDockError } from '../../core/model/errors';
import { useWalletDock } from '../context';
import { useAccount } from './useAccount';
import { withQueryOptions } from '../query-options';
import type { NamespaceParameter, QueryParameter, UseQueryReturnType } from '../types';

const selectCaipAddress = (a: AccountState) => a.caipAddress;

/** The address and network a hook reads: the ones given, else the active account of `namespace` on its network. */
function useAccountTarget(parameters: AccountDataParameters & NamespaceParameter): AccountDataParameters {
  const active = useAccount({ namespace: parameters.namespace, select: selectCaipAddress });
  const [ns, ref, address] = active?.split(':') ?? [];
  return {
    address: parameters.address ?? address,
    caipNetworkId: parameters.caipNetworkId ?? (ns && ref ? (`${ns}:${ref}` as CaipNetworkId) : undefined),
  };
}

/**
 * Parameters of useBalances: an address and CAIP-2 network (default: the active account of `namespace` on its
 * network), `forceUpdate`, and TanStack Query options (`select` maps the Balances).
 */
export type UseBalancesParameters<TData = Balances> = BalancesQueryParameters &
  NamespaceParameter &
  QueryParameter<Balances, TData, WalletDockError>;

/**
 * The token balances of an account: from the wallet (EIP-7811 asset discovery), else the blockchain API, else the
 * chain itself (the native coin and the `tokens` option through multicall3). `data` is `{ balances, source,
 * totalValue }`; tokens with decimals 0 or a zero amount are left out. Cached 30 s; when no source answers, the
 * "Token Balance Unavailable" toast shows and the sources rest for 30 s.
 *
 * @example
 * ```tsx
 * import { formatBalance, useBalances } from 'walletdock';
 *
 * function Tokens() {
 *   const { data } = useBalances();
 *   return <ul>{data?.balances.map((b) => <li key={b.address ?? b.symbol}>{formatBalance(b.quantity.numeric, 0, b.symbol)}</li>)}</ul>;
 * }
 * ```
 */
export function useBalances<TData = Balances>(parameters: UseBalancesParameters<TData> = {}): UseQueryReturnType<TData, WalletDockError> {
  const dock = useWalletDock();
  const target = useAccountTarget(parameters);
  const own = balancesQueryOptions(dock, { ...target, forceUpdate: parameters.forceUpdate });
  return useQuery(withQueryOptions(own, parameters.query));
}

/** TanStack Query options of an infinite list hook, without what walletdock owns (key, fetcher, paging, select). */
type InfiniteListQuery<TPage, TState> =
  | Omit<
      UseInfiniteQueryOptions<TPage, WalletDockError, TState, readonly unknown[], string | undefined>,
      'queryKey' | 'queryFn' | 'queryHash' | 'queryKeyHashFn' | 'select' | 'initialPageParam' | 'getNextPageParam'
    >
  | undefined;

/** Parameters of useTransactions: whose history (default: the active account) and TanStack Query options. */
export type UseTransactionsParameters = AccountDataParameters &
  NamespaceParameter & { query?: InfiniteListQuery<TransactionPage, TransactionState> };

/**
 * The transaction history of an account on its network, from the blockchain API, as an infinite query: `data` is
 * `{ transactions, groups, next, empty }` (grouped by year then month, newest first, spam and other chains left
 * out) and `fetchNextPage()` loads the next page by cursor. A failure shows "Failed to fetch transactions"; the list
 * then reads empty with no next page, and `refetch()` starts again from the first page.
 *
 * @example
 * ```tsx
 * function Activity() {
 *   const { data, hasNextPage, fetchNextPage } = useTransactions();
 *   return (
 *     <>
 *       {data?.groups.map((g) => <section key={`${g.year}-${g.month}`}>{g.transactions.length} in {g.month + 1}/{g.year}</section>)}
 *       {hasNextPage ? <button onClick={() => fetchNextPage()}>More</button> : null}
 *     </>
 *   );
 * }
 * ```
 */
export function useTransactions(parameters: UseTransactionsParameters = {}): UseInfiniteQueryResult<TransactionState, WalletDockError> {
  const dock = useWalletDock();
  const target = useAccountTarget(parameters);
  const result = useInfiniteQuery(withQueryOptions(transactionsInfiniteQueryOptions(dock, target), parameters.query));
  // An error empties the list and clears the cursor: no half list stays on screen after a failed page.
  return result.isError ? ({ ...result, data: EMPTY_TRANSACTIONS, hasNextPage: false } as typeof result) : result;
}

/** Parameters of useIdentity: whose identity (default: the active account) and TanStack Query options. */
export type UseIdentityParameters<TData = Identity> = AccountDataParameters &
  NamespaceParameter &
  QueryParameter<Identity, TData, WalletDockError>;

/**
 * The name and avatar of an address (`{ name, avatar }`, each null when unknown): from the blockchain API, else ENS
 * on a network whose chain names an ENS universal resolver. Cached 5 minutes; the connected account's
 * `profileName` and `profileImage` (useAccount) follow it.
 *
 * @example
 * ```tsx
 * function Name({ address }: { address: string }) {
 *   const { data } = useIdentity({ address });
 *   return <span>{data?.name ?? shortenAddress(address)}</span>;
 * }
 * ```
 */
export function useIdentity<TData = Identity>(parameters: UseIdentityParameters<TData> = {}): UseQueryReturnType<TData, WalletDockError> {
  const dock = useWalletDock();
  const target = useAccountTarget(parameters);
  return useQuery(withQueryOptions(identityQueryOptions(dock, target), parameters.query));
}

/** Parameters of useNfts: whose NFTs (default: the active account) and TanStack Query options. */
export type UseNftsParameters = AccountDataParameters & NamespaceParameter & { query?: InfiniteListQuery<NftPage, NftState> };

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
export function useNfts(parameters: UseNftsParameters = {}): UseInfiniteQueryResult<NftState, WalletDockError> {
  const dock = useWalletDock();
  const target = useAccountTarget(parameters);
  return useInfiniteQuery(withQueryOptions(nftsInfiniteQueryOptions(dock, target), parameters.query));
}
