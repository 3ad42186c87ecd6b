/**
 * walletdock/testing/msw: the blockchain API's account paths as msw request handlers, for hook tests of account data
 * (useBalances, useTransactions, useIdentity, useNfts) without a server. A separate subpath because it imports msw,
 * an optional peer that only hosts mocking HTTP install.
 *
 * Every value given is checked by the same zod schemas walletdock's client parses the real API's replies with, when
 * the handlers are made: a fixture that drifts from what the API sends fails there, naming the field, instead of
 * failing later inside a hook.
 *
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { blockchainApiHandlers } from 'walletdock/testing/msw';
 *
 * const server = setupServer(...blockchainApiHandlers({ balances: { [address]: [tokenBalance] } }, { baseUrl }));
 * ```
 *
 * @module walletdock/testing/msw
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  balanceResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  nftsResponseSchema,
  pricesResponseSchema,
  supportedChainsResponseSchema,
  type Nft,
} from '../core/account-data/api-schemas';
import type { Identity, Transaction } from '../core/account-data/entities';
import { DEFAULT_BLOCKCHAIN_API_URL } from '../core/api/blockchain-api-url';
import type { TokenBalance } from '../core/model/token-balance';

/** What the API holds, by address (any case): the replies are cut from it as the real API would. */
export interface BlockchainApiData {
  /**
   * CAIP-2 ids of GET /v1/supported-chains (default: every chain the data names: balances' and NFTs' `chainId`,
   * history's `metadata.chain`). walletdock asks the API only about chains it serves: name a chain here for which the
   * data holds nothing and it answers empty lists, where a chain it does not serve is read from the RPC instead.
   */
  chains?: readonly string[];
  /** GET /v1/account/{address}/balance: the entries of the asked `chainId` (each entry's own `chainId`). */
  balances?: Readonly<Record<string, readonly TokenBalance[]>>;
  /** GET /v1/account/{address}/history, newest first, `pageSize` a page. */
  history?: Readonly<Record<string, readonly Transaction[]>>;
  /** GET /v1/identity/{address} (default `{ name: null, avatar: null }`). */
  identities?: Readonly<Record<string, Identity>>;
  /** GET /v1/account/{address}/nfts (walletdock's own API), `pageSize` a page. */
  nfts?: Readonly<Record<string, readonly Nft[]>>;
  /** POST /v1/fungible/price: the price entry of each CAIP-10 token address asked. */
  prices?: Readonly<Record<string, { name: string; symbol: string; iconUrl: string; price: number }>>;
}

/** Options of blockchainApiHandlers. */
export interface BlockchainApiHandlersOptions {
  /** Where the dock looks for the API: its `blockchainApiUrl` (default: the hosted API a `projectId` uses). */
  baseUrl?: string;
  /** Entries per page of history and NFTs (default 25). */
  pageSize?: number;
}

/** The part of a zod schema the check uses. */
interface ReplySchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Parses a fixture value with a reply schema; throws one line naming the data's field and zod's complaint. */
function checked<T>(schema: ReplySchema<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => `${[where, ...i.path.map(String)].join('.')}: ${i.message}`);
  throw new Error(`blockchainApiHandlers: the data is not what the blockchain API sends: ${issues.join('; ')}`);
}

/** The entries of a per-address record keyed by lower-case address. */
const byAddress = <T>(record: Readonly<Record<string, T>> | undefined) =>
  new Map(Object.entries(record ?? {}).map(([address, value]) => [address.toLowerCase(), value]));

/** A page of `all` from the request's `cursor` (an offset, as the fixture's own `next` says). */
function page<T>(all: readonly T[], request: Request, size: number): { data: T[]; next: string | null } {
  const start = Number(new URL(request.url).searchParams.get('cursor') ?? 0) || 0;
  return { data: all.slice(start, start + size), next: start + size < all.length ? String(start + size) : null };
}

/**
 * msw handlers for the blockchain API's account paths at `baseUrl`, answering from `data`. Throws at once when a value
 * does not match the API's reply schemas.
 *
 * @example
 * ```ts
 * const server = setupServer(
 *   ...blockchainApiHandlers(
 *     { balances: { [address]: [{ name: 'Test', symbol: 'TEST', chainId: 'eip155:33322', price: 2, iconUrl: '',
 *       quantity: { decimals: '18', numeric: '5' } }] } },
 *     { baseUrl: 'https://api.example.test' },
 *   ),
 * );
 * ```
 */
export function blockchainApiHandlers(
  data: BlockchainApiData,
  options: BlockchainApiHandlersOptions = {},
): HttpHandler[] {
  const base = (options.baseUrl ?? DEFAULT_BLOCKCHAIN_API_URL).replace(/\/+$/, '');
  const size = options.pageSize ?? 25;
  const balances = byAddress(data.balances);
  const history = byAddress(data.history);
  const identities = byAddress(data.identities);
  const nfts = byAddress(data.nfts);
  for (const [address, list] of balances) checked(balanceResponseSchema, { balances: list }, `balances.${address}`);
  for (const [address, list] of history)
    checked(historyResponseSchema, { data: list, next: null }, `history.${address}`);
  for (const [address, identity] of identities) checked(identityResponseSchema, identity, `identities.${address}`);
  for (const [address, list] of nfts) checked(nftsResponseSchema, { data: list, next: null }, `nfts.${address}`);
  const prices = Object.values(data.prices ?? {});
  checked(pricesResponseSchema, { fungibles: prices }, 'prices');
  const named = [
    ...[...balances.values()].flat().map((b) => b.chainId),
    ...[...history.values()].flat().map((t) => t.metadata.chain),
    ...[...nfts.values()].flat().map((n) => n.chainId),
  ];
  const chains = data.chains ?? [...new Set(named)];
  const supported = checked(supportedChainsResponseSchema, { http: chains, ws: [] }, 'chains');

  const address = (params: Record<string, unknown>) => String(params.address).toLowerCase();
  return [
    http.get(`${base}/v1/supported-chains`, () => HttpResponse.json(supported)),
    http.get(`${base}/v1/account/:address/balance`, ({ request, params }) => {
      const chainId = new URL(request.url).searchParams.get('chainId');
      const all = balances.get(address(params)) ?? [];
      const reply = { balances: chainId ? all.filter((b) => b.chainId === chainId) : all };
      return HttpResponse.json(balanceResponseSchema.parse(reply));
    }),
    http.get(`${base}/v1/account/:address/history`, ({ request, params }) =>
      HttpResponse.json(historyResponseSchema.parse(page(history.get(address(params)) ?? [], request, size))),
    ),
    http.get(`${base}/v1/account/:address/nfts`, ({ request, params }) =>
      HttpResponse.json(nftsResponseSchema.parse(page(nfts.get(address(params)) ?? [], request, size))),
    ),
    http.get(`${base}/v1/identity/:address`, ({ params }) =>
      HttpResponse.json(identityResponseSchema.parse(identities.get(address(params)) ?? { name: null, avatar: null })),
    ),
    http.post(`${base}/v1/fungible/price`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { addresses?: unknown };
      const asked = Array.isArray(body.addresses) ? body.addresses.map(String) : [];
      const known = new Map(Object.entries(data.prices ?? {}).map(([id, entry]) => [id.toLowerCase(), entry]));
      const fungibles = asked.flatMap((id) => known.get(id.toLowerCase()) ?? []);
      return HttpResponse.json(pricesResponseSchema.parse({ fungibles }));
    }),
  ];
}
