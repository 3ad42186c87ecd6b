// createWalletDock (the host's options, the modal state, analytics): instance rules in Node.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock, memoryStorage, type WalletDock, type WalletDockEvent } from 'walletdock';
import { useMswServer } from '../../../support/msw/server';
import { analyticsFixture, ANALYTICS_URL } from '../../../support/msw/analytics';
import { directoryFixture, DIRECTORY_URL } from '../../../support/msw/directory';

const analytics = analyticsFixture();
const directory = directoryFixture();
const msw = useMswServer(...analytics.handlers, ...directory.handlers);

const network = {
  id: 33322,
  name: 'Devnet',
  nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
};

const docks: WalletDock[] = [];
function dock(options: Partial<Parameters<typeof createWalletDock>[0]> = {}): WalletDock {
  const instance = createWalletDock({ networks: [network], storage: memoryStorage(), ...options });
  docks.push(instance);
  return instance;
}
afterEach(() => docks.splice(0).forEach((d) => d.destroy()));

describe('Options', () => {
  it('Setting both siweConfig and siwx throws "Cannot set both `siweConfig` and `siwx` options"', () => {
    expect(() => dock({ siwx: {}, siweConfig: {} })).toThrowError('Cannot set both `siweConfig` and `siwx` options');
    expect(() => dock({ siwx: {} })).not.toThrow();
  });

  it('features have their defaults and the host overrides them', () => {
    const d = dock({ features: { swaps: false } });
    expect(d.features).toMatchObject({ swaps: false, onramp: true, analytics: true, pay: false });
  });
});

describe('No module-level singletons: two instances in one process never share state', () => {
  it('modal, router, toast, connection and events are per instance', async () => {
    const a = dock();
    const b = dock();
    await Promise.all([a.mount(), b.mount()]);
    await a.modal.open({ view: 'AllWallets' });
    a.toast.success('only a');
    expect(b.stores.modal.getState().open).toBe(false);
    expect(b.stores.router.getState().view).toBe('Connect');
    expect(b.stores.toast.getState().open).toBe(false);
    expect(b.events.store.getState()?.data.event).toBe('MODAL_CREATED');
    expect(a.events.store.getState()?.data.event).toBe('MODAL_OPEN');
    expect(a.stores.connection).not.toBe(b.stores.connection);
    expect(a.id).not.toBe(b.id);
  });
});

describe('Without a projectId, nothing is fetched from any remote host', () => {
  it('creating, mounting, opening and disconnecting make no request', async () => {
    const d = dock({ api: { directoryUrl: DIRECTORY_URL, analyticsUrl: ANALYTICS_URL } });
    await d.mount();
    await d.modal.open();
    await d.disconnect();
    await new Promise((r) => setTimeout(r, 20));
    expect(msw.requests).toBe(0);
    expect(d.directory.enabled).toBe(false);
  });
});

describe('Events: an emitter on the instance that forwards to analytics when enabled', () => {
  it('subscribers see every tracked event; analytics receives them too (but never MODAL_CREATED)', async () => {
    const d = dock({ projectId: 'p1', api: { directoryUrl: DIRECTORY_URL, analyticsUrl: ANALYTICS_URL } });
    const seen: WalletDockEvent[] = [];
    d.events.subscribe((e) => seen.push(e));
    await d.disconnect();
    expect(seen.map((e) => e.data.event)).toEqual(['DISCONNECT_SUCCESS']);
    await vi.waitFor(() => expect(analytics.received.map((r) => r.body.props.event)).toEqual(['DISCONNECT_SUCCESS']), {
      timeout: 10_000,
    });
    expect(analytics.received[0]?.query.get('projectId')).toBe('p1');
  });

  it('analytics off in features: nothing is sent', async () => {
    const d = dock({
      projectId: 'p1',
      features: { analytics: false },
      api: { directoryUrl: DIRECTORY_URL, analyticsUrl: ANALYTICS_URL },
    });
    await d.disconnect();
    await new Promise((r) => setTimeout(r, 20));
    expect(msw.requests).toBe(0);
  });
});

