// @vitest-environment jsdom
// The AUTH connector end to end inside one instance, against a scripted frame (scripted-frame.ts, embedded-dock.ts)
// that signs with real keys: the email login connects eip155 (a wagmi connector: wagmi's own state sees it) and solana
// (a wallet-standard wallet given to the solana adapter); a not-safe request opens ApproveTransaction and shows the
// frame until the frame answers; safe methods go straight through; a method outside the lists is refused; the frame
// ending the session, a sign-out the frame never answers, a reload, the 30 s email cooldown, theme, app data and language.
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { getConnection } from '@wagmi/core';
import { hexToString, verifyMessage, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from 'walletdock';
import { embeddedController } from 'walletdock/query';
import { solanaDevnet } from 'walletdock/solana';
import {
  approve,
  email,
  evm,
  frameOf,
  frameShown,
  held,
  loggedIn,
  newDock,
  solanaAddress,
  waitFor,
} from './embedded-dock';

describe('AUTH connector: login and connection', () => {
  it('creates no frame until a login starts; the email login connects eip155 and solana, and wagmi sees it', async () => {
    const storage = memoryStorage();
    const idle = newDock(storage);
    await idle.mount();
    expect(document.querySelector('[data-walletdock-frame]')).toBeNull();
    expect(
      idle.stores.connectors
        .getState()
        .filter((c) => c.id === 'auth')
        .map((c) => [c.chain, c.type, c.name]),
    ).toEqual([
      ['eip155', 'AUTH', 'Email and socials'],
      ['solana', 'AUTH', 'Email and socials'],
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
    expect(frame.requests.find((r) => r.type === 'SYNC_DAPP_DATA')?.params).toMatchObject({
      metadata: { name: 'Test app' },
      sdkType: 'walletdock',
      locale: 'en',
    });
    // Smart sessions are off unless the app turns them on: the frame is not told to grant permissions.
    expect(frame.requests.find((r) => r.type === 'SYNC_DAPP_DATA')?.params).not.toHaveProperty('smartSessions');
    // The frame's own screens follow the app's language when it changes.
    dock.locale.setLocale('ar');
    await waitFor(
      () =>
        (frame.requests.filter((r) => r.type === 'SYNC_DAPP_DATA').at(-1)!.params as { locale?: string }).locale ===
        'ar',
    );
    dock.theme.setThemeMode('dark');
    dock.theme.setThemeVariables({ '--wd-accent': '#ff6600' });
    await waitFor(() => frame.requests.filter((r) => r.type === 'SYNC_THEME').length === 3);
    expect(frame.requests.filter((r) => r.type === 'SYNC_THEME').at(-1)!.params).toEqual({
      themeMode: 'dark',
      themeVariables: { '--wd-accent': '#ff6600' },
    });
    // An email login may start once per 30 s.
    await expect(c.connectEmail({ email })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please try again after 30 seconds',
    });
  });

  it('features.smartSessions on: the app data tells the frame, which then grants ERC-7715 permissions', async () => {
    const dock = newDock(undefined, { smartSessions: true });
    await dock.mount();
    const controller = embeddedController(dock);
    const frame = await frameOf();
    await controller;
    await waitFor(() => frame.requests.some((r) => r.type === 'SYNC_DAPP_DATA'));
    expect(frame.requests.find((r) => r.type === 'SYNC_DAPP_DATA')?.params).toMatchObject({
      sdkType: 'walletdock',
      smartSessions: true,
    });
  });

  it('a frame older than the app refuses its locale: it still gets the app name and smart sessions, without the locale', async () => {
    const dock = newDock(undefined, { smartSessions: true });
    await dock.mount();
    const controller = embeddedController(dock);
    const frame = await frameOf({ knowsLocale: false });
    await controller;
    const synced = () => frame.requests.filter((r) => r.type === 'SYNC_DAPP_DATA').map((r) => r.params);
    await waitFor(() => synced().length === 2);
    expect(synced()[0]).toMatchObject({ locale: 'en' });
    expect(synced()[1]).toMatchObject({ metadata: { name: 'Test app' }, sdkType: 'walletdock', smartSessions: true });
    expect(synced()[1]).not.toHaveProperty('locale');
  });

  it('an email locked after too many wrong codes: the lock is kept with its end, and a new code is refused with it, not with the 30 s pause', async () => {
    const dock = newDock();
    await dock.mount();
    const controller = embeddedController(dock);
    const frame = await frameOf();
    const c = await controller;
    frame.on('CONNECT_OTP', () => ({
      error: { message: 'Too many wrong codes. Try again in about 10 minutes.', retryAfterMs: 598_000 },
    }));
    await c.connectEmail({ email });
    await expect(c.verifyOtp({ otp: '000000' })).rejects.toMatchObject({
      message: 'Too many wrong codes. Try again in about 10 minutes.',
      retryAfterMs: 598_000,
    });
    const lock = dock.embedded!.store.getState().emailLock;
    expect(lock?.email).toBe(email);
    expect(lock!.until - Date.now()).toBeGreaterThan(590_000);
    const asked = frame.requests.filter((r) => r.type === 'CONNECT_EMAIL').length;
    await expect(c.connectEmail({ email })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many wrong codes. Try again in about 10 minutes.',
    });
    expect(frame.requests.filter((r) => r.type === 'CONNECT_EMAIL').length).toBe(asked);
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
    const provider = (await connector.getProvider()) as {
      request(args: { method: string; params?: unknown }): Promise<unknown>;
    };
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x822a');
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([evm.address]);
    expect(dock.stores.modal.getState().open).toBe(false);
    const sent = frame.requests.length;
    await expect(provider.request({ method: 'eth_sign', params: [evm.address, '0x00'] })).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    });
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
    expect(
      ed25519.verify(base58.decode(signature), new TextEncoder().encode('gm solana'), base58.decode(solanaAddress)),
    ).toBe(true);
  });

  it('switching the network moves the frame; a network the frame has not: "Network Not Found"', async () => {
    const { dock, frame } = await loggedIn();
    await expect(dock.switchNetwork({ caipNetworkId: 'eip155:33323' })).rejects.toBeDefined();
    expect(frame.requests.filter((r) => r.type === 'SWITCH_NETWORK').at(-1)!.params).toEqual({
      chainId: 'eip155:33323',
    });
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
    expect([chains.eip155!.accountState.status, chains.solana!.accountState.status]).toEqual([
      'disconnected',
      'disconnected',
    ]);
    expect(frame.requests.filter((r) => r.type === 'SIGN_OUT').length).toBe(1);
    expect(dock.storage.get('emailLoginUsed')).toBeUndefined();
    expect(dock.storage.get('loginEmail')).toBeUndefined();
    expect(getConnection(dock.wagmiConfig!).status).toBe('disconnected');
  });
});
