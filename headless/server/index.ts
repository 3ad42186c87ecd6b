/**
 * walletdock/server: helpers for host backends (no React, no DOM): verify a sign-in session a
 * browser sends, issue and consume one-time nonces, rebuild or parse sign-in messages, check addresses, and prove on
 * chain that a payment was made (verifyPayment).
 *
 * @module walletdock/server
 */
export { verifySiwxSession, type VerifySiwxSessionOptions, type VerifySiwxSessionResult } from './verify-session';
export { createSiwxNonceStore, type SiwxNonceStore } from './nonce-store';
export { parseSiwxMessage } from '../core/siwx/parse';
export { createSiwxMessage } from '../core/siwx/message';
export { generateSiwxNonce } from '../core/siwx/nonce';
export type { SiwxRejectReason } from '../core/siwx/check';
export type { SIWXSession, SIWXMessageData, SiwxChainId } from '../core/siwx/types';
export { verifyBip322Signature } from '../core/namespaces/bip122/bip322';
// An address a browser sent, checked on the backend by the same rule per namespace as in the app.
export { isAddress, type IsAddressOptions } from '../core/namespaces/address';
// SSR: the walletdock cookie of a request as the provider's initialState (no React, no DOM here).
export { cookieToInitialState } from '../core/connection/cookie-initial-state';
export type { WalletDockInitialState } from '../core/connection/initial-state';
// Pay: the chain, read through the host's node, says whether a transaction paid an order.
export { verifyPayment } from './pay/verify-payment';
export type {
  VerifyPaymentRequest,
  VerifyPaymentOptions,
  VerifyPaymentResult,
  PaymentVerified,
  PaymentNotVerified,
  PaymentRejectReason,
  Eip155NetworkId,
} from './pay/types';
