// useDisconnect (walletdock/compat/appkit): AppKit's disconnect, a promise rather than the root hook's mutation.
import { describe, expectTypeOf, test } from 'vitest';
import { useDisconnect } from 'walletdock/compat/appkit';

describe('useDisconnect (AppKit)', () => {
  test('disconnect resolves; a namespace narrows it', () => {
    const { disconnect } = useDisconnect();
    expectTypeOf(disconnect()).toEqualTypeOf<Promise<void>>();
    void disconnect({ namespace: 'solana' });
  });

  test('no mutation fields, and a namespace of ours only', () => {
    // @ts-expect-error AppKit's hook is not a mutation
    useDisconnect().mutate();
    // @ts-expect-error not a chain namespace
    void useDisconnect().disconnect({ namespace: 'tron' });
  });
});
