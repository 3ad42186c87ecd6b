// The API's HTTP routes. Every reply has the shape the client's zod schemas parse (headless/core/account-data/
// api-schemas.ts for the account paths); every input is checked first and refused with a 4xx that says what is wrong: an
// invalid address, an unknown chain, a bad cursor or limit, an unsupported currency, a query or body too large.
// Query parameters the API does not use (st, sv, projectId, clientId, sender…) are accepted and ignored. The account
// reads carry the indexed heads they answer for and honour a `minBlock` floor (account/freshness.ts).
import { z } from 'zod';
import {
  HttpError,
  invalidAddressMessage,
  parseEvmAddress,
  readJsonBody,
  sendJson,
  type Route,
  type RouteRequest,
} from '../http';
import type { Metrics } from '../http/metrics';
import { accountBalances } from './account/balance';
import { decodeCursor, historyCursorSchema, nftCursorSchema } from './account/cursor';
import { headsReply, parseMinBlock } from './account/freshness';
import { accountHistory, DEFAULT_HISTORY_LIMIT, MAX_HISTORY_LIMIT } from './account/history';
import { accountNfts, DEFAULT_NFT_LIMIT, MAX_NFT_LIMIT } from './account/nfts';
import { parseChainId, type ApiChain } from './chains';
import type { ApiContext } from './context';
import { convertRoutes } from './convert/routes';
import { fungiblePrices, MAX_PRICE_ADDRESSES } from './fungible-price';
import { profileRoutes } from './profile/routes';
import { onrampRoutes } from './onramp/routes';
import { payExchangeRoutes } from './pay-exchange/routes';
import { paymasterRoutes } from './paymaster/routes';
import { sessionRoutes } from './sessions/routes';

/** Longest query string accepted (characters after `?`). */
export const MAX_QUERY_LENGTH = 2048;
/** Largest POST body (bytes). */
export const MAX_PRICE_BODY_BYTES = 16 * 1024;

/** The API's refusal texts. */
export const ApiMessages = {
  queryTooLong: `Query string too long (at most ${MAX_QUERY_LENGTH} characters)`,
  invalidAddress: invalidAddressMessage,
  invalidChain: (text: string) => `Invalid chainId "${text.slice(0, 64)}": expected eip155:<number> or <number>`,
  unsupportedChain: (chainId: number, served: string[]) =>
    `Unsupported chain eip155:${chainId}: this server serves ${served.join(', ')}`,
  invalidCursor: 'Invalid cursor: pass the "next" value of the previous page unchanged',
  invalidLimit: (max: number) => `Invalid limit: expected a whole number from 1 to ${max}`,
  unsupportedCurrency: (text: string) => `Unsupported currency "${text.slice(0, 16)}": only usd`,
  invalidPriceBody: `Body must be {"currency":"usd","addresses":["eip155:<chain>:<address>", …]} with at most ${MAX_PRICE_ADDRESSES} addresses`,
} as const;

function queryOf(url: URL): URLSearchParams {
  if (url.search.length - 1 > MAX_QUERY_LENGTH) throw new HttpError(414, ApiMessages.queryTooLong);
  return url.searchParams;
}

function chainsFor(ctx: ApiContext, param: string | null): readonly ApiChain[] {
  if (param === null || param === '') return ctx.chains;
  const chainId = parseChainId(param);
  if (chainId === null) throw new HttpError(400, ApiMessages.invalidChain(param));
  const chain = ctx.chainById.get(chainId);
  if (!chain)
    throw new HttpError(
      400,
      ApiMessages.unsupportedChain(
        chainId,
        ctx.chains.map((c) => c.caip2),
      ),
    );
  return [chain];
}

function limitOf(param: string | null, fallback: number, max: number): number {
  if (param === null || param === '') return fallback;
  const n = Number(param);
  if (!/^[0-9]{1,4}$/.test(param) || n < 1 || n > max) throw new HttpError(400, ApiMessages.invalidLimit(max));
  return n;
}

/** The page asked for: `limit` (1..max, default `fallback`) and `cursor` (as made by the server, else 400). */
function pageOf<T>(
  query: URLSearchParams,
  schema: z.ZodType<T>,
  fallback: number,
  max: number,
): { limit: number; cursor: T | null } {
  const limit = limitOf(query.get('limit'), fallback, max);
  const text = query.get('cursor');
  if (!text) return { limit, cursor: null };
  const cursor = decodeCursor(text, schema);
  if (cursor === null) throw new HttpError(400, ApiMessages.invalidCursor);
  return { limit, cursor };
}

function currencyOf(param: string | null | undefined): void {
  if (param !== null && param !== undefined && param.toLowerCase() !== 'usd')
    throw new HttpError(400, ApiMessages.unsupportedCurrency(param));
}

const priceBodySchema = z.object({
  currency: z.string().max(16).optional(),
  addresses: z.array(z.string().max(120)).max(MAX_PRICE_ADDRESSES),
});

