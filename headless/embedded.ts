/**
 * walletdock/embedded: email and social login with a wallet in a secure frame on its own origin. Pass
 * `embeddedWallet({ frameUrl })` as the `embeddedWallet` option of `createWalletDock`; the hooks (`useEmbeddedWallet`,
 * `useEmailLogin`, `useSocialLogin`) are in the root, their mutation options in `walletdock/query`, and the frame's
 * message protocol and manager in `walletdock/embedded/protocol`. The reference frame to run on that origin is
 * `walletdock/server/frame`.
 *
 * ```ts
 * import { embeddedWallet } from 'walletdock/embedded';
 * const dock = createWalletDock({
 *   networks: [mainnet], adapters: [eip155Adapter(), solanaAdapter()],
 *   embeddedWallet: embeddedWallet({ frameUrl: 'https://wallet.example.com', socials: ['google', 'github'] }),
 * });
 * ```
 *
 * @module walletdock/embedded
 */
export { DEFAULT_EMBEDDED_NAME, DEFAULT_SOCIALS, embeddedWallet } from './core/embedded/embedded-wallet';
export { AUTH_CONNECTOR_ID } from './core/embedded/types';
export type {
  EmbeddedController,
  EmbeddedFrameStatus,
  EmbeddedMutationOption,
  EmbeddedMutationOptions,
  EmbeddedWallet,
  EmbeddedWalletFactory,
  EmbeddedSocial,
  EmbeddedWalletOptions,
  EmbeddedWalletState,
  FrameUser,
  SocialProvider,
} from './core/embedded/types';
export { EmbeddedProviderError } from './core/embedded/wagmi-connector';
export type { EmbeddedEip1193Provider } from './core/embedded/wagmi-connector';
export { EMBEDDED_WAGMI_TYPE } from './core/model/constants';
export type { EmbeddedSolanaChain } from './core/embedded/solana-wallet';
export { useEmbeddedAccountType } from './react/hooks/useEmbeddedAccountType';
export { useSmartAccountNetworks, type UseSmartAccountNetworksParameters } from './react/hooks/useSmartAccountNetworks';
export type {
  EmbeddedAccountTypeState,
  UseEmbeddedAccountTypeParameters,
  UseEmbeddedAccountTypeReturnType,
} from './react/hooks/useEmbeddedAccountType';
export type { UseEmbeddedWalletReturnType } from './react/hooks/useEmbeddedWallet';
export type { UseEmailLoginParameters, UseEmailLoginReturnType } from './react/hooks/useEmailLogin';
export type { UseSocialLoginParameters, UseSocialLoginReturnType } from './react/hooks/useSocialLogin';
