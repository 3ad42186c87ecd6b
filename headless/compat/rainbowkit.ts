/**
 * walletdock/compat/rainbowkit: RainbowKit's modal hooks (`useConnectModal`, `useAccountModal`, `useChainModal`) with
 * RainbowKit's shapes, over walletdock's one modal. Off the root: an app that does not import it pays nothing for it.
 *
 * @example
 * ```tsx
 * import { useConnectModal } from 'walletdock/compat/rainbowkit';
 *
 * function Connect() {
 *   const { openConnectModal } = useConnectModal();
 *   return openConnectModal ? <button onClick={openConnectModal}>Connect</button> : null;
 * }
 * ```
 * @packageDocumentation
 * @module walletdock/compat/rainbowkit
 */
export { useConnectModal, type UseConnectModalReturnType } from './rainbowkit/useConnectModal';
export { useAccountModal, type UseAccountModalReturnType } from './rainbowkit/useAccountModal';
export { useChainModal, type UseChainModalReturnType } from './rainbowkit/useChainModal';
export { rainbowKitModalOf, type RainbowKitModal } from './rainbowkit/modal-state';
