// @vitest-environment jsdom
// The AUTH connector end to end inside one instance, against a scripted frame (scripted-frame.ts) that signs with real
// keys: the email login connects eip155 (a wagmi connector: wagmi's own state sees it) and solana (a wallet-standard
// wallet given to the solana adapter); a not-safe request opens ApproveTransaction and shows the frame until the frame
// answers; safe methods go straight through; a method outside the lists is refused; the frame ending the session, a
// sign-out the frame never answers, a reload, the 30 s email cooldown, theme and app data; Farcaster (its URL, the back rule).
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { getConnection } from '@wagmi/core';
import { defineChain, hexToString, verifyMessage, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletDock, eip155Adapter, memoryStorage, type KeyValueStorage, type WalletDock } from 'walletdock';
import { embeddedWallet } from 'walletdock/embedded';
import { embeddedController } from 'walletdock/query';
import { solanaAdapter, solanaDevnet } from 'walletdock/solana';
import type { FrameUser } from '../../../../headless/core/embedded/messages';
import { scriptedFrame, type ScriptedFrame } from './scripted-frame';

const FRAME = 'https://wallet.example.test';
const devnet = defineChain({ id: 33322, name: 'Devnet', nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } });
const devnetL2 = defineChain({ ...devnet, id: 33323, name: 'Devnet L2' });
const evm = privateKeyToAccount(generatePrivateKey());
const solanaSecret = ed25519.utils.randomSecretKey();
const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSecret));
const email = 'ada@example.com';

const userOn = (chainId: string): FrameUser => ({
  email, chainId, address: chainId.startsWith('solana:') ? solanaAddress : evm.address, preferredAccountType: 'eoa',
  accounts: [{ namespace: 'eip155', address: evm.address, type: 'eoa' }, { namespace: 'solana', address: solanaAddress, type: 'eoa' }],
});

let docks: WalletDock[] = [];
afterEach(() => {
  for (const dock of docks.splice(0)) dock.destroy();
});

function newDock(storage: KeyValueStorage = memoryStorage()): WalletDock {
  const dock = createWalletDock({
    networks: [devnet, devnetL2, solanaDevnet],
    adapters: [eip155Adapter({ genericInjected: false, multiInjectedProviderDiscovery: false }), solanaAdapter({ registry: () => ({ get: () => [], on: () => () => undefined }) })],
    embeddedWallet: embeddedWallet({ frameUrl: FRAME }),
    metadata: { name: 'Test app', description: 'unit', url: 'https://app.example.test', icons: [] },
    themeMode: 'light',
    storage,
  });
  docks.push(dock);
  return dock;
}

/** The frame of the instance's first use, scripted like the reference frame for a signed-in (or not) user. */
async function frameOf(options: { connected?: boolean } = {}): Promise<ScriptedFrame & { current: string }> {
  const frame = Object.assign(await scriptedFrame(FRAME), { current: 'eip155:33322' });
  let signedIn = options.connected ?? false;
  frame.on('SYNC_THEME', () => ({ result: {} }));
  frame.on('SYNC_DAPP_DATA', () => ({ result: {} }));
  frame.on('IS_CONNECTED', () => ({ result: { isConnected: signedIn } }));
  frame.on('CONNECT_EMAIL', () => ({ result: { action: 'VERIFY_OTP' } }));
  frame.on('CONNECT_OTP', ({ otp }) => {
    if (otp !== '123456') return { error: { message: 'Wrong code' } };
    signedIn = true;
    return { result: userOn(frame.current) };
  });
  frame.on('GET_USER', ({ chainId }) => {
    if (chainId && !['eip155:33322', solanaDevnet.caipNetworkId].includes(chainId)) return { error: { message: 'Network Not Found' } };
    if (chainId) frame.current = chainId;
    return { result: userOn(frame.current) };
  });
  frame.on('SWITCH_NETWORK', ({ chainId }) => {
    if (!['eip155:33322', solanaDevnet.caipNetworkId].includes(chainId)) return { error: { message: 'Network Not Found' } };
    frame.current = chainId;
    return { result: { chainId } };
  });
  frame.on('SIGN_OUT', () => {
    signedIn = false;
    frame.event('SESSION_UPDATE', { user: null });
    return { result: {} };
  });
  frame.on('RPC_REQUEST', ({ method, params }) => {
    if (method === 'eth_chainId') return { result: { result: '0x822a' } };
    if (method === 'eth_accounts') return { result: { result: [evm.address] } };
    return 'hold';
  });
  frame.event('FRAME_READY', { version: 1 });
  return frame;
}

