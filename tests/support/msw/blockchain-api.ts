// HTTP fixture of the hosted blockchain API's account paths: every reply goes through the production zod
// schemas, and every request is recorded with its query (st, sv, projectId…).
import { http, HttpResponse } from 'msw';
import {
  balanceResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  nftsResponseSchema,
  supportedChainsResponseSchema,
  type Nft,
} from '../../../headless/core/account-data/api-schemas';
import { DEFAULT_BLOCKCHAIN_API_URL } from '../../../headless/core/api/blockchain-api-url';
import type { Identity, Transaction } from '../../../headless/core/account-data/entities';
import type { TokenBalance } from '../../../headless/core/model/token-balance';

/** Knobs of the fake API. */
export interface BlockchainApiFixtureOptions {
  baseUrl?: string;
  /** CAIP-2 ids served (default eip155:33322). */
  chains?: string[];
  /** Balance entries per lower-case address. */
  balances?: Record<string, TokenBalance[]>;
  /** History per lower-case address, newest first; served `pageSize` per page. */
  history?: Record<string, Transaction[]>;
  pageSize?: number;
  identities?: Record<string, Identity>;
  /** NFTs per lower-case address, served `pageSize` per page; `false` answers 404 (a server without the path). */
  nfts?: Record<string, Nft[]> | false;
  /** Status for every request of a path kind (e.g. `{ history: 500 }`); `'network'` drops the connection. */
  fail?: Partial<Record<'supported' | 'balance' | 'history' | 'identity' | 'nfts', number | 'network'>>;
}

/** One request the fixture answered. */
export interface ApiCall {
  kind: 'supported' | 'balance' | 'history' | 'identity' | 'nfts';
  url: URL;
}

/** msw handlers of the blockchain API plus the calls they saw. */
export function blockchainApiFixture(options: BlockchainApiFixtureOptions = {}) {
  const base = options.baseUrl ?? DEFAULT_BLOCKCHAIN_API_URL;
  const calls: ApiCall[] = [];
  const failure = (kind: ApiCall['kind']) => {
    const fail = options.fail?.[kind];
    if (fail === 'network') return HttpResponse.error();
    return fail ? new HttpResponse(null, { status: fail }) : undefined;
  };
  const record = (kind: ApiCall['kind'], request: Request) => calls.push({ kind, url: new URL(request.url) });
  const handlers = [
    http.get(`${base}/v1/supported-chains`, ({ request }) => {
      record('supported', request);
      return (
        failure('supported') ??
        HttpResponse.json(supportedChainsResponseSchema.parse({ http: options.chains ?? ['eip155:33322'], ws: [] }))
      );
    }),
    http.get(`${base}/v1/account/:address/balance`, ({ request, params }) => {
      record('balance', request);
      const balances = options.balances?.[String(params.address).toLowerCase()] ?? [];
      return failure('balance') ?? HttpResponse.json(balanceResponseSchema.parse({ balances }));
    }),
    http.get(`${base}/v1/account/:address/history`, ({ request, params }) => {
      record('history', request);
      const failed = failure('history');
      if (failed) return failed;
      const all = options.history?.[String(params.address).toLowerCase()] ?? [];
      const size = options.pageSize ?? 25;
      const start = Number(new URL(request.url).searchParams.get('cursor') ?? 0);
      const next = start + size < all.length ? String(start + size) : null;
      return HttpResponse.json(historyResponseSchema.parse({ data: all.slice(start, start + size), next }));
    }),
    http.get(`${base}/v1/account/:address/nfts`, ({ request, params }) => {
      record('nfts', request);
      const failed = failure('nfts');
      if (failed) return failed;
      if (options.nfts === false) return new HttpResponse(null, { status: 404 });
      const all = options.nfts?.[String(params.address).toLowerCase()] ?? [];
      const size = options.pageSize ?? 25;
      const start = Number(new URL(request.url).searchParams.get('cursor') ?? 0);
      const next = start + size < all.length ? String(start + size) : null;
      return HttpResponse.json(nftsResponseSchema.parse({ data: all.slice(start, start + size), next }));
    }),
    http.get(`${base}/v1/identity/:address`, ({ request, params }) => {
      record('identity', request);
      const identity = options.identities?.[String(params.address).toLowerCase()] ?? { name: null, avatar: null };
      return failure('identity') ?? HttpResponse.json(identityResponseSchema.parse(identity));
    }),
  ];
  return {
    handlers,
    calls,
    baseUrl: base,
    count: (kind: ApiCall['kind']) => calls.filter((c) => c.kind === kind).length,
  };
}
