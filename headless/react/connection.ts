/** Hooks over the connection: account, network, connect, disconnect, connectors, balance. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ChainNamespace } from '../core/model/caip';
import { initialAccountState, type AccountState } from '../core/connection/account';
import type { AdapterConnector } from '../core/adapters/types';
import { exclusionsFromWallets, mergeConnectors, visibleConnectors, type MergedConnector } from '../core/connection/connectors';
import { excludedWalletsQueryOptions } from '../core/directory/query';
import type { CaipNetwork } from '../core/connection/network';
import { balanceQueryOptions, type BalanceQueryParameters } from '../core/account-data/native-balance';
import {
  connectMutationOptions,
  disconnectMutationOptions,
  switchNetworkMutationOptions,
} from '../core/connection/query';
import type { ConnectionState } from '../core/connection/startup';
import { connectMultiChainMutationOptions } from '../core/connection/multichain';
import { useWalletDock } from './context';
import { useStoreSelector } from './useStoreSelector';
import { useWalletConnectPairing } from './walletconnect';

/** Parameters of useAccount / useNetwork: a namespace (default: the active one) and a selector. */
export interface NamespaceSelectParameters<S, T> {
  namespace?: ChainNamespace;
  select?: (state: S) => T;
}

/**
 * The account of a namespace (status, address, caipAddress, accounts…). With `select`, the
 * component re-renders only when the selection changes — not for toasts, the router, the
 * directory or other namespaces.
 */
export function useAccount<T = AccountState>(parameters: NamespaceSelectParameters<AccountState, T> = {}): T {
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

/** The active network (per namespace) and `switchNetwork`, a react-query mutation. */
export function useNetwork<T = NetworkView>(parameters: NamespaceSelectParameters<NetworkView, T> = {}) {
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
  const switchNetwork = useMutation(switchNetworkMutationOptions(dock));
  return { network, switchNetwork };
}

/**
 * Connect with a connector: a react-query mutation over `dock.connect` (one namespace), plus
 * `connectAll` — a mutation that connects a wallet listed on several namespaces on the ones asked
 * (all by default) — and `pairing`: the WalletConnect URI, its expiry and status, for a host's QR.
 */
export function useConnect() {
  const dock = useWalletDock();
  const mutation = useMutation(connectMutationOptions(dock));
  const connectAll = useMutation(connectMultiChainMutationOptions(dock));
  const { pairing } = useWalletConnectPairing();
  return { ...mutation, connectAll, pairing };
}

/** Disconnect a namespace (and those sharing its WalletConnect/Auth connector) or all. */
export function useDisconnect() {
  return useMutation(disconnectMutationOptions(useWalletDock()));
}

/** Parameters of useConnectors. */
export interface UseConnectorsParameters<T> {
  namespace?: ChainNamespace;
  select?: (connectors: MergedConnector<AdapterConnector>[]) => T;
}

/**
 * The connectors to list: merged across chains by name and filtered by the visibility rules
 * (connectors.ts). EIP-6963 wallets appear as they announce themselves.
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

/**
 * The native balance of an address on a network (default: the active account and network),
 * a react-query query cached 30 s.
 */
export function useNativeBalance(parameters: BalanceQueryParameters & { namespace?: ChainNamespace } = {}) {
  const dock = useWalletDock();
  const active = useAccount({
    namespace: parameters.namespace,
    select: useCallback((a: AccountState) => a.caipAddress, []),
  });
  const [ns, ref, address] = active?.split(':') ?? [];
  return useQuery(
    balanceQueryOptions(dock, {
      address: parameters.address ?? address,
      caipNetworkId: parameters.caipNetworkId ?? (ns && ref ? `${ns}:${ref}` : undefined),
    }),
  );
}
