/**
 * walletdock: what a host app writes with. Setup (`createWalletDock`, `WalletDockProvider`, the eip155
 * adapter, storage), the React hooks, the pure helpers and their types.
 *
 * Everything else lives on documented subpaths, so that reading this list tells a host what it needs:
 * - `walletdock/query`: TanStack Query option factories and keys behind the hooks (prefetch, invalidate);
 * - `walletdock/walletconnect`: WalletConnect adapters, pairing state and storage;
 * - `walletdock/solana`, `walletdock/bitcoin`: the wallet-standard adapters, their networks and address rules;
 * - `walletdock/send`, `walletdock/swap`, `walletdock/onramp`, `walletdock/names`: the hooks behind the optional panels
 *   (useSend and useReceive, useSwap…, useOnramp…, useNameRegistration), kept off the root so start-up code never holds them;
 * - `walletdock/embedded`: the embedded wallet (email and social login in a secure frame), its protocol and types;
 * - `walletdock/siwx`: sign-in building blocks (the default `siwx` option, verifiers, one-click auth);
 * - `walletdock/utils`: rules and helpers for hosts that draw their own wallet list (connector merging,
 *   deep links, router views), formatting and validation helpers, error catalogues and constants;
 * - `walletdock/styled`, `walletdock/testing`, `walletdock/server` (the faucet is an app of the repo, not an export).
 *
 * @packageDocumentation
 * @module walletdock
 */

// Setup.
export { createWalletDock } from './core/dock/create-wallet-dock';
export type { WalletDock } from './core/dock/create-wallet-dock';
export type { Features, RuntimeFeatures, WalletDockOptions } from './core/dock/options';
export type { AppMetadata } from './core/model/entities';
export type { CustomWallet } from './core/directory/wallet-list';
export type {
  AppKitThemeVariables,
  ThemeMode,
  ThemeModeSetting,
  ThemeVariables,
  WalletDockThemeVariables,
} from './core/modal/slices';
export { eip155Adapter } from './core/adapters/eip155';
export type { Eip155Adapter, Eip155AdapterOptions } from './core/adapters/eip155';
export { createStorage, memoryStorage } from './core/model/storage';
export type {
  KeyValueStorage,
  RecentWallet,
  StorageKey,
  StorageOptions,
  StorageValues,
  WalletDockStorage,
} from './core/model/storage';
export type { AdapterDefinition } from './core/adapters/types';
export type { CaipNetwork, NetworkInput } from './core/model/network';

// React: the provider and the hooks.
export { WalletDockProvider, useWalletDock } from './react/context';
export type { WalletDockProviderProps } from './react/context';
export { useModal } from './react/hooks/useModal';
export { useRouter } from './react/hooks/useRouter';
export { useToast } from './react/hooks/useToast';
export { useTheme } from './react/hooks/useTheme';
export { useLocale } from './react/hooks/useLocale';
export { useAccount } from './react/hooks/useAccount';
export { useNetwork } from './react/hooks/useNetwork';
export { useReconnecting } from './react/hooks/useReconnecting';
export { useRestoreFailure } from './react/hooks/useRestoreFailure';
export { useConnectors } from './react/hooks/useConnectors';
export { useConnect } from './react/hooks/useConnect';
export { useDisconnect } from './react/hooks/useDisconnect';
export { useSignMessage } from './react/hooks/useSignMessage';
export { useSendTransaction } from './react/hooks/useSendTransaction';
export { useNativeBalance } from './react/hooks/useNativeBalance';
export { useBalances } from './react/hooks/useBalances';
export { useAccountData } from './react/hooks/useAccountData';
export { useIdentity } from './react/hooks/useIdentity';
export { useNfts } from './react/hooks/useNfts';
export { useTransactions } from './react/hooks/useTransactions';
export { useWalletDirectory } from './react/hooks/useWalletDirectory';
export { useWalletConnectPairing } from './react/hooks/useWalletConnectPairing';
export { useSiwx } from './react/hooks/useSiwx';
export { useEmailLogin } from './react/hooks/useEmailLogin';
export { useEmbeddedWallet } from './react/hooks/useEmbeddedWallet';
export { useSocialLogin } from './react/hooks/useSocialLogin';
export { useEvents } from './react/hooks/useEvents';
// The modal's rules as hooks: the wallet list, recent wallets, one connector, and actions that subscribe to nothing.
export { useWalletList } from './react/hooks/useWalletList';
export { useConnectGate } from './react/hooks/useConnectGate';
export type { ConnectGate } from './react/hooks/useConnectGate';
export type { ConsentKind } from './core/connection/connect-gate';
export { useAccountActions } from './react/hooks/useAccountActions';
export type { AccountAction, AccountActions } from './core/account/account-actions';
export { useRecentWallets } from './react/hooks/useRecentWallets';
export { useConnector } from './react/hooks/useConnector';
export { useModalActions } from './react/hooks/useModalActions';
export { useModalPrefetch } from './react/hooks/useModalPrefetch';
export { useRouterActions } from './react/hooks/useRouterActions';
export { useRouterData } from './react/hooks/useRouterData';
export { useToastActions } from './react/hooks/useToastActions';
export type { ListedConnector, WalletEntry } from './core/directory/wallet-list';
export type { KnownWallet, KnownWalletList, WalletInstallLinks } from './core/directory/known-wallets';

