/**
 * Startup restore: the first state of an instance,
 * computed synchronously from storage so the first render already shows a saved session as
 * connecting with its saved address — never a flash of "disconnected".
 */
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import type { AccountType } from '../model/constants';
import { defaultAccountType } from '../namespaces/account-type';
import { caipAddressOf, initialAccountState, type ChainState } from './account';
import type { CaipNetwork } from '../model/network';
import { resolveNetwork } from './network';
import type { RestoredKey, StorageValues } from '../model/storage';

/** State of all namespaces plus which one is active. */
export interface ConnectionState {
  activeNamespace: ChainNamespace | undefined;
  chains: Partial<Record<ChainNamespace, ChainState>>;
  /** True while a switch moves the active namespace to another one. */
  isSwitchingNamespace: boolean;
}

/** What startup reads from storage (RESTORED_KEYS). */
export type SavedState = Partial<Pick<StorageValues, RestoredKey>>;

/** The restored state plus the namespaces whose address cache must be cleared. */
export interface RestoreResult {
  state: ConnectionState;
  clearAddressCache: ChainNamespace[];
}

/**
 * Saved connected gives connecting (with the saved address and connector) until the adapter's
 * sync finishes; saved disconnected clears the address cache.
 */
export function restoreConnectionState(
  networks: readonly CaipNetwork[],
  saved: SavedState,
  accountTypes?: Partial<Record<ChainNamespace, AccountType>>,
): RestoreResult {
  const chains: ConnectionState['chains'] = {};
  const clearAddressCache: ChainNamespace[] = [];
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))];
  for (const namespace of namespaces) {
    const own = networks.filter((n) => n.chainNamespace === namespace);
    const savedNetworkId = saved.activeCaipNetworkId;
    const active =
      savedNetworkId && own.some((n) => n.caipNetworkId === savedNetworkId)
        ? resolveNetwork(savedNetworkId as CaipNetworkId, own)
        : own[0];
    const preferred = saved.preferredAccountTypes?.[namespace] ?? defaultAccountType(namespace, accountTypes);
    let chain: ChainState = {
      namespace,
      caipNetworks: own,
      caipNetwork: active,
      accountState: initialAccountState(namespace, preferred),
      connectorId: undefined,
      connectorType: undefined,
    };
    const status = saved.connectionStatus?.[namespace];
    const connection = saved.connections?.[namespace]?.[0];
    const address = connection?.accounts[0]?.address;
    if (status === 'connected' && connection && address) {
      const network = connection.caipNetworkId
        ? resolveNetwork(connection.caipNetworkId as CaipNetworkId, own)
        : active;
      chain = {
        ...chain,
        caipNetwork: network,
        connectorId: saved.connectorIds?.[namespace] ?? connection.connectorId,
        accountState: {
          ...chain.accountState,
          status: 'connecting',
          address,
          caipAddress: caipAddressOf(network, address),
          allAccounts: connection.accounts.map((a) => ({
            namespace,
            address: a.address,
            type: (a.type as AccountType | undefined) ?? preferred,
          })),
        },
      };
    } else if (status === 'disconnected' || connection) {
      clearAddressCache.push(namespace);
    }
    chains[namespace] = chain;
  }
  const activeNamespace =
    saved.activeNamespace && chains[saved.activeNamespace] ? saved.activeNamespace : namespaces[0];
  return { state: { activeNamespace, chains, isSwitchingNamespace: false }, clearAddressCache };
}
