// useChainModal (walletdock/compat/rainbowkit): RainbowKit's chainModalOpen and openChainModal for the network list.
import { describe, expectTypeOf, test } from 'vitest';
import { useChainModal } from 'walletdock/compat/rainbowkit';

describe('useChainModal', () => {
  test('returns whether it is open and an opener, undefined when it cannot open', () => {
    const modal = useChainModal();
    expectTypeOf(modal.chainModalOpen).toEqualTypeOf<boolean>();
    expectTypeOf(modal.openChainModal).toEqualTypeOf<(() => void) | undefined>();
    modal.openChainModal?.();
  });

  test('the opener may be undefined and takes nothing', () => {
    // @ts-expect-error undefined when the modal cannot open (RainbowKit's contract)
    useChainModal().openChainModal();
    // @ts-expect-error RainbowKit's openers take no view
    useChainModal().openChainModal?.({ view: 'Account' });
  });
});
