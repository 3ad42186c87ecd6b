// Address validation per namespace (SPEC §5). Checksums and codecs come from viem and @scure, never hand-rolled.
// The bitcoin and SS58 codecs weigh ~10 KB gzip: code on the connection path imports address-basic.ts instead.
import { isCosmosAddress, isEvmAddress, isSolanaAddress } from './eip155/address';
import { isBitcoinAddress } from './bip122/address';
import { isSs58Address } from './polkadot/address';
import type { CaipNetworkId, ChainNamespace } from '../model/caip';

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

export { isCosmosAddress, isEvmAddress, isSolanaAddress } from './eip155/address';
