// Sign-in with X: the public surface (re-exported by walletdock's entry).
export { createSiwxMessage, isSiwxNamespace, SIWX_NAMESPACES } from './message';
export { parseSiwxMessage } from './parse';
export { generateSiwxNonce, SIWX_NONCE_LENGTH } from './nonce';
export { checkSiwxSession, siwxTimeReason, type SiwxCheckOptions, type SiwxRejectReason, type SiwxSessionCheck } from './check';
export { createDefaultSiwx, SIWX_DEFAULT_EXPIRY_MS, SIWX_STORAGE_KEY, type DefaultSiwxOptions } from './default';
export type { SIWEConfig, SIWEMessageParams, SIWESession, SiwxOptions } from './legacy';
// The flow itself is not exported: it loads on demand through `dock.loadSiwx()` (see client.ts).
export type {
  SiwxActiveAccount,
  SiwxEventName,
  SiwxEventProperties,
  SiwxFlow,
  SiwxFlowDeps,
  SiwxFlowState,
  SiwxStatus,
} from './flow';
export {
  addSessionsFromCacaos,
  authenticateWithUniversalProvider,
  cacaoToSession,
  canUseUniversalAuth,
  createUniversalAuthParams,
  type CacaoMessageFormatter,
  type UniversalAuthParams,
  type UniversalAuthProvider,
} from './authenticate';
export {
  checkSignatureViaGateway,
  createBip122Verifier,
  createDefaultVerifiers,
  createEip155Verifier,
  createSolanaVerifier,
  ERC1271_MAGIC_VALUE,
  type Eip155VerifierOptions,
  type SignatureCheckGateway,
} from './verifiers';
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
} from './types';
