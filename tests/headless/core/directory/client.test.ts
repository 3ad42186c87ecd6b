// The wallet-directory API: its calls, page sizes and search wait, its fallbacks, and wallet pages and search
// results accumulating by page, against an HTTP fixture whose replies pass the production schemas.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDirectory, walletImagesToPrefetch } from '../../../../headless/core/directory/client';
import { getWalletsResponseSchema, walletDirectoryItemSchema } from '../../../../headless/core/directory/schemas';
import { appendWalletPage, walletsFromPages } from '../../../../headless/core/directory/query';
import { DIRECTORY_URL, FIXTURE_WALLETS, directoryFixture, fixtureWallet } from '../../../support/msw/directory';
import { useMswServer } from '../../../support/msw/server';

const msw = useMswServer();
const PROJECT = 'project-test';

function setup(
  fixtureOptions: Parameters<typeof directoryFixture>[0] = {},
  options: Parameters<typeof createWalletDirectory>[0] = {},
) {
  const fixture = directoryFixture(fixtureOptions);
  msw.server.use(...fixture.handlers);
  const directory = createWalletDirectory({ baseUrl: DIRECTORY_URL, projectId: PROJECT, ...options });
  return { fixture, directory };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('wallet directory fixtures', () => {
  it('are shaped by the directory API schemas', () => {
    for (const w of FIXTURE_WALLETS) expect(walletDirectoryItemSchema.parse(w)).toEqual(w);
    expect(() => getWalletsResponseSchema.parse({ count: 1, data: [{ name: 'no id' }] })).toThrow();
  });
});

describe('without a projectId the directory fetches nothing', () => {
  it('returns empty results and sends no request at all', async () => {
    const { directory } = setup(
      {},
      { projectId: undefined, featuredWalletIds: ['wallet-001'], excludeWalletIds: ['wallet-002'] },
    );
    expect(directory.enabled).toBe(false);
    expect(await directory.getWallets({ page: 1, entries: 40 })).toEqual({ count: 0, data: [] });
    expect(await directory.fetchFeatured()).toEqual([]);
    expect(await directory.fetchExcludedWallets()).toEqual([]);
    expect(await directory.fetchRecommended()).toEqual({ count: 0, data: [] });
    expect((await directory.fetchPage(1)).data).toEqual([]);
    expect(await directory.fetchAllowedOrigins()).toEqual([]);
    expect(await directory.fetchAnalyticsEnabled()).toBe(false);
    expect(directory.walletImageUrl('img-1')).toBeUndefined();
    expect(msw.requests).toBe(0);
  });
});

describe('GET /getWallets (page, entries, include, exclude, search, badge_type, chains)', () => {
  it('sends every parameter plus projectId, st and sv', async () => {
    const { directory, fixture } = setup();
    const params = {
      page: 2,
      entries: 5,
      include: ['a', 'b'],
      exclude: ['c'],
      search: 'x',
      badge_type: 'certified',
      chains: ['eip155:1'],
    };
    await directory.getWallets(params);
    const q = Object.fromEntries(fixture.calls[0]!.searchParams);
    expect(q).toMatchObject({
      page: '2',
      entries: '5',
      include: 'a,b',
      exclude: 'c',
      search: 'x',
      badge_type: 'certified',
      chains: 'eip155:1',
    });
    expect(q).toMatchObject({ projectId: PROJECT, st: 'walletdock' });
    expect(q.sv).toBeTruthy();
  });

  it('fails with "HTTP status code: 500" when the directory does', async () => {
    const { directory } = setup({ walletsStatus: 500 });
    await expect(directory.fetchPage(1)).rejects.toThrow('HTTP status code: 500');
  });
});

describe('featured wallets: entries equal the number of ids', () => {
  it('asks for exactly the featured ids and keeps their configured order', async () => {
    const ids = ['wallet-009', 'wallet-002', 'wallet-005'];
    const { directory, fixture } = setup({}, { featuredWalletIds: ids });
    const featured = await directory.fetchFeatured();
    expect(featured.map((w) => w.id)).toEqual(ids);
    expect(fixture.calls[0]!.searchParams.get('entries')).toBe('3');
    expect(fixture.calls[0]!.searchParams.get('include')).toBe(ids.join(','));
  });

  it('asks nothing when no featured ids are configured', async () => {
    const { directory } = setup();
    expect(await directory.fetchFeatured()).toEqual([]);
    expect(msw.requests).toBe(0);
  });
});

describe('excluded wallets', () => {
  it('are fetched by id so that their rdns and names can hide connectors', async () => {
    const { directory, fixture } = setup({}, { excludeWalletIds: ['wallet-004', 'wallet-008'] });
    const excluded = await directory.fetchExcludedWallets();
    expect(excluded.map((w) => [w.id, w.rdns])).toEqual([
      ['wallet-004', 'test.wallet4'],
      ['wallet-008', 'test.wallet8'],
    ]);
    expect(fixture.calls[0]!.searchParams.get('include')).toBe('wallet-004,wallet-008');
    expect(fixture.calls[0]!.searchParams.get('entries')).toBe('2');
  });

  it('ask nothing when no wallet is excluded', async () => {
    const { directory } = setup();
    expect(await directory.fetchExcludedWallets()).toEqual([]);
    expect(msw.requests).toBe(0);
  });
});

describe('recommended wallets: page 1 with 4 entries', () => {
  it('excludes the excluded, featured and installed wallets', async () => {
    const { directory, fixture } = setup({}, { featuredWalletIds: ['wallet-001'], excludeWalletIds: ['wallet-002'] });
    const { data, count } = await directory.fetchRecommended({ installedIds: ['wallet-003'] });
    expect(data.map((w) => w.id)).toEqual(['wallet-004', 'wallet-005', 'wallet-006', 'wallet-007']);
    expect(count).toBe(92);
    const q = fixture.calls[0]!.searchParams;
    expect([q.get('page'), q.get('entries'), q.get('exclude')]).toEqual(['1', '4', 'wallet-002,wallet-001,wallet-003']);
  });

  it('sends the requested networks as chains', async () => {
    const { directory } = setup({}, { chains: () => ['solana:5eykt4UsFv8P8NkJTrDr6i5sT7oGc6y9'] });
    const { data } = await directory.fetchRecommended();
    expect(data.map((w) => w.id)).toEqual(['wallet-003', 'wallet-006', 'wallet-009', 'wallet-012']);
  });
});

describe('wallet pages: 40 entries, accumulating without duplicates', () => {
  it('page N appends to the list; a wallet repeated by a later page is listed once', async () => {
    const { directory, fixture } = setup({ pageOverlap: 5 });
    const pages = [];
    for (let page = 1; page <= 3; page += 1) pages.push(await directory.fetchPage(page));
    expect(pages.map((p) => p.data.length)).toEqual([40, 40, 20]);
    expect(fixture.calls.every((u) => u.searchParams.get('entries') === '40')).toBe(true);
    const wallets = walletsFromPages(pages);
    expect(wallets).toHaveLength(95);
    expect(new Set(wallets.map((w) => w.id)).size).toBe(95);
    expect(wallets.map((w) => w.id)).toEqual(FIXTURE_WALLETS.map((w) => w.id));
  });

  it('appendWalletPage keeps the first copy of each id', () => {
    const a = fixtureWallet(1);
    const b = fixtureWallet(2);
    const renamed = { ...a, name: 'Later copy' };
    expect(appendWalletPage([a], [renamed, b])).toEqual([a, b]);
  });

  it('excludes the given ids (e.g. the recommended ones) along with excluded and featured', async () => {
    const { directory, fixture } = setup({}, { featuredWalletIds: ['wallet-001'], excludeWalletIds: ['wallet-002'] });
    const page = await directory.fetchPage(1, { exclude: ['wallet-010'] });
    expect(page.data.map((w) => w.id)).not.toContain('wallet-010');
    expect(fixture.calls.at(-1)!.searchParams.get('exclude')).toBe('wallet-010,wallet-002,wallet-001');
  });

  it('prefetches images for the first 20 wallets of a page', async () => {
    const { directory } = setup();
    const page = await directory.fetchPage(1);
    const urls = walletImagesToPrefetch(directory, page.data);
    expect(urls).toHaveLength(20);
    expect(urls[0]).toBe(
      `${DIRECTORY_URL}/getWalletImage/img-wallet-001?projectId=${PROJECT}&st=walletdock&sv=${encodeURIComponent(new URL(urls[0]!).searchParams.get('sv')!)}`,
    );
  });
});

describe('search: 100 entries with a minimum 300 ms wait', () => {
  it('asks for 100 entries with the trimmed search text', async () => {
    const { directory, fixture } = setup();
    const found = await directory.search('  Wallet 9 ');
    expect(found.map((w) => w.name)).toEqual([
      'Wallet 9',
      'Wallet 90',
      'Wallet 91',
      'Wallet 92',
      'Wallet 93',
      'Wallet 94',
      'Wallet 95',
    ]);
    expect(fixture.calls[0]!.searchParams.get('entries')).toBe('100');
    expect(fixture.calls[0]!.searchParams.get('search')).toBe('Wallet 9');
  });

  it('never resolves before 300 ms from the call, even when the server answers at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let replied = false;
    const fetchAndMark: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const body = await response.text();
      replied = true;
      return new Response(body, { status: response.status, headers: response.headers });
    };
    const { directory } = setup({}, { fetch: fetchAndMark });
    let resolved = false;
    const pending = directory.search('Wallet 1').then((r) => ((resolved = true), r));
    // The reply arrives over real I/O turns while the fake clock stands still.
    while (!replied) await new Promise((r) => setImmediate(r));
    for (let i = 0; i < 10; i += 1) await new Promise((r) => setImmediate(r));
    await vi.advanceTimersByTimeAsync(299);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).length).toBeGreaterThan(0);
    expect(resolved).toBe(true);
  });

  it('on the real clock, takes at least 300 ms', async () => {
    const { directory } = setup();
    const started = performance.now();
    await directory.search('Wallet 2');
    expect(performance.now() - started).toBeGreaterThanOrEqual(299);
  });
});

