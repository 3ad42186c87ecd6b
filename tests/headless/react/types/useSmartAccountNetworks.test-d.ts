// useSmartAccountNetworks (walletdock/embedded): the chain ids where smart accounts are offered, as a TanStack query.
import { describe, expectTypeOf, test } from 'vitest';
import type { WalletDockErrorType } from 'walletdock';
import { useSmartAccountNetworks } from 'walletdock/embedded';

describe('useSmartAccountNetworks', () => {
  test('data is the chain ids; query.select maps them', () => {
    const networks = useSmartAccountNetworks();
    expectTypeOf(networks.data).toEqualTypeOf<number[] | undefined>();
    expectTypeOf(networks.error).toEqualTypeOf<WalletDockErrorType | null>();
    expectTypeOf(useSmartAccountNetworks({ query: { select: (ids) => ids.includes(8453) } }).data).toEqualTypeOf<
      boolean | undefined
    >();
  });

  test('the key is walletdock’s', () => {
    // @ts-expect-error the query key is walletdock's own
    useSmartAccountNetworks({ query: { queryKey: ['sa'] } });
  });
});
