// usePayExchanges (walletdock/pay): the exchanges the current payment can be paid through, and whether they are listed.
import { describe, expectTypeOf, test } from 'vitest';
import { usePayExchanges, usePayment, type PayExchange, type PaymentResult } from 'walletdock/pay';

describe('usePayExchanges', () => {
  test('returns the exchanges and isPending; an exchange’s id is what payWithExchange takes', () => {
    const { exchanges, isPending } = usePayExchanges();
    expectTypeOf(exchanges).toEqualTypeOf<PayExchange[]>();
    expectTypeOf(isPending).toEqualTypeOf<boolean>();
    const exchange = exchanges[0];
    expectTypeOf(exchange?.id).toEqualTypeOf<string | undefined>();
    expectTypeOf(exchange?.name).toEqualTypeOf<string | undefined>();
    expectTypeOf(exchange?.imageUrl).toEqualTypeOf<string | undefined>();
    if (exchange) {
      expectTypeOf(usePayment().payWithExchange(exchange.id)).toEqualTypeOf<Promise<PaymentResult>>();
    }
  });

  test('takes nothing; an exchange has no page before its session starts', () => {
    // @ts-expect-error the filter is the payment's payWithExchange, not the hook's
    usePayExchanges({ includeOnly: ['sandbox'] });
    const [exchange] = usePayExchanges().exchanges;
    // @ts-expect-error the page's URL is the session's, which payWithExchange starts
    void exchange?.url;
  });
});