describe('image URLs', () => {
  it('point at getWalletImage/{id} and the public asset, currency and token images', () => {
    const { directory } = setup();
    const path = (url: string | undefined) => new URL(url!).pathname;
    expect(path(directory.walletImageUrl('w1'))).toBe('/getWalletImage/w1');
    expect(path(directory.assetImageUrl('a1'))).toBe('/public/getAssetImage/a1');
    expect(path(directory.currencyImageUrl('USD'))).toBe('/public/getCurrencyImage/USD');
    expect(path(directory.tokenImageUrl('ETH'))).toBe('/public/getTokenImage/ETH');
    expect(new URL(directory.walletImageUrl('w1')!).searchParams.get('projectId')).toBe(PROJECT);
    expect(msw.requests).toBe(0);
  });
});

describe('allowed origins and analytics config', () => {
  it('GET /projects/v1/origins returns allowedOrigins', async () => {
    const { directory } = setup({ origins: ['https://a.test', 'https://*.b.test'] });
    expect(await directory.fetchAllowedOrigins()).toEqual(['https://a.test', 'https://*.b.test']);
  });

  it('a failed allowed-origins fetch returns an empty list', async () => {
    const { directory } = setup({ origins: { status: 500 } });
    expect(await directory.fetchAllowedOrigins()).toEqual([]);
    expect(msw.requests).toBe(1);
  });

  it.each([true, false])('GET /getAnalyticsConfig returns isAnalyticsEnabled (%s)', async (enabled) => {
    const { directory } = setup({ analyticsEnabled: enabled });
    expect(await directory.fetchAnalyticsEnabled()).toBe(enabled);
  });

  it('a failed analytics config fetch turns analytics off', async () => {
    const { directory } = setup({ analyticsEnabled: { status: 503 } });
    expect(await directory.fetchAnalyticsEnabled()).toBe(false);
    expect(msw.requests).toBe(1);
  });
});
