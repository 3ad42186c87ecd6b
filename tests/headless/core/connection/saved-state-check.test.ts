/**
 * @vitest-environment jsdom
 */
// Mount's zod check of a restored session (saved-state-check.ts), with the test wallet on the devnet.
// A valid saved session renders as connecting with its address on the first render and reconnects.
// A tampered one (wrong types, an unknown namespace, bad CAIP ids, a forged cookie or initial state)
// never reaches a reconnect — the wallet is asked nothing after the reload — and mount resets it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createCookieStorage,
  memoryStorage,
  useAccount,
  WalletDockProvider,
  type KeyValueStorage,
  type WalletDock,
  type WalletDockInitialState,
} from 'walletdock';
import { cookieToInitialState } from 'walletdock/server';
import type { TestWallet } from 'walletdock/testing';
import { announcedWallet, cleanup, devnetDock } from '../../react/support';

afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';'))
    document.cookie = `${cookie.split('=')[0]?.trim()}=;path=/;max-age=-1`;
  localStorage.clear();
});

const KEY = (name: string) => `@walletdock/${name}`;

/** Connects the wallet through a first instance over `storage`, as before a reload. */
async function savedSession(storage: KeyValueStorage): Promise<TestWallet> {
  const wallet = await announcedWallet();
  const first = devnetDock({ storage });
  await first.mount();
  await first.connect({ connectorId: wallet.info.rdns });
  first.destroy();
  return wallet;
}

/** Rewrites one stored value (parsed JSON in, JSON out), as a script on the page or a hand-edited cookie could. */
// biome-ignore lint/suspicious/noExplicitAny: a tampering script edits stored JSON of any shape
function tamper(storage: KeyValueStorage, name: string, change: (value: any) => unknown): void {
  storage.setItem(KEY(name), JSON.stringify(change(JSON.parse(storage.getItem(KEY(name)) ?? 'null'))));
}

function Status() {
  const account = useAccount({ select: (a) => ({ status: a.status, address: a.address }) });
  return h('p', null, `${account.status} ${account.address ?? ''}`);
}
const firstRender = (dock: WalletDock, initialState?: WalletDockInitialState) =>
  renderToString(
    h(QueryClientProvider, { client: new QueryClient() }, h(WalletDockProvider, { dock, initialState }, h(Status))),
  );
const eip155 = (dock: WalletDock) => dock.stores.connection.getState().chains.eip155?.accountState;

/** Mounts a reloaded instance; returns the wallet methods it asked for. */
async function mountAndWatch(dock: WalletDock, wallet: TestWallet): Promise<string[]> {
  const asked = wallet.requests.length;
  await dock.mount();
  return wallet.requests.slice(asked).map((r) => r.method);
}

describe('a valid saved session', () => {
  it('renders as connecting with its address on the first render, then reconnects', async () => {
    const storage = memoryStorage();
    const wallet = await savedSession(storage);
    const dock = devnetDock({ storage });
    expect(firstRender(dock)).toContain(`connecting ${wallet.address}`);
    expect(await mountAndWatch(dock, wallet)).toContain('eth_accounts');
    expect(eip155(dock)).toMatchObject({ status: 'connected', address: wallet.address });
  });

  it('a bad active network id alone does not block the session: it reconnects, and the id is stored afresh', async () => {
    const storage = memoryStorage();
    const wallet = await savedSession(storage);
    tamper(storage, 'activeCaipNetworkId', () => '33322');
    const dock = devnetDock({ storage });
    expect(eip155(dock)).toMatchObject({ status: 'connecting', address: wallet.address });
    expect(await mountAndWatch(dock, wallet)).toContain('eth_accounts');
    expect(eip155(dock)?.status).toBe('connected');
    expect(storage.getItem(KEY('activeCaipNetworkId'))).not.toBe('"33322"');
  });
});

