// TanStack Query option factories for the wallet directory, run through a real QueryClient: keys carry the
// instance id (two instances never share cache), pages accumulate, and no projectId means no fetch at all.
import { InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createWalletDirectory } from '../../../../headless/core/directory/client';
import {
  excludedWalletsQueryOptions,
  featuredWalletsQueryOptions,
  recommendedWalletsQueryOptions,
  searchWalletsQueryOptions,
  walletPagesInfiniteQueryOptions,
  walletsFromPages,
} from '../../../../headless/core/directory/query';
import { DIRECTORY_URL, directoryFixture, fixtureWallet } from '../../../support/msw/directory';
import { useMswServer } from '../../../support/msw/server';

const msw = useMswServer();
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function directory(
  options: Parameters<typeof createWalletDirectory>[0] = {},
  fixture: Parameters<typeof directoryFixture>[0] = {},
) {
  msw.server.use(...directoryFixture(fixture).handlers);
  return createWalletDirectory({ baseUrl: DIRECTORY_URL, projectId: 'project-test', ...options });
}

describe('directory query keys', () => {
  it('include the instance id, so two client instances never share cache', async () => {
    const client = queryClient();
    const dir = directory({ featuredWalletIds: ['wallet-002'] });
    const a = featuredWalletsQueryOptions({ directory: dir, instanceId: 'dock-a' });
    const b = featuredWalletsQueryOptions({ directory: dir, instanceId: 'dock-b' });
    expect(a.queryKey).toContain('dock-a');
    expect(a.queryKey).not.toEqual(b.queryKey);
    await client.fetchQuery(a);
    await client.fetchQuery(b);
    expect(msw.requests).toBe(2);
    await client.fetchQuery(a); // fresh within staleTime: served from the cache
    expect(msw.requests).toBe(2);
  });

  it('differ by installed ids, exclusions and search text', () => {
    const ctx = { directory: directory(), instanceId: 'dock' };
    expect(recommendedWalletsQueryOptions(ctx, { installedIds: ['b', 'a'] }).queryKey).toEqual(
      recommendedWalletsQueryOptions(ctx, { installedIds: ['a', 'b'] }).queryKey,
    );
    expect(recommendedWalletsQueryOptions(ctx).queryKey).not.toEqual(
      recommendedWalletsQueryOptions(ctx, { installedIds: ['a'] }).queryKey,
    );
    expect(walletPagesInfiniteQueryOptions(ctx).queryKey).not.toEqual(
      walletPagesInfiniteQueryOptions(ctx, { exclude: ['x'] }).queryKey,
    );
    expect(searchWalletsQueryOptions(ctx, { search: ' rain ' }).queryKey).toEqual(
      searchWalletsQueryOptions(ctx, { search: 'rain' }).queryKey,
    );
  });
});

describe('directory queries', () => {
  it('featured and recommended return the directory replies', async () => {
    const client = queryClient();
    const ctx = { directory: directory({ featuredWalletIds: ['wallet-003', 'wallet-001'] }), instanceId: 'dock' };
    expect((await client.fetchQuery(featuredWalletsQueryOptions(ctx))).map((w) => w.id)).toEqual([
      'wallet-003',
      'wallet-001',
    ]);
    expect(await client.fetchQuery(excludedWalletsQueryOptions(ctx))).toEqual([]);
    const recommended = await client.fetchQuery(recommendedWalletsQueryOptions(ctx, { installedIds: ['wallet-002'] }));
    expect(recommended.data.map((w) => w.id)).toEqual(['wallet-004', 'wallet-005', 'wallet-006', 'wallet-007']);
  });

  it('the infinite query loads pages of 40 until count is reached; pages accumulate without duplicates', async () => {
    const client = queryClient();
    const ctx = { directory: directory({}, { pageOverlap: 3 }), instanceId: 'dock' };
    const options = walletPagesInfiniteQueryOptions(ctx);
    const observer = new InfiniteQueryObserver(client, options);
    const stop = observer.subscribe(() => {});
    try {
      await observer.refetch();
      while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage();
      const pages = observer.getCurrentResult().data!.pages;
      expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
      const wallets = walletsFromPages(pages);
      expect(wallets).toHaveLength(95);
      expect(new Set(wallets.map((w) => w.id)).size).toBe(95);
      expect(wallets[94]!.id).toBe(fixtureWallet(95).id);
    } finally {
      stop();
    }
  });

  it('search only runs for some text, and resolves with the matching wallets', async () => {
    const client = queryClient();
    const ctx = { directory: directory(), instanceId: 'dock' };
    expect(searchWalletsQueryOptions(ctx, { search: '   ' }).enabled).toBe(false);
    const found = await client.fetchQuery(searchWalletsQueryOptions(ctx, { search: 'Wallet 42' }));
    expect(found.map((w) => w.id)).toEqual(['wallet-042']);
  });
});

describe('without a projectId', () => {
  it('every directory query is disabled and nothing is requested', async () => {
    const client = queryClient();
    const ctx = {
      directory: directory({
        projectId: undefined,
        featuredWalletIds: ['wallet-001'],
        excludeWalletIds: ['wallet-002'],
      }),
      instanceId: 'dock',
    };
    const observers = [
      new QueryObserver(client, featuredWalletsQueryOptions(ctx)),
      new QueryObserver(client, excludedWalletsQueryOptions(ctx)),
      new QueryObserver(client, recommendedWalletsQueryOptions(ctx)),
      new QueryObserver(client, searchWalletsQueryOptions(ctx, { search: 'rain' })),
      new InfiniteQueryObserver(client, walletPagesInfiniteQueryOptions(ctx)),
    ];
    const stops = observers.map((o) => o.subscribe(() => {}));
    await new Promise((r) => setTimeout(r, 20));
    expect(observers.map((o) => o.getCurrentResult().fetchStatus)).toEqual(['idle', 'idle', 'idle', 'idle', 'idle']);
    stops.forEach((s) => s());
    expect(msw.requests).toBe(0);
  });
});
