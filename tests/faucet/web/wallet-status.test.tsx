// The faucet page's wallet status and toasts (faucet/web) over a real walletdock and an EIP-6963 test wallet on the
// devnet: the spec's toasts per status, three disconnects in 10 s warn, the Trust hint, initial account detection;
// toast lifetimes (3 s wallet, 5 s general) with fake timers.
import { act, fireEvent, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletDock } from 'walletdock';
import { FaucetPageMessages } from '../../../faucet/shared/messages';
import { GENERAL_TOAST_MS, ToastProvider, useFaucetToasts, WALLET_TOAST_MS } from '../../../faucet/web/src/toasts';
import { DISCONNECT_WARNING, TRUST_HINT, useWalletStatus } from '../../../faucet/web/src/useWalletStatus';
import { MODAL_OPEN_TIMEOUT_MS, withTimeout } from '../../../faucet/web/src/WalletButton';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from '../../headless/react/support';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const toastTexts = () =>
  [...document.querySelectorAll('[data-testid="faucet-toasts"] .toast span')].map((e) => e.textContent);

function withToasts(dock: WalletDock) {
  const Outer = wrapperFor(dock);
  return ({ children }: { children: ReactNode }) => (
    <Outer>
      <ToastProvider>{children}</ToastProvider>
    </Outer>
  );
}

describe('faucet toasts', () => {
  it('wallet toasts close after 3 s, general ones after 5 s', () => {
    vi.useFakeTimers();
    function Buttons() {
      const t = useFaucetToasts();
      return (
        <>
          <button type="button" onClick={() => t.walletNotify('wallet toast')}>
            w
          </button>
          <button type="button" onClick={() => t.notify('general toast', 'error')}>
            g
          </button>
        </>
      );
    }
    const view = render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(view.getByText('w'));
    fireEvent.click(view.getByText('g'));
    expect(toastTexts()).toEqual(['wallet toast', 'general toast']);
    expect(view.getByRole('alert').textContent).toContain('general toast');
    act(() => vi.advanceTimersByTime(WALLET_TOAST_MS - 1));
    expect(toastTexts()).toEqual(['wallet toast', 'general toast']);
    act(() => vi.advanceTimersByTime(1));
    expect(toastTexts()).toEqual(['general toast']);
    act(() => vi.advanceTimersByTime(GENERAL_TOAST_MS - WALLET_TOAST_MS));
    expect(toastTexts()).toEqual([]);
  });
});

describe('faucet wallet selector timeout', () => {
  it('opening the selector gives up after 30 s with "Connection timeout. Please try again."', async () => {
    vi.useFakeTimers();
    let settled: string | undefined;
    void withTimeout(
      new Promise<void>(() => undefined),
      MODAL_OPEN_TIMEOUT_MS,
      FaucetPageMessages.connectionTimeout,
    ).catch((e: Error) => {
      settled = e.message;
    });
    await vi.advanceTimersByTimeAsync(MODAL_OPEN_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('Connection timeout. Please try again.');
    // A selector that opens in time wins, and its timer is cleared.
    await expect(withTimeout(Promise.resolve('open'), MODAL_OPEN_TIMEOUT_MS, 'late')).resolves.toBe('open');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('faucet wallet status', () => {
  it('connecting/connected/disconnected toasts; three disconnects within 10 s give the troubleshooting warning', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock();
    await dock.mount();
    const { result } = renderHook(() => useWalletStatus(), { wrapper: withToasts(dock) });
    expect(result.current.status).toBe('disconnected');
    await act(() => dock.connect({ connectorId: wallet.info.rdns }).then(() => undefined));
    await waitFor(() => expect(result.current.address).toBe(wallet.address));
    expect(toastTexts()).toEqual(['Connecting to wallet...', 'Wallet connected successfully!']);
    await act(() => dock.disconnect());
    await waitFor(() => expect(toastTexts()).toContain('Wallet disconnected'));
    expect(result.current.address).toBeUndefined();
    expect(toastTexts()).not.toContain(DISCONNECT_WARNING);
    for (let i = 0; i < 2; i++) {
      await act(() => dock.connect({ connectorId: wallet.info.rdns }).then(() => undefined));
      await act(() => dock.disconnect());
    }
    await waitFor(() => expect(toastTexts()).toContain(DISCONNECT_WARNING));
  });

  it('a failed connect says "Connection failed: {message}", with the install hint when it mentions Trust', async () => {
    const wallet = await announcedWallet({ info: { name: 'Trust Wallet', rdns: 'com.trustwallet.app' } });
    for (const method of ['eth_requestAccounts', 'wallet_requestPermissions', 'eth_accounts']) {
      wallet.setBehavior(method, { fail: { code: -32603, message: 'Trust Wallet is locked' } });
    }
    const dock = devnetDock();
    await dock.mount();
    renderHook(() => useWalletStatus(), { wrapper: withToasts(dock) });
    await act(() => dock.connect({ connectorId: 'com.trustwallet.app' }).catch(() => undefined));
    await waitFor(() => expect(toastTexts().join(' | ')).toMatch(/Connection failed: .*trust/i));
    expect(toastTexts()).toContain(TRUST_HINT);
  });

  it('detects an account connected before the page rendered (500 ms, then retries)', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock();
    await dock.mount();
    await dock.connect({ connectorId: wallet.info.rdns });
    const { result } = renderHook(() => useWalletStatus(), { wrapper: withToasts(dock) });
    expect(result.current.detectedAddress).toBeUndefined();
    await waitFor(() => expect(result.current.detectedAddress).toBe(wallet.address));
  });
});
