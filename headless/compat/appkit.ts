/**
 * walletdock/compat/appkit: AppKit's React hooks and `<appkit-button />`, with AppKit's documented shapes, over
 * walletdock's hooks. An AppKit app ports by changing `@reown/appkit/react` to this subpath (and `createAppKit` to a
 * walletdock instance in its provider: docs/migrate/appkit.md); the subpath is off the root, so an app that does not
 * import it pays nothing for it.
 *
 * @example
 * ```tsx
 * import { useAppKit, useAppKitAccount } from 'walletdock/compat/appkit';
 *
 * function Header() {
 *   const { open } = useAppKit();
 *   const { address, isConnected } = useAppKitAccount();
 *   return <button onClick={() => open()}>{isConnected ? address : 'Connect'}</button>;
 * }
 * ```
 * @packageDocumentation
 * @module walletdock/compat/appkit
 */
export { useAppKit, type AppKitOpenOptions, type AppKitView, type UseAppKitReturnType } from './appkit/useAppKit';
export {
  useAppKitAccount,
  type AppKitEmbeddedWalletInfo,
  type UseAppKitAccountReturnType,
} from './appkit/useAppKitAccount';
export {
  appKitNetworkId,
  useAppKitNetwork,
  type AppKitNetworkInput,
  type UseAppKitNetworkReturnType,
} from './appkit/useAppKitNetwork';
export { useAppKitState, type UseAppKitStateReturnType } from './appkit/useAppKitState';
export { useAppKitTheme, type UseAppKitThemeReturnType } from './appkit/useAppKitTheme';
export { useAppKitEvents } from './appkit/useAppKitEvents';
export { useDisconnect, type UseAppKitDisconnectReturnType } from './appkit/useDisconnect';
export { useWalletInfo, type UseWalletInfoReturnType } from './appkit/useWalletInfo';
export { useAppKitProvider, type UseAppKitProviderReturnType } from './appkit/useAppKitProvider';
export { AppKitButton, type AppKitButtonProps } from './appkit/AppKitButton';
