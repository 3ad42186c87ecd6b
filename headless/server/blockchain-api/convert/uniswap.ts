// Quotes from a Uniswap V2 router: every candidate path (direct, and through the router's WETH) priced by the
// router's own `getAmountsOut`, with the reserves of the pools on the way read in the same call, so the price
// impact describes exactly the state the amounts came from. One eth_call (Multicall3's aggregate3) per quote once
// the pools are known; the router's WETH and factory and each pool's address are read once and kept.
import { decodeFunctionResult, encodeFunctionData, parseAbi, zeroAddress, type Address, type Hex } from 'viem';
import { readContracts } from '../contracts';
import type { ChainRpc } from '../rpc';
import type { SwapChain } from './config';

/** The Router02 functions the convert endpoints use. */
export const routerAbi = parseAbi([
  'function WETH() view returns (address)',
  'function factory() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);
const factoryAbi = parseAbi(['function getPair(address tokenA, address tokenB) view returns (address pair)']);
const pairAbi = parseAbi(['function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)']);

/** Uniswap V2 takes 0.3% of what enters each pool. */
const FEE_KEPT = 997n;
const FEE_BASE = 1000n;
/** A pool found missing is looked up again after this long (someone may create it); found pools never move. */
const MISSING_POOL_TTL_MS = 30_000;

/** A side of a swap: an ERC-20, or the chain's native coin (routed as the router's WETH). */
export type SwapAsset = Address | 'native';

/** One way to make a swap, priced. */
export interface SwapRoute {
  /** Token addresses from input to output (the native coin appears as WETH). */
  path: readonly Address[];
  amountIn: bigint;
  /** What the router's getAmountsOut gives at the end of the path. */
  amountOut: bigint;
  /** Percent lost to the pools' depth beyond their fee (the spot price against what this amount gets). */
  priceImpact: number;
  /** What the pools keep as their fee, in the input token's base units. */
  fee: bigint;
}

/** The reads of one chain's swaps. */
export interface SwapReader {
  readonly swap: SwapChain;
  /** The router's WETH (read once). */
  weth(): Promise<Address>;
  /** Every path that can take `amountIn`, the best (most out) first; empty when none can. */
  routes(from: SwapAsset, to: SwapAsset, amountIn: bigint): Promise<SwapRoute[]>;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const pairKey = (a: Address, b: Address) => [a.toLowerCase(), b.toLowerCase()].sort().join(':');

/** The reader of `swap`'s router over `rpc`. */
export function createSwapReader(rpc: ChainRpc, swap: SwapChain): SwapReader {
  const { chain, router } = swap;
  let core: Promise<{ weth: Address; factory: Address }> | undefined;
  const pairs = new Map<string, { address: Address; at: number }>();

  function coreAddresses() {
    core ??= readContracts(rpc, chain, [
      { to: router, data: encodeFunctionData({ abi: routerAbi, functionName: 'WETH' }) },
      { to: router, data: encodeFunctionData({ abi: routerAbi, functionName: 'factory' }) },
    ]).then(([weth, factory]) => {
      if (!weth || !factory) throw new Error(`The swap router ${router} on chain ${chain.chainId} does not answer WETH() and factory()`);
      return {
        weth: decodeFunctionResult({ abi: routerAbi, functionName: 'WETH', data: weth }),
        factory: decodeFunctionResult({ abi: routerAbi, functionName: 'factory', data: factory }),
      };
    });
    // A failure is not kept: the next request asks again.
    core.catch(() => (core = undefined));
    return core;
  }

  async function poolsOf(factory: Address, hops: readonly [Address, Address][]): Promise<void> {
    const now = Date.now();
    const missing = hops.filter(([a, b]) => {
      const known = pairs.get(pairKey(a, b));
      return !known || (known.address === zeroAddress && now - known.at > MISSING_POOL_TTL_MS);
    });
    if (missing.length === 0) return;
    const found = await readContracts(rpc, chain, missing.map(([a, b]) => ({
      to: factory, data: encodeFunctionData({ abi: factoryAbi, functionName: 'getPair', args: [a, b] }),
    })));
    missing.forEach(([a, b], i) => {
      const data = found[i];
      if (data) pairs.set(pairKey(a, b), { address: decodeFunctionResult({ abi: factoryAbi, functionName: 'getPair', data }), at: now });
    });
  }

  return {
    swap,
    weth: async () => (await coreAddresses()).weth,
    async routes(from, to, amountIn) {
      const { weth, factory } = await coreAddresses();
      const a = from === 'native' ? weth : from;
      const b = to === 'native' ? weth : to;
      const candidates: Address[][] = [];
      if (!same(a, b)) candidates.push([a, b]);
      if (!same(a, weth) && !same(b, weth)) candidates.push([a, weth, b]);
      const hopsOf = (path: readonly Address[]) => path.slice(1).map((t, i) => [path[i]!, t] as [Address, Address]);
      await poolsOf(factory, candidates.flatMap(hopsOf));
      const poolOf = (x: Address, y: Address) => pairs.get(pairKey(x, y))?.address ?? zeroAddress;
      const paths = candidates.filter((p) => hopsOf(p).every(([x, y]) => poolOf(x, y) !== zeroAddress));
      if (paths.length === 0) return [];

      const pools = [...new Set(paths.flatMap((p) => hopsOf(p).map(([x, y]) => poolOf(x, y))))];
      const results = await readContracts(rpc, chain, [
        ...paths.map((path) => ({ to: router, data: encodeFunctionData({ abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, path] }) })),
        ...pools.map((pool) => ({ to: pool, data: encodeFunctionData({ abi: pairAbi, functionName: 'getReserves' }) })),
      ]);
      const reserves = new Map(pools.map((pool, i) => [pool, decodeReserves(results[paths.length + i] ?? null)]));

      const routes: SwapRoute[] = [];
      paths.forEach((path, i) => {
        const data = results[i];
        // A path the router refuses (an amount its math overflows on, an empty pool) is no route.
        if (!data) return;
        const amounts = decodeFunctionResult({ abi: routerAbi, functionName: 'getAmountsOut', data });
        const amountOut = amounts[amounts.length - 1] ?? 0n;
        if (amountOut === 0n) return;
        const hops = hopsOf(path).map(([x, y]) => {
          const r = reserves.get(poolOf(x, y));
          // The pair keeps its tokens sorted by address: reserve0 is the lower one's.
          return r && (x.toLowerCase() < y.toLowerCase() ? { in: r[0], out: r[1] } : { in: r[1], out: r[0] });
        });
        routes.push({ path, amountIn, amountOut, priceImpact: priceImpact(amountIn, amountOut, hops), fee: poolFee(amountIn, path.length - 1) });
      });
      return routes.sort((x, y) => (y.amountOut > x.amountOut ? 1 : y.amountOut < x.amountOut ? -1 : x.path.length - y.path.length));
    },
  };
}

function decodeReserves(data: Hex | null): [bigint, bigint] | undefined {
  if (!data) return undefined;
  const [r0, r1] = decodeFunctionResult({ abi: pairAbi, functionName: 'getReserves', data });
  return [r0, r1];
}

/** What the pools keep of `amountIn` over `hops` pools (0.3% at each, compounded), in input units. */
export function poolFee(amountIn: bigint, hops: number): bigint {
  return amountIn - (amountIn * FEE_KEPT ** BigInt(hops)) / FEE_BASE ** BigInt(hops);
}

/**
 * Percent of the output lost to depth: 1 - out / (what the spot prices give after the fee). Reserves of a hop
 * unknown: NaN (the reply leaves it out).
 */
export function priceImpact(amountIn: bigint, amountOut: bigint, hops: readonly ({ in: bigint; out: bigint } | undefined)[]): number {
  let num = amountIn;
  let den = 1n;
  for (const hop of hops) {
    if (!hop) return Number.NaN;
    num *= hop.out * FEE_KEPT;
    den *= hop.in * FEE_BASE;
  }
  if (num === 0n) return 100;
  const scale = 10n ** 12n;
  const kept = Number((amountOut * den * scale) / num) / 1e12;
  return Math.min(100, Math.max(0, (1 - kept) * 100));
}
