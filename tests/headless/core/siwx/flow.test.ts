// @vitest-environment jsdom
// The sign-in flow wired into a real walletdock instance: eip155 adapter on wagmi, the
// EIP-1193 test wallet on the devnet, the default siwx over a memory storage.
import { afterEach, describe, expect, it, inject, vi } from 'vitest';
import { injected } from '@wagmi/core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { memoryStorage, type KeyValueStorage, type SIWXConfig } from 'walletdock';
import { createDefaultSiwx } from 'walletdock/siwx';
import { createSiwxFlow } from '../../../../headless/core/siwx/flow';
import { createWalletDock, type WalletDock } from '../../../../headless/core/dock/create-wallet-dock';
import { eip155Adapter } from '../../../../headless/core/adapters/eip155';
import { createTestWallet, defineDevnetChain, type TestWallet } from 'walletdock/testing';

const rpcUrl = inject('rpcUrl');
const chain = defineDevnetChain(rpcUrl);
const DOMAIN = 'app.example.com';
const docks: WalletDock[] = [];

afterEach(() => {
  for (const dock of docks.splice(0)) dock.destroy();
});

interface Setup {
  dock: WalletDock;
  wallet: TestWallet;
  address: string;
  events: string[];
  siwxStorage: KeyValueStorage;
}

function setup(
  options: { siwx?: SIWXConfig; required?: boolean; privateKey?: `0x${string}`; siwxStorage?: KeyValueStorage } = {},
): Setup {
  const privateKey = options.privateKey ?? generatePrivateKey();
  const wallet = createTestWallet({ privateKey, rpcUrl, chains: [chain] });
  const siwxStorage = options.siwxStorage ?? memoryStorage();
  const siwx =
    options.siwx ??
    createDefaultSiwx({
      storage: siwxStorage,
      domain: DOMAIN,
      uri: `https://${DOMAIN}/`,
      required: options.required ?? false,
    });
  const dock = createWalletDock({
    networks: [chain],
    storage: memoryStorage(),
    siwx,
    adapters: [
      eip155Adapter({
        multiInjectedProviderDiscovery: false,
        genericInjected: false,
        connectors: [
          injected({ target: { id: 'walletdock-test', name: 'Test Wallet', provider: () => wallet as never } }),
        ],
      }),
    ],
  });
  docks.push(dock);
  const events: string[] = [];
  dock.events.subscribe((e) => {
    if (String(e.data.event).includes('SIWX')) events.push(`${e.data.event} ${JSON.stringify(e.data.properties)}`);
  });
  return { dock, wallet, address: privateKeyToAccount(privateKey).address, events, siwxStorage };
}

async function connect(dock: WalletDock): Promise<void> {
  await dock.mount();
  await dock.connect({ connectorId: 'walletdock-test' });
}

const view = (dock: WalletDock) => dock.stores.router.getState().view;
const isOpen = (dock: WalletDock) => dock.stores.modal.getState().open;
const toast = (dock: WalletDock) => dock.stores.toast.getState();
const PROPS = '{"network":"eip155:33322","isSmartAccount":false}';

