// The sign-in verifiers of each namespace that offers sign-in, over the namespace registry: a verifier loads its
// namespace's signature check on first use (namespaces/<ns>/sign-in.ts), so a host that never verifies a Bitcoin
// session never downloads the Bitcoin code.
import { NAMESPACES } from '../namespaces/registry';
import type { SignatureVerifyOptions } from '../namespaces/types';
import type { SIWXSession, SiwxNamespace, SiwxVerifier, SiwxVerifiers } from './types';

export {
  checkSignatureViaGateway,
  ERC1271_MAGIC_VALUE,
  type SignatureCheckGateway,
  type SignatureCheckParams,
} from '../namespaces/eip155/signature-check';

/** Options of createEip155Verifier: a public client per chain and/or the RPC gateway's ERC-1271 check. */
export type Eip155VerifierOptions = SignatureVerifyOptions;

/** A session is valid when its signature is the account's, checked by the session's namespace. */
function namespaceVerifier(namespace: SiwxNamespace, options: SignatureVerifyOptions = {}): SiwxVerifier {
  return {
    namespace,
    async verify(session: SIWXSession): Promise<boolean> {
      const load = NAMESPACES[namespace].signIn;
      if (!load) return false;
      const verify = await load();
      const { accountAddress: address, chainId } = session.data;
      return verify({ address, chainId, message: session.message, signature: session.signature }, options);
    },
  };
}

/** The eip155 verifier: viem's verifyMessage through a public client, else an offline EOA recovery, else the gateway. */
export function createEip155Verifier(options: Eip155VerifierOptions = {}): SiwxVerifier {
  return namespaceVerifier('eip155', options);
}

/** The solana verifier (offline ed25519). */
export function createSolanaVerifier(): SiwxVerifier {
  return namespaceVerifier('solana');
}

/** The bip122 verifier (offline BIP-322 and BIP-137). */
export function createBip122Verifier(): SiwxVerifier {
  return namespaceVerifier('bip122');
}

/** One verifier per sign-in namespace; eip155 options give it a public client and/or the RPC gateway. */
export function createDefaultVerifiers(eip155: Eip155VerifierOptions = {}): Required<SiwxVerifiers> {
  return { eip155: createEip155Verifier(eip155), solana: createSolanaVerifier(), bip122: createBip122Verifier() };
}
