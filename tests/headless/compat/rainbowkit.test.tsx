// walletdock/compat/rainbowkit over a real instance and the EIP-6963 test wallet: RainbowKit's three modal hooks on
// walletdock's one modal, with RainbowKit's rule that an open function is undefined where its modal makes no sense.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAccountModal, useChainModal, useConnectModal } from 'walletdock/compat/rainbowkit';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from '../react/support';

afterEach(cleanup);

const useModals = () => ({ connect: useConnectModal(), account: useAccountModal(), chain: useChainModal() });

describe('walletdock/compat/rainbowkit', () => {
  it('disconnected: only openConnectModal, which opens Connect; connected: openAccountModal and openChainModal', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock();
    const { result } = renderHook(useModals, { wrapper: wrapperFor(dock) });
    expect(result.current.account.openAccountModal).toBeUndefined();
    expect(result.current.chain.openChainModal).toBeUndefined();

    await act(async () => result.current.connect.openConnectModal?.());
    await act(() => Promise.resolve());
    expect(dock.stores.router.getState().view).toBe('Connect');
    expect(result.current.connect.connectModalOpen).toBe(true);
    expect(result.current.account.accountModalOpen).toBe(false);

    await act(() => dock.connect({ connectorId: wallet.info.rdns }));
    act(() => dock.modal.close());
    expect(result.current.connect.openConnectModal).toBeUndefined();

    await act(async () => result.current.chain.openChainModal?.());
    await act(() => Promise.resolve());
    expect(dock.stores.router.getState().view).toBe('Networks');
    expect(result.current.chain.chainModalOpen).toBe(true);
    expect(result.current.connect.connectModalOpen).toBe(false);

    act(() => dock.modal.close());
    await act(async () => result.current.account.openAccountModal?.());
    await act(() => Promise.resolve());
    expect(dock.stores.router.getState().view).toBe('Account');
    expect(result.current.account.accountModalOpen).toBe(true);
    expect(result.current.chain.chainModalOpen).toBe(false);
  });
});
