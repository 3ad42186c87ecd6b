// walletdock: the headless entry. Framework-free core helpers and the React hooks.
export * from './core/siwx';
export {
  CHAIN_NAMESPACES, chainIdToCoinType, formatCaipAddress, formatCaipNetworkId, isCaipAddress, isCaipNetworkId,
  isChainNamespace, parseCaipAddress, parseCaipNetworkId,
} from './core/caip';
export type { CaipAddress, CaipNetworkId, ChainNamespace, ParsedCaipAddress, ParsedCaipNetworkId } from './core/caip';
export { isAddress, isEvmAddress, isSolanaAddress } from './core/address';
export type { IsAddressOptions } from './core/address';
export {
  ErrorMessages, RpcErrorCode, WalletDockError, isUserRejection, rpcErrorMeaning, toWalletDockError,
} from './core/errors';
export type { ErrorCategory, WalletDockErrorCode, WalletDockErrorOptions } from './core/errors';
export { createStorage, memoryStorage } from './core/storage';
export type { KeyValueStorage, RecentWallet, StorageKey, StorageValues, WalletDockStorage } from './core/storage';
export {
  formatBalance, formatHistoryAmount, formatRelativeTime, formatUsd, parseTokenAmount, shortenAddress, shortenTxHash,
} from './core/format';
export { assertTransactionFees, emailLoginGuard, isOriginAllowed, isValidName, validateSend } from './core/validation';
export type { FeeFields, SendInput } from './core/validation';
export { getNamedNodeError, nodeErrorName, toNodeError } from './core/node-errors';
export type { NodeErrorName } from './core/node-errors';
export { createTransport } from './core/transports';
export type { CreateTransportOptions } from './core/transports';
export type {
  Account, AppMetadata, EmbeddedUser, Identity, SwapToken, TokenBalance, Transaction, WalletAsset,
} from './core/schemas/entities';
// The directory, analytics and HTTP clients (and the analytics event list they parse with) stay
// internal: the client loads them on demand, and esbuild puts any module that the root also
// re-exports into every host's initial chunk (+2.5 KB gzip).
export type { GetWalletsParams, WalletDirectory, WalletDirectoryOptions, WalletPage } from './core/api/directory';
export type { Analytics, AnalyticsOptions, TrackOptions } from './core/api/analytics';
export type { AnalyticsEventName } from './core/schemas/analytics';
export type { GetWalletsResponse, WalletDirectoryItem } from './core/schemas/directory';
export {
  CONNECTOR_TYPES, connectMethodOrder, connectorDisplayName, exclusionsFromWallets, hasInstalledWallet,
  isConnectorVisible, mergeConnectors, orderWalletSections, visibleConnectors,
} from './core/connectors';
export type {
  ConnectMethod, ConnectorLike, MergedConnector, VisibilityRules, WalletSection, WalletSectionType,
} from './core/connectors';
export { browseDeepLink, formatNativeUrl, formatUniversalUrl, isHttpUrl, walletPairingLink } from './core/deeplink';
export type { BrowseDeepLinkRule, WalletLinks, WalletPairingLink } from './core/deeplink';
export {
  featuredWalletsQueryOptions, recommendedWalletsQueryOptions, searchWalletsQueryOptions,
  walletPagesInfiniteQueryOptions, walletsFromPages,
} from './core/query/directory';
// connection-core: the client, its rules, the eip155 adapter and the React hooks.
export { createWalletDock } from './core/client';
export type { WalletDock } from './core/client';
export type { WalletDockOptions, CustomWallet, ThemeMode, ThemeVariables, Features } from './core/options';
export { eip155Adapter, createEip155Adapter, GENERIC_INJECTED_ID } from './core/adapters/eip155';
export type { Eip155Adapter, Eip155AdapterOptions } from './core/adapters/eip155';
export type {
  AdapterBalance, AdapterConnection, AdapterConnector, AdapterContext, AdapterDefinition, AdapterEvents, ChainAdapter,
  ConnectorType, SendTransactionRequest,
} from './core/adapters/types';
export type { AccountState, ChainState, ConnectionStatus, ConnectedWalletInfo } from './core/account';
export type { CaipNetwork, NetworkInput } from './core/network';
export { toCaipNetwork, unsupportedNetwork } from './core/network';
export type { ConnectionState } from './core/startup';
export type { ConnectParameters } from './core/connection';
export type { RouterView, RouterState, RouterData, TransactionAction } from './core/router';
export { ROUTER_VIEWS } from './core/router';
export type { ModalState } from './core/modal';
export { isCloseDisabled } from './core/modal';
export type { ToastState, ToastVariant, ToastInput } from './core/toast';
export type { ThemeState, SignInState, OpenOptions } from './core/ui';
export type { WalletDockEvent, TrackedEventName } from './core/events';
export { balanceQueryOptions, balanceQueryKey } from './core/query/balance';
export {
  connectMutationOptions, disconnectMutationOptions, switchNetworkMutationOptions, signMessageMutationOptions,
  sendTransactionMutationOptions,
} from './core/query/connection';
export {
  WalletDockProvider, useWalletDock, useModal, useRouter, useToast, useTheme, useAccount, useNetwork, useConnect,
  useDisconnect, useConnectors, useNativeBalance, useWalletDirectory, useEvents, useStoreSelector,
} from './react';
export type { WalletDockProviderProps, NetworkView } from './react';
export { excludedWalletsQueryOptions } from './core/query/directory';
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
export { connectMultiChain, connectMultiChainMutationOptions, multiChainMembers } from './core/multichain';
export type { ConnectMultiChainParameters, ConnectMultiChainResult } from './core/multichain';
export { useSiwx } from './react/useSiwx';
export type { UseSiwxParameters, UseSiwxResult } from './react/useSiwx';
// core-model: the remaining catalogues and §9 constants (named exports; unused ones tree-shake away).
export { EmbeddedWalletAlerts, FaucetMessages, ErrorCodes, providerMessageToAlert } from './core/errors';
export type { RpcErrorCodeValue } from './core/errors';
export * from './core/constants';
export { isCosmosAddress } from './core/address';
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
// faucet: zod schemas of the faucet API (SPEC §3 faucet entities, §7 faucet calls), shared by server and page.
export {
  CaptchaSchema, VerifyCaptchaRequestSchema, VerifyCaptchaResponseSchema, ClaimRequestSchema, ClaimResponseSchema,
  HistoryResponseSchema, FaucetClaimEntrySchema, FaucetStatusSchema, FaucetErrorResponseSchema, FaucetAmountSchema,
} from './core/schemas/faucet';
export type {
  Captcha, VerifyCaptchaRequest, VerifyCaptchaResponse, ClaimRequest, ClaimResponse, HistoryResponse, FaucetClaimEntry,
  FaucetStatus,
} from './core/schemas/faucet';
