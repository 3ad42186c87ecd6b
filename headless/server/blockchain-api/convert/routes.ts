// The convert (swap) endpoints: tokens, quotes, allowance, gas price, and the approve and swap
// transactions built against the chain's configured Uniswap V2 router. Every reply parses with the client's
// schemas (headless/core/swap/api-schemas.ts); quotes carry `route`, `priceImpact` and `fee` beyond
// them, which the client reads when present.
import { decodeFunctionResult, encodeFunctionData, erc20Abi, maxUint256, type Address, type Hex } from 'viem';
import { z } from 'zod';
import { HttpError, readJsonBody, sendJson, type Route, type RouteRequest } from '../../http';
import type { ApiContext } from '../context';
import type { SwapChain } from './config';
import {
  amountOf,
  caip10Of,
  ConvertMessages,
  gasChainOf,
  pairOf,
  queryOf,
  sideOf,
  slippageOf,
  swapChainsOf,
  userOf,
  type SwapSide,
} from './params';
import { swapTokens } from './tokens';
import {
  approveData,
  deadlineFromChain,
  EstimateRefused,
  feesOf,
  gasPrices,
  minimumOut,
  swapCall,
  type Eip155Fees,
} from './transactions';
import { createSwapReader, type SwapReader, type SwapRoute } from './uniswap';

/** The slippage a build request gets when it names none (percent: 1, the swap form's default slippage tolerance). */
export const DEFAULT_SLIPPAGE = 1;
/** Largest build-transaction body (bytes). */
const MAX_BUILD_BODY_BYTES = 4 * 1024;

/** How routes.ts registers a route with its duration histogram. */
export type TimedRoute = (
  route: string,
  method: Route['method'],
  path: string,
  handle: (r: RouteRequest) => Promise<void> | void,
) => Route;

const buildBodySchema = z.object({
  amount: z.string().max(100),
  from: z.string().max(200),
  to: z.string().max(200),
  userAddress: z.string().max(200),
  eip155: z.object({ slippage: z.union([z.string().max(16), z.number()]).optional() }).optional(),
  projectId: z.string().max(200).optional(),
  disableEstimate: z.boolean().optional(),
  /** Beyond the hosted API's contract: the output the user was shown; the least accepted is then this less the slippage, not the fresh quote's. */
  toAmount: z.string().max(100).optional(),
});

/** One reader per chain with swaps, kept for the instance's life (they cache the router's WETH, factory and pools). */
const readers = new WeakMap<SwapChain, SwapReader>();

