/** Hooks that connect and disconnect: TanStack Query mutations over the instance's actions. */
import { useMutation } from '@tanstack/react-query';
import type { AdapterConnection } from '../../core/adapters/types';
import type { ConnectParameters } from '../../core/connection/connection';
import {
  connectMultiChainMutationOptions,
  type ConnectMultiChainParameters,
  type ConnectMultiChainResult,
} from '../../core/connection/multichain';
import { connectMutationOptions, disconnectMutationOptions, type DisconnectVariables } from '../../core/connection/query';
import type { WalletDockError } from '../../core/model/errors';
import { useWalletDock } from '../context';
import type { MutationParameter, UseMutationReturnType } from '../types';
import { useWalletConnectPairing, type WalletConnectPairingView } from './useWalletConnectPairing';

/** Parameters of useConnect: TanStack Query options of the connect mutation. */
export type UseConnectParameters<TContext = unknown> = MutationParameter<
  AdapterConnection,
  ConnectParameters,
  WalletDockError,
  TContext
>;

/**
 * What useConnect returns: the connect mutation, plus `connectAll` (connects a wallet listed on
 * several namespaces on the ones asked) and `pairing` (the WalletConnect URI, its expiry and status).
 */
export type UseConnectReturnType<TContext = unknown> = UseMutationReturnType<
  AdapterConnection,
  ConnectParameters,
  WalletDockError,
  TContext
> & {
  connectAll: UseMutationReturnType<ConnectMultiChainResult, ConnectMultiChainParameters, WalletDockError>;
  pairing: WalletConnectPairingView;
};

/**
 * Connect with a connector: a TanStack Query mutation over `dock.connect`. It rejects with a
 * WalletDockError (code USER_REJECTED when the wallet's user declined).
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
export function useConnect<TContext = unknown>(parameters: UseConnectParameters<TContext> = {}): UseConnectReturnType<TContext> {
  const dock = useWalletDock();
  const mutation = useMutation({ ...parameters.mutation, ...connectMutationOptions(dock) });
  const connectAll = useMutation<ConnectMultiChainResult, WalletDockError, ConnectMultiChainParameters>(
    connectMultiChainMutationOptions(dock),
  );
  const { pairing } = useWalletConnectPairing();
  return { ...mutation, connectAll, pairing };
}

/** Parameters of useDisconnect: TanStack Query options of the disconnect mutation. */
export type UseDisconnectParameters<TContext = unknown> = MutationParameter<void, DisconnectVariables, WalletDockError, TContext>;

/** What useDisconnect returns: the disconnect mutation. */
export type UseDisconnectReturnType<TContext = unknown> = UseMutationReturnType<void, DisconnectVariables, WalletDockError, TContext>;

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
  return useMutation({ ...parameters.mutation, ...disconnectMutationOptions(useWalletDock()) });
}
