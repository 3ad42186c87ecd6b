// useWalletList: the Connect view's list (sections, entries, the WalletConnect row) and selecting from it.
import { describe, expectTypeOf, test } from 'vitest';
import { useWalletList, type RouterView, type WalletEntry } from 'walletdock';

describe('useWalletList', () => {
  test('returns the entries and their sections, and select takes an entry', () => {
    const list = useWalletList({ search: 'meta', directoryFailed: false });
    expectTypeOf(list.entries).toEqualTypeOf<WalletEntry[]>();
    expectTypeOf(list.walletConnect).toEqualTypeOf<boolean>();
    expectTypeOf(list.walletConnectView).toEqualTypeOf<RouterView>();
    expectTypeOf(list.collapsed).toEqualTypeOf<boolean>();
    const first = list.entries[0];
    if (first) list.select(first);
    list.selectWalletConnect();
  });

  test('refuses a search that is not text and an entry without its name', () => {
    // @ts-expect-error search is text
    useWalletList({ search: 1 });
    // @ts-expect-error an entry has its id and name
    useWalletList().select({ id: 'x' });
  });
});
