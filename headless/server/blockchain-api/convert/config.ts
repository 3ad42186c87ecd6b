// Which chains the convert (swap) endpoints serve, and with what: per chain a Uniswap V2 Router02 (or a fork with
// its interface) and the ERC-20 tokens offered beside the native coin. WETH and the factory are the router's own
// (read from it once), so a configuration cannot name a WETH the router does not use.
import { getAddress, isAddress, type Address } from 'viem';
import type { ApiChain } from '../chains';

/** The swaps of one chain, as the caller configures them. */
export interface SwapChainOptions {
  chainId: number;
  /** A Uniswap V2 Router02: quotes come from its `getAmountsOut`, swaps and approvals go to it. */
  router: string;
  /** ERC-20 tokens offered beside the native coin (routed directly or through the router's WETH). */
  tokens: readonly string[];
}

/** A chain's swaps, resolved. */
export interface SwapChain {
  chain: ApiChain;
  router: Address;
  /** Checksummed, in the configured order. */
  tokens: readonly Address[];
}

/** Checks `options` against the chains the API serves; throws naming the first problem. */
export function resolveSwapChains(
  options: readonly SwapChainOptions[],
  chains: ReadonlyMap<number, ApiChain>,
): Map<number, SwapChain> {
  const out = new Map<number, SwapChain>();
  for (const o of options) {
    const chain = chains.get(o.chainId);
    if (!chain) throw new Error(`Swaps configured for chain ${o.chainId}, which this API does not serve`);
    if (out.has(o.chainId)) throw new Error(`Swaps of chain ${o.chainId} are configured twice`);
    const address = (text: string, what: string) => {
      if (!isAddress(text, { strict: false }))
        throw new Error(`Swaps of chain ${o.chainId}: ${what} "${text}" is not an address`);
      return getAddress(text);
    };
    const tokens = [...new Set(o.tokens.map((t) => address(t, 'token')))];
    out.set(o.chainId, { chain, router: address(o.router, 'router'), tokens });
  }
  return out;
}

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

// `eip155:<chain>:<address>` or `<chain>:<address>`.
function chainAndAddress(entry: string, variable: string): { chainId: number; address: string } {
  const m = /^(?:eip155:)?([1-9][0-9]{0,15}):(0x[0-9a-fA-F]{40})$/.exec(entry);
  if (!m) throw new Error(`${variable}: "${entry}" is not eip155:<chain>:<0x address>`);
  return { chainId: Number(m[1]), address: m[2]! };
}

/**
 * The swap configuration of `npm run api` from SWAP_ROUTERS (`eip155:<chain>:<router>`, comma-separated, one per
 * chain) and SWAP_TOKENS (`eip155:<chain>:<token>`, comma-separated); throws naming the first bad entry.
 *
 * @example
 * parseSwapEnv('eip155:33322:0xa513…C853', 'eip155:33322:0x5FbD…0aa3,eip155:33322:0xCf7E…0Fc9');
 */
export function parseSwapEnv(routers: string | undefined, tokens: string | undefined): SwapChainOptions[] {
  const byChain = new Map<number, { router: string; tokens: string[] }>();
  for (const entry of list(routers)) {
    const { chainId, address } = chainAndAddress(entry, 'SWAP_ROUTERS');
    if (byChain.has(chainId)) throw new Error(`SWAP_ROUTERS: chain ${chainId} has two routers`);
    byChain.set(chainId, { router: address, tokens: [] });
  }
  for (const entry of list(tokens)) {
    const { chainId, address } = chainAndAddress(entry, 'SWAP_TOKENS');
    const chain = byChain.get(chainId);
    if (!chain) throw new Error(`SWAP_TOKENS: "${entry}" is on chain ${chainId}, which has no router in SWAP_ROUTERS`);
    chain.tokens.push(address);
  }
  return [...byChain].map(([chainId, c]) => ({ chainId, router: c.router, tokens: c.tokens }));
}
