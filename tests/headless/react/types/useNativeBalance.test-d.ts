// useNativeBalance: the native coin's balance in base units as a TanStack query.
import { describe, expectTypeOf, test } from 'vitest';
import { useNativeBalance, type WalletDockErrorType } from 'walletdock';

describe('useNativeBalance', () => {
  test('data is the value as a bigint with its decimals and symbol; query.select maps it', () => {
    const { data, error } = useNativeBalance({ address: '0x01', caipNetworkId: 'eip155:1', namespace: 'eip155' });
    expectTypeOf(data?.value).toEqualTypeOf<bigint | undefined>();
    expectTypeOf(data?.decimals).toEqualTypeOf<number | undefined>();
    expectTypeOf(data?.symbol).toEqualTypeOf<string | undefined>();
    expectTypeOf(error).toEqualTypeOf<WalletDockErrorType | null>();
    expectTypeOf(useNativeBalance({ query: { select: (b) => b.value > 0n } }).data).toEqualTypeOf<
      boolean | undefined
    >();
  });

  test('refuses an unknown namespace and the query key', () => {
    // @ts-expect-error not a chain namespace
    useNativeBalance({ namespace: 'tron' });
    // @ts-expect-error the query key is walletdock's own
    useNativeBalance({ query: { queryKey: ['balance'] } });
  });
});
