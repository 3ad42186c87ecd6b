// solana session verifier: an ed25519 signature (base58, as wallets return it encoded) over the
// UTF-8 bytes of the message, by the public key the base58 address is. The curve code loads on
// first use, so hosts without Solana never download it.
import { base58 } from '@scure/base';
import { hexToBytes } from 'viem';
import type { SIWXSession, SiwxVerifier } from '../../siwx/types';

/** Decodes a signature given as base58 (the usual encoding) or 0x-hex; undefined if it is neither. */
function decodeSignature(signature: string): Uint8Array | undefined {
  try {
    if (/^0x[0-9a-fA-F]{128}$/.test(signature)) return hexToBytes(signature as `0x${string}`);
    return base58.decode(signature);
  } catch {
    return undefined;
  }
}

/** Creates the solana verifier (offline: no RPC needed). */
export function createSolanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify(session: SIWXSession): Promise<boolean> {
      try {
        if (!session.data.chainId.startsWith('solana:')) return false;
        const publicKey = base58.decode(session.data.accountAddress);
        const signature = decodeSignature(session.signature);
        if (publicKey.length !== 32 || signature?.length !== 64) return false;
        const { ed25519 } = await import('@noble/curves/ed25519.js');
        return ed25519.verify(signature, new TextEncoder().encode(session.message), publicKey);
      } catch {
        return false;
      }
    },
  };
}
