/** React hooks of walletdock: thin wrappers over headless/core. */
export { WalletDockProvider, useWalletDock } from './context';
export type { WalletDockProviderProps } from './context';
export { useStoreSelector, shallowEqual } from './useStoreSelector';
export { useModal, useRouter, useToast, useTheme } from './ui';
export type { SelectParameters } from './ui';
export { useAccount, useNetwork, useConnect, useDisconnect, useConnectors, useNativeBalance } from './connection';
export type { NamespaceSelectParameters, NetworkView, UseConnectorsParameters } from './connection';
export { useWalletDirectory } from './directory';
export type { UseWalletDirectoryParameters } from './directory';
export { useEvents } from './events';
// The modal's rules as hooks: wallet list, recent wallets, one connector, actions without state.
export { useWalletList } from './useWalletList';
export type { UseWalletListParameters, WalletList } from './useWalletList';
export { useRecentWallets } from './useRecentWallets';
export { useConnector } from './useConnector';
export { useModalActions } from './useModalActions';
export type { UseModalActionsResult } from './useModalActions';
export { useRouterActions } from './useRouterActions';
export { useToastActions } from './useToastActions';
