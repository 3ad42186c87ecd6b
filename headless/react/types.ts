/**
 * The parameter and return shapes every walletdock hook follows (wagmi's pattern: a core
 * `xQueryOptions` / `xMutationOptions` factory, then a thin hook that merges the host's TanStack
 * Query options into it and returns TanStack Query's own result).
 *
 * - A hook over a query takes `query`: any `useQuery` option except the key and the fetcher, which
 *   walletdock owns. `query.enabled` is combined with walletdock's own condition (both must hold).
 * - A hook over a mutation takes `mutation`: any `useMutation` option except the key and the
 *   mutation function (`onSuccess`, `onError`, `retry`, `meta`…).
 * - A hook over walletdock's own state takes `select`: the component re-renders only when the
 *   selected value changes (shallow equality).
 * - A hook about one chain namespace takes `namespace` (default: the active one).
 */
import type {
  DefaultError,
  UseInfiniteQueryOptions,
  QueryKey,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';
import type { ChainNamespace } from '../core/model/caip';

/** `{ query }`: TanStack Query options of a query hook, without the key and fetcher walletdock sets. */
export interface QueryParameter<
  TQueryFnData,
  TData = TQueryFnData,
  TError = DefaultError,
  TQueryKey extends QueryKey = QueryKey,
> {
  query?:
    | Omit<
        UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
        'queryKey' | 'queryFn' | 'queryHash' | 'queryKeyHashFn'
      >
    | undefined;
}

/** `{ mutation }`: TanStack Query options of a mutation hook, without the key and function walletdock sets. */
export interface MutationParameter<TData, TVariables, TError = DefaultError, TContext = unknown> {
  mutation?: Omit<UseMutationOptions<TData, TError, TVariables, TContext>, 'mutationFn' | 'mutationKey'> | undefined;
}

/** `{ select }`: narrows what a state hook re-renders for. */
export interface SelectParameter<TState, TSelected> {
  select?: ((state: TState) => TSelected) | undefined;
}

/** `{ namespace }`: the chain namespace a hook is about (default: the active namespace). */
export interface NamespaceParameter {
  namespace?: ChainNamespace | undefined;
}

/** What a query hook returns: TanStack Query's `useQuery` result. */
export type UseQueryReturnType<TData, TError = DefaultError> = UseQueryResult<TData, TError>;

/** What a mutation hook returns: TanStack Query's `useMutation` result. */
export type UseMutationReturnType<TData, TVariables, TError = DefaultError, TContext = unknown> = UseMutationResult<
  TData,
  TError,
  TVariables,
  TContext
>;

/** TanStack Query options of an infinite list hook, without what walletdock owns (key, fetcher, paging, select). */
export type InfiniteListQuery<TPage, TState, TError = DefaultError> =
  | Omit<
      UseInfiniteQueryOptions<TPage, TError, TState, readonly unknown[], string | undefined>,
      'queryKey' | 'queryFn' | 'queryHash' | 'queryKeyHashFn' | 'select' | 'initialPageParam' | 'getNextPageParam'
    >
  | undefined;
