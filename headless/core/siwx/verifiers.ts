// Default verifiers by namespace.
import type { SiwxVerifiers } from './types';
import { createBip122Verifier } from '../namespaces/bip122/sign-in';
import { createEip155Verifier, type Eip155VerifierOptions } from '../namespaces/eip155/sign-in';
import { createSolanaVerifier } from '../namespaces/solana/sign-in';

export { createBip122Verifier } from '../namespaces/bip122/sign-in';
export { createEip155Verifier, type Eip155VerifierOptions } from '../namespaces/eip155/sign-in';
export { createSolanaVerifier } from '../namespaces/solana/sign-in';
export { checkSignatureViaGateway, ERC1271_MAGIC_VALUE, type SignatureCheckGateway, type SignatureCheckParams } from '../namespaces/eip155/signature-check';

/** One verifier per sign-in namespace; eip155 options give it a public client and/or the RPC gateway. */
export function createDefaultVerifiers(eip155: Eip155VerifierOptions = {}): Required<SiwxVerifiers> {
  return { eip155: createEip155Verifier(eip155), solana: createSolanaVerifier(), bip122: createBip122Verifier() };
}
