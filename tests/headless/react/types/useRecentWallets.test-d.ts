// useRecentWallets: the wallets this browser connected with, most recent first, read-only.
import { describe, expectTypeOf, test } from 'vitest';
import { useRecentWallets, type RecentWallet } from 'walletdock';

describe('useRecentWallets', () => {
  test('returns a read-only list of recent wallets', () => {
    const recent = useRecentWallets();
    expectTypeOf(recent).toEqualTypeOf<readonly RecentWallet[]>();
    expectTypeOf(recent[0]?.id).toEqualTypeOf<string | undefined>();
    expectTypeOf(recent[0]?.mobile_link).toEqualTypeOf<string | null | undefined>();
  });

  test('the list is not the host’s to change', () => {
    // @ts-expect-error read-only
    useRecentWallets().push({ id: 'x', name: 'X' });
    // @ts-expect-error the hook takes nothing
    useRecentWallets({ namespace: 'eip155' });
  });
});