/** Approves the newest held RPC request as the frame would after the user's click: signs with the real keys. */
async function approve(frame: ScriptedFrame) {
  const request = frame.requests.filter((r) => r.type === 'RPC_REQUEST').at(-1)!;
  const { method, params } = request.params as { method: string; params: unknown };
  if (method === 'personal_sign') {
    const [message] = params as [Hex];
    return frame.reply(request, { result: { result: await evm.signMessage({ message: { raw: message } }) } });
  }
  if (method === 'solana_signMessage') {
    const { message } = params as { message: string };
    return frame.reply(request, { result: { result: { signature: base58.encode(ed25519.sign(base58.decode(message), solanaSecret)) } } });
  }
  throw new Error(`not scripted: ${method}`);
}

const waitFor = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const frameShown = () => document.querySelector<HTMLElement>('[data-walletdock-frame]')?.style.visibility === 'visible';
const held = (frame: ScriptedFrame, method: string) => () => frame.requests.some((r) => r.type === 'RPC_REQUEST' && (r.params as { method: string }).method === method);

/** Mounts an instance and logs in by email: the frame loads on demand, the code connects both namespaces. */
async function loggedIn(storage?: KeyValueStorage) {
  const dock = newDock(storage);
  await dock.mount();
  const controller = embeddedController(dock);
  const frame = await frameOf();
  const c = await controller;
  expect(await c.connectEmail({ email })).toEqual({ action: 'VERIFY_OTP' });
  await c.verifyOtp({ otp: '123456' });
  return { dock, frame, c };
}

describe('AUTH connector: login and connection', () => {
  it('creates no frame until a login starts; the email login connects eip155 and solana, and wagmi sees it', async () => {
    const storage = memoryStorage();
    const idle = newDock(storage);
    await idle.mount();
    expect(document.querySelector('[data-walletdock-frame]')).toBeNull();
    expect(idle.stores.connectors.getState().filter((c) => c.id === 'auth').map((c) => [c.chain, c.type, c.name])).toEqual([
      ['eip155', 'AUTH', 'Email and socials'], ['solana', 'AUTH', 'Email and socials'],
    ]);
    idle.destroy();

    const { dock, frame, c } = await loggedIn(storage);
    const { chains, activeNamespace } = dock.stores.connection.getState();
    expect(activeNamespace).toBe('eip155');
    expect(chains.eip155!.accountState).toMatchObject({ status: 'connected', address: evm.address });
    expect(chains.eip155!.connectorType).toBe('AUTH');
    expect(chains.solana!.accountState).toMatchObject({ status: 'connected', address: solanaAddress });
    expect(chains.solana!.connectorType).toBe('AUTH');
    const wagmi = getConnection(dock.wagmiConfig!);
    expect(wagmi.status).toBe('connected');
    expect(wagmi.connector?.id).toBe('auth');
    expect(wagmi.address).toBe(evm.address);
    expect(wagmi.chainId).toBe(33322);
    // Remembered on this device; the embedded wallet is not a "recent wallet".
    expect(dock.storage.get('emailLoginUsed')).toBe(true);
    expect(dock.storage.get('loginEmail')).toBe(email);
    expect(dock.storage.get('recentWallets') ?? []).toEqual([]);
    // Theme and app data reached the frame.
    expect(frame.requests.find((r) => r.type === 'SYNC_THEME')?.params).toEqual({ themeMode: 'light' });
    expect(frame.requests.find((r) => r.type === 'SYNC_DAPP_DATA')?.params).toMatchObject({ metadata: { name: 'Test app' }, sdkType: 'walletdock' });
    dock.theme.setThemeMode('dark');
    dock.theme.setThemeVariables({ '--wd-accent': '#ff6600' });
    await waitFor(() => frame.requests.filter((r) => r.type === 'SYNC_THEME').length === 3);
    expect(frame.requests.filter((r) => r.type === 'SYNC_THEME').at(-1)!.params).toEqual({ themeMode: 'dark', themeVariables: { '--wd-accent': '#ff6600' } });
    // An email login may start once per 30 s.
    await expect(c.connectEmail({ email })).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Please try again after 30 seconds' });
  });

  it('a reload restores the session (the frame loads at start because a login was used here), on both namespaces', async () => {
    const storage = memoryStorage();
    const first = await loggedIn(storage);
    first.dock.destroy();
    const dock = newDock(storage);
    const mounted = dock.mount();
    await frameOf({ connected: true });
    await mounted;
    const { chains } = dock.stores.connection.getState();
    expect(chains.eip155!.accountState).toMatchObject({ status: 'connected', address: evm.address });
    expect(chains.solana!.accountState).toMatchObject({ status: 'connected', address: solanaAddress });
    expect(dock.embedded!.store.getState().user?.email).toBe(email);
  });
});

