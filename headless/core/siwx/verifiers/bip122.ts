// bip122 session verifier: BIP-322 (and legacy BIP-137) message signatures through bip322-js.
// Loaded on first use so that hosts without Bitcoin never download bitcoinjs.
import type { SIWXSession, SiwxVerifier } from '../types';

type Bip322Verifier = { verifySignature(address: string, message: string, signatureBase64: string): boolean };

let loading: Promise<Bip322Verifier> | undefined;

function loadVerifier(): Promise<Bip322Verifier> {
  loading ??= import('bip322-js').then((mod) => {
    const m = mod as unknown as { Verifier?: Bip322Verifier; default?: { Verifier: Bip322Verifier } };
    const verifier = m.Verifier ?? m.default?.Verifier;
    if (!verifier) throw new Error('bip322-js has no Verifier export');
    return verifier;
  });
  return loading;
}

/** Creates the bip122 verifier (offline): the signature is base64 BIP-322 "simple" or BIP-137. */
export function createBip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify(session: SIWXSession): Promise<boolean> {
      if (!session.data.chainId.startsWith('bip122:')) return false;
      try {
        const verifier = await loadVerifier();
        return verifier.verifySignature(session.data.accountAddress, session.message, session.signature);
      } catch {
        return false; // bip322-js throws on malformed signatures and unsupported address types
      }
    },
  };
}
