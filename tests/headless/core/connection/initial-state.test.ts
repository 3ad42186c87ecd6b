/**
 * @vitest-environment jsdom
 */
// SSR cookies: a session saved through cookie storage in the browser is read back from the request's
// Cookie header on the server (validated: a forged cookie gives nothing), the server renders the
// address from it, and other keys never ride on the request.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createCookieStorage,
  createStorage,
  createWalletDock,
  eip155Adapter,
  memoryStorage,
  useAccount,
  WalletDockProvider,
  type WalletDock,
} from 'walletdock';
import { cookieToInitialState } from 'walletdock/server';

const devnet = {
  id: 33322,
  name: 'Devnet',
  nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
};
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

afterEach(() => {
  for (const cookie of document.cookie.split(';'))
    document.cookie = `${cookie.split('=')[0]?.trim()}=;path=/;max-age=-1`;
  localStorage.clear();
});

function saveSession(name?: string) {
  const storage = createStorage(createCookieStorage(name ? { name } : {}));
  storage.set('connectionStatus', { eip155: 'connected' });
  storage.set('activeNamespace', 'eip155');
  storage.set('connections', {
    eip155: [{ connectorId: 'injected', accounts: [{ address }], caipNetworkId: 'eip155:33322' }],
  });
  storage.set('recentWallets', [{ id: 'injected', name: 'Browser Wallet' }]);
}

function Address() {
  const account = useAccount({ select: (a) => ({ status: a.status, address: a.address }) });
  return h('p', null, `${account.status} ${account.address ?? ''}`);
}

const render = (dock: WalletDock, initialState: ReturnType<typeof cookieToInitialState>) =>
  renderToString(
    h(QueryClientProvider, { client: new QueryClient() }, h(WalletDockProvider, { dock, initialState }, h(Address))),
  );

describe('cookie storage and cookieToInitialState', () => {
  it('keeps the restore keys in the cookie and the rest in localStorage; the server reads the session back', () => {
    saveSession();
    expect(document.cookie).toMatch(/^walletdock=/);
    expect(decodeURIComponent(document.cookie)).toContain(address);
    expect(decodeURIComponent(document.cookie)).not.toContain('Browser Wallet');
    expect(localStorage.getItem('@walletdock/recentWallets')).toContain('Browser Wallet');

    const state = cookieToInitialState(`theme=dark; ${document.cookie}`);
    expect(state).toEqual({
      connectionStatus: { eip155: 'connected' },
      activeNamespace: 'eip155',
      connections: { eip155: [{ connectorId: 'injected', accounts: [{ address }], caipNetworkId: 'eip155:33322' }] },
    });

    // A server's instance has no browser storage; the initial state makes it render the session.
    const server = () =>
      createWalletDock({ networks: [devnet], adapters: [eip155Adapter()], storage: memoryStorage() });
    expect(render(server(), undefined)).toContain('disconnected');
    expect(render(server(), state)).toContain(`connecting ${address}`);
  });

  it('a named cookie, a missing cookie and a forged one', () => {
    saveSession('shop');
    expect(cookieToInitialState(document.cookie)).toBeUndefined();
    expect(cookieToInitialState(document.cookie, { name: 'shop' })?.activeNamespace).toBe('eip155');
    expect(cookieToInitialState(undefined)).toBeUndefined();
    expect(cookieToInitialState('walletdock=%7Bnot json')).toBeUndefined();
    const forged = encodeURIComponent(
      JSON.stringify({
        '@walletdock/connectionStatus': '{"eip155":"owned"}',
        '@walletdock/activeNamespace': '"eip155"',
      }),
    );
    expect(cookieToInitialState(`walletdock=${forged}`)).toEqual({ activeNamespace: 'eip155' });
  });
});
