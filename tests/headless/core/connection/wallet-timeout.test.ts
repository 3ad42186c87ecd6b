// @vitest-environment jsdom
// A wallet that never answers, on a real instance (eip155 adapter on wagmi, two EIP-1193 test wallets on the devnet):
// connect, a signature, a send and a network switch give up after the instance's bound with the time-out error, the
// visitor can connect another wallet, and an answer that comes late never connects behind their back.
import { afterEach, describe, expect, it, inject, vi } from 'vitest';
import { defineChain } from 'viem';
import { createTestWallet, defineDevnetChain, type TestWallet } from 'walletdock/testing';
import { createWalletDock, eip155Adapter, memoryStorage, type WalletDock, type WalletDockEvent } from 'walletdock';
import { getConnection } from '@wagmi/core';
import { fundedAccount } from '../../../support/chain';

const rpcUrl = inject('rpcUrl');
const chain = defineDevnetChain(rpcUrl);
const l2 = defineChain({ ...chain, id: 33323, name: 'Devnet L2' });
const BOUND = 300;
const LATE = 900; // the silent wallet's answer comes this long after the request, well after the bound

const docks: WalletDock[] = [];
const stops: Array<() => void> = [];
afterEach(() => {
  for (const dock of docks.splice(0)) dock.destroy();
  for (const stop of stops.splice(0)) stop();
});

async function wallet(n: number): Promise<TestWallet> {
  const { privateKey } = await fundedAccount(rpcUrl, 1n);
  const w = createTestWallet({
    privateKey,
    rpcUrl,
    chains: [chain, l2],
    announce: false,
    info: { name: `Wallet ${n}`, rdns: `dev.wallet${n}.test`, uuid: `00000000-0000-4000-8000-00000000000${n}` },
  });
  const send = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: w.info, provider: w } }));
  window.addEventListener('eip6963:requestProvider', send);
  stops.push(() => window.removeEventListener('eip6963:requestProvider', send));
  send();
  return w;
}

async function dockWith(...wallets: TestWallet[]) {
  const dock = createWalletDock({
    networks: [chain, l2],
    storage: memoryStorage(),
    adapters: [eip155Adapter({ genericInjected: false })],
    walletRequestTimeoutMs: BOUND,
  });
  docks.push(dock);
  const events: WalletDockEvent[] = [];
  stops.push(dock.events.subscribe((e) => events.push(e)));
  await dock.mount();
  await vi.waitFor(() => expect(dock.stores.connectors.getState()).toHaveLength(wallets.length));
  return { dock, events };
}

const account = (dock: WalletDock) => dock.stores.connection.getState().chains.eip155?.accountState;
const late = (events: WalletDockEvent[]) =>
  events.filter((e) => e.data.event === 'WALLET_LATE_ANSWER').map((e) => e.data.properties);

describe('a wallet that never answers', () => {
  it('times out a connect with the spec’s text; another wallet connects; the late answer is undone', async () => {
    const [silent, good] = [await wallet(1), await wallet(2)];
    const { dock, events } = await dockWith(silent, good);
    silent.setBehavior('wallet_requestPermissions', { delayMs: LATE, times: 1 });

    const started = Date.now();
    const error = await dock.connect({ connectorId: 'dev.wallet1.test' }).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(LATE);
    expect(error).toMatchObject({
      name: 'RequestTimeoutError',
      code: 'TIMEOUT',
      message: 'Connection timeout. Please try again.',
      walletRequest: 'connect',
      timeoutMs: BOUND,
    });
    expect(account(dock)?.status).toBe('disconnected');

    // The visitor picks the other wallet meanwhile.
    await dock.connect({ connectorId: 'dev.wallet2.test' });
    expect(account(dock)?.address?.toLowerCase()).toBe(good.address.toLowerCase());

    // The silent wallet answers at last: walletdock stays on the chosen wallet, ends the late connection (its
    // permission revoked) and says so.
    await vi.waitFor(() =>
      expect(late(events)).toEqual([{ request: 'connect', connectorId: 'dev.wallet1.test', undone: true }]),
    );
    await vi.waitFor(async () => expect(await silent.request({ method: 'eth_accounts' })).toEqual([]));
    expect(account(dock)).toMatchObject({ status: 'connected', address: expect.stringMatching(/^0x/i) });
    expect(account(dock)?.address?.toLowerCase()).toBe(good.address.toLowerCase());
    expect(dock.stores.connection.getState().chains.eip155?.connectorId).toBe('dev.wallet2.test');
    expect(getConnection(dock.wagmiConfig!).connector?.id).toBe('dev.wallet2.test');
  });

  it('a late answer with nobody connected since leaves the visitor disconnected', async () => {
    const silent = await wallet(3);
    const { dock, events } = await dockWith(silent);
    silent.setBehavior('wallet_requestPermissions', { delayMs: LATE, times: 1 });
    await expect(dock.connect({ connectorId: 'dev.wallet3.test' })).rejects.toMatchObject({ code: 'TIMEOUT' });
    await vi.waitFor(() => expect(late(events)).toHaveLength(1));
    await vi.waitFor(() => expect(getConnection(dock.wagmiConfig!).status).toBe('disconnected'));
    expect(account(dock)).toMatchObject({ status: 'disconnected', address: undefined });
    // Try again answers in time and connects.
    await dock.connect({ connectorId: 'dev.wallet3.test' });
    expect(account(dock)?.status).toBe('connected');
  });

  it('times out a signature, a send and a network switch; the next request is answered', async () => {
    const w = await wallet(4);
    const { dock, events } = await dockWith(w);
    await dock.connect({ connectorId: 'dev.wallet4.test' });
    const timedOut = (walletRequest: string) => ({
      name: 'RequestTimeoutError',
      message: 'The request took too long to respond.',
      walletRequest,
    });

    w.setBehavior('personal_sign', { delayMs: LATE, times: 1 });
    await expect(dock.signMessage({ message: 'hello' })).rejects.toMatchObject(timedOut('signMessage'));
    await expect(dock.signMessage({ message: 'hello' })).resolves.toMatch(/^0x/);

    w.setBehavior('eth_sendTransaction', { delayMs: LATE, times: 1 });
    const transfer = { to: w.address, value: 1n, caipNetworkId: 'eip155:33322' } as const;
    await expect(dock.sendTransaction(transfer)).rejects.toMatchObject(timedOut('sendTransaction'));
    // The wallet did send it after all: the hash is reported, so a host can tell the visitor before they send again.
    await vi.waitFor(() =>
      expect(late(events)).toEqual([
        { request: 'sendTransaction', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/), namespace: 'eip155' },
      ]),
    );

    w.setBehavior('wallet_switchEthereumChain', { delayMs: LATE, times: 1 });
    await expect(dock.switchNetwork({ caipNetworkId: 'eip155:33323' })).rejects.toMatchObject(
      timedOut('switchNetwork'),
    );
    expect(dock.stores.connection.getState().chains.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:33322');
    await dock.switchNetwork({ caipNetworkId: 'eip155:33323' });
    expect(dock.stores.connection.getState().chains.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:33323');
  });

  it('refuses a bound that is not a positive number', () => {
    expect(() => createWalletDock({ networks: [chain], storage: memoryStorage(), walletRequestTimeoutMs: 0 })).toThrow(
      'walletRequestTimeoutMs must be a positive number of milliseconds (got 0)',
    );
  });
});
