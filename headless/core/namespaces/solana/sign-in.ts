// solana sign-in signatures: an ed25519 signature (base58, as wallets return it encoded) over the UTF-8 bytes of the
// message, by the public key the base58 address is. The definition loads this on first use, so hosts without Solana
// never download the curve code.
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { hexToBytes } from 'viem';
import type { SignatureVerifier } from '../types';

/** Decodes a signature given as base58 (the usual encoding) or 0x-hex; undefined if it is neither. */
function decodeSignature(signature: string): Uint8Array | undefined {
  try {
    if (/^0x[0-9a-fA-F]{128}$/.test(signature)) return hexToBytes(signature as `0x${string}`);
    return base58.decode(signature);
  } catch {
    return undefined;
  }
}

/** Offline: no RPC needed. */
export const verifySignature: SignatureVerifier = async ({ address, chainId, message, signature }) => {
  try {
    if (!chainId.startsWith('solana:')) return false;
    const publicKey = base58.decode(address);
    const decoded = decodeSignature(signature);
    if (publicKey.length !== 32 || decoded?.length !== 64) return false;
    return ed25519.verify(decoded, new TextEncoder().encode(message), publicKey);
  } catch {
    return false;
  }
};
