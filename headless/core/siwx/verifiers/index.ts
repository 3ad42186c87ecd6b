// Default verifiers by namespace.
import type { SiwxVerifiers } from '../types';
import { createBip122Verifier } from './bip122';
import { createEip155Verifier, type Eip155VerifierOptions } from './eip155';
import { createSolanaVerifier } from './solana';

export { createBip122Verifier } from './bip122';
export { createEip155Verifier, type Eip155VerifierOptions } from './eip155';
export { createSolanaVerifier } from './solana';
export { checkSignatureViaGateway, ERC1271_MAGIC_VALUE, type SignatureCheckGateway, type SignatureCheckParams } from './signature-check';

/** One verifier per sign-in namespace; eip155 options give it a public client and/or the RPC gateway. */
export function createDefaultVerifiers(eip155: Eip155VerifierOptions = {}): Required<SiwxVerifiers> {
  return { eip155: createEip155Verifier(eip155), solana: createSolanaVerifier(), bip122: createBip122Verifier() };
}
