// Block-explorer links: a network's own explorer (viem chains and our networks name theirs), else its namespace's
// default (Solscan for solana).
import type { CaipNetwork } from '../model/network';
import { NAMESPACES } from './registry';

/** The explorer's base URL for a network, without a trailing slash, or undefined when it has none. */
export function explorerUrl(network: CaipNetwork): string | undefined {
  const url = network.blockExplorers?.default?.url ?? NAMESPACES[network.chainNamespace]?.explorer?.url;
  return url?.replace(/\/$/, '');
}

/** The transaction's page on the network's explorer, or undefined. */
export function explorerTxUrl(network: CaipNetwork, hash: string): string | undefined {
  const base = explorerUrl(network);
  return base ? `${base}/tx/${hash}` : undefined;
}