/** The convert routes over `ctx.swaps`, registered through routes.ts's `timed`. */
export function convertRoutes(ctx: ApiContext, timed: TimedRoute): Route[] {
  const readerOf = (swap: SwapChain) => {
    let reader = readers.get(swap);
    if (!reader) readers.set(swap, (reader = createSwapReader(ctx.rpcOf(swap.chain.chainId), swap)));
    return reader;
  };
  const bestRoutes = async (from: SwapSide, to: SwapSide, amount: bigint): Promise<SwapRoute[]> => {
    const routes = await readerOf(from.swap).routes(from.asset, to.asset, amount);
    if (routes.length === 0) throw new HttpError(400, ConvertMessages.noRoute(from.caip10, to.caip10));
    return routes;
  };
  const fees = async (swap: SwapChain, tx: Parameters<typeof feesOf>[1]): Promise<Eip155Fees> => {
    try {
      return await feesOf(ctx.rpcOf(swap.chain.chainId), tx);
    } catch (error) {
      if (error instanceof EstimateRefused) throw new HttpError(422, ConvertMessages.wouldFail(error.message));
      throw error;
    }
  };

  return [
    timed('convert-tokens', 'GET', '/v1/convert/tokens', async ({ url, res }) => {
      const swaps = swapChainsOf(ctx.swaps, queryOf(url).get('chainId'));
      sendJson(res, 200, { tokens: (await Promise.all(swaps.map((swap) => swapTokens(ctx, swap)))).flat() });
    }),
    timed('convert-quotes', 'GET', '/v1/convert/quotes', async ({ url, res }) => {
      const query = queryOf(url);
      const [from, to] = pairOf(ctx.swaps, query.get('from'), query.get('to'));
      const amount = amountOf(query.get('amount'));
      if (query.get('userAddress')) userOf(query.get('userAddress'));
      const routes = await bestRoutes(from, to, amount);
      sendJson(res, 200, {
        quotes: routes.map((r) => ({
          id: `uniswap-v2:${r.path.join('>')}`,
          fromAmount: r.amountIn.toString(),
          fromAccount: from.caip10,
          toAmount: r.amountOut.toString(),
          toAccount: to.caip10,
          route: r.path.map((token) => caip10Of(from.swap.chain, token)),
          ...(Number.isFinite(r.priceImpact) ? { priceImpact: r.priceImpact } : {}),
          fee: r.fee.toString(),
        })),
      });
    }),
    timed('convert-allowance', 'GET', '/v1/convert/allowance', async ({ url, res }) => {
      const query = queryOf(url);
      const token = sideOf(ctx.swaps, 'tokenAddress', query.get('tokenAddress'));
      const user = userOf(query.get('userAddress'));
      // The native coin is sent along with the swap: nothing to allow.
      if (token.asset === 'native') return sendJson(res, 200, { allowance: maxUint256.toString() });
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [user, token.swap.router] });
      const result = await ctx
        .rpcOf(token.swap.chain.chainId)
        .call<Hex>('eth_call', [{ to: token.asset, data }, 'latest']);
      sendJson(res, 200, {
        allowance: decodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', data: result }).toString(),
      });
    }),
    timed('convert-gas-price', 'GET', '/v1/convert/gas-price', async ({ url, res }) => {
      const chain = gasChainOf(ctx.chainById, queryOf(url).get('chainId'));
      sendJson(res, 200, await gasPrices(ctx.rpcOf(chain.chainId)));
    }),
    timed('convert-build-approve', 'GET', '/v1/convert/build-approve', async ({ url, res }) => {
      const query = queryOf(url);
      const [from] = pairOf(ctx.swaps, query.get('from'), query.get('to'));
      const user = userOf(query.get('userAddress'));
      if (from.asset === 'native') throw new HttpError(400, ConvertMessages.nativeNeedsNoApproval);
      // Beyond the hosted API's contract: `amount` approves exactly that much; without it the router may take any amount (as the hosted API).
      const amount = query.get('amount') ? amountOf(query.get('amount')) : maxUint256;
      const tx = { from: user, to: from.asset, data: approveData(from.swap.router, amount), value: 0n };
      sendJson(res, 200, {
        tx: { from: user, to: from.asset, data: tx.data, value: '0', eip155: await fees(from.swap, tx) },
      });
    }),
    timed('convert-build-transaction', 'POST', '/v1/convert/build-transaction', async ({ req, url, res }) => {
      queryOf(url);
      const parsed = buildBodySchema.safeParse(await readJsonBody(req, MAX_BUILD_BODY_BYTES));
      if (!parsed.success) throw new HttpError(400, ConvertMessages.invalidBody);
      const body = parsed.data;
      const [from, to] = pairOf(ctx.swaps, body.from, body.to);
      const amount = amountOf(body.amount);
      const user: Address = userOf(body.userAddress);
      const slippage = slippageOf(body.eip155?.slippage, DEFAULT_SLIPPAGE);
      const shown = body.toAmount === undefined ? undefined : amountOf(body.toAmount);
      const [routes, deadline] = await Promise.all([
        bestRoutes(from, to, amount),
        deadlineFromChain(ctx.rpcOf(from.swap.chain.chainId)),
      ]);
      const best = routes[0]!;
      const least = minimumOut(shown ?? best.amountOut, slippage);
      // Building a swap the pools already refuse would only cost the user a failed transaction's gas.
      if (best.amountOut < least) throw new HttpError(409, ConvertMessages.priceMoved(least, best.amountOut));
      const call = swapCall({
        from: from.asset,
        to: to.asset,
        path: best.path,
        amountIn: amount,
        amountOutMin: least,
        recipient: user,
        deadline,
      });
      const router = from.swap.router;
      const eip155 = body.disableEstimate ? undefined : await fees(from.swap, { from: user, to: router, ...call });
      sendJson(res, 200, {
        tx: { from: user, to: router, data: call.data, amount: call.value.toString(), ...(eip155 ? { eip155 } : {}) },
      });
    }),
  ];
}
