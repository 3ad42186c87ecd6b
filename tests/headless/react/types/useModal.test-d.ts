// useModal: the modal's state (or what `select` picks) beside its actions; open names a view with that view's data.
import { describe, expectTypeOf, test } from 'vitest';
import { useModal, type ModalState } from 'walletdock';

describe('useModal', () => {
  test('state is ModalState; select narrows it; the actions come with it', () => {
    const modal = useModal();
    expectTypeOf(modal.state).toEqualTypeOf<ModalState>();
    expectTypeOf(useModal({ select: (s) => s.loading }).state).toEqualTypeOf<boolean>();
    expectTypeOf(modal.open({ view: 'Account' })).toEqualTypeOf<Promise<void>>();
    modal.close({ force: true });
    modal.shake();
  });

  test('refuses a view walletdock does not have and a field the state lacks', () => {
    // @ts-expect-error no such view
    void useModal().open({ view: 'Settings' });
    // @ts-expect-error ModalState has no view; the router has
    useModal({ select: (s) => s.view });
  });
});
