// The instance and scripted frame the AUTH connector tests share (embedded-wallet.test.ts, farcaster-login.test.ts):
// an instance with the embedded wallet on a devnet, a solana network and a second EVM network; a scripted frame that
// answers like the reference frame for one email user and signs with real keys (evm, solana).
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { defineChain, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, expect } from 'vitest';
import {
  createWalletDock,
  eip155Adapter,
  memoryStorage,
  type KeyValueStorage,
  type WalletDock,
  type WalletDockOptions,
} from 'walletdock';
import { embeddedWallet } from 'walletdock/embedded';
import { embeddedController } from 'walletdock/query';
import { solanaAdapter, solanaDevnet } from 'walletdock/solana';
import type { FrameUser } from '../../../../headless/core/embedded/messages';
import { scriptedFrame, type ScriptedFrame } from './scripted-frame';

export const FRAME = 'https://wallet.example.test';
export const devnet = defineChain({
  id: 33322,
  name: 'Devnet',
  nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
});
export const devnetL2 = defineChain({ ...devnet, id: 33323, name: 'Devnet L2' });
export const evm = privateKeyToAccount(generatePrivateKey());
export const solanaSecret = ed25519.utils.randomSecretKey();
export const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSecret));
export const email = 'ada@example.com';

export const userOn = (chainId: string): FrameUser => ({
  email,
  chainId,
  address: chainId.startsWith('solana:') ? solanaAddress : evm.address,
  preferredAccountType: 'eoa',
  accounts: [
    { namespace: 'eip155', address: evm.address, type: 'eoa' },
    { namespace: 'solana', address: solanaAddress, type: 'eoa' },
  ],
});

const docks: WalletDock[] = [];
// Registered in the test file that imports this module: every instance a test made is destroyed after it.
afterEach(() => {
  for (const dock of docks.splice(0)) dock.destroy();
});

export function newDock(
  storage: KeyValueStorage = memoryStorage(),
  features?: WalletDockOptions['features'],
): WalletDock {
  const dock = createWalletDock({
    ...(features ? { features } : {}),
    networks: [devnet, devnetL2, solanaDevnet],
    adapters: [
      eip155Adapter({ genericInjected: false, multiInjectedProviderDiscovery: false }),
      solanaAdapter({ registry: () => ({ get: () => [], on: () => () => undefined }) }),
    ],
    embeddedWallet: embeddedWallet({ frameUrl: FRAME }),
    metadata: { name: 'Test app', description: 'unit', url: 'https://app.example.test', icons: [] },
    themeMode: 'light',
    storage,
  });
  docks.push(dock);
  return dock;
}

/** The frame of the instance's first use, scripted like the reference frame for a signed-in (or not) user. */
/** `knowsLocale: false` answers app data as a frame from before it spoke the app's language: any locale is refused. */
export async function frameOf(
  options: { connected?: boolean; knowsLocale?: boolean } = {},
): Promise<ScriptedFrame & { current: string }> {
  const frame = Object.assign(await scriptedFrame(FRAME), { current: 'eip155:33322' });
  let signedIn = options.connected ?? false;
  frame.on('SYNC_THEME', () => ({ result: {} }));
  frame.on('SYNC_DAPP_DATA', (params) =>
    options.knowsLocale === false && 'locale' in params
      ? { error: { message: 'Unrecognized key: "locale"' } }
      : { result: {} },
  );
  frame.on('IS_CONNECTED', () => ({ result: { isConnected: signedIn } }));
  frame.on('CONNECT_EMAIL', () => ({ result: { action: 'VERIFY_OTP' } }));
  frame.on('CONNECT_OTP', ({ otp }) => {
    if (otp !== '123456') return { error: { message: 'Wrong code' } };
    signedIn = true;
    return { result: userOn(frame.current) };
  });
  frame.on('GET_USER', ({ chainId }) => {
    if (chainId && !['eip155:33322', solanaDevnet.caipNetworkId].includes(chainId))
      return { error: { message: 'Network Not Found' } };
    if (chainId) frame.current = chainId;
    return { result: userOn(frame.current) };
  });
  frame.on('SWITCH_NETWORK', ({ chainId }) => {
    if (!['eip155:33322', solanaDevnet.caipNetworkId].includes(chainId))
      return { error: { message: 'Network Not Found' } };
    frame.current = chainId;
    return { result: { chainId } };
  });
  frame.on('SIGN_OUT', () => {
    signedIn = false;
    frame.event('SESSION_UPDATE', { user: null });
    return { result: {} };
  });
  frame.on('RPC_REQUEST', ({ method }) => {
    if (method === 'eth_chainId') return { result: { result: '0x822a' } };
    if (method === 'eth_accounts') return { result: { result: [evm.address] } };
    return 'hold';
  });
  frame.event('FRAME_READY', { version: 1 });
  return frame;
}

/** Approves the newest held RPC request as the frame would after the user's click: signs with the real keys. */
export async function approve(frame: ScriptedFrame) {
  const request = frame.requests.filter((r) => r.type === 'RPC_REQUEST').at(-1)!;
  const { method, params } = request.params as { method: string; params: unknown };
  if (method === 'personal_sign') {
    const [message] = params as [Hex];
    return frame.reply(request, { result: { result: await evm.signMessage({ message: { raw: message } }) } });
  }
  if (method === 'solana_signMessage') {
    const { message } = params as { message: string };
    return frame.reply(request, {
      result: { result: { signature: base58.encode(ed25519.sign(base58.decode(message), solanaSecret)) } },
    });
  }
  throw new Error(`not scripted: ${method}`);
}

export const waitFor = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};
export const frameShown = () =>
  document.querySelector<HTMLElement>('[data-walletdock-frame]')?.style.visibility === 'visible';
export const held = (frame: ScriptedFrame, method: string) => () =>
  frame.requests.some((r) => r.type === 'RPC_REQUEST' && (r.params as { method: string }).method === method);

/** Mounts an instance and logs in by email: the frame loads on demand, the code connects both namespaces. */
export async function loggedIn(storage?: KeyValueStorage) {
  const dock = newDock(storage);
  await dock.mount();
  const controller = embeddedController(dock);
  const frame = await frameOf();
  const c = await controller;
  expect(await c.connectEmail({ email })).toEqual({ action: 'VERIFY_OTP' });
  await c.verifyOtp({ otp: '123456' });
  return { dock, frame, c };
}
