// useModalActions over a real instance and the EIP-6963 test wallet on the devnet: the actions act,
// the hook re-renders for nothing, and a connect closes the modal unless sign-in took it over.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, useModalActions } from 'walletdock';
import { createDefaultSiwx } from 'walletdock/siwx';
import { announcedWallet, cleanup, devnetDock, renderCounted, wrapperFor } from './support';

afterEach(cleanup);

describe('useModalActions', () => {
  it('opens, shakes and closes the modal without re-rendering its caller', async () => {
    const dock = devnetDock();
    const { result, renders } = renderCounted(() => useModalActions(), dock);
    const first = result.current;
    await act(() => result.current.open({ view: 'AllWallets' }));
    expect(dock.stores.modal.getState()).toMatchObject({ open: true, loading: false });
    act(() => result.current.shake());
    expect(dock.stores.modal.getState().shake).toBe(true);
    act(() => result.current.close());
    expect(dock.stores.modal.getState().open).toBe(false);
    expect(renders()).toBe(1);
    expect(result.current).toBe(first);
  });

  it('closeAfterConnect closes the modal after a real connect started on ConnectingExternal', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock();
    const { result } = renderHook(() => useModalActions(), { wrapper: wrapperFor(dock) });
    await act(() => result.current.open({ view: 'ConnectingExternal', data: { connectorId: wallet.info.rdns } }));
    await act(() => dock.connect({ connectorId: wallet.info.rdns }));
    act(() => result.current.closeAfterConnect('ConnectingExternal'));
    expect(dock.stores.modal.getState().open).toBe(false);
  });

  it('closeAfterConnect leaves the modal open when the sign-in flow took it over (SIWXSignMessage)', async () => {
    const wallet = await announcedWallet();
    const siwx = createDefaultSiwx({
      storage: memoryStorage(),
      domain: 'app.example.com',
      uri: 'https://app.example.com/',
    });
    const dock = devnetDock({ siwx });
    const { result } = renderHook(() => useModalActions(), { wrapper: wrapperFor(dock) });
    await act(() => result.current.open({ view: 'ConnectingExternal', data: { connectorId: wallet.info.rdns } }));
    await act(() => dock.connect({ connectorId: wallet.info.rdns }));
    await vi.waitFor(() => expect(dock.stores.router.getState().view).toBe('SIWXSignMessage'));
    act(() => result.current.closeAfterConnect('ConnectingExternal'));
    expect(dock.stores.modal.getState().open).toBe(true);
  });
});
