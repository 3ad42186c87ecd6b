// useSwapTokens (walletdock/swap): the tokens that can be swapped on the active network, as a TanStack query.
import { describe, expectTypeOf, test } from 'vitest';
import { useSwapTokens } from 'walletdock/swap';
import type { SwapTokenOption } from 'walletdock/types';

describe('useSwapTokens', () => {
  test('data is the token options; query.select maps them', () => {
    const tokens = useSwapTokens({ namespace: 'eip155' });
    expectTypeOf(tokens.data).toEqualTypeOf<SwapTokenOption[] | undefined>();
    expectTypeOf(tokens.data?.[0]?.balance).toEqualTypeOf<bigint | undefined>();
    expectTypeOf(useSwapTokens({ query: { select: (list) => list.map((t) => t.symbol) } }).data).toEqualTypeOf<
      string[] | undefined
    >();
  });

  test('refuses an unknown namespace', () => {
    // @ts-expect-error not a chain namespace
    useSwapTokens({ namespace: 'tron' });
  });
});
