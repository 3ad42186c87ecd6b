// bip122 sign-in signatures: BIP-322 simple and legacy BIP-137 message signatures (base64), checked offline by
// verifyBip322Signature (@scure/btc-signer + noble, browser-safe). The definition loads this on first use, so
// hosts without Bitcoin never download the Bitcoin code.
import type { SignatureVerifier } from '../types';
import { verifyBip322Signature } from './bip322';

/** Offline: no RPC needed. */
export const verifySignature: SignatureVerifier = async ({ address, chainId, message, signature }) => {
  if (!chainId.startsWith('bip122:')) return false;
  return verifyBip322Signature(address, message, signature);
};
