// useDisconnect: disconnecting, a TanStack Query mutation over the instance's disconnect action.
import { useMutation } from '@tanstack/react-query';
import { disconnectMutationOptions, type DisconnectVariables } from '../../core/connection/query';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import type { MutationParameter, UseMutationReturnType } from '../types';

/** Parameters of useDisconnect: TanStack Query options of the disconnect mutation. */
export type UseDisconnectParameters<TContext = unknown> = MutationParameter<
  void,
  DisconnectVariables,
  WalletDockErrorType,
  TContext
>;

/** What useDisconnect returns: the disconnect mutation. */
export type UseDisconnectReturnType<TContext = unknown> = UseMutationReturnType<
  void,
  DisconnectVariables,
  WalletDockErrorType,
  TContext
>;

/**
 * Disconnect a namespace (and the namespaces sharing its WalletConnect session) or, without a
 * namespace, every connected one.
 *
 * @example
 * ```tsx
 * function DisconnectButton() {
 *   const disconnect = useDisconnect();
 *   return <button onClick={() => disconnect.mutate()}>Disconnect</button>;
 * }
 * ```
 */
export function useDisconnect<TContext = unknown>(
  parameters: UseDisconnectParameters<TContext> = {},
): UseDisconnectReturnType<TContext> {
  return useMutation({ ...parameters.mutation, ...disconnectMutationOptions(useDockFor('useDisconnect')) });
}
