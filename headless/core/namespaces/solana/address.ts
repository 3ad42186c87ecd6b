// The solana address rule: an ed25519 public key in base58, decoded by @scure/base.
import { base58 } from '@scure/base';

/** Solana rule: base58, 32 to 44 characters, decoding to a 32-byte public key. */
export function isSolanaAddress(address: string): boolean {
  if (address.length < 32 || address.length > 44) return false;
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
}