describe('a tampered saved session never reaches a reconnect and is reset on mount', () => {
  // biome-ignore lint/suspicious/noExplicitAny: as tamper's change
  it.each<[string, string, (value: any) => unknown, 'connecting' | 'disconnected']>([
    // The preview drops what it cannot type: nothing to show.
    [
      'an address of the wrong type',
      'connections',
      (c) => ({ eip155: [{ ...c.eip155[0], accounts: [{ address: 42 }] }] }),
      'disconnected',
    ],
    ['a status of the wrong type', 'connectionStatus', () => 'connected', 'disconnected'],
    [
      'a connection that is not CAIP-2',
      'connections',
      (c) => ({ eip155: [{ ...c.eip155[0], caipNetworkId: 'eip155-33322' }] }),
      'disconnected',
    ],
    // The preview shows the eip155 entries; the schemas reject the whole value on mount.
    ['an unknown namespace in the status', 'connectionStatus', (s) => ({ ...s, tron: 'connected' }), 'connecting'],
    ['an unknown namespace in the connections', 'connections', (c) => ({ ...c, tron: c.eip155 }), 'connecting'],
  ])('%s', async (_name, key, change, shown) => {
    const storage = memoryStorage();
    const wallet = await savedSession(storage);
    tamper(storage, key, change);
    const tampered = storage.getItem(KEY(key));
    const dock = devnetDock({ storage });
    expect(eip155(dock)?.status).toBe(shown);
    expect(firstRender(dock)).toContain(shown);

    expect(await mountAndWatch(dock, wallet)).toEqual([]);
    expect(eip155(dock)).toMatchObject({ status: 'disconnected', address: undefined });
    // The tampered value is gone, and nothing stored says connected: the next load restores nothing.
    expect(storage.getItem(KEY(key))).not.toBe(tampered);
    expect(dock.storage.get('connectionStatus')?.eip155).not.toBe('connected');
    expect(dock.storage.get('connections')?.eip155).toBeUndefined();
    expect(eip155(devnetDock({ storage }))?.status).toBe('disconnected');
  });

  it('a forged cookie: the server renders nothing of it, the browser neither reconnects nor keeps it', async () => {
    const wallet = await savedSession(createCookieStorage());
    const values = JSON.parse(decodeURIComponent(document.cookie.replace(/^walletdock=/, ''))) as Record<
      string,
      string
    >;
    values[KEY('connectionStatus')] = JSON.stringify({ eip155: 'connected', tron: 'connected' });
    document.cookie = `walletdock=${encodeURIComponent(JSON.stringify(values))};path=/`;

    // The server parses the cookie with the schemas: the forged status is not in the initial state.
    const initialState = cookieToInitialState(document.cookie);
    expect(initialState?.connectionStatus).toBeUndefined();
    const server = devnetDock({ storage: memoryStorage() });
    expect(firstRender(server, initialState)).toContain('disconnected');

    // The browser's instance hydrates with the same initial state; mount removes the forged key.
    const browser = devnetDock({ storage: createCookieStorage() });
    expect(firstRender(browser, initialState)).toContain('disconnected');
    expect(await mountAndWatch(browser, wallet)).toEqual([]);
    expect(eip155(browser)?.status).toBe('disconnected');
    expect(cookieToInitialState(document.cookie)?.connectionStatus).toBeUndefined();
    expect(decodeURIComponent(document.cookie)).not.toContain('tron');
  });

  it('a forged initial state is shown, but never reconnected', async () => {
    const storage = memoryStorage();
    const wallet = await savedSession(storage);
    const forged = {
      connectionStatus: { eip155: 'connected', tron: 'connected' },
      connections: {
        eip155: [
          { connectorId: wallet.info.rdns, accounts: [{ address: wallet.address }], caipNetworkId: 'eip155:33322' },
        ],
      },
    } as WalletDockInitialState;
    const dock = devnetDock({ storage: memoryStorage() });
    expect(firstRender(dock, forged)).toContain(`connecting ${wallet.address}`);
    expect(await mountAndWatch(dock, wallet)).toEqual([]);
    expect(eip155(dock)?.status).toBe('disconnected');
  });
});
