// useNfts: the account's NFTs as an infinite query; the pages are merged into one NftState, so `select` is walletdock's.
import { describe, expectTypeOf, test } from 'vitest';
import { useNfts, type WalletDockErrorType } from 'walletdock';

describe('useNfts', () => {
  test('data is the merged state; the next page is fetched by the query', () => {
    const nfts = useNfts({ address: '0x01', caipNetworkId: 'eip155:1', query: { enabled: true } });
    expectTypeOf(nfts.data?.empty).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(nfts.data?.next).toEqualTypeOf<string | undefined>();
    expectTypeOf(nfts.data?.nfts.length).toEqualTypeOf<number | undefined>();
    expectTypeOf(nfts.error).toEqualTypeOf<WalletDockErrorType | null>();
    void nfts.fetchNextPage();
  });

  test('select and the paging are walletdock’s', () => {
    // @ts-expect-error the pages are merged by walletdock
    useNfts({ query: { select: (d: unknown) => d } });
    // @ts-expect-error paging is walletdock's
    useNfts({ query: { getNextPageParam: () => undefined } });
  });
});
