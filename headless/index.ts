// walletdock: the headless entry. Framework-free core helpers and the React hooks.
export * from './core/siwx';
export {
  CHAIN_NAMESPACES, chainIdToCoinType, formatCaipAddress, formatCaipNetworkId, isCaipAddress, isCaipNetworkId,
  isChainNamespace, parseCaipAddress, parseCaipNetworkId,
} from './core/model/caip';
export type { CaipAddress, CaipNetworkId, ChainNamespace, ParsedCaipAddress, ParsedCaipNetworkId } from './core/model/caip';
export { isAddress, isEvmAddress, isSolanaAddress } from './core/model/address';
export type { IsAddressOptions } from './core/model/address';
export {
  ErrorMessages, RpcErrorCode, WalletDockError, isUserRejection, rpcErrorMeaning, toWalletDockError,
} from './core/model/errors';
export type { ErrorCategory, WalletDockErrorCode, WalletDockErrorOptions } from './core/model/errors';
export { createStorage, memoryStorage } from './core/model/storage';
export type { KeyValueStorage, RecentWallet, StorageKey, StorageValues, WalletDockStorage } from './core/model/storage';
export {
  formatBalance, formatHistoryAmount, formatRelativeTime, formatUsd, parseTokenAmount, shortenAddress, shortenTxHash,
} from './core/model/format';
export { assertTransactionFees, emailLoginGuard, isOriginAllowed, isValidName, validateSend } from './core/model/validation';
export type { FeeFields, SendInput } from './core/model/validation';
export { getNamedNodeError, nodeErrorName, toNodeError } from './core/model/node-errors';
export type { NodeErrorName } from './core/model/node-errors';
export { createTransport } from './core/model/transports';
export type { CreateTransportOptions } from './core/model/transports';
export type {
  Account, AppMetadata, EmbeddedUser, Identity, SwapToken, TokenBalance, Transaction, WalletAsset,
} from './core/model/entities';
// The directory, analytics and HTTP clients (and the analytics event list they parse with) stay
// internal: the client loads them on demand, and esbuild puts any module that the root also
// re-exports into every host's initial chunk (+2.5 KB gzip).
export type { GetWalletsParams, WalletDirectory, WalletDirectoryOptions, WalletPage } from './core/directory/client';
export type { Analytics, AnalyticsOptions, TrackOptions } from './core/api/analytics';
export type { AnalyticsEventName } from './core/api/analytics-schemas';
export type { GetWalletsResponse, WalletDirectoryItem } from './core/directory/schemas';
export {
  CONNECTOR_TYPES, connectMethodOrder, connectorDisplayName, exclusionsFromWallets, hasInstalledWallet,
  isConnectorVisible, mergeConnectors, orderWalletSections, visibleConnectors,
} from './core/connection/connectors';
export type {
  ConnectMethod, ConnectorLike, MergedConnector, VisibilityRules, WalletSection, WalletSectionType,
} from './core/connection/connectors';
export { browseDeepLink, formatNativeUrl, formatUniversalUrl, isHttpUrl, walletPairingLink } from './core/directory/deeplink';
export type { BrowseDeepLinkRule, WalletLinks, WalletPairingLink } from './core/directory/deeplink';
export {
  featuredWalletsQueryOptions, recommendedWalletsQueryOptions, searchWalletsQueryOptions,
  walletPagesInfiniteQueryOptions, walletsFromPages,
} from './core/directory/query';
// connection-core: the client, its rules, the eip155 adapter and the React hooks.
export { createWalletDock } from './core/connection/client';
export type { WalletDock } from './core/connection/client';
export type { WalletDockOptions, CustomWallet, ThemeMode, ThemeVariables, Features } from './core/connection/options';
export { eip155Adapter, createEip155Adapter, GENERIC_INJECTED_ID } from './core/adapters/eip155';
export type { Eip155Adapter, Eip155AdapterOptions } from './core/adapters/eip155';
export type {
  AdapterBalance, AdapterConnection, AdapterConnector, AdapterContext, AdapterDefinition, AdapterEvents, ChainAdapter,
  ConnectorType, SendTransactionRequest,
} from './core/adapters/types';
export type { AccountState, ChainState, ConnectionStatus, ConnectedWalletInfo } from './core/connection/account';
export type { CaipNetwork, NetworkInput } from './core/connection/network';
export { toCaipNetwork, unsupportedNetwork } from './core/connection/network';
export type { ConnectionState } from './core/connection/startup';
export type { ConnectParameters } from './core/connection/connection';
export type { RouterView, RouterState, RouterData, TransactionAction } from './core/modal/router';
export { ROUTER_VIEWS } from './core/modal/router';
export type { ModalState } from './core/modal/modal';
export { isCloseDisabled } from './core/modal/modal';
export type { ToastState, ToastVariant, ToastInput } from './core/modal/toast';
export type { ThemeState, SignInState, OpenOptions } from './core/modal/slices';
export type { WalletDockEvent, TrackedEventName } from './core/model/events';
export { balanceQueryOptions, balanceQueryKey } from './core/account-data/native-balance';
export {
  connectMutationOptions, disconnectMutationOptions, switchNetworkMutationOptions, signMessageMutationOptions,
  sendTransactionMutationOptions,
} from './core/connection/query';
export {
  WalletDockProvider, useWalletDock, useModal, useRouter, useToast, useTheme, useAccount, useNetwork, useConnect,
  useDisconnect, useConnectors, useNativeBalance, useWalletDirectory, useEvents, useStoreSelector,
} from './react';
export type { WalletDockProviderProps, NetworkView } from './react';
export { excludedWalletsQueryOptions } from './core/directory/query';
// solana-bitcoin: wallet-standard adapters for solana and bip122, their networks, multi-namespace connect.
export { solanaAdapter, assertSolanaAddress } from './core/adapters/solana';
export type { SolanaAdapterOptions } from './core/adapters/solana';
export {
  SOLANA_MAINNET, SOLANA_DEVNET, SOLANA_TESTNET, SOLANA_WALLET_CHAINS, solanaMainnet, solanaDevnet, solanaTestnet,
  solanaWalletChain, createConnectionRpc,
} from './core/adapters/solana-rpc';
export type { SolanaRpc, SolanaCaipNetworkId, SolanaWalletChain } from './core/adapters/solana-rpc';
export { bip122Adapter, assertBitcoinAddress } from './core/adapters/bip122';
export type { Bip122AdapterOptions, Bip122ChainAdapter, SignPsbtRequest } from './core/adapters/bip122';
export {
  BITCOIN_MAINNET, BITCOIN_TESTNET, BITCOIN_SIGNET, BITCOIN_REGTEST, bitcoinMainnet, bitcoinTestnet, bitcoinSignet,
  bitcoinRegtest,
} from './core/adapters/bip122-networks';
export type { BitcoinAddressPurpose, BitcoinCaipNetworkId, BitcoinWalletChain } from './core/adapters/bip122-networks';
export { connectMultiChain, connectMultiChainMutationOptions, multiChainMembers } from './core/connection/multichain';
export type { ConnectMultiChainParameters, ConnectMultiChainResult } from './core/connection/multichain';
export { useSiwx } from './react/useSiwx';
export type { UseSiwxParameters, UseSiwxResult } from './react/useSiwx';
// The modal's rules as hooks (wallet list, recent wallets, close after connect) and action-only hooks.
export {
  useWalletList, useRecentWallets, useConnector, useModalActions, useRouterActions, useToastActions,
} from './react';
export type { UseWalletListParameters, WalletList, UseModalActionsResult } from './react';
export {
  allWalletEntries, findListedConnector, isInstalledConnector, matchConnector, selectWalletEntry, walletListSections,
} from './core/directory/wallet-list';
export type { ListedConnector, WalletEntry, WalletListSources, WalletSelection } from './core/directory/wallet-list';
export { shouldCloseAfterConnect } from './core/modal/modal';
// core-model: the remaining catalogues and §9 constants (named exports; unused ones tree-shake away).
export { EmbeddedWalletAlerts, ErrorCodes, providerMessageToAlert } from './core/model/errors';
export type { RpcErrorCodeValue } from './core/model/errors';
export * from './core/model/constants';
export { isCosmosAddress } from './core/model/address';
// walletconnect: adapters over one universal-provider session per instance, pairing state, storage, hooks.
export {
  walletConnectAdapters, createWalletConnectChainAdapter, findWalletConnectClient, connectionFromSession,
  WALLETCONNECT_CONNECTOR_ID,
} from './core/walletconnect/adapter';
export type {
  WalletConnectAdapterOptions, WalletConnectChainAdapter, WalletConnectAdapterEvents, WcAdapterConnection,
} from './core/walletconnect/adapter';
export { createWalletConnectClient, WC_AUTHENTICATING_TEXT } from './core/walletconnect/client';
export type { WalletConnectClient, WalletConnectOptions, WalletConnectEvents, WcWalletChoice } from './core/walletconnect/client';
export {
  pairingReducer, initialPairingState, isPairingExpired, msUntilPairingExpired, pairingExpiryFrom, connectMethod,
} from './core/walletconnect/pairing';
export type {
  PairingState, PairingStatus, PairingAction, WcLinking, WcRecentWallet, WcConnection,
} from './core/walletconnect/pairing';
export { createPairingController, createPairingPersistence, WC_DEEPLINK_KEY } from './core/walletconnect/pairing-controller';
export type { PairingController, PairingPersistence, PairingTimers, WcConnectSuccessEvent } from './core/walletconnect/pairing-controller';
export { buildWcNamespaces, canUseOneClickAuth, WC_METHODS, WC_EVENTS } from './core/walletconnect/namespaces';
export type { WcNamespaceConfig } from './core/walletconnect/namespaces';
export type { WcSession, WcSessionNamespace } from './core/walletconnect/session';
export {
  createIndexedDbWcStorage, createMemoryWcStorage, WC_STORAGE_VERSION, WC_STORAGE_VERSION_KEY,
} from './core/walletconnect/storage';
export type { WcKeyValueStorage, IndexedDbWcStorageOptions } from './core/walletconnect/storage';
export { toWcError, isWcUserRejection, createWcAlertOnce } from './core/walletconnect/errors';
export type { WcAlertCode } from './core/walletconnect/errors';
export type { WcMetadata } from './core/walletconnect/provider';
export { useWalletConnectPairing, useWalletConnectClient } from './react/walletconnect';
export type { WalletConnectPairingView } from './react/walletconnect';
// host: SSR cookie storage and initial state (cookieToInitialState itself is in walletdock/server, which
// a server component can call), and the eip155 adapter's option types for a host's own wagmi config.
export { cookieStorage, createCookieStorage, WALLETDOCK_COOKIE } from './core/model/cookie-storage';
export type { CookieStorageOptions } from './core/model/cookie-storage';
export type { WalletDockInitialState } from './core/connection/initial-state';
export type { HostWagmiConfigOptions, OwnWagmiConfigOptions, SessionConnectorHandle } from './core/adapters/eip155';
