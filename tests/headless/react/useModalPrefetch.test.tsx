// useModalPrefetch over a real instance: after the intent's prefetch, a wallet list mounted by the opening modal has
// walletdock's built-in wallets in its first render (no second pass when their chunk arrives), and the checked storage
// follows; with a projectId (a directory) the built-in list is not fetched.
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalPrefetch, useWalletList } from 'walletdock';
import { knownWalletsQueryOptions } from 'walletdock/query';
import { cleanup, devnetDock, wrapperFor } from './support';

afterEach(cleanup);

/** The names useWalletList lists in its first render. */
function firstRenderNames(wrapper: ReturnType<typeof wrapperFor>): string[] {
  const seen: { first?: ReturnType<typeof useWalletList> } = {};
  renderHook(
    () => {
      const list = useWalletList();
      seen.first ??= list;
      return list;
    },
    { wrapper },
  );
  return (seen.first?.sections ?? []).flatMap((section) => section.items.map((item) => item.name));
}

describe('useModalPrefetch', () => {
  it('puts the built-in wallets in the list before it first renders, then loads the checked storage', async () => {
    const dock = devnetDock();
    // Without the prefetch (a host's own QueryClient, as fresh as a page's) the list's first render lacks them.
    expect(firstRenderNames(wrapperFor(dock))).not.toContain('MetaMask');
    const wrapper = wrapperFor(dock);
    const { result } = renderHook(() => useModalPrefetch(), { wrapper });
    expect(dock.storage.loaded).toBe(false);
    await result.current();
    expect(firstRenderNames(wrapper)).toEqual(expect.arrayContaining(['MetaMask', 'Coinbase Wallet', 'Rainbow']));
    await expect.poll(() => dock.storage.loaded).toBe(true);
  });

  it('with a projectId (the directory lists the wallets) leaves the built-in list unfetched', async () => {
    const dock = devnetDock({ projectId: 'test-project' });
    const queryClient = new QueryClient();
    const wrapper = wrapperFor(dock, queryClient);
    const { result } = renderHook(() => useModalPrefetch(), { wrapper });
    await result.current();
    expect(queryClient.getQueryData(knownWalletsQueryOptions().queryKey)).toBeUndefined();
  });
});
