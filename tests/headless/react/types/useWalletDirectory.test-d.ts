// useWalletDirectory: the featured, recommended, searched and paged wallets, four queries with a few query options.
import { describe, expectTypeOf, test } from 'vitest';
import { useWalletDirectory, type WalletDirectoryItem, type WalletDockErrorType } from 'walletdock';

describe('useWalletDirectory', () => {
  test('returns the four queries', () => {
    const directory = useWalletDirectory({ search: 'rain', all: true, installedIds: ['io.metamask'] });
    expectTypeOf(directory.featured.data).toEqualTypeOf<WalletDirectoryItem[] | undefined>();
    expectTypeOf(directory.search.data).toEqualTypeOf<WalletDirectoryItem[] | undefined>();
    expectTypeOf(directory.wallets.error).toEqualTypeOf<WalletDockErrorType | null>();
    void directory.wallets.fetchNextPage();
    useWalletDirectory({ query: { enabled: false, staleTime: 60_000, retry: 1 } });
  });

  test('its query options are the few listed', () => {
    // @ts-expect-error select is not among them
    useWalletDirectory({ query: { select: (d: unknown) => d } });
  });
});