describe('AUTH connector: requests', () => {
  it('a not-safe request opens ApproveTransaction and shows the frame until the frame answers; the signature verifies', async () => {
    const { dock, frame } = await loggedIn();
    expect(dock.stores.modal.getState().open).toBe(false);
    const signing = dock.signMessage({ message: 'hello frame' });
    await waitFor(held(frame, 'personal_sign'));
    expect(dock.stores.modal.getState().open).toBe(true);
    expect(dock.stores.router.getState().view).toBe('ApproveTransaction');
    await waitFor(frameShown); // once its box has been still for 500 ms (frame-element.ts)
    expect(dock.embedded!.store.getState().visible).toBe(true);
    // The modal's own close is refused while the frame holds the request.
    dock.modal.close();
    expect(dock.stores.modal.getState().open).toBe(true);
    expect(hexToString((frame.requests.at(-1)!.params as { params: [Hex] }).params[0])).toBe('hello frame');
    await approve(frame);
    const signature = (await signing) as Hex;
    expect(await verifyMessage({ address: evm.address, message: 'hello frame', signature })).toBe(true);
    expect(dock.stores.modal.getState().open).toBe(false);
    expect(frameShown()).toBe(false);

    // Open on Account: the approval is pushed on top and the user is back on Account afterwards.
    await dock.modal.open();
    expect(dock.stores.router.getState().view).toBe('Account');
    const again = dock.signMessage({ message: 'again' });
    await waitFor(() => frame.requests.filter((r) => r.type === 'RPC_REQUEST').length === 2);
    expect(dock.stores.router.getState().view).toBe('ApproveTransaction');
    await waitFor(frameShown);
    const rejected = frame.requests.filter((r) => r.type === 'RPC_REQUEST').at(-1)!;
    frame.reply(rejected, { error: { message: 'User rejected the request.', rpcCode: 4001 } });
    await expect(again).rejects.toMatchObject({ code: 'USER_REJECTED' });
    expect(dock.stores.router.getState().view).toBe('Account');
    expect(dock.stores.modal.getState().open).toBe(true);
    expect(frameShown()).toBe(false);
  });

  it('safe methods go straight to the frame; a method outside the lists is refused (4200) and "Action not allowed" shows 300 ms later', async () => {
    const { dock, frame } = await loggedIn();
    const connector = dock.wagmiConfig!.connectors.find((c) => c.id === 'auth')!;
    const provider = (await connector.getProvider()) as { request(args: { method: string; params?: unknown }): Promise<unknown> };
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x822a');
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([evm.address]);
    expect(dock.stores.modal.getState().open).toBe(false);
    const sent = frame.requests.length;
    await expect(provider.request({ method: 'eth_sign', params: [evm.address, '0x00'] })).rejects.toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' });
    expect(frame.requests.length).toBe(sent);
    expect(dock.stores.toast.getState().open).toBe(false);
    await waitFor(() => dock.stores.toast.getState().open);
    expect(dock.stores.toast.getState()).toMatchObject({ variant: 'error', message: 'Action not allowed' });
    expect(dock.stores.modal.getState().open).toBe(false);
  });

  it('solana: the wallet-standard wallet signs a message through the frame (ed25519, verifiable)', async () => {
    const { dock, frame } = await loggedIn();
    const signing = dock.signMessage({ message: 'gm solana', namespace: 'solana' });
    await waitFor(held(frame, 'solana_signMessage'));
    expect(dock.stores.router.getState().view).toBe('ApproveTransaction');
    const request = frame.requests.at(-1)!.params as { chainId: string; params: { pubkey: string } };
    expect(request.chainId).toBe(solanaDevnet.caipNetworkId);
    expect(request.params.pubkey).toBe(solanaAddress);
    await approve(frame);
    const signature = await signing;
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('gm solana'), base58.decode(solanaAddress))).toBe(true);
  });

  it('switching the network moves the frame; a network the frame has not: "Network Not Found"', async () => {
    const { dock, frame } = await loggedIn();
    await expect(dock.switchNetwork({ caipNetworkId: 'eip155:33323' })).rejects.toBeDefined();
    expect(frame.requests.filter((r) => r.type === 'SWITCH_NETWORK').at(-1)!.params).toEqual({ chainId: 'eip155:33323' });
    expect(dock.stores.toast.getState().message).toBe('Network Not Found');
    expect(getConnection(dock.wagmiConfig!).chainId).toBe(33322);
  });
});

