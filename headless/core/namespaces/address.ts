// Address validation per namespace: each namespace's rule lives in its folder (namespaces/<ns>/address.ts) and is
// listed here. Checksums and codecs come from viem and @scure, never hand-rolled. This list is apart from the
// registry because the rules are synchronous and the Bitcoin and SS58 codecs weigh ~14 KB gzip: code that knows its
// namespace (an adapter) imports that namespace's rule alone.
// The package's entries (the root's isAddress, walletdock/utils, /solana, /bitcoin) export the rules from here, not
// from their folders: the published build then keeps the rules and their codecs in one chunk of their own, which an
// app loads only when it calls one. A rule reached from the root alone would share the chunk of the root's start-up
// code, and its codec import would pull @scure/base (10 KB) into every app's first chunk.
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import { isEvmAddress } from './eip155/address';
import { isSolanaAddress } from './solana/address';
import { isBitcoinAddress } from './bip122/address';
import { isSs58Address } from './polkadot/address';
import { isCosmosAddress } from './cosmos/address';

/** Options of isAddress. */
export interface IsAddressOptions {
  /**
   * eip155: strict (the default) requires the 0x prefix and, for mixed case, a matching EIP-55 checksum.
   * Non-strict is the "prefix optional" check: 0x may be omitted and mixed case is not checksum-checked
   * (for lenient search/paste fields; never use it to decide where funds go). Other namespaces ignore it.
   */
  strict?: boolean;
  /** bip122: the network the address must belong to; without it only mainnet addresses pass. */
  caipNetworkId?: CaipNetworkId;
}

const RULES: Readonly<Record<ChainNamespace, (address: string, options: IsAddressOptions) => boolean>> = {
  eip155: (address, options) => isEvmAddress(address, options.strict ?? true),
  solana: isSolanaAddress,
  bip122: (address, options) => isBitcoinAddress(address, options.caipNetworkId),
  polkadot: isSs58Address,
  cosmos: isCosmosAddress,
};

export { isBitcoinAddress, isCosmosAddress, isEvmAddress, isSolanaAddress };

/** True when `address` is a valid address of `namespace` (see IsAddressOptions for strictness and networks). */
export function isAddress(address: string, namespace: ChainNamespace, options: IsAddressOptions = {}): boolean {
  if (typeof address !== 'string') return false;
  return RULES[namespace]?.(address, options) ?? false;
}
