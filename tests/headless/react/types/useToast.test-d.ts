// useToast: the toast's state (or what `select` picks) beside show, success, error, loading and hide.
import { describe, expectTypeOf, test } from 'vitest';
import { useToast, type ToastState, type ToastVariant } from 'walletdock';

describe('useToast', () => {
  test('state is ToastState; select narrows it; the actions come with it', () => {
    const toast = useToast();
    expectTypeOf(toast.state).toEqualTypeOf<ToastState>();
    expectTypeOf(useToast({ select: (t) => t.variant }).state).toEqualTypeOf<ToastVariant>();
    toast.success('Copied');
    toast.show({ message: 'Sending', variant: 'loading', autoClose: false });
    toast.hide();
  });

  test('a variant is loading, success or error', () => {
    // @ts-expect-error not a variant
    useToast().show({ message: 'x', variant: 'info' });
  });
});
