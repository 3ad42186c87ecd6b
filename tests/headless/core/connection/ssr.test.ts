// SSR: creating the client and rendering the provider in Node (renderToString) never throws, makes
// no request, and a per-request instance over the request's saved state renders it as connecting.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  createWalletDock,
  createStorage,
  eip155Adapter,
  memoryStorage,
  useAccount,
  useConnect,
  useConnectors,
  useDisconnect,
  useEvents,
  useModal,
  useNativeBalance,
  useNetwork,
  useRouter,
  useTheme,
  useToast,
  useWalletDirectory,
  WalletDockProvider,
  type KeyValueStorage,
  type WalletDock,
} from 'walletdock';
import { useMswServer } from '../../../support/msw/server';

const msw = useMswServer();
const devnet = {
  id: 33322,
  name: 'Devnet',
  nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
};
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function HostApp() {
  const account = useAccount();
  const { network } = useNetwork();
  const connectors = useConnectors();
  const modal = useModal();
  const router = useRouter({ select: (s) => s.view });
  const toast = useToast({ select: (s) => s.open });
  const theme = useTheme({ select: (s) => s.themeMode });
  const balance = useNativeBalance();
  const directory = useWalletDirectory();
  const event = useEvents({ select: (e) => e?.data.event });
  useConnect();
  useDisconnect();
  return h(
    'main',
    { 'data-status': account.status },
    `${account.status}|${account.address ?? ''}|${network.caipNetwork?.caipNetworkId}|${connectors.length}|` +
      `${modal.state.open}|${router.state}|${toast.state}|${theme.state}|${balance.status}|${directory.featured.status}|${event}`,
  );
}

function renderHost(dock: WalletDock): string {
  const queryClient = new QueryClient();
  return renderToString(h(QueryClientProvider, { client: queryClient }, h(WalletDockProvider, { dock }, h(HostApp))));
}

/** A request's saved state, e.g. read from its cookies into a memory store. */
function savedSession(): KeyValueStorage {
  const backend = memoryStorage();
  const storage = createStorage(backend);
  storage.set('connectionStatus', { eip155: 'connected' });
  storage.set('connectorIds', { eip155: 'io.metamask' });
  storage.set('connections', {
    eip155: [{ connectorId: 'io.metamask', accounts: [{ address }], caipNetworkId: 'eip155:33322' }],
  });
  return backend;
}

describe('SSR in Node', () => {
  it('creating the client with the eip155 adapter and rendering the provider never throws nor fetches', async () => {
    expect(typeof window).toBe('undefined');
    const dock = createWalletDock({ networks: [devnet], adapters: [eip155Adapter()], projectId: 'p1' });
    const html = renderHost(dock);
    // The default 'system' theme renders light on the server (it cannot know the visitor's scheme) and matches the hydrating render.
    expect(html).toContain('disconnected||eip155:33322|0|false|Connect|false|light|pending|pending|MODAL_CREATED');
    await new Promise((r) => setTimeout(r, 20));
    expect(msw.requests).toBe(0);
    dock.destroy();
  });

  it('one instance per request: a saved session renders as connecting with its address, the other request stays disconnected', () => {
    const withSession = createWalletDock({ networks: [devnet], adapters: [eip155Adapter()], storage: savedSession() });
    const anonymous = createWalletDock({ networks: [devnet], adapters: [eip155Adapter()] });
    expect(renderHost(withSession)).toContain(`connecting|${address}|eip155:33322`);
    expect(renderHost(anonymous)).toContain('disconnected||eip155:33322');
    withSession.destroy();
    anonymous.destroy();
  });
});
