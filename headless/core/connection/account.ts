/**
 * Per-namespace account and connection state (per chain: account status, connection status) and its pure transitions.
 */
import { formatCaipAddress, type CaipAddress, type ChainNamespace } from '../model/caip';
import type { AccountType } from '../model/constants';
import type { CaipNetwork } from '../model/network';
import type { Account } from '../model/entities';
import type { ConnectedWalletInfo } from '../adapters/types';
import type { RestoreFailure } from './restore-failure';

/** Connection status of one namespace; reconnecting comes from the underlying client. */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'reconnecting';

/** The account part of a namespace's state: status, the active address and every account of the wallet. */
export interface AccountState {
  namespace: ChainNamespace;
  status: ConnectionStatus;
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  allAccounts: Account[];
  balance: string | undefined;
  balanceSymbol: string | undefined;
  tokenBalance: unknown[];
  profileName: string | undefined;
  profileImage: string | undefined;
  addressExplorerUrl: string | undefined;
  addressLabels: Record<string, string>;
  connectedWalletInfo: ConnectedWalletInfo | undefined;
  preferredAccountType: AccountType;
  socialProvider: string | undefined;
  farcasterUrl: string | undefined;
  user: { email?: string; username?: string } | undefined;
  currentTab: number;
  smartAccountDeployed: boolean;
  shouldUpdateToAddress: string | undefined;
}

/** One namespace's state: its networks, the active one, the account and the connector. */
export interface ChainState {
  namespace: ChainNamespace;
  caipNetworks: CaipNetwork[];
  caipNetwork: CaipNetwork | undefined;
  accountState: AccountState;
  connectorId: string | undefined;
  /** Connector type of the connection (WALLET_CONNECT and AUTH are shared across namespaces). */
  connectorType: string | undefined;
  /** Why the saved session could not be restored after a reload; gone once the namespace connects. */
  restoreFailure?: RestoreFailure | undefined;
}

/** A namespace's account before anything connected. */
export function initialAccountState(namespace: ChainNamespace, preferredAccountType: AccountType): AccountState {
  return {
    namespace,
    status: 'disconnected',
    address: undefined,
    caipAddress: undefined,
    allAccounts: [],
    balance: undefined,
    balanceSymbol: undefined,
    tokenBalance: [],
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    addressLabels: {},
    connectedWalletInfo: undefined,
    preferredAccountType,
    socialProvider: undefined,
    farcasterUrl: undefined,
    user: undefined,
    currentTab: 0,
    smartAccountDeployed: false,
    shouldUpdateToAddress: undefined,
  };
}

/**
 * Reset: status disconnected; address, balances, profile, wallet info, social data and tokens
 * cleared; current tab 0; smartAccountDeployed false; and the connector id cleared.
 */
export function resetChainAccount(chain: ChainState): ChainState {
  return {
    ...chain,
    connectorId: undefined,
    connectorType: undefined,
    accountState: initialAccountState(chain.namespace, chain.accountState.preferredAccountType),
  };
}

/** The account's CAIP-10 address on a network (recomputed whenever the active network changes). */
export function caipAddressOf(network: CaipNetwork | undefined, address: string | undefined): CaipAddress | undefined {
  return network && address ? formatCaipAddress(network.caipNetworkId, address) : undefined;
}

/** The account explorer link of an address on a network, when the network has an explorer. */
export function addressExplorerUrl(network: CaipNetwork | undefined, address: string | undefined): string | undefined {
  const base = network?.blockExplorers?.default.url;
  return base && address ? `${base.replace(/\/$/, '')}/address/${address}` : undefined;
}

/** What a connection reports: the accounts, the active address, the connector. */
export interface ConnectionUpdate {
  address: string;
  accounts: Account[];
  network: CaipNetwork;
  connectorId: string;
  connectorType: string;
  walletInfo?: ConnectedWalletInfo | undefined;
}

/** A namespace after a successful connect, reconnect or account change. */
export function applyConnection(chain: ChainState, update: ConnectionUpdate): ChainState {
  return {
    ...chain,
    caipNetwork: update.network,
    connectorId: update.connectorId,
    connectorType: update.connectorType,
    accountState: {
      ...chain.accountState,
      status: 'connected',
      address: update.address,
      caipAddress: caipAddressOf(update.network, update.address),
      allAccounts: update.accounts,
      addressExplorerUrl: addressExplorerUrl(update.network, update.address),
      connectedWalletInfo: update.walletInfo ?? chain.accountState.connectedWalletInfo,
    },
  };
}

/** A namespace after its active network changed: the active address is recomputed. */
export function applyNetwork(chain: ChainState, network: CaipNetwork): ChainState {
  const { address } = chain.accountState;
  return {
    ...chain,
    caipNetwork: network,
    accountState: {
      ...chain.accountState,
      caipAddress: caipAddressOf(network, address),
      addressExplorerUrl: addressExplorerUrl(network, address),
    },
  };
}

/** A namespace's status change that keeps everything else. */
export function applyStatus(chain: ChainState, status: ConnectionStatus): ChainState {
  if (chain.accountState.status === status) return chain;
  return { ...chain, accountState: { ...chain.accountState, status } };
}
