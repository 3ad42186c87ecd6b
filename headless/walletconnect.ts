/**
 * walletdock/walletconnect: WalletConnect for every namespace over one universal-provider session per
 * instance. Pass `walletConnectAdapters(options, [your browser-wallet adapters])` as `createWalletDock({ adapters })`:
 * each namespace then offers WalletConnect beside its browser wallets. The rest is for hosts that drive pairing,
 * storage or one-click auth themselves. Needs the optional peer `@walletconnect/universal-provider`.
 *
 * ```ts
 * import { walletConnectAdapters } from 'walletdock/walletconnect';
 * const dock = createWalletDock({ projectId, networks, adapters: walletConnectAdapters({}, [eip155Adapter()]) });
 * ```
 *
 * @module walletdock/walletconnect
 */
export {
  WALLETCONNECT_CONNECTOR_ID,
  connectionFromSession,
  createWalletConnectChainAdapter,
  findWalletConnectClient,
  walletConnectAdapters,
} from './core/walletconnect/adapter';
export type {
  WalletConnectAdapterEvents,
  WalletConnectAdapterOptions,
  WalletConnectChainAdapter,
  WcAdapterConnection,
} from './core/walletconnect/adapter';
export { WC_AUTHENTICATING_TEXT, createWalletConnectClient } from './core/walletconnect/client';
export type {
  WalletConnectClient,
  WalletConnectEvents,
  WalletConnectOptions,
  WcWalletChoice,
} from './core/walletconnect/client';
export {
  connectMethod,
  initialPairingState,
  isPairingExpired,
  msUntilPairingExpired,
  pairingExpiryFrom,
  pairingReducer,
} from './core/walletconnect/pairing';
export type {
  PairingAction,
  PairingState,
  PairingStatus,
  WcConnection,
  WcLinking,
  WcRecentWallet,
} from './core/walletconnect/pairing';
export {
  WC_DEEPLINK_KEY,
  createPairingController,
  createPairingPersistence,
} from './core/walletconnect/pairing-controller';
export type {
  PairingController,
  PairingControllerOptions,
  PairingPersistence,
  PairingTimers,
  WcConnectSuccessEvent,
} from './core/walletconnect/pairing-controller';
export { WC_EVENTS, WC_METHODS, buildWcNamespaces, canUseOneClickAuth } from './core/walletconnect/namespaces';
export type { WcNamespaceConfig } from './core/walletconnect/namespaces';
export type { WcSession, WcSessionNamespace } from './core/walletconnect/session';
export {
  WC_STORAGE_VERSION,
  WC_STORAGE_VERSION_KEY,
  createIndexedDbWcStorage,
  createMemoryWcStorage,
} from './core/walletconnect/storage';
export type { IndexedDbWcStorageOptions, LegacyLocalStorage, WcKeyValueStorage } from './core/walletconnect/storage';
export { createWcAlertOnce, isWcUserRejection, toWcError } from './core/walletconnect/errors';
export type { WcAlertCode } from './core/walletconnect/errors';
export type { WcMetadata } from './core/walletconnect/provider';
export { useWalletConnectClient } from './react/hooks/useWalletConnectClient';
