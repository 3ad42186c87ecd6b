// useNetwork: the active network of a namespace, the networks offered, and switching between them.
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChainNamespace } from '../../core/model/caip';
import type { WalletDockErrorType } from '../../core/model/errors';
import type { CaipNetwork } from '../../core/model/network';
import { switchNetworkMutationOptions, type SwitchNetworkVariables } from '../../core/connection/query';
import type { ConnectionState } from '../../core/connection/startup';
import { useDockFor } from '../context';
import type { MutationParameter, NamespaceParameter, SelectParameter, UseMutationReturnType } from '../types';
import { useStoreSelector } from './useStoreSelector';

/** The network part of a namespace's state. */
export interface NetworkView {
  namespace: ChainNamespace | undefined;
  caipNetwork: CaipNetwork | undefined;
  caipNetworks: readonly CaipNetwork[];
  /** The active namespace is changing. */
  isSwitchingNamespace: boolean;
}

/** Parameters of useNetwork: a namespace, a selector of the network view, and `switchNetwork`'s mutation options. */
export type UseNetworkParameters<T = NetworkView, TContext = unknown> = NamespaceParameter &
  SelectParameter<NetworkView, T> &
  MutationParameter<void, SwitchNetworkVariables, WalletDockErrorType, TContext>;

/** What useNetwork returns: the (selected) network view and the `switchNetwork` mutation. */
export interface UseNetworkReturnType<T = NetworkView, TContext = unknown> {
  network: T;
  switchNetwork: UseMutationReturnType<void, SwitchNetworkVariables, WalletDockErrorType, TContext>;
}

/**
 * The active network of a namespace and the networks it offers, plus `switchNetwork`: a TanStack
 * Query mutation (`mutate({ caipNetworkId })`) that asks the wallet to switch when one is connected.
 *
 * @example
 * ```tsx
 * function NetworkPicker() {
 *   const { network, switchNetwork } = useNetwork();
 *   return network.caipNetworks.map((n) => (
 *     <button key={n.caipNetworkId} disabled={switchNetwork.isPending}
 *       onClick={() => switchNetwork.mutate({ caipNetworkId: n.caipNetworkId })}>
 *       {n.name}
 *     </button>
 *   ));
 * }
 * ```
 */
export function useNetwork<T = NetworkView, TContext = unknown>(
  parameters: UseNetworkParameters<T, TContext> = {},
): UseNetworkReturnType<T, TContext> {
  const dock = useDockFor('useNetwork');
  const { namespace, select } = parameters;
  const pick = useCallback(
    (s: ConnectionState) => {
      const ns = namespace ?? s.activeNamespace;
      const chain = ns ? s.chains[ns] : undefined;
      const view: NetworkView = {
        namespace: ns,
        caipNetwork: chain?.caipNetwork,
        caipNetworks: chain?.caipNetworks ?? [],
        isSwitchingNamespace: s.isSwitchingNamespace,
      };
      return select ? select(view) : (view as unknown as T);
    },
    [namespace, select],
  );
  const network = useStoreSelector(dock.stores.connection, pick);
  const switchNetwork = useMutation({ ...parameters.mutation, ...switchNetworkMutationOptions(dock) });
  return { network, switchNetwork };
}
