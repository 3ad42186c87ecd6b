// Light address rules (EVM, Solana, Cosmos): what the send form and hooks need, without bitcoin/SS58 codecs.
import { base58, bech32 } from '@scure/base';
import { checksumAddress } from 'viem';

const EVM_HEX = /^(0x)?([0-9a-fA-F]{40})$/;

/** EVM rule: 0x + 40 hex; all-lower or all-upper hex is fine; mixed case must match EIP-55 when strict. */
export function isEvmAddress(address: string, strict = true): boolean {
  const match = EVM_HEX.exec(address);
  if (!match) return false;
  const [, prefix, hex] = match as unknown as [string, string | undefined, string];
  if (!strict) return true;
  if (prefix === undefined) return false;
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return checksumAddress(`0x${hex.toLowerCase()}`) === address;
}

/** Solana rule: base58, 32 to 44 characters, decoding to a 32-byte public key. */
export function isSolanaAddress(address: string): boolean {
  if (address.length < 32 || address.length > 44) return false;
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
}

/** Cosmos rule: a bech32 (not bech32m) address of any prefix carrying a 20- or 32-byte account hash. */
export function isCosmosAddress(address: string): boolean {
  try {
    const { words } = bech32.decode(address as `${string}1${string}`, 90);
    const bytes = bech32.fromWords(words);
    return bytes.length === 20 || bytes.length === 32;
  } catch {
    return false;
  }
}
