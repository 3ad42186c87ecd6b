// Many tabs are one session, for a wallet that tells only the tab that asked (the email wallet here, each tab with its
// own scripted frame; WalletConnect is the same): two instances over one storage are two tabs of an origin, and the
// session channel between them is a real BroadcastChannel. A network switched in one tab moves the other, its own
// wallet client included, without a reload; what another script posts on the channel is dropped with a console line.
import { renderHook, waitFor } from '@testing-library/react';
import { getConnection } from '@wagmi/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, useAccount, useNetwork } from 'walletdock';
import { STORAGE_PREFIX } from '../../../../headless/core/model/storage';
import { evm, frameOf, loggedIn, newDock } from '../../core/embedded/embedded-dock';
import type { ScriptedFrame } from '../../core/embedded/scripted-frame';
import { cleanup, wrapperFor } from '../support';

afterEach(() => cleanup());

/** The scripted frame also serves the second EVM network (the shared script refuses it, for its own not-found test). */
function servesL2(frame: ScriptedFrame & { current: string }) {
  frame.on('SWITCH_NETWORK', ({ chainId }) => {
    frame.current = chainId;
    return { result: { chainId } };
  });
}

/** Tab A signed in by email; tab B opened after it over the same storage (restored from its own frame). */
async function twoTabs() {
  const storage = memoryStorage();
  const a = await loggedIn(storage);
  servesL2(a.frame);
  const b = newDock(storage);
  const mounted = b.mount();
  const frameB = await frameOf({ connected: true });
  servesL2(frameB);
  await mounted;
  const view = renderHook(
    () => ({
      account: useAccount({ namespace: 'eip155' }),
      network: useNetwork({ namespace: 'eip155', select: (n) => n.caipNetwork?.caipNetworkId }).network,
    }),
    { wrapper: wrapperFor(b) },
  );
  expect(view.result.current).toMatchObject({
    account: { status: 'connected', address: evm.address },
    network: 'eip155:33322',
  });
  return { a: a.dock, b, frameB, view };
}

describe('two tabs of one email session', () => {
  it('a network switched in one tab moves the other within a second, its wallet too, with no prompt', async () => {
    const { a, b, frameB, view } = await twoTabs();
    await a.switchNetwork({ caipNetworkId: 'eip155:33323' });
    const switchedAt = Date.now();
    await waitFor(() => expect(view.result.current.network).toBe('eip155:33323'), { timeout: 1000 });
    console.log(`[tabs] the other tab showed the network ${Date.now() - switchedAt} ms after the switch`);
    expect(view.result.current.account).toMatchObject({
      status: 'connected',
      address: evm.address,
      caipAddress: `eip155:33323:${evm.address}`,
    });
    // Its own wallet client went there too: what it sends goes to the network it shows.
    expect(frameB.requests.filter((r) => r.type === 'SWITCH_NETWORK').map((r) => r.params)).toEqual([
      { chainId: 'eip155:33323' },
    ]);
    expect(getConnection(b.wagmiConfig!).chainId).toBe(33323);
    expect(b.stores.modal.getState().open).toBe(false);

    // And back, from the other tab this time.
    await b.switchNetwork({ caipNetworkId: 'eip155:33322' });
    await waitFor(() =>
      expect(a.stores.connection.getState().chains.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:33322'),
    );
    expect(getConnection(a.wagmiConfig!).chainId).toBe(33322);
  });

  it('a message of another shape on the channel is dropped with a console line; the tab keeps its session', async () => {
    const { b, frameB, view } = await twoTabs();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hostile = new BroadcastChannel(`${STORAGE_PREFIX}session`);
    try {
      for (const data of [
        { kind: 'changed' },
        { kind: 'changed', namespace: 'evm' },
        { kind: 'changed', namespace: ['eip155'] },
        { kind: 'changed', namespace: 'eip155', caipNetworkId: 'eip155:1', extra: { toString: null } },
      ])
        hostile.postMessage(data);
      // Three of another shape, each said once by each of the two tabs.
      await waitFor(() => expect(warn).toHaveBeenCalledTimes(6));
      expect(warn.mock.calls[0]?.[0]).toMatch(/ignored a message on the session channel between tabs/);
      // The one of the known shape only made the tab look at its storage, which says nothing changed.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(view.result.current).toMatchObject({
        account: { status: 'connected', address: evm.address },
        network: 'eip155:33322',
      });
      expect(frameB.requests.some((r) => r.type === 'SWITCH_NETWORK')).toBe(false);
      expect(b.stores.connection.getState().chains.eip155?.accountState.status).toBe('connected');
    } finally {
      hostile.close();
      warn.mockRestore();
    }
  });
});