/** The routes, each with a duration histogram (`blockchain_api_<route>_seconds`, e.g. blockchain_api_balance_seconds). */
export function apiRoutes(ctx: ApiContext, metrics: Metrics): Route[] {
  const buckets = [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
  const timed = (
    route: string,
    method: Route['method'],
    path: string,
    handle: (r: RouteRequest) => Promise<void> | void,
  ): Route => {
    const name = `blockchain_api_${route.replaceAll('-', '_')}_seconds`;
    metrics.histogram(name, buckets);
    return {
      method,
      path,
      async handle(request) {
        const started = performance.now();
        try {
          await handle(request);
        } finally {
          metrics.observe(name, (performance.now() - started) / 1000);
        }
      },
    };
  };

  return [
    timed('supported-chains', 'GET', '/v1/supported-chains', ({ url, res }) => {
      queryOf(url);
      sendJson(res, 200, { http: ctx.chains.map((c) => c.caip2), ws: [] });
    }),
    timed('identity', 'GET', '/v1/identity/:address', async ({ url, params, res }) => {
      const query = queryOf(url);
      const address = parseEvmAddress(params.address);
      const chain = query.get('chainId') ? chainsFor(ctx, query.get('chainId'))[0]! : null;
      const asked = chain ? [chain] : ctx.chains;
      // Names are the database's, not the index's: the floor only holds the answer until the index has the block.
      const marks = await ctx.freshness.marksAt(asked, parseMinBlock(query.get('minBlock'), asked));
      const found = await ctx.identity(address, { chainId: chain?.chainId ?? null, db: ctx.db });
      sendJson(res, 200, {
        name: found?.name ?? null,
        avatar: found?.avatar ?? null,
        heads: headsReply(asked, marks),
      });
    }),
    timed('history', 'GET', '/v1/account/:address/history', async ({ url, params, res }) => {
      const query = queryOf(url);
      const address = parseEvmAddress(params.address);
      const chains = chainsFor(ctx, query.get('chainId'));
      const { limit, cursor } = pageOf(query, historyCursorSchema, DEFAULT_HISTORY_LIMIT, MAX_HISTORY_LIMIT);
      // On-ramp purchase history is a hosted service's; a self-hosted server has none.
      if (query.get('onramp')) return sendJson(res, 200, { data: [], next: null });
      const floor = parseMinBlock(query.get('minBlock'), chains);
      const { value, marks } = await ctx.freshness.read(chains, floor, () =>
        accountHistory(ctx, address, chains, cursor, limit, floor),
      );
      sendJson(res, 200, { ...value, heads: headsReply(chains, marks) });
    }),
    timed('balance', 'GET', '/v1/account/:address/balance', async ({ url, params, res }) => {
      const query = queryOf(url);
      const address = parseEvmAddress(params.address);
      currencyOf(query.get('currency'));
      const chains = chainsFor(ctx, query.get('chainId'));
      const force = query.get('forceUpdate');
      const floor = parseMinBlock(query.get('minBlock'), chains);
      const { value, marks } = await ctx.freshness.read(chains, floor, () =>
        accountBalances(ctx, address, chains, force === 'true' || force === '1', floor),
      );
      sendJson(res, 200, { balances: value, heads: headsReply(chains, marks) });
    }),
    timed('nfts', 'GET', '/v1/account/:address/nfts', async ({ url, params, res }) => {
      const query = queryOf(url);
      const address = parseEvmAddress(params.address);
      const chains = chainsFor(ctx, query.get('chainId'));
      const { limit, cursor } = pageOf(query, nftCursorSchema, DEFAULT_NFT_LIMIT, MAX_NFT_LIMIT);
      // Read after the heads: the page is at least as new as the heads it reports.
      const marks = await ctx.freshness.marksAt(chains, parseMinBlock(query.get('minBlock'), chains));
      sendJson(res, 200, {
        ...(await accountNfts(ctx, address, chains, cursor, limit)),
        heads: headsReply(chains, marks),
      });
    }),
    timed('fungible-price', 'POST', '/v1/fungible/price', async ({ req, url, res }) => {
      queryOf(url);
      const parsed = priceBodySchema.safeParse(await readJsonBody(req, MAX_PRICE_BODY_BYTES));
      if (!parsed.success) throw new HttpError(400, ApiMessages.invalidPriceBody);
      currencyOf(parsed.data.currency);
      const ids = parsed.data.addresses.map((text) => {
        const m = /^eip155:([0-9]{1,16}):(0x[0-9a-fA-F]{40})$/.exec(text);
        if (!m) throw new HttpError(400, ApiMessages.invalidAddress(text));
        const chain = chainsFor(ctx, m[1]!)[0]!;
        return { chain, address: parseEvmAddress(m[2]) };
      });
      sendJson(res, 200, { fungibles: await fungiblePrices(ctx, ids) });
    }),
    ...profileRoutes(ctx, timed),
    ...convertRoutes(ctx, timed),
    ...onrampRoutes(ctx, timed),
    ...payExchangeRoutes(ctx, timed),
    ...paymasterRoutes(ctx.paymaster, timed),
    ...sessionRoutes(ctx, timed),
  ];
}
