// useSwapQuote (walletdock/swap): a quote for a pair and an amount as a TanStack query.
import { describe, expectTypeOf, test } from 'vitest';
import { useSwapQuote } from 'walletdock/swap';
import type { SwapQuote, SwapTokenOption } from 'walletdock/types';

declare const usdc: SwapTokenOption;
declare const eth: SwapTokenOption;

describe('useSwapQuote', () => {
  test('data is the quote; query.select maps it', () => {
    const quote = useSwapQuote({ from: eth, to: usdc, amount: '0.1', slippage: 1 });
    expectTypeOf(quote.data).toEqualTypeOf<SwapQuote | undefined>();
    expectTypeOf(quote.data?.toAmount).toEqualTypeOf<bigint | undefined>();
    expectTypeOf(quote.data?.needsApproval).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(useSwapQuote({ from: eth, to: usdc, query: { select: (q) => q.rate } }).data).toEqualTypeOf<
      number | undefined
    >();
  });

  test('refuses a slippage as text', () => {
    // @ts-expect-error slippage is a percentage as a number
    useSwapQuote({ from: eth, to: usdc, slippage: '0.5%' });
  });
});
