// walletdock: the headless entry. Framework-free core helpers and the React hooks.
export {};
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
  formatBalance, formatHistoryAmount, formatRelativeTime, formatUsd, shortenAddress, shortenTxHash,
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
