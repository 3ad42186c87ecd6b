// useIdentity: the account's name and avatar, a thin hook over identityQueryOptions (core/account-data/query.ts).
import { useQuery } from '@tanstack/react-query';
import { identityQueryOptions, type AccountDataParameters } from '../../core/account-data/query';
import type { Identity } from '../../core/account-data/entities';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import { withQueryOptions } from '../query-options';
import type { NamespaceParameter, QueryParameter, UseQueryReturnType } from '../types';
import { useAccountTarget } from './useAccountTarget';

/** Parameters of useIdentity: whose identity (default: the active account) and TanStack Query options. */
export type UseIdentityParameters<TData = Identity> = AccountDataParameters &
  NamespaceParameter &
  QueryParameter<Identity, TData, WalletDockErrorType>;

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
export function useIdentity<TData = Identity>(
  parameters: UseIdentityParameters<TData> = {},
): UseQueryReturnType<TData, WalletDockErrorType> {
  const dock = useDockFor('useIdentity');
  const target = useAccountTarget(parameters);
  return useQuery(withQueryOptions(identityQueryOptions(dock, target), parameters.query));
}
