// HTTP fixtures of the hosted wallet directory: every reply goes through the production zod schemas.
import { http, HttpResponse } from 'msw';
import {
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  getWalletsResponseSchema,
  walletDirectoryItemSchema,
  type WalletDirectoryItem,
} from '../../../headless/core/directory/schemas';

/** Fake directory host used by tests (never a real one). */
export const DIRECTORY_URL = 'https://directory.walletdock.test';

/** The directory entry of generated wallet n (ids are stable: `wallet-001`…). */
export function fixtureWallet(n: number, overrides: Partial<WalletDirectoryItem> = {}): WalletDirectoryItem {
  const id = `wallet-${String(n).padStart(3, '0')}`;
  return walletDirectoryItemSchema.parse({
    id,
    name: `Wallet ${n}`,
    image_id: `img-${id}`,
    rdns: `test.wallet${n}`,
    chains: n % 3 === 0 ? ['solana:5eykt4UsFv8P8NkJTrDr6i5sT7oGc6y9'] : ['eip155:1', 'eip155:33322'],
    mobile_link: `wallet${n}://`,
    desktop_link: null,
    webapp_link: `https://app.wallet${n}.test`,
    ...overrides,
  });
}

/** 95 wallets: three full pages of 40 would over-read, so the last page is partial. */
export const FIXTURE_WALLETS: readonly WalletDirectoryItem[] = Array.from({ length: 95 }, (_, i) =>
  fixtureWallet(i + 1),
);

/** Knobs of the fake directory. */
export interface DirectoryFixtureOptions {
  baseUrl?: string;
  wallets?: readonly WalletDirectoryItem[];
  /** Page N>1 repeats this many wallets of page N-1 (the live directory reorders between requests). */
  pageOverlap?: number;
  origins?: string[] | { status: number };
  analyticsEnabled?: boolean | { status: number };
  /** Status for every /getWallets call (e.g. 500). */
  walletsStatus?: number;
}

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/** msw handlers for /getWallets, images, /projects/v1/origins and /getAnalyticsConfig, plus what they were asked. */
export function directoryFixture(options: DirectoryFixtureOptions = {}) {
  const base = options.baseUrl ?? DIRECTORY_URL;
  const wallets = options.wallets ?? FIXTURE_WALLETS;
  const calls: URL[] = [];

  const handlers = [
    http.get(`${base}/getWallets`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      if (options.walletsStatus) return new HttpResponse(null, { status: options.walletsStatus });
      const q = url.searchParams;
      const include = list(q.get('include'));
      const exclude = list(q.get('exclude'));
      const chains = list(q.get('chains'));
      const search = q.get('search')?.toLowerCase() ?? '';
      const matching = wallets.filter(
        (w) =>
          (include.length === 0 || include.includes(w.id)) &&
          !exclude.includes(w.id) &&
          (chains.length === 0 || (w.chains ?? []).some((c) => chains.includes(c))) &&
          w.name.toLowerCase().includes(search),
      );
      const page = Number(q.get('page') ?? 1);
      const entries = Number(q.get('entries') ?? 40);
      const start = Math.max(0, (page - 1) * entries - (page > 1 ? (options.pageOverlap ?? 0) : 0));
      const body = getWalletsResponseSchema.parse({
        count: matching.length,
        data: matching.slice(start, start + entries),
      });
      return HttpResponse.json(body);
    }),
    http.get(`${base}/projects/v1/origins`, ({ request }) => {
      calls.push(new URL(request.url));
      const origins = options.origins ?? ['https://host.walletdock.test'];
      if (!Array.isArray(origins)) return new HttpResponse(null, { status: origins.status });
      return HttpResponse.json(allowedOriginsResponseSchema.parse({ allowedOrigins: origins }));
    }),
    http.get(`${base}/getAnalyticsConfig`, ({ request }) => {
      calls.push(new URL(request.url));
      const enabled = options.analyticsEnabled ?? true;
      if (typeof enabled !== 'boolean') return new HttpResponse(null, { status: enabled.status });
      return HttpResponse.json(analyticsConfigResponseSchema.parse({ isAnalyticsEnabled: enabled }));
    }),
  ];
  return { handlers, calls, baseUrl: base };
}
