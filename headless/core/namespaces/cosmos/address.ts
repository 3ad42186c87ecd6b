// The cosmos address rule: bech32 of any chain's prefix, decoded by @scure/base.
import { bech32 } from '@scure/base';

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
