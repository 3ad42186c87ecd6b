// useReconnecting: true while a returning visitor's session is being restored, for one namespace or the active one.
import { describe, expectTypeOf, test } from 'vitest';
import { useReconnecting } from 'walletdock';

describe('useReconnecting', () => {
  test('returns a boolean', () => {
    expectTypeOf(useReconnecting()).toEqualTypeOf<boolean>();
    expectTypeOf(useReconnecting({ namespace: 'solana' })).toEqualTypeOf<boolean>();
  });

  test('takes a namespace of ours only, and no select', () => {
    // @ts-expect-error not a chain namespace
    useReconnecting({ namespace: 'tron' });
    // @ts-expect-error the answer is already one boolean
    useReconnecting({ select: (s: boolean) => s });
  });
});
