/**
 * walletdock/embedded: email and social login with a wallet in a secure frame on its own origin. Pass
 * `embeddedWallet({ frameUrl })` as the `embeddedWallet` option; the hooks (`useEmbeddedWallet`, `useEmailLogin`,
 * `useSocialLogin`) are in the root. The reference frame to run on that origin is `walletdock/server/frame`.
 *
 * ```ts
 * import { embeddedWallet } from 'walletdock/embedded';
 * const dock = createWalletDock({
 *   networks: [mainnet], adapters: [eip155Adapter(), solanaAdapter()],
 *   embeddedWallet: embeddedWallet({ frameUrl: 'https://wallet.example.com', socials: ['google', 'github'] }),
 * });
 * ```
 *
 * The rest is for hosts that build on the frame themselves: its message protocol (every message parsed by zod), the
 * RPC methods it accepts (safe ones answered at once, not-safe ones after the user's click in the frame), and the frame
 * manager.
 *
 * @module walletdock/embedded
 */
export { DEFAULT_EMBEDDED_NAME, DEFAULT_SOCIALS, embeddedWallet, initialEmbeddedWalletState } from './core/embedded/embedded-wallet';
export { AUTH_CONNECTOR_ID } from './core/embedded/types';
export type {
  EmbeddedController, EmbeddedFrameStatus, EmbeddedMutationOption, EmbeddedMutationOptions, EmbeddedWallet, EmbeddedWalletFactory,
  EmbeddedWalletOptions, EmbeddedWalletState, FrameUser, SocialProvider,
} from './core/embedded/types';
export { EMBEDDED_WAGMI_TYPE, EmbeddedProviderError } from './core/embedded/wagmi-connector';
export type { EmbeddedEip1193Provider } from './core/embedded/wagmi-connector';
export type { EmbeddedSolanaChain } from './core/embedded/solana-wallet';
export { createFrameManager, TIMED_REQUESTS } from './core/embedded/manager';
export type { FrameAlert, FrameManager, FrameManagerOptions, FrameRequestOptions } from './core/embedded/manager';
export { FRAME_MIN_HEIGHT, FRAME_MIN_WIDTH } from './core/embedded/frame-element';
export type { FrameElement } from './core/embedded/frame-element';
export {
  FRAME_PROTOCOL, FRAME_PROTOCOL_VERSION, createFrameRequest, parseFrameMessage, replyResult,
} from './core/embedded/protocol';
export type { AnyFrameRequest, FrameEventMessage, FrameReplyMessage, FrameRequestMessage, ParsedFrameMessage } from './core/embedded/protocol';
export type { FrameError, FrameEventType, FrameRequestParams, FrameRequestResult, FrameRequestType } from './core/embedded/messages';
export {
  EIP155_NOT_SAFE_METHODS, EIP155_SAFE_METHODS, SOLANA_NOT_SAFE_METHODS, SOLANA_SAFE_METHODS, isAllowedMethod, isNotSafeMethod, isSafeMethod,
} from './core/embedded/rpc-methods';
export type { EmbeddedNamespace, NotSafeMethod } from './core/embedded/rpc-methods';
// The hooks (also in the root) and their mutation options (also in walletdock/query), for code that loads with the
// embedded wallet: the modal's embedded views import them from here, so the modal's first chunk carries none of it.
export { useEmailLogin, useEmbeddedWallet, useSocialLogin } from './react/embedded';
export type { UseEmbeddedWalletReturnType, UseEmailLoginParameters, UseEmailLoginReturnType, UseSocialLoginParameters, UseSocialLoginReturnType } from './react/embedded';
export {
  deviceApprovalMutationOptions, emailLoginMutationOptions, emailOtpMutationOptions, embeddedController, embeddedMutationOptions,
  socialLoginMutationOptions, updateEmailMutationOptions, updateEmailOtpMutationOptions,
} from './core/embedded/query';
