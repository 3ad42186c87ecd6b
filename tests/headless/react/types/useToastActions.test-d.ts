// useToastActions: the toast's actions without its state, so a caller does not re-render on every toast.
import { describe, expectTypeOf, test } from 'vitest';
import { useToastActions } from 'walletdock';

describe('useToastActions', () => {
  test('the actions, without the state or the store', () => {
    const toast = useToastActions();
    toast.error('Failed');
    toast.loading('Waiting');
    toast.show({ message: 'Done', variant: 'success' });
    expectTypeOf(toast.hide).toEqualTypeOf<() => void>();
    expectTypeOf(toast).not.toHaveProperty('store');
  });

  test('a message is required', () => {
    // @ts-expect-error success says something
    useToastActions().success();
  });
});
