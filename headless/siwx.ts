/**
 * walletdock/siwx: sign-in with X building blocks. `createDefaultSiwx()` is the ready-made `siwx`
 * option (messages with a fresh nonce, sessions kept in storage and re-verified on every read);
 * the verifiers, the message parser and the session check serve hosts that write their own
 * `SIWXConfig`; the universal-auth helpers serve WalletConnect one-click auth. A backend verifies
 * sessions with `walletdock/server`.
 *
 * ```ts
 * import { createDefaultSiwx } from 'walletdock/siwx';
 * const dock = createWalletDock({ networks, adapters, siwx: createDefaultSiwx({ required: true }) });
 * ```
 *
 * @module walletdock/siwx
 */
export { SIWX_NAMESPACES, createSiwxMessage, isSiwxNamespace } from './core/siwx/message';
export { parseSiwxMessage } from './core/siwx/parse';
export { SIWX_NONCE_LENGTH, generateSiwxNonce } from './core/siwx/nonce';
export { checkSiwxSession, siwxTimeReason } from './core/siwx/check';
export type { SiwxCheckOptions, SiwxRejectReason, SiwxSessionCheck } from './core/siwx/check';
export { SIWX_DEFAULT_EXPIRY_MS, SIWX_STORAGE_KEY, createDefaultSiwx } from './core/siwx/default';
export type { DefaultSiwxOptions } from './core/siwx/default';
export type { SIWEConfig, SIWEMessageParams, SIWESession, SiwxOptions } from './core/siwx/legacy';
export type {
  SiwxActiveAccount,
  SiwxEventName,
  SiwxEventProperties,
  SiwxFlow,
  SiwxFlowDeps,
  SiwxFlowState,
  SiwxStatus,
} from './core/siwx/flow';
export {
  addSessionsFromCacaos,
  authenticateWithUniversalProvider,
  cacaoToSession,
  canUseUniversalAuth,
  createUniversalAuthParams,
} from './core/siwx/authenticate';
export type { CacaoMessageFormatter, UniversalAuthParams, UniversalAuthProvider } from './core/siwx/authenticate';
export {
  ERC1271_MAGIC_VALUE,
  checkSignatureViaGateway,
  createBip122Verifier,
  createDefaultVerifiers,
  createEip155Verifier,
  createSolanaVerifier,
} from './core/siwx/verifiers';
export type { Eip155VerifierOptions, SignatureCheckGateway, SignatureCheckParams } from './core/siwx/verifiers';
export type {
  Cacao,
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
  SiwxChainId,
  SiwxNamespace,
  SiwxSignMessage,
  SiwxVerifier,
  SiwxVerifiers,
} from './core/siwx/types';
