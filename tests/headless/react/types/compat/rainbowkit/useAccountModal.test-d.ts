// useAccountModal (walletdock/compat/rainbowkit): RainbowKit's accountModalOpen and openAccountModal for the account modal.
import { describe, expectTypeOf, test } from 'vitest';
import { useAccountModal } from 'walletdock/compat/rainbowkit';

describe('useAccountModal', () => {
  test('returns whether it is open and an opener, undefined when it cannot open', () => {
    const modal = useAccountModal();
    expectTypeOf(modal.accountModalOpen).toEqualTypeOf<boolean>();
    expectTypeOf(modal.openAccountModal).toEqualTypeOf<(() => void) | undefined>();
    modal.openAccountModal?.();
  });

  test('the opener may be undefined and takes nothing', () => {
    // @ts-expect-error undefined when the modal cannot open (RainbowKit's contract)
    useAccountModal().openAccountModal();
    // @ts-expect-error RainbowKit's openers take no view
    useAccountModal().openAccountModal?.({ view: 'Account' });
  });
});