describe('sign-in flow on a walletdock instance', () => {
  it('opens SIWXSignMessage after connect when the host set siwx but renders no useSiwx', async () => {
    const { dock } = setup();
    await connect(dock);
    await vi.waitFor(() => expect(view(dock)).toBe('SIWXSignMessage'));
    expect(isOpen(dock)).toBe(true);
    expect(dock.stores.signIn.getState()).toMatchObject({ hasSession: false });
  });

  it('opens SIWXSignMessage after connect, signs, stores, closes and records SIWX_AUTH_SUCCESS', async () => {
    const { dock, address, events } = setup();
    const flow = await dock.loadSiwx();
    expect(await dock.loadSiwx()).toBe(flow); // one flow per instance
    await connect(dock);
    await vi.waitFor(() => expect(view(dock)).toBe('SIWXSignMessage'));
    expect(isOpen(dock)).toBe(true);
    expect(flow.getState().status).toBe('unsigned');

    const session = await flow.signIn();
    expect(session.data.accountAddress).toBe(address);
    expect(session.message).toContain(`${DOMAIN} wants you to sign in with your Ethereum account:\n${address}`);
    expect(isOpen(dock)).toBe(false);
    expect(events).toEqual([`SIWX_AUTH_SUCCESS ${PROPS}`]);
    expect(flow.getState()).toMatchObject({ status: 'signed', session });
    expect(dock.stores.signIn.getState()).toEqual({ required: false, hasSession: true });
  });

  it('a second signIn while the wallet is asking joins the first (one signature request)', async () => {
    const { dock, wallet } = setup();
    const flow = await dock.loadSiwx();
    await connect(dock);
    await vi.waitFor(() => expect(view(dock)).toBe('SIWXSignMessage'));
    wallet.setBehavior('personal_sign', { delayMs: 100 });
    const first = flow.signIn();
    expect(flow.signIn()).toBe(first);
    expect(flow.getState().status).toBe('signing');
    await first;
    expect(wallet.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(1);
    expect(flow.getState().status).toBe('signed');
  });

  it('on a declined signature reopens the view with "Signature declined" and records SIWX_AUTH_ERROR', async () => {
    const { dock, wallet, events } = setup();
    const flow = await dock.loadSiwx();
    await connect(dock);
    await vi.waitFor(() => expect(view(dock)).toBe('SIWXSignMessage'));
    dock.modal.close(); // the visitor closed it (optional sign-in)
    expect(isOpen(dock)).toBe(false);
    wallet.setBehavior('personal_sign', { reject: true });
    await expect(flow.signIn()).rejects.toMatchObject({ code: 'USER_REJECTED' });
    expect(isOpen(dock)).toBe(true);
    expect(view(dock)).toBe('SIWXSignMessage');
    expect(toast(dock)).toMatchObject({ open: true, variant: 'error', message: 'Signature declined' });
    expect(events).toEqual([`SIWX_AUTH_ERROR ${PROPS}`]);
    expect(flow.getState().status).toBe('unsigned');

    wallet.clearBehavior();
    await flow.signIn();
    expect(flow.getState().status).toBe('signed');
  });

  it('cancel when optional: records CLICK_CANCEL_SIWX, closes, resets to Connect and stays connected', async () => {
    const { dock, events } = setup();
    const flow = await dock.loadSiwx();
    await connect(dock);
    await vi.waitFor(() => expect(view(dock)).toBe('SIWXSignMessage'));
    await flow.cancel();
    expect(events).toEqual([`CLICK_CANCEL_SIWX ${PROPS}`]);
    expect(isOpen(dock)).toBe(false);
    expect(view(dock)).toBe('Connect');
    expect(dock.stores.connection.getState().chains.eip155?.accountState.status).toBe('connected');
  });

  it('when required: closing is refused until signed, and cancel disconnects', async () => {
    const { dock, events } = setup({ required: true });
    const flow = await dock.loadSiwx();
    expect(dock.stores.signIn.getState()).toEqual({ required: true, hasSession: false });
    await connect(dock);
    await vi.waitFor(() => expect(view(dock)).toBe('SIWXSignMessage'));
    expect(flow.isCloseBlocked('SIWXSignMessage')).toBe(true);
    expect(flow.isCloseBlocked('ApproveTransaction')).toBe(true);
    expect(flow.isCloseBlocked('Account')).toBe(false);
    dock.modal.close();
    expect(isOpen(dock)).toBe(true);

    await flow.cancel();
    expect(events).toEqual([`CLICK_CANCEL_SIWX ${PROPS}`]);
    expect(dock.stores.connection.getState().chains.eip155?.accountState.status).toBe('disconnected');
    expect(view(dock)).toBe('Connect');
    await vi.waitFor(() => expect(flow.getState().status).toBe('idle'));
  });

  it('when required and signed, the modal closes normally', async () => {
    const { dock } = setup({ required: true });
    const flow = await dock.loadSiwx();
    await connect(dock);
    await vi.waitFor(() => expect(view(dock)).toBe('SIWXSignMessage'));
    await flow.signIn();
    expect(isOpen(dock)).toBe(false);
    expect(flow.isCloseBlocked('SIWXSignMessage')).toBe(false);
    expect(dock.stores.signIn.getState()).toEqual({ required: true, hasSession: true });
  });

  it('keeps the session across a reload: the next instance finds it and does not ask again', async () => {
    const privateKey = generatePrivateKey();
    const first = setup({ privateKey });
    await connect(first.dock);
    await vi.waitFor(() => expect(view(first.dock)).toBe('SIWXSignMessage'));
    const session = await (await first.dock.loadSiwx()).signIn();

    const second = setup({ privateKey, siwxStorage: first.siwxStorage });
    const flow = await second.dock.loadSiwx();
    await connect(second.dock);
    await vi.waitFor(() => expect(flow.getState().status).toBe('signed'));
    expect(flow.getState().session).toEqual(session);
    expect(isOpen(second.dock)).toBe(false);
  });

  it('signOut revokes the active pair; disconnect signs out everywhere (signOutOnDisconnect)', async () => {
    const { dock, address, siwxStorage } = setup();
    const siwx = createDefaultSiwx({ storage: siwxStorage, domain: DOMAIN, uri: `https://${DOMAIN}/` });
    const flow = await dock.loadSiwx();
    await connect(dock);
    await vi.waitFor(() => expect(view(dock)).toBe('SIWXSignMessage'));
    await flow.signIn();
    await flow.signOut();
    expect(flow.getState().status).toBe('unsigned');
    expect(await siwx.getSessions('eip155:33322', address)).toEqual([]);

    await flow.signIn();
    expect(await siwx.getSessions('eip155:33322', address)).toHaveLength(1);
    await dock.disconnect();
    await vi.waitFor(() => expect(flow.getState().status).toBe('idle'));
    expect(await siwx.getSessions('eip155:33322', address)).toEqual([]);
  });

  it('an init failure toasts, records SIWX_AUTH_ERROR, disconnects and resets to Connect', async () => {
    const base = createDefaultSiwx({ storage: memoryStorage(), domain: DOMAIN, uri: `https://${DOMAIN}/` });
    const broken: SIWXConfig = { ...base, getSessions: async () => Promise.reject(new Error('backend down')) };
    const { dock, events } = setup({ siwx: broken });
    const flow = await loadSiwxSilently(dock);
    await connect(dock);
    await vi.waitFor(() =>
      expect(toast(dock)).toMatchObject({
        variant: 'error',
        message: 'A problem occurred while trying initialize authentication',
      }),
    );
    expect(events).toEqual([`SIWX_AUTH_ERROR ${PROPS}`]);
    await vi.waitFor(() =>
      expect(dock.stores.connection.getState().chains.eip155?.accountState.status).toBe('disconnected'),
    );
    expect(view(dock)).toBe('Connect');
    expect(flow.getState().error?.message).toBe('backend down');
  });
});

describe('sign-in flow machine with the instance collaborators', () => {
  it('shows "This application might not support Smart Accounts" when a smart account fails to sign', async () => {
    const { dock, wallet, address } = setup();
    await connect(dock);
    wallet.setBehavior('personal_sign', { reject: true });
    const siwx = createDefaultSiwx({ storage: memoryStorage(), domain: DOMAIN, uri: `https://${DOMAIN}/` });
    const tracked: unknown[] = [];
    const flow = createSiwxFlow({
      getSiwx: () => siwx,
      getAccount: () => ({ address, chainId: 'eip155:33322', type: 'smartAccount' }),
      signMessage: ({ message }) => dock.signMessage({ message }),
      openModal: (v) => dock.modal.open({ view: v }),
      closeModal: () => dock.modal.close({ force: true }),
      isModalOpen: () => dock.stores.modal.getState().open,
      currentView: () => dock.stores.router.getState().view,
      resetView: (v) => dock.router.reset(v),
      showErrorToast: (m) => dock.toast.error(m),
      track: (event, properties) => tracked.push([event, properties]),
      disconnect: () => dock.disconnect(),
    });
    await expect(flow.signIn()).rejects.toBeTruthy();
    expect(toast(dock)).toMatchObject({
      variant: 'error',
      message: 'This application might not support Smart Accounts',
    });
    expect(tracked).toEqual([['SIWX_AUTH_ERROR', { network: 'eip155:33322', isSmartAccount: true }]]);
    expect(view(dock)).toBe('SIWXSignMessage');
  });

  it('refuses to sign in when sign-in is not configured', async () => {
    const { dock } = setup();
    const flow = createSiwxFlow({
      getSiwx: () => undefined,
      getAccount: () => undefined,
      signMessage: ({ message }) => dock.signMessage({ message }),
      openModal: (v) => dock.modal.open({ view: v }),
      closeModal: () => dock.modal.close(),
      isModalOpen: () => false,
      currentView: () => undefined,
      resetView: (v) => dock.router.reset(v),
      showErrorToast: (m) => dock.toast.error(m),
      track: () => undefined,
      disconnect: () => dock.disconnect(),
    });
    await expect(flow.signIn()).rejects.toThrow('SIWX is not enabled');
    await flow.initialize();
    expect(flow.getState().status).toBe('disabled');
  });
});

/** loadSiwx with its console logging of the expected init failure silenced. */
function loadSiwxSilently(dock: WalletDock) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return dock.loadSiwx();
}
