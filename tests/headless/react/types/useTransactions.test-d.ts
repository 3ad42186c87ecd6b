// useTransactions: the account's history as an infinite query, merged into one TransactionState grouped by month.
import { describe, expectTypeOf, test } from 'vitest';
import { useTransactions, type WalletDockErrorType } from 'walletdock';

describe('useTransactions', () => {
  test('data is the merged history with its month groups', () => {
    const history = useTransactions({ address: '0x01', caipNetworkId: 'eip155:1', query: { staleTime: 1000 } });
    expectTypeOf(history.data?.groups[0]?.month).toEqualTypeOf<number | undefined>();
    expectTypeOf(history.data?.next).toEqualTypeOf<string | undefined>();
    expectTypeOf(history.data?.empty).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(history.error).toEqualTypeOf<WalletDockErrorType | null>();
    expectTypeOf(history.hasNextPage).toEqualTypeOf<boolean>();
  });

  test('select and the paging are walletdock’s', () => {
    // @ts-expect-error the pages are merged by walletdock
    useTransactions({ query: { select: (d: unknown) => d } });
    // @ts-expect-error not a chain namespace
    useTransactions({ namespace: 'tron' });
  });
});
