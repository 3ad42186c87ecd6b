// useWalletList over a real instance: the EIP-6963 test wallet, a host's custom wallet and a
// remembered wallet make the Connect sections and the AllWallets list; select connects, pairs or
// opens a link as the rules say.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, useWalletList, type WalletDirectoryItem } from 'walletdock';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from './support';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const customWallets = [{ id: 'custom-1', name: 'Host Wallet', homepage: 'https://host-wallet.example' }];
const directory: WalletDirectoryItem[] = [
  { id: 'dir-1', name: 'Directory One', webapp_link: 'https://one.example' },
  { id: 'dir-2', name: 'Test Wallet' },
];

function rememberedStorage() {
  const storage = memoryStorage();
  storage.setItem(
    '@walletdock/recentWallets',
    JSON.stringify([{ id: 'gone.wallet', name: 'Gone Wallet', rdns: 'gone.wallet' }]),
  );
  return storage;
}

describe('useWalletList', () => {
  it('lists the installed wallet first with the recent and custom wallets; select opens ConnectingExternal', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock({ customWallets, storage: rememberedStorage() });
    const { result } = renderHook(() => useWalletList(), { wrapper: wrapperFor(dock) });
    await waitFor(() =>
      expect(result.current.sections.find((s) => s.type === 'injected')?.items.map((i) => i.connectorId)).toContain(
        wallet.info.rdns,
      ),
    );
    // The recent section joins once the storage schemas have loaded (reads are checked; a lazy chunk); without a
    // projectId the built-in wallets (their own chunk) are the featured ones.
    await waitFor(() =>
      expect(result.current.sections.map((s) => s.type)).toEqual(['recent', 'injected', 'featured', 'custom']),
    );
    // The featured section shows its pending rows until the built-in list's chunk is in (slow on a loaded machine).
    await waitFor(() => expect(result.current.sections[2]?.pending).toBeUndefined());
    expect(result.current.sections[0]?.items.map((i) => i.name)).toEqual(['Gone Wallet']);
    expect(result.current.sections[2]?.items.map((i) => i.name)).toEqual([
      'MetaMask',
      'Coinbase Wallet',
      'Rainbow',
      'Trust Wallet',
    ]);
    expect(result.current.methods[0]).toBe('wallet');
    expect(result.current).toMatchObject({ walletConnect: false, allWallets: true });

    const installed = result.current.sections
      .find((s) => s.type === 'injected')!
      .items.find((i) => i.connectorId === wallet.info.rdns)!;
    act(() => result.current.select(installed));
    expect(dock.stores.router.getState()).toMatchObject({
      view: 'ConnectingExternal',
      data: { connectorId: wallet.info.rdns },
    });
  });

  it("without a directory, the built-in wallets' four places are pending until their chunk is in, then filled: the list keeps its length", async () => {
    const dock = devnetDock();
    const { result } = renderHook(() => useWalletList(), { wrapper: wrapperFor(dock) });
    const featured = () => result.current.sections.find((s) => s.type === 'featured');
    expect(featured()).toEqual({ type: 'featured', items: [], pending: 4 });
    await waitFor(() =>
      expect(featured()?.items.map((i) => i.name)).toEqual(['MetaMask', 'Coinbase Wallet', 'Rainbow', 'Trust Wallet']),
    );
    expect(featured()?.pending).toBeUndefined();
  });

  it('AllWallets entries: installed and custom first, the directory after, each wallet once; search narrows the local ones', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock({ customWallets });
    const { result, rerender } = renderHook((search: string) => useWalletList({ directory, search }), {
      wrapper: wrapperFor(dock),
      initialProps: '',
    });
    // "Test Wallet" of the directory is the installed test wallet: listed once, connectable.
    await waitFor(() =>
      expect(result.current.entries.map((e) => e.connectorId ?? e.id)).toEqual([wallet.info.rdns, 'custom-1', 'dir-1']),
    );
    rerender('host');
    expect(result.current.entries.map((e) => e.connectorId ?? e.id)).toEqual(['custom-1', 'dir-1', wallet.info.rdns]);
  });

  it('a wallet that is not installed opens its page when WalletConnect is not configured', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const dock = devnetDock({ customWallets });
    const { result } = renderHook(() => useWalletList({ directory }), { wrapper: wrapperFor(dock) });
    act(() => result.current.select(result.current.entries.find((e) => e.id === 'dir-1')!));
    expect(opened).toHaveBeenCalledWith('https://one.example', '_blank', 'noopener,noreferrer');
    expect(dock.stores.router.getState().view).toBe('Connect');
  });
});
