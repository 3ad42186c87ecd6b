// useWalletDock: the instance from the provider, for what no hook covers.
import { describe, expectTypeOf, test } from 'vitest';
import { useWalletDock, type WalletDock } from 'walletdock';

describe('useWalletDock', () => {
  test('returns the instance', () => {
    const dock = useWalletDock();
    expectTypeOf(dock).toEqualTypeOf<WalletDock>();
    expectTypeOf(dock.id).toEqualTypeOf<string>();
    expectTypeOf(dock.ready).toEqualTypeOf<Promise<void>>();
  });

  test('takes nothing; the instance is read-only', () => {
    // @ts-expect-error the provider decides which instance
    useWalletDock('other');
    // @ts-expect-error read-only
    useWalletDock().features = { swaps: false };
  });
});
