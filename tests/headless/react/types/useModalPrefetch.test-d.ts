// useModalPrefetch: a function that loads the modal's code ahead of the first open.
import { describe, expectTypeOf, test } from 'vitest';
import { useModalPrefetch } from 'walletdock';

describe('useModalPrefetch', () => {
  test('returns a prefetch that resolves when the code is loaded', () => {
    const prefetch = useModalPrefetch();
    expectTypeOf(prefetch).toEqualTypeOf<() => Promise<void>>();
    // A host's onPointerEnter takes it.
    const onPointerEnter: () => void = () => void prefetch();
    void onPointerEnter;
  });

  test('the prefetch takes no view', () => {
    // @ts-expect-error it loads the whole modal
    void useModalPrefetch()('Account');
  });
});
