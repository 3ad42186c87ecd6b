// The chains one API instance serves: one node RPC each, the native coin's name/symbol/decimals, where indexing
// starts, and where Multicall3 lives.
import { getAddress, type Address } from 'viem';
import { TEST_CHAIN_ID, TEST_CHAIN_NATIVE_CURRENCY } from '../../core/model/constants';

/** The canonical Multicall3 address (the same on every chain that has it). */
export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11' as Address;

/** A chain as the caller configures it. */
export interface ChainOptions {
  chainId: number;
  rpcUrl: string;
  /** Default: viem's definition of the chain id, the devnet's AVENT for 33322, else Ether/ETH/18. */
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  /** First block to index (default 0). */
  startBlock?: number;
  /** Multicall3 address (default the canonical one); without code there, reads fall back to batched eth_call. */
  multicall3?: Address;
}

/** A configured chain, resolved. */
export interface ApiChain {
  chainId: number;
  /** `eip155:<chainId>` (CAIP-2), as replies name chains. */
  caip2: string;
  rpcUrl: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  startBlock: number;
  multicall3: Address;
}

async function knownNativeCurrency(chainId: number): Promise<ApiChain['nativeCurrency']> {
  if (chainId === TEST_CHAIN_ID) return { ...TEST_CHAIN_NATIVE_CURRENCY };
  // viem's ~900 chain definitions take a third of a second to load: only when a chain needs them.
  const viemChains: Record<string, unknown> = await import('viem/chains');
  const known = Object.values(viemChains).find(
    (c): c is { id: number; nativeCurrency: ApiChain['nativeCurrency'] } =>
      typeof c === 'object' && c !== null && 'id' in c && c.id === chainId && 'nativeCurrency' in c,
  );
  return known ? { ...known.nativeCurrency } : { name: 'Ether', symbol: 'ETH', decimals: 18 };
}

/** Resolves the options of each chain; throws on a repeated chain id. */
export async function resolveChains(options: readonly ChainOptions[]): Promise<ApiChain[]> {
  const seen = new Set<number>();
  return Promise.all(
    options.map(async (c) => {
      if (!Number.isSafeInteger(c.chainId) || c.chainId <= 0) throw new Error(`Invalid chain id ${c.chainId}`);
      if (seen.has(c.chainId)) throw new Error(`Chain ${c.chainId} is configured twice`);
      seen.add(c.chainId);
      return {
        chainId: c.chainId,
        caip2: `eip155:${c.chainId}`,
        rpcUrl: c.rpcUrl,
        nativeCurrency: c.nativeCurrency ?? (await knownNativeCurrency(c.chainId)),
        startBlock: c.startBlock ?? 0,
        multicall3: getAddress(c.multicall3 ?? MULTICALL3),
      };
    }),
  );
}

/** A chain id from a query: `eip155:<n>` (CAIP-2) or `<n>`; null when it is neither. */
export function parseChainId(text: string): number | null {
  const m = /^(?:eip155:)?([1-9][0-9]{0,15})$/.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) ? n : null;
}
