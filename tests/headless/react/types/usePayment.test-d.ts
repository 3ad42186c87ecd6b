// usePayment (walletdock/pay): the open payment's state inside the Pay views, and its three actions.
import { describe, expectTypeOf, test } from 'vitest';
import { usePayment, type PaymentResult, type PayQuote, type PayStatus, type PayStep } from 'walletdock/pay';

describe('usePayment', () => {
  test('returns the status, step, quote and result, and the actions', () => {
    const payment = usePayment();
    expectTypeOf(payment.status).toEqualTypeOf<PayStatus>();
    expectTypeOf(payment.step).toEqualTypeOf<PayStep | undefined>();
    expectTypeOf(payment.quote).toEqualTypeOf<PayQuote | undefined>();
    expectTypeOf(payment.quote?.fee).toEqualTypeOf<bigint | undefined>();
    expectTypeOf(payment.payWithWallet()).toEqualTypeOf<Promise<PaymentResult>>();
    expectTypeOf(payment.refreshQuote()).toEqualTypeOf<Promise<void>>();
  });

  test('takes nothing; a status is one of five', () => {
    // @ts-expect-error the open payment is the flow's
    usePayment({ amount: 1 });
    // @ts-expect-error 'failed' is spelled 'error'
    const status: PayStatus = 'failed';
    void status;
  });
});
