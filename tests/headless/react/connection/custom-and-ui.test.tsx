// Custom wallets through the eip155 adapter (sign and send on the devnet), the disconnect's permission
// revoke limit, the generic Browser Wallet rule, and the UI hooks (modal, router, toast, theme,
// events).
import { act, renderHook, waitFor } from '@testing-library/react';
import { injected } from '@wagmi/core';
import { inject, afterEach, describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { eip155Adapter, useConnectors, useEvents, useModal, useRouter, useTheme, useToast } from 'walletdock';
import { testPublicClient } from '../../../support/chain';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from '../support';

afterEach(cleanup);

describe('custom wallets', () => {
  it('a host connector is listed as EXTERNAL, connects, signs and sends on the devnet', async () => {
    const wallet = await announcedWallet();
    const custom = injected({ target: () => ({ id: 'dev.custom', name: 'Custom Wallet', provider: wallet as never }) });
    const dock = devnetDock({ adapters: [eip155Adapter({ connectors: [custom] })] });
    const { result } = renderHook(() => useConnectors(), { wrapper: wrapperFor(dock) });
    await waitFor(() => expect(result.current.find((c) => c.id === 'dev.custom')?.type).toBe('EXTERNAL'));

    await act(() => dock.connect({ connectorId: 'dev.custom' }));
    const signature = await dock.signMessage({ message: 'hello walletdock' });
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'hello walletdock',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true);

    const to = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d').address;
    const hash = await dock.sendTransaction({ to, value: 1n });
    const receipt = await testPublicClient(inject('rpcUrl')).waitForTransactionReceipt({ hash: hash as `0x${string}` });
    expect(receipt.status).toBe('success');
  });
});

describe('Revoking wallet permissions on disconnect times out after 100 ms', () => {
  it('a wallet that never answers the revoke does not hold the disconnect', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock();
    await dock.mount();
    await dock.connect({ connectorId: wallet.info.rdns });
    wallet.setBehavior('wallet_revokePermissions', { delayMs: 60_000 });
    const started = Date.now();
    await dock.disconnect();
    // Generous bound for a loaded machine: far below the wallet's 60 s.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(dock.stores.connection.getState().chains.eip155?.accountState.status).toBe('disconnected');
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_revokePermissions');
  });
});

describe('The generic "Browser Wallet" injected connector shows only on mobile', () => {
  it.each([
    [true, true],
    [false, false],
  ])('mobile=%s lists it: %s', async (mobile, listed) => {
    const dock = devnetDock({ isMobile: () => mobile });
    const { result } = renderHook(() => useConnectors(), { wrapper: wrapperFor(dock) });
    await act(() => dock.ready);
    expect(result.current.some((c) => c.name === 'Browser Wallet')).toBe(listed);
  });
});

describe('UI hooks', () => {
  it('useModal, useRouter, useToast, useTheme and useEvents read the instance and act on it', async () => {
    const dock = devnetDock({ themeMode: 'light' });
    const { result } = renderHook(
      () => ({
        modal: useModal(),
        view: useRouter({ select: (s) => s.view }),
        toast: useToast(),
        theme: useTheme({ select: (s) => s.themeMode }),
        event: useEvents({ select: (e) => e?.data.event }),
      }),
      { wrapper: wrapperFor(dock) },
    );
    expect(result.current.theme.state).toBe('light');
    await act(() => result.current.modal.open({ view: 'AllWallets' }));
    expect(result.current.modal.state).toMatchObject({ open: true, loading: false, initialized: true });
    expect(result.current.view.state).toBe('AllWallets');
    expect(result.current.event).toBe('MODAL_OPEN');
    act(() => result.current.view.push('ConnectingExternal', { connectorId: 'x' }));
    expect(result.current.view.state).toBe('ConnectingExternal');
    act(() => result.current.view.goBack());
    expect(result.current.view.state).toBe('AllWallets');
    act(() => result.current.toast.error('Signature declined'));
    expect(result.current.toast.state).toMatchObject({ open: true, variant: 'error', message: 'Signature declined' });
    act(() => result.current.theme.setThemeMode('dark'));
    expect(result.current.theme.state).toBe('dark');
    act(() => result.current.modal.close());
    expect(result.current.modal.state.open).toBe(false);
  });
});
