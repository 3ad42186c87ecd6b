// useModalActions: open, close, prefetch, shake, and closeAfterConnect with the view a connection started on.
import { describe, expectTypeOf, test } from 'vitest';
import { useModalActions } from 'walletdock';

describe('useModalActions', () => {
  test('the actions, without the state', () => {
    const actions = useModalActions();
    expectTypeOf(actions.open()).toEqualTypeOf<Promise<void>>();
    expectTypeOf(actions.prefetch()).toEqualTypeOf<Promise<void>>();
    actions.close();
    actions.closeAfterConnect('Connect');
    expectTypeOf(actions).not.toHaveProperty('state');
  });

  test('closeAfterConnect takes a view of the router', () => {
    // @ts-expect-error no such view
    useModalActions().closeAfterConnect('Home');
  });
});