describe('AUTH connector: the session ends', () => {
  it('the frame ending the session disconnects every namespace and says "Session Expired"', async () => {
    const { dock, frame } = await loggedIn();
    frame.event('SESSION_UPDATE', { user: null });
    await waitFor(() => dock.stores.connection.getState().chains.eip155!.accountState.status === 'disconnected');
    await waitFor(() => dock.stores.connection.getState().chains.solana!.accountState.status === 'disconnected');
    expect(dock.stores.toast.getState()).toMatchObject({ variant: 'error', message: 'Session Expired' });
    expect(dock.storage.get('emailLoginUsed')).toBeUndefined();
  });

  it('disconnecting signs out of the frame for every namespace, and resolves within 3 s even when the frame does not answer', async () => {
    const { dock, frame } = await loggedIn();
    frame.on('SIGN_OUT', () => 'hold');
    const started = Date.now();
    await dock.disconnect({ namespace: 'eip155' });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(2_900);
    expect(took).toBeLessThan(4_500);
    const { chains } = dock.stores.connection.getState();
    expect([chains.eip155!.accountState.status, chains.solana!.accountState.status]).toEqual(['disconnected', 'disconnected']);
    expect(frame.requests.filter((r) => r.type === 'SIGN_OUT').length).toBe(1);
    expect(dock.storage.get('emailLoginUsed')).toBeUndefined();
    expect(dock.storage.get('loginEmail')).toBeUndefined();
    expect(getConnection(dock.wagmiConfig!).status).toBe('disconnected');
  });
});

describe('AUTH connector: Farcaster', () => {
  const URL_1 = 'https://relay.example.test/~/siwf?channelToken=one';

  it('socialLogin farcaster: the channel URL is in the state while it waits, then the wallet connects', async () => {
    const dock = newDock();
    await dock.mount();
    const login = dock.embedded!.mutationOptions.socialLogin.mutationFn({ provider: 'farcaster' });
    const frame = await frameOf();
    frame.on('GET_FARCASTER_URI', () => ({ result: { url: URL_1 } }));
    frame.on('CONNECT_FARCASTER', () => 'hold');
    await waitFor(() => dock.embedded!.store.getState().farcasterUrl === URL_1);
    expect(dock.embedded!.store.getState().socialProvider).toBe('farcaster');
    frame.reply(frame.requests.find((r) => r.type === 'CONNECT_FARCASTER')!, { result: { ...userOn('eip155:33322'), email: null, userName: 'alice', socialProvider: 'farcaster' } });
    expect(await login).toMatchObject({ address: evm.address, socialProvider: 'farcaster' });
    expect(dock.embedded!.store.getState()).toMatchObject({ farcasterUrl: undefined, socialProvider: undefined });
    expect(dock.stores.connection.getState().chains.eip155!.accountState).toMatchObject({ status: 'connected', address: evm.address });
    expect(dock.storage.get('connectedSocialProvider')).toBe('farcaster');
  });

  it('going back from ConnectingFarcaster unconnected clears the URL and, 100 ms later, reloads the frame; the reloaded frame gets theme and app data again', async () => {
    const dock = newDock();
    await dock.mount();
    const login = dock.embedded!.mutationOptions.socialLogin.mutationFn({ provider: 'farcaster' });
    const frame = await frameOf();
    frame.on('GET_FARCASTER_URI', () => ({ result: { url: URL_1 } }));
    frame.on('CONNECT_FARCASTER', () => 'hold');
    frame.on('RELOAD', () => ({ result: {} }));
    await waitFor(() => dock.embedded!.store.getState().farcasterUrl === URL_1);
    dock.router.push('ConnectingFarcaster');
    dock.router.goBack();
    expect(dock.embedded!.store.getState().farcasterUrl).toBe(URL_1);
    await waitFor(() => frame.requests.some((r) => r.type === 'RELOAD'), 1_000);
    expect(dock.embedded!.store.getState().farcasterUrl).toBeUndefined();
    const synced = frame.requests.filter((r) => r.type === 'SYNC_THEME').length;
    // The frame page reloads and reports ready again: the wait of the old page ends, and the app data is sent again.
    frame.event('FRAME_READY', { version: 1 });
    await expect(login).rejects.toMatchObject({ message: 'Something went wrong' });
    await waitFor(() => frame.requests.filter((r) => r.type === 'SYNC_THEME').length === synced + 1);
    expect(frame.requests.filter((r) => r.type === 'SYNC_DAPP_DATA')).toHaveLength(2);
    expect(dock.stores.connection.getState().chains.eip155!.accountState.status).toBe('disconnected');
  });
});
