// useConnectModal (walletdock/compat/rainbowkit): RainbowKit's connectModalOpen and openConnectModal for the connect modal.
import { describe, expectTypeOf, test } from 'vitest';
import { useConnectModal } from 'walletdock/compat/rainbowkit';

describe('useConnectModal', () => {
  test('returns whether it is open and an opener, undefined when it cannot open', () => {
    const modal = useConnectModal();
    expectTypeOf(modal.connectModalOpen).toEqualTypeOf<boolean>();
    expectTypeOf(modal.openConnectModal).toEqualTypeOf<(() => void) | undefined>();
    modal.openConnectModal?.();
  });

  test('the opener may be undefined and takes nothing', () => {
    // @ts-expect-error undefined when the modal cannot open (RainbowKit's contract)
    useConnectModal().openConnectModal();
    // @ts-expect-error RainbowKit's openers take no view
    useConnectModal().openConnectModal?.({ view: 'Account' });
  });
});
