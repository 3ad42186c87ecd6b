// useBalances: the account's token balances as a TanStack query; `query` takes useQuery's options except the key.
import { describe, expectTypeOf, test } from 'vitest';
import { useBalances, type WalletDockErrorType } from 'walletdock';
import type { BalanceSource } from 'walletdock/utils';

describe('useBalances', () => {
  test('data is the balances, their total and where they came from', () => {
    const { data, error } = useBalances({ address: '0x01', caipNetworkId: 'eip155:1', forceUpdate: true });
    expectTypeOf(data?.totalValue).toEqualTypeOf<number | undefined>();
    expectTypeOf(data?.source).toEqualTypeOf<BalanceSource | undefined>();
    expectTypeOf(data?.balances[0]?.symbol).toEqualTypeOf<string | undefined>();
    expectTypeOf(error).toEqualTypeOf<WalletDockErrorType | null>();
  });

  test('query.select maps the data', () => {
    expectTypeOf(useBalances({ query: { select: (b) => b.balances.length, enabled: false } }).data).toEqualTypeOf<
      number | undefined
    >();
  });

  test('the key and the fetcher are walletdock’s', () => {
    // @ts-expect-error the query key is walletdock's own
    useBalances({ query: { queryKey: ['mine'] } });
    // @ts-expect-error forceUpdate is a boolean
    useBalances({ forceUpdate: 'yes' });
  });
});
