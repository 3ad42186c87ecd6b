/** Hooks that read the connection: the account, the network (and switching it), the connectors. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ChainNamespace } from '../../core/model/caip';
import type { WalletDockError } from '../../core/model/errors';
import { initialAccountState, type AccountState } from '../../core/connection/account';
import type { AdapterConnector } from '../../core/adapters/types';
import { exclusionsFromWallets, mergeConnectors, visibleConnectors, type MergedConnector } from '../../core/connection/connectors';
import { excludedWalletsQueryOptions } from '../../core/directory/query';
import type { CaipNetwork } from '../../core/model/network';
import { switchNetworkMutationOptions, type SwitchNetworkVariables } from '../../core/connection/query';
import type { ConnectionState } from '../../core/connection/startup';
import { useWalletDock } from '../context';
import type { MutationParameter, NamespaceParameter, SelectParameter, UseMutationReturnType } from '../types';
import { useStoreSelector } from './useStoreSelector';

/** Parameters of useAccount: a namespace (default: the active one) and a selector. */
export type UseAccountParameters<T = AccountState> = NamespaceParameter & SelectParameter<AccountState, T>;

/**
 * The account of a namespace: status, address, caipAddress, accounts, the wallet. With `select`,
 * the component re-renders only when the selection changes — not for toasts, the router, the
 * directory or other namespaces.
 *
 * @example
 * ```tsx
 * function Address() {
 *   const address = useAccount({ select: (account) => account.address });
 *   return <span>{address ?? 'Not connected'}</span>;
 * }
 * ```
 */
export function useAccount<T = AccountState>(parameters: UseAccountParameters<T> = {}): T {
  const dock = useWalletDock();
  const { namespace, select } = parameters;
  const fallback = useMemo(
    () => initialAccountState(namespace ?? dock.networks[0]?.chainNamespace ?? 'eip155', 'eoa'),
    [dock, namespace],
  );
  const pick = useCallback(
    (s: ConnectionState) => {
      const ns = namespace ?? s.activeNamespace;
      const account = (ns && s.chains[ns]?.accountState) || fallback;
      return select ? select(account) : (account as unknown as T);
    },
    [namespace, select, fallback],
  );
  return useStoreSelector(dock.stores.connection, pick);
}

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
  MutationParameter<void, SwitchNetworkVariables, WalletDockError, TContext>;

/** What useNetwork returns: the (selected) network view and the `switchNetwork` mutation. */
export interface UseNetworkReturnType<T = NetworkView, TContext = unknown> {
  network: T;
  switchNetwork: UseMutationReturnType<void, SwitchNetworkVariables, WalletDockError, TContext>;
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
  const dock = useWalletDock();
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

/** Parameters of useConnectors: a namespace (default: all) and a selector of the list. */
export type UseConnectorsParameters<T = MergedConnector<AdapterConnector>[]> = NamespaceParameter &
  SelectParameter<MergedConnector<AdapterConnector>[], T>;

/**
 * The connectors to list: merged across namespaces by wallet name and filtered by the visibility
 * rules (installed wallets first, excluded wallets hidden, the generic browser wallet only on
 * mobile). EIP-6963 wallets appear as they announce themselves.
 *
 * @example
 * ```tsx
 * function WalletList() {
 *   const connectors = useConnectors();
 *   const connect = useConnect();
 *   return connectors.map((c) => (
 *     <button key={c.id} onClick={() => connect.mutate({ connectorId: c.id, namespace: c.chain })}>{c.name}</button>
 *   ));
 * }
 * ```
 */
export function useConnectors<T = MergedConnector<AdapterConnector>[]>(parameters: UseConnectorsParameters<T> = {}): T {
  const dock = useWalletDock();
  const { namespace, select } = parameters;
  // excludeWalletIds name directory entries; their rdns and names hide the matching connectors.
  const excluded = useQuery({
    ...excludedWalletsQueryOptions({ directory: dock.directory, instanceId: dock.id }),
    enabled: dock.directory.enabled && (dock.options.excludeWalletIds?.length ?? 0) > 0,
  }).data;
  const pick = useCallback(
    (all: readonly AdapterConnector[]) => {
      const own = namespace ? all.filter((c) => c.chain === namespace) : all;
      const rules = { isMobile: dock.isMobile(), ...(excluded ? exclusionsFromWallets(excluded) : {}) };
      const list = visibleConnectors(mergeConnectors(own), rules);
      return select ? select(list) : (list as unknown as T);
    },
    [dock, namespace, select, excluded],
  );
  return useStoreSelector(dock.stores.connectors, pick);
}