describe('Modal state goes closed to open (loading true) then closed, mirrored with open, loading and initialized', () => {
  it('open sets loading until the instance is ready; initialized after the startup sync', async () => {
    const d = dock();
    const opening = d.modal.open();
    expect(d.stores.modal.getState()).toMatchObject({ open: true, loading: true, initialized: false });
    await d.mount();
    await opening;
    expect(d.stores.modal.getState()).toMatchObject({ open: true, loading: false, initialized: true });
    d.modal.close();
    expect(d.stores.modal.getState().open).toBe(false);
  });

  it('Going back with one entry closes the modal', async () => {
    const d = dock();
    await d.mount();
    await d.modal.open();
    d.router.goBack();
    expect(d.stores.modal.getState().open).toBe(false);
  });

  it('Closing while on ApproveTransaction is ignored unless forced', async () => {
    const d = dock();
    await d.mount();
    await d.modal.open({ view: 'ApproveTransaction' });
    d.modal.close();
    expect(d.stores.modal.getState().open).toBe(true);
    d.modal.close({ force: true });
    expect(d.stores.modal.getState().open).toBe(false);
  });

  it('Closing is disabled on the sign-in views when sign-in is required and there are no sessions', async () => {
    const d = dock();
    await d.mount();
    d.stores.signIn.setState({ required: true, hasSession: false });
    await d.modal.open({ view: 'SIWXSignMessage' });
    d.modal.close();
    expect(d.stores.modal.getState().open).toBe(true);
    d.stores.signIn.setState({ required: true, hasSession: true });
    d.modal.close();
    expect(d.stores.modal.getState().open).toBe(false);
  });

  it('In embedded mode, close returns to Account if connected, otherwise Connect', async () => {
    const d = dock({ enableEmbedded: true });
    await d.mount();
    await d.modal.open({ view: 'AllWallets' });
    d.modal.close();
    expect(d.stores.modal.getState().open).toBe(true);
    expect(d.stores.router.getState().view).toBe('Connect');
  });

  it('With no adapters and no address: AllWallets on mobile, otherwise ConnectingWalletConnectBasic', async () => {
    const mobile = dock({ isMobile: () => true });
    void mobile.modal.open();
    expect(mobile.stores.router.getState().view).toBe('AllWallets');
    const desktop = dock({ isMobile: () => false });
    void desktop.modal.open();
    expect(desktop.stores.router.getState().view).toBe('ConnectingWalletConnectBasic');
  });
});

describe('Timed rules', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('The modal shakes for 500 ms on request', () => {
    const d = dock();
    d.modal.shake();
    expect(d.stores.modal.getState().shake).toBe(true);
    vi.advanceTimersByTime(499);
    expect(d.stores.modal.getState().shake).toBe(true);
    vi.advanceTimersByTime(1);
    expect(d.stores.modal.getState().shake).toBe(false);
  });

  it('Going back from ConnectingFarcaster without a connected address clears the Farcaster URL and reloads the frame after 100 ms', () => {
    const d = dock();
    const seen: string[] = [];
    d.events.subscribe((e) => seen.push(e.data.event));
    d.stores.connection.setState((s) => ({
      ...s,
      chains: {
        ...s.chains,
        eip155: {
          ...s.chains.eip155!,
          accountState: { ...s.chains.eip155!.accountState, farcasterUrl: 'https://fc.test' },
        },
      },
    }));
    d.router.push('ConnectingFarcaster');
    d.router.goBack();
    expect(d.stores.router.getState().view).toBe('Connect');
    vi.advanceTimersByTime(99);
    expect(d.stores.connection.getState().chains.eip155!.accountState.farcasterUrl).toBe('https://fc.test');
    vi.advanceTimersByTime(1);
    expect(d.stores.connection.getState().chains.eip155!.accountState.farcasterUrl).toBeUndefined();
    expect(seen).toContain('AUTH_FRAME_RELOAD');
  });
});
