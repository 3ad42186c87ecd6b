// useStoreSelector (walletdock/utils): a selected slice of any walletdock store, typed by the selector.
import { describe, expectTypeOf, test } from 'vitest';
import type { ModalState } from 'walletdock';
import { useStoreSelector, type Store } from 'walletdock/utils';

declare const modal: Store<ModalState>;

describe('useStoreSelector', () => {
  test('returns what the selector returns; an equality can be passed', () => {
    expectTypeOf(useStoreSelector(modal, (s) => s.open)).toEqualTypeOf<boolean>();
    expectTypeOf(
      useStoreSelector(
        modal,
        (s) => [s.open, s.loading] as const,
        (a, b) => a[0] === b[0],
      ),
    ).toEqualTypeOf<readonly [boolean, boolean]>();
  });

  test('the selector reads the store’s own state', () => {
    // @ts-expect-error ModalState has no view
    useStoreSelector(modal, (s) => s.view);
  });
});
