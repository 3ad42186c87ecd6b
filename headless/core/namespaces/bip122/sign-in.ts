// bip122 session verifier: BIP-322 simple and legacy BIP-137 message signatures (base64), checked
// offline by verifyBip322Signature (@scure/btc-signer + noble, browser-safe). Loaded on first use so
// hosts without Bitcoin never download the Bitcoin code.
import type { SIWXSession, SiwxVerifier } from '../../siwx/types';

/** Creates the bip122 verifier (offline). */
export function createBip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify(session: SIWXSession): Promise<boolean> {
      if (!session.data.chainId.startsWith('bip122:')) return false;
      const { verifyBip322Signature } = await import('./bip322');
      return verifyBip322Signature(session.data.accountAddress, session.message, session.signature);
    },
  };
}
