// useConnect: connecting with a connector, a TanStack Query mutation over the instance's connect action.
import { useMutation } from '@tanstack/react-query';
import type { AdapterConnection } from '../../core/adapters/types';
import type { ConnectParameters } from '../../core/connection/connection';
import {
  connectMultiChainMutationOptions,
  type ConnectMultiChainParameters,
  type ConnectMultiChainResult,
} from '../../core/connection/multichain';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import type { MutationParameter, UseMutationReturnType } from '../types';
import { connectMutationOptions } from '../../core/connection/query';

/** Parameters of useConnect: TanStack Query options of the connect mutation. */
export type UseConnectParameters<TContext = unknown> = MutationParameter<
  AdapterConnection,
  ConnectParameters,
  WalletDockErrorType,
  TContext
>;

/**
 * What useConnect returns: the connect mutation, plus `connectAll` (connects a wallet listed on several namespaces on
 * the ones asked). WalletConnect's pairing (its URI, expiry and status) is useWalletConnectPairing's, so that connecting
 * an installed wallet carries none of the pairing code.
 */
export type UseConnectReturnType<TContext = unknown> = UseMutationReturnType<
  AdapterConnection,
  ConnectParameters,
  WalletDockErrorType,
  TContext
> & {
  connectAll: UseMutationReturnType<ConnectMultiChainResult, ConnectMultiChainParameters, WalletDockErrorType>;
};

/**
 * Connect with a connector: a TanStack Query mutation over `dock.connect`. It rejects with a
 * WalletDockError (a UserRejectedError when the wallet's user declined).
 *
 * @example
 * ```tsx
 * function ConnectMetaMask() {
 *   const connect = useConnect({ mutation: { onSuccess: (c) => console.log('connected', c.address) } });
 *   return (
 *     <button disabled={connect.isPending} onClick={() => connect.mutate({ connectorId: 'io.metamask' })}>
 *       {connect.error ? connect.error.message : 'MetaMask'}
 *     </button>
 *   );
 * }
 * ```
 */
export function useConnect<TContext = unknown>(
  parameters: UseConnectParameters<TContext> = {},
): UseConnectReturnType<TContext> {
  const dock = useDockFor('useConnect');
  const mutation = useMutation({ ...parameters.mutation, ...connectMutationOptions(dock) });
  const connectAll = useMutation<ConnectMultiChainResult, WalletDockErrorType, ConnectMultiChainParameters>(
    connectMultiChainMutationOptions(dock),
  );
  return { ...mutation, connectAll };
}
