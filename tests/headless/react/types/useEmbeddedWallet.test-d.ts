// useEmbeddedWallet: the embedded wallet's frame state (or what `select` picks), its user, and its actions.
import { describe, expectTypeOf, test } from 'vitest';
import { useEmbeddedWallet } from 'walletdock';

describe('useEmbeddedWallet', () => {
  test('state is the frame state; select narrows it', () => {
    const wallet = useEmbeddedWallet();
    expectTypeOf(wallet.state.frame).toEqualTypeOf<'idle' | 'loading' | 'ready' | 'failed'>();
    expectTypeOf(useEmbeddedWallet({ select: (s) => s.visible }).state).toEqualTypeOf<boolean>();
    expectTypeOf(wallet.available).toEqualTypeOf<boolean>();
    expectTypeOf(wallet.user?.address).toEqualTypeOf<string | undefined>();
    expectTypeOf(wallet.signOut()).toEqualTypeOf<Promise<void>>();
    wallet.frameAnchor(null);
  });

  test('refuses a field the state lacks and an anchor that is not an element', () => {
    // @ts-expect-error the frame state has no status
    useEmbeddedWallet({ select: (s) => s.status });
    // @ts-expect-error the anchor is an element or null
    useEmbeddedWallet().frameAnchor('#frame');
  });
});