// What the hooks read and take.
export type { AccountState, ConnectionStatus } from './core/connection/account';
export type { RestoreFailure, RestoreFailureReason } from './core/connection/restore-failure';
export type { ConnectedWalletInfo } from './core/adapters/types';
export type { ConnectParameters } from './core/connection/connection';
export type { MergedConnector } from './core/connection/connectors';
export type { ModalState } from './core/modal/modal';
export type { OpenOptions, ThemeActions, ThemeState } from './core/modal/slices';
export type { Locale, ShippedLocale, TextDirection } from './core/i18n/locales';
export type { LocaleState } from './core/i18n/slice';
export type { RouterState, RouterView, RouterViewData } from './core/modal/router';
export type { ToastInput, ToastState, ToastVariant } from './core/modal/toast';
export type { TrackedEventName, WalletDockEvent } from './core/model/events';
export type { WalletDirectoryItem } from './core/directory/schemas';
export type { Account } from './core/model/entities';

// Pure helpers.
export { formatCaipAddress, formatCaipNetworkId, parseCaipAddress, parseCaipNetworkId } from './core/model/caip';
export type {
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  ParsedCaipAddress,
  ParsedCaipNetworkId,
} from './core/model/caip';
export { isAddress } from './core/namespaces/address';
export type { IsAddressOptions } from './core/namespaces/address';
export { formatBalance, shortenAddress } from './core/model/format';
export { RpcErrorCode } from './core/model/rpc-codes';
export { WalletDockError, isUserRejection, toWalletDockError } from './core/model/errors';
export type {
  ErrorCategory,
  WalletDockErrorCode,
  WalletDockErrorOptions,
  WalletDockErrorType,
} from './core/model/errors';
export type { RpcErrorCodeValue } from './core/model/rpc-codes';

// Sign-in: the message, the nonce and the types of the `siwx` option (its building blocks: walletdock/siwx).
export { createSiwxMessage } from './core/siwx/message';
export { generateSiwxNonce } from './core/siwx/nonce';
export type { SiwxFlowState, SiwxStatus } from './core/siwx/flow';
export type { SIWEConfig } from './core/siwx/legacy';
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
  SiwxChainId,
  SiwxNamespace,
} from './core/siwx/types';

// Server rendering: cookie storage and the initial state it restores (cookieToInitialState itself is in
// walletdock/server, which a server component can call), and the eip155 adapter's options for a host's own wagmi config.
export { cookieStorage, createCookieStorage, WALLETDOCK_COOKIE } from './core/model/cookie-storage';
export type { CookieStorageOptions } from './core/model/cookie-storage';
export type { WalletDockInitialState } from './core/connection/initial-state';
export type {
  AnnouncedProvider,
  HostWagmiConfigOptions,
  OwnWagmiConfigOptions,
  SessionConnectorHandle,
} from './core/adapters/eip155';
