// usePay: AppKit Pay's hook over pay(): `open(options)` starts a payment in the modal, the flags follow it until it
// settles, and onSuccess / onError hear how it ended.
import { useMutation } from '@tanstack/react-query';
import type { WalletDockErrorType } from '../../core/model/errors';
import type { PayOptions } from '../../core/pay/options';
import { pay } from '../../core/pay/pay';
import type { PaymentResult } from '../../core/pay/state';
import { useDockFor } from '../context';

/** Parameters of usePay (AppKit's): called once the payment settles. */
export interface UsePayParameters {
  onSuccess?: ((result: PaymentResult) => void) | undefined;
  onError?: ((error: WalletDockErrorType) => void) | undefined;
}

/** What usePay returns (AppKit's names). */
export interface UsePayReturnType {
  /** Opens the modal on Pay for `options`; the flags below follow the payment. */
  open(options: PayOptions): void;
  /** From open() until the payment settles. */
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** Why it did not succeed: the options' error, a failure, the cancel (modal closed) or the timeout. */
  error: WalletDockErrorType | null;
  /** The payment that went through. */
  data: PaymentResult | undefined;
}

/**
 * A payment through the modal: `open(options)` checks the options (a bad one fails at once with its code, nothing
 * shown), opens Pay and waits for the payment to settle, like `pay()`; `onSuccess` gets the result with the
 * transaction hash, `onError` the error. Needs `features: { pay: true }`.
 *
 * @example
 * ```tsx
 * function Checkout() {
 *   const { open, isPending, isSuccess, error } = usePay({ onSuccess: (r) => console.log(r.hash) });
 *   return (
 *     <button
 *       disabled={isPending}
 *       onClick={() =>
 *         open({
 *           paymentAsset: { network: 'eip155:33322', asset: '0x5FbDB2315678afecb367f032d93F642f64180aa3', metadata: { name: 'Test', symbol: 'TEST', decimals: 18 } },
 *           recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
 *           amount: 5,
 *         })
 *       }
 *     >
 *       {isSuccess ? 'Paid' : error ? error.message : 'Pay 5 TEST'}
 *     </button>
 *   );
 * }
 * ```
 */
export function usePay(parameters: UsePayParameters = {}): UsePayReturnType {
  const dock = useDockFor('usePay');
  const { onSuccess, onError } = parameters;
  const mutation = useMutation<PaymentResult, WalletDockErrorType, PayOptions>({
    mutationFn: async (options) => {
      const settled = await pay(dock, options);
      if (!settled.success || !settled.result) throw settled.error;
      return settled.result;
    },
    onSuccess: (result) => onSuccess?.(result),
    onError: (error) => onError?.(error),
  });
  return {
    open: mutation.mutate,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    isError: mutation.isError,
    error: mutation.error,
    data: mutation.data,
  };
}
