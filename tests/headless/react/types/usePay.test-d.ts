// usePay (walletdock/pay): opens the Pay flow for an amount of an asset to a recipient; the outcome as fields.
import { describe, expectTypeOf, test } from 'vitest';
import type { WalletDockErrorType } from 'walletdock';
import { usePay, type PaymentAsset, type PaymentResult } from 'walletdock/pay';

declare const usdcOnBase: PaymentAsset;

describe('usePay', () => {
  test('open takes the payment; data, error and the flags follow it', () => {
    const pay = usePay({
      onSuccess: (result) => expectTypeOf(result).toEqualTypeOf<PaymentResult>(),
      onError: (error) => expectTypeOf(error).toEqualTypeOf<WalletDockErrorType>(),
    });
    pay.open({ amount: 10, paymentAsset: usdcOnBase, recipient: '0x01' });
    expectTypeOf(pay.data?.hash).toEqualTypeOf<string | undefined>();
    expectTypeOf(pay.error).toEqualTypeOf<WalletDockErrorType | null>();
    expectTypeOf(pay.isPending).toEqualTypeOf<boolean>();
  });

  test('the amount is a number of the asset’s units; the asset is required', () => {
    const pay = usePay();
    // @ts-expect-error the amount is a number
    pay.open({ amount: '10', paymentAsset: usdcOnBase, recipient: '0x01' });
    // @ts-expect-error the asset is required
    pay.open({ amount: 10, recipient: '0x01' });
  });
});
