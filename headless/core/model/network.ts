// A network as every part of walletdock names it (a viem-like chain with its namespace and CAIP-2 id), and the two
// conversions at its edges: a host's viem chain in, a viem chain out for wagmi and viem. The switch rules are
// connection's (connection/network.ts).
import type { Chain } from 'viem';
import { formatCaipNetworkId, type CaipNetworkId, type ChainNamespace } from './caip';

/** A network the modal knows: a viem-like chain plus its namespace and CAIP-2 id. */
export interface CaipNetwork {
  id: number | string;
  name: string;
  chainNamespace: ChainNamespace;
  caipNetworkId: CaipNetworkId;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: {
    default: { http: readonly string[]; webSocket?: readonly string[] };
    chainDefault?: { http: readonly string[]; webSocket?: readonly string[] };
  };
  blockExplorers?: { default: { name: string; url: string } } | undefined;
  testnet?: boolean | undefined;
  assets?: { imageId?: string; imageUrl?: string } | undefined;
  deprecatedCaipNetworkId?: CaipNetworkId | undefined;
  /** Set on the placeholder used when a wallet is on a network the host did not configure. */
  unsupported?: true;
  /**
   * The viem chain this network was made from, handed to wagmi and viem as it is: its contracts
   * (multicall3, ENS), formatters, serializers, fees and custom fields stay intact.
   */
  chain?: Chain | undefined;
}

/** A network as a host may pass it: a CaipNetwork, or a plain viem Chain (read as eip155). */
export type NetworkInput = CaipNetwork | Chain;

/**
 * Normalises a host network: a viem chain becomes an eip155 CaipNetwork that keeps the chain
 * itself in `chain` (the CAIP fields live beside it, the chain object is never rebuilt).
 *
 * @example
 * ```ts
 * import { mainnet } from 'viem/chains';
 * const network = toCaipNetwork(mainnet);
 * network.caipNetworkId; // 'eip155:1'
 * network.chain === mainnet; // true
 * ```
 */
export function toCaipNetwork(input: NetworkInput): CaipNetwork {
  if ('chainNamespace' in input && 'caipNetworkId' in input) return input as CaipNetwork;
  const chain = input as Chain;
  return {
    id: chain.id,
    name: chain.name,
    chainNamespace: 'eip155',
    caipNetworkId: formatCaipNetworkId('eip155', chain.id),
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: chain.rpcUrls.default.http }, chainDefault: { http: chain.rpcUrls.default.http } },
    blockExplorers: chain.blockExplorers?.default ? { default: chain.blockExplorers.default } : undefined,
    testnet: chain.testnet,
    chain,
  };
}

/**
 * The viem Chain of an eip155 network, for wagmi and viem clients: the host's own chain object
 * when the network was made from one; a CaipNetwork given directly (which may carry chain fields
 * of its own, as AppKit-style networks do) is used as the chain with every field it has.
 */
export function toViemChain(network: CaipNetwork): Chain {
  if (network.chain) return network.chain;
  const {
    chainNamespace: _ns,
    caipNetworkId: _id,
    deprecatedCaipNetworkId: _old,
    unsupported: _u,
    assets: _a,
    chain: _c,
    ...fields
  } = network;
  return { ...fields, id: Number(network.id) } as Chain;
}
