/**
 * @vitest-environment jsdom
 */
// A saved session that cannot be restored after a reload says why (useRestoreFailure), instead of only going back to
// disconnected: the wallet is gone (the extension no longer announces itself), it refused (it forgot this site), it
// timed out (it never answered within the instance's wallet time-out). Each "reload" is a new instance over the
// storage the first one connected with; the wallet is the EIP-6963 test wallet on the devnet.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Hex } from 'viem';
import { memoryStorage, useAccount, useReconnecting, useRestoreFailure, type KeyValueStorage } from 'walletdock';
import { createTestWallet, defineDevnetChain, type TestWallet } from 'walletdock/testing';
import { fundedAccount } from '../../../support/chain';
import { cleanup, devnetDock, wrapperFor } from '../support';

const rpcUrl = inject('rpcUrl');
const RDNS = 'dev.restore.test';
const stops: Array<() => void> = [];
afterEach(() => {
  cleanup();
  for (const stop of stops.splice(0)) stop();
});

/** The test wallet announcing itself until `stop()`; `connected`: it still lets this site see its account. */
function announce(privateKey: Hex, connected: boolean): { wallet: TestWallet; stop: () => void } {
  const wallet = createTestWallet({
    privateKey,
    rpcUrl,
    chains: [defineDevnetChain(rpcUrl)],
    announce: false,
    connected,
    info: { name: 'Restore Wallet', rdns: RDNS, uuid: '00000000-0000-4000-8000-0000000000aa' },
  });
  const send = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info: wallet.info, provider: wallet } }),
    );
  window.addEventListener('eip6963:requestProvider', send);
  send();
  const stop = () => window.removeEventListener('eip6963:requestProvider', send);
  stops.push(stop);
  return { wallet, stop };
}

/** A session connected with the wallet and saved, the page then closed (the wallet stops announcing to it). */
async function savedSession(): Promise<{ storage: KeyValueStorage; privateKey: Hex }> {
  const { privateKey } = await fundedAccount(rpcUrl, 1n);
  const { stop } = announce(privateKey, false);
  const storage = memoryStorage();
  const first = devnetDock({ storage });
  await first.mount();
  await waitFor(() => expect(first.stores.connectors.getState().map((c) => c.id)).toContain(RDNS));
  await first.connect({ connectorId: RDNS });
  first.destroy();
  stop();
  return { storage, privateKey: privateKey as Hex };
}

/** The page opened again over `storage`: reconnecting at first, then settled. */
async function reload(storage: KeyValueStorage, walletRequestTimeoutMs?: number) {
  const dock = devnetDock({ storage, ...(walletRequestTimeoutMs ? { walletRequestTimeoutMs } : {}) });
  const { result } = renderHook(
    () => ({ reconnecting: useReconnecting(), failure: useRestoreFailure(), status: useAccount().status }),
    { wrapper: wrapperFor(dock) },
  );
  expect(result.current).toMatchObject({ reconnecting: true, failure: undefined });
  await waitFor(() => expect(result.current.reconnecting).toBe(false), { timeout: 10_000 });
  return { dock, result };
}

describe('a saved session that cannot be restored says why', () => {
  it('the wallet is gone: no longer announced', async () => {
    const { storage } = await savedSession();
    const { result } = await reload(storage);
    expect(result.current).toMatchObject({
      status: 'disconnected',
      failure: { reason: 'walletGone', connectorId: RDNS },
    });
  });

  it('the wallet refused: installed, but it no longer gives this site an account; a connect clears the reason', async () => {
    const { storage, privateKey } = await savedSession();
    announce(privateKey, false);
    const { dock, result } = await reload(storage);
    expect(result.current).toMatchObject({ status: 'disconnected', failure: { reason: 'refused', connectorId: RDNS } });
    await act(() => dock.connect({ connectorId: RDNS }));
    expect(result.current).toMatchObject({ status: 'connected', failure: undefined });
  });

  it('the wallet timed out: it never answered within the wallet time-out', async () => {
    const { storage, privateKey } = await savedSession();
    const { wallet } = announce(privateKey, true);
    wallet.setBehavior('*', { delayMs: 3000 });
    const started = Date.now();
    const { result } = await reload(storage, 400);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result.current).toMatchObject({ status: 'disconnected', failure: { reason: 'timeout', connectorId: RDNS } });
  });

  it('a session the wallet still holds comes back with no reason', async () => {
    const { storage, privateKey } = await savedSession();
    announce(privateKey, true);
    const { result } = await reload(storage);
    expect(result.current).toMatchObject({ status: 'connected', failure: undefined });
  });
});
