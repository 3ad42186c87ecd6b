// Quotes from a Uniswap V2 router: every candidate path (direct, and through the router's WETH) priced as the
// router's `getAmountsOut` prices it (UniswapV2Library: the 0.3% fee, then the constant product, pool by pool) from
// the reserves of the pools on the way, so the amounts and the price impact describe one and the same state. The
// reserves are read once per block (one eth_call, Multicall3's aggregate3, at that block number) and shared by every
// quote of that block: quotes cost the node one eth_blockNumber, which concurrent quotes share (never one begun
// before they asked). The router's WETH and factory and each pool's address are read once and kept.
import {
  decodeFunctionResult,
  encodeFunctionData,
  maxUint256,
  parseAbi,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem';
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
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
]);

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

/**
 * What an output of `amountIn` through a pool of these reserves is (UniswapV2Library.getAmountOut); 0 when the router
 * would refuse it: an empty pool, or a product beyond uint256 (its SafeMath reverts, so the amount has no route).
 */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const withFee = amountIn * FEE_KEPT;
  const numerator = withFee * reserveOut;
  const denominator = reserveIn * FEE_BASE + withFee;
  if (withFee > maxUint256 || numerator > maxUint256 || denominator > maxUint256) return 0n;
  return numerator / denominator;
}

/** Pools' reserves (reserve0, reserve1) as of one block; undefined for a pool whose read failed. */
interface PoolState {
  block: number;
  reserves: Map<Address, [bigint, bigint] | undefined>;
}

/**
 * Shares `load` between concurrent callers, and every answer is one that began after its caller asked: a caller
 * arriving while a load is in flight waits for the next one (shared by all who arrived meanwhile). Joining the load
 * in flight would answer with the head from before the caller's request, so a swap built right after someone else's
 * trade would be priced (and its minimum checked) on the reserves before that trade.
 */
function shared<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const run = load().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}

/** The reader of `swap`'s router over `rpc`. */
export function createSwapReader(rpc: ChainRpc, swap: SwapChain): SwapReader {
  const { chain, router } = swap;
  let core: Promise<{ weth: Address; factory: Address }> | undefined;
  const pairs = new Map<string, { address: Address; at: number }>();
  const head = shared(async () => Number(await rpc.call<string>('eth_blockNumber')));
  /** The reserves of every known pool at the newest block read, and the reads under way, by block. */
  let state: PoolState | null = null;
  const loading = new Map<number, { pools: ReadonlySet<Address>; read: Promise<PoolState> }>();

  function load(block: number, pools: readonly Address[]): Promise<PoolState> {
    const read = readContracts(
      rpc,
      chain,
      pools.map((pool) => ({ to: pool, data: encodeFunctionData({ abi: pairAbi, functionName: 'getReserves' }) })),
      `0x${block.toString(16)}`,
    ).then(
      (results): PoolState => ({
        block,
        reserves: new Map(pools.map((pool, i) => [pool, decodeReserves(results[i] ?? null)])),
      }),
    );
    const entry = { pools: new Set(pools), read };
    loading.set(block, entry);
    const done = () => {
      if (loading.get(block) === entry) loading.delete(block);
    };
    read.then(done, done);
    return read;
  }

  /** The reserves of `pools` (and every other known pool) at `block` or later: read once per block, shared. */
  async function reservesAt(block: number, pools: readonly Address[]): Promise<PoolState> {
    const now = state;
    if (now && now.block >= block && pools.every((p) => now.reserves.has(p))) return now;
    const inFlight = loading.get(block);
    const got =
      inFlight && pools.every((p) => inFlight.pools.has(p))
        ? await inFlight.read
        : await load(block, [...new Set([...pools, ...(now?.reserves.keys() ?? [])])]);
    if (!state || got.block >= state.block) state = got;
    return got;
  }

  function coreAddresses() {
    core ??= readContracts(rpc, chain, [
      { to: router, data: encodeFunctionData({ abi: routerAbi, functionName: 'WETH' }) },
      { to: router, data: encodeFunctionData({ abi: routerAbi, functionName: 'factory' }) },
    ]).then(([weth, factory]) => {
      if (!weth || !factory)
        throw new Error(`The swap router ${router} on chain ${chain.chainId} does not answer WETH() and factory()`);
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
    const found = await readContracts(
      rpc,
      chain,
      missing.map(([a, b]) => ({
        to: factory,
        data: encodeFunctionData({ abi: factoryAbi, functionName: 'getPair', args: [a, b] }),
      })),
    );
    missing.forEach(([a, b], i) => {
      const data = found[i];
      if (data)
        pairs.set(pairKey(a, b), {
          address: decodeFunctionResult({ abi: factoryAbi, functionName: 'getPair', data }),
          at: now,
        });
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
      const { reserves } = await reservesAt(await head(), pools);

      const routes: SwapRoute[] = [];
      for (const path of paths) {
        const hops = hopsOf(path).map(([x, y]) => {
          const r = reserves.get(poolOf(x, y));
          // The pair keeps its tokens sorted by address: reserve0 is the lower one's.
          return r && (x.toLowerCase() < y.toLowerCase() ? { in: r[0], out: r[1] } : { in: r[1], out: r[0] });
        });
        // A pool whose reserves could not be read, or that is empty, or an amount that rounds to nothing: no route.
        let out = amountIn;
        for (const hop of hops) out = hop ? amountOut(out, hop.in, hop.out) : 0n;
        if (out === 0n) continue;
        routes.push({
          path,
          amountIn,
          amountOut: out,
          priceImpact: priceImpact(amountIn, out, hops),
          fee: poolFee(amountIn, path.length - 1),
        });
      }
      return routes.sort((x, y) =>
        y.amountOut > x.amountOut ? 1 : y.amountOut < x.amountOut ? -1 : x.path.length - y.path.length,
      );
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
export function priceImpact(
  amountIn: bigint,
  amountOut: bigint,
  hops: readonly ({ in: bigint; out: bigint } | undefined)[],
): number {
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
