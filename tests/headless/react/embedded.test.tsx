// The embedded wallet's hooks over a scripted frame (tests/headless/core/embedded/scripted-frame.ts): useEmailLogin's
// three steps (email, new-device wait, code) as TanStack mutations with the host's callbacks; useSocialLogin; and
// useEmbeddedWallet's state (frame status, user) and sign-out. Without the option the hooks say so.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineChain } from 'viem';
import {
  createWalletDock,
  eip155Adapter,
  memoryStorage,
  useAccount,
  useEmailLogin,
  useEmbeddedWallet,
  useSocialLogin,
  type WalletDock,
} from 'walletdock';
import { embeddedWallet } from 'walletdock/embedded';
import type { FrameUser } from '../../../headless/core/embedded/messages';
import { scriptedFrame } from '../core/embedded/scripted-frame';
import { wrapperFor } from './support';

const FRAME = 'https://wallet.example.test';
const devnet = defineChain({
  id: 33322,
  name: 'Devnet',
  nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
});
const ADDRESS = '0x1111111111111111111111111111111111111111';
const user = (extra: Partial<FrameUser> = {}): FrameUser => ({
  email: 'ada@example.com',
  address: ADDRESS,
  chainId: 'eip155:33322',
  preferredAccountType: 'eoa',
  accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
  ...extra,
});

const docks: WalletDock[] = [];
afterEach(() => {
  for (const dock of docks.splice(0)) dock.destroy();
});

function newDock(withEmbedded = true) {
  const dock = createWalletDock({
    networks: [devnet],
    adapters: [eip155Adapter({ genericInjected: false, multiInjectedProviderDiscovery: false })],
    storage: memoryStorage(),
    ...(withEmbedded ? { embeddedWallet: embeddedWallet({ frameUrl: FRAME, socials: ['github', 'google'] }) } : {}),
  });
  docks.push(dock);
  return dock;
}

async function readyFrame() {
  const frame = await scriptedFrame(FRAME);
  for (const type of ['SYNC_THEME', 'SYNC_DAPP_DATA', 'SIGN_OUT'] as const) frame.on(type, () => ({ result: {} }));
  frame.on('GET_USER', () => ({ result: user() }));
  frame.event('FRAME_READY', { version: 1 });
  return frame;
}

describe('embedded wallet hooks', () => {
  it('useEmailLogin: email, then the new-device wait, then the code; useEmbeddedWallet follows; signOut', async () => {
    const dock = newDock();
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => ({
        login: useEmailLogin({ mutation: { onSuccess } }),
        wallet: useEmbeddedWallet(),
        account: useAccount({ select: (a) => a.status }),
      }),
      { wrapper: wrapperFor(dock) },
    );
    expect(result.current.wallet).toMatchObject({
      available: true,
      user: null,
      socials: ['github', 'google'],
      state: { frame: 'idle' },
    });
    act(() => result.current.login.mutate({ email: 'ada@example.com' }));
    const frame = await readyFrame();
    frame.on('CONNECT_EMAIL', () => ({ result: { action: 'VERIFY_DEVICE' } }));
    frame.on('CONNECT_DEVICE', () => ({ result: {} }));
    frame.on('CONNECT_OTP', ({ otp }) =>
      otp === '123456' ? { result: user() } : { error: { message: 'Wrong code' } },
    );
    await waitFor(() => expect(result.current.login.data).toEqual({ action: 'VERIFY_DEVICE' }));
    expect(onSuccess).toHaveBeenCalledWith(
      { action: 'VERIFY_DEVICE' },
      { email: 'ada@example.com' },
      undefined,
      expect.anything(),
    );
    expect(result.current.wallet.state.frame).toBe('ready');
    act(() => result.current.login.waitForDevice.mutate());
    await waitFor(() => expect(result.current.login.waitForDevice.isSuccess).toBe(true));
    act(() => result.current.login.verifyOtp.mutate({ otp: '000000' }));
    await waitFor(() => expect(result.current.login.verifyOtp.error?.message).toBe('Wrong code'));
    act(() => result.current.login.verifyOtp.mutate({ otp: '123456' }));
    await waitFor(() => expect(result.current.login.verifyOtp.data).toEqual(user()));
    expect(result.current.wallet.user?.email).toBe('ada@example.com');
    expect(result.current.account).toBe('connected');
    await act(() => result.current.wallet.signOut());
    expect(result.current.wallet.user).toBeNull();
    await waitFor(() => expect(result.current.account).toBe('disconnected'));
  });

  it("useSocialLogin: the provider's login, with the frame shown while it runs", async () => {
    const dock = newDock();
    const { result } = renderHook(
      () => ({ social: useSocialLogin(), shown: useEmbeddedWallet({ select: (s) => s.visible }).state }),
      { wrapper: wrapperFor(dock) },
    );
    act(() => result.current.social.mutate({ provider: 'github' }));
    const frame = await readyFrame();
    frame.on('CONNECT_SOCIAL', () => 'hold');
    await waitFor(() => expect(frame.requests.some((r) => r.type === 'CONNECT_SOCIAL')).toBe(true));
    expect(result.current.shown).toBe(true);
    frame.reply(frame.requests.find((r) => r.type === 'CONNECT_SOCIAL')!, {
      result: user({ email: null, socialProvider: 'github', userName: 'grace' }),
    });
    await waitFor(() => expect(result.current.social.data?.socialProvider).toBe('github'));
    expect(result.current.shown).toBe(false);
    expect(dock.storage.get('connectedSocialProvider')).toBe('github');
    expect(dock.storage.get('connectedSocialUsername')).toBe('grace');
  });

  it('without the embeddedWallet option: nothing offered, and the actions say the connector is missing', async () => {
    const dock = newDock(false);
    const { result } = renderHook(() => ({ wallet: useEmbeddedWallet(), login: useEmailLogin() }), {
      wrapper: wrapperFor(dock),
    });
    expect(result.current.wallet).toMatchObject({ available: false, user: null, socials: [] });
    act(() => result.current.login.mutate({ email: 'ada@example.com' }));
    await waitFor(() =>
      expect(result.current.login.error).toMatchObject({
        code: 'NOT_CONFIGURED',
        message: 'Address or auth connector not found',
      }),
    );
    expect(document.querySelector('[data-walletdock-frame]')).toBeNull();
  });
});
