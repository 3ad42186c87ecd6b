// Address validation per namespace (SPEC §5). Checksums and codecs come from viem and @scure, never hand-rolled.
import { base58, bech32 } from '@scure/base';
import { checksumAddress } from 'viem';
import { isBitcoinAddress } from './address-bip122';
import { isSs58Address } from './address-ss58';
import type { CaipNetworkId, ChainNamespace } from './caip';

/** Options of isAddress. */
export interface IsAddressOptions {
  /**
   * eip155: strict (the default) requires the 0x prefix and, for mixed case, a matching EIP-55 checksum.
   * Non-strict is the spec's "prefix optional" check: 0x may be omitted and mixed case is not checksum-checked
   * (for lenient search/paste fields; never use it to decide where funds go). Other namespaces ignore it.
   */
  strict?: boolean;
  /** bip122: the network the address must belong to; without it only mainnet addresses pass. */
  caipNetworkId?: CaipNetworkId;
}

const EVM_HEX = /^(0x)?([0-9a-fA-F]{40})$/;

/** True when `address` is a valid address of `namespace` (see IsAddressOptions for strictness and networks). */
export function isAddress(address: string, namespace: ChainNamespace, options: IsAddressOptions = {}): boolean {
  if (typeof address !== 'string') return false;
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address, options.strict ?? true);
    case 'solana':
      return isSolanaAddress(address);
    case 'bip122':
      return isBitcoinAddress(address, options.caipNetworkId);
    case 'polkadot':
      return isSs58Address(address);
    case 'cosmos':
      return isCosmosAddress(address);
    default:
      return false;
  }
}

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
