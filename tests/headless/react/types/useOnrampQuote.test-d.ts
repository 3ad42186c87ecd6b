// useOnrampQuote (walletdock/onramp): a purchase quote for an amount, debounced, as a TanStack query.
import { describe, expectTypeOf, test } from 'vitest';
import { useOnrampQuote } from 'walletdock/onramp';
import type { OnrampQuote } from 'walletdock/types';

describe('useOnrampQuote', () => {
  test('takes the purchase (each part optional while typed) and a debounce; data is the quote', () => {
    const quote = useOnrampQuote({
      amount: '100',
      paymentCurrency: 'USD',
      purchaseCurrency: 'USDC',
      network: 'base',
      debounceMs: 300,
    });
    expectTypeOf(quote.data).toEqualTypeOf<OnrampQuote | undefined>();
    expectTypeOf(quote.data?.paymentTotal.amount).toEqualTypeOf<string | undefined>();
    expectTypeOf(useOnrampQuote({ query: { select: (q) => q.quoteId } }).data).toEqualTypeOf<string | undefined>();
  });

  test('parameters are required; the amount is decimal text', () => {
    // @ts-expect-error a quote needs its parameters object
    useOnrampQuote();
    // @ts-expect-error the amount is text as typed
    useOnrampQuote({ amount: 100 });
  });
});
