// @vitest-environment jsdom
// The frame manager against a scripted frame (scripted-frame.ts): it listens only to the frame's own window at the
// frame's origin, counts the frame ready 500 ms after FRAME_READY, matches every reply to its request by its random
// id, and raises the load (20 s) and request (30 s) alerts; destroying it aborts what is pending.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameManager, type FrameManager } from '../../../../headless/core/embedded/manager';
import { MOVED_FRAME_INPUT_GUARD_MS } from '../../../../headless/core/embedded/frame-element';
import {
  createFrameEvent,
  frameSuccess,
  FRAME_PROTOCOL,
  FRAME_PROTOCOL_VERSION,
} from '../../../../headless/core/embedded/protocol';
import type { FrameUser } from '../../../../headless/core/embedded/messages';
import { scriptedFrame, type ScriptedFrame } from './scripted-frame';

const FRAME_URL = 'https://wallet.example.test/';
const ORIGIN = 'https://wallet.example.test';
const user: FrameUser = {
  email: 'ada@example.com',
  address: '0x1111111111111111111111111111111111111111',
  chainId: 'eip155:33322',
  accounts: [{ namespace: 'eip155', address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  preferredAccountType: 'eoa',
};

let manager: FrameManager;
let frame: ScriptedFrame;
let alerts: string[];
let sessions: unknown[];
let unknown: string[];

/** A promise's state after the pending microtasks ran. */
async function state(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  let s: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (s = 'resolved'),
    () => (s = 'rejected'),
  );
  await vi.advanceTimersByTimeAsync(0);
  return s;
}

beforeEach(async () => {
  vi.useFakeTimers();
  alerts = [];
  sessions = [];
  unknown = [];
  manager = createFrameManager({
    frameUrl: FRAME_URL,
    onAlert: (alert, error) => alerts.push(`${alert}: ${error.message}`),
    onSessionUpdate: (payload) => sessions.push(payload.user),
    onUnknown: (reason) => unknown.push(reason),
  });
  frame = await scriptedFrame(ORIGIN);
});

afterEach(() => {
  manager.destroy();
  vi.useRealTimers();
});

describe('frame manager: the frame and its readiness', () => {
  it('puts one hidden frame on the page, shown only when asked and once its box has been still for 500 ms', async () => {
    const container = document.querySelector<HTMLElement>('[data-walletdock-frame]')!;
    expect(document.querySelectorAll('[data-walletdock-frame] iframe')).toHaveLength(1);
    expect(frame.iframe.src).toBe(FRAME_URL);
    expect(container.style.visibility).toBe('hidden');
    const asked = performance.now();
    manager.element.setVisible(true);
    // Placed, but neither seen nor clickable while Chromium would still drop a click on a frame that just moved.
    expect(Number(container.style.width.replace('px', ''))).toBeGreaterThan(0);
    expect([container.style.visibility, container.style.pointerEvents]).toEqual(['hidden', 'none']);
    await vi.waitFor(() => expect(container.style.visibility).toBe('visible'), { timeout: 2_000, interval: 20 });
    expect(performance.now() - asked).toBeGreaterThanOrEqual(MOVED_FRAME_INPUT_GUARD_MS);
    expect(container.style.pointerEvents).toBe('auto');
    expect(Number(container.style.width.replace('px', ''))).toBeGreaterThan(0);
    manager.element.setVisible(false);
    expect(container.style.visibility).toBe('hidden');
  });

  it('is ready 500 ms after FRAME_READY, and requests wait for it', async () => {
    const reply = manager.request('IS_CONNECTED', {});
    frame.on('IS_CONNECTED', () => ({ result: { isConnected: false } }));
    frame.event('FRAME_READY', { version: 1 });
    await vi.advanceTimersByTimeAsync(499);
    expect(frame.requests).toHaveLength(0);
    expect(await state(manager.ready())).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await state(manager.ready())).toBe('resolved');
    await expect(reply).resolves.toEqual({ isConnected: false });
  });

  it("reload(): RELOAD, then the reloaded frame's FRAME_READY aborts what the old page held; requests wait 500 ms for the new one", async () => {
    frame.on('GET_FARCASTER_URI', () => ({ result: { url: 'https://relay.example.test/~/siwf?channelToken=t' } }));
    frame.on('CONNECT_FARCASTER', () => 'hold');
    frame.on('RELOAD', () => ({ result: {} }));
    frame.on('IS_CONNECTED', () => ({ result: { isConnected: false } }));
    frame.event('FRAME_READY', { version: 1 });
    await vi.advanceTimersByTimeAsync(500);
    await expect(manager.request('GET_FARCASTER_URI', {})).resolves.toEqual({
      url: 'https://relay.example.test/~/siwf?channelToken=t',
    });
    const waiting = manager.request('CONNECT_FARCASTER', {});
    await vi.advanceTimersByTimeAsync(0);
    manager.reload();
    await vi.advanceTimersByTimeAsync(0);
    expect(frame.requests.map((r) => r.type)).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER', 'RELOAD']);
    // The page reloads: its new FRAME_READY. The wait the old page held can never be answered.
    frame.event('FRAME_READY', { version: 1 });
    await expect(waiting).rejects.toMatchObject({ message: 'Something went wrong' });
    const after = manager.request('IS_CONNECTED', {});
    await vi.advanceTimersByTimeAsync(499);
    expect(frame.requests.map((r) => r.type)).not.toContain('IS_CONNECTED');
    await vi.advanceTimersByTimeAsync(1);
    await expect(after).resolves.toEqual({ isConnected: false });
  });

  it('a frame that never reports ready fails after 20 s: IFRAME_LOAD_FAILED, and the waiting requests with it', async () => {
    const reply = manager.request('GET_USER', {});
    reply.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(alerts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(alerts).toEqual(['IFRAME_LOAD_FAILED: Network Error - Could not load embedded wallet']);
    await expect(reply).rejects.toMatchObject({
      code: 'IFRAME_LOAD_FAILED',
      message: 'Network Error - Could not load embedded wallet',
    });
    expect(frame.requests).toHaveLength(0);
  });
});

describe('frame manager: who it listens to', () => {
  it("ignores every message not sent by the frame's own window at the frame's origin", async () => {
    const other = document.createElement('iframe');
    document.body.append(other);
    const ready = createFrameEvent('FRAME_READY', { version: 1 });
    const update = createFrameEvent('SESSION_UPDATE', { user });
    // Right window, wrong origin; right origin, another window; right origin, no window; the page itself.
    for (const options of [
      { origin: 'https://evil.example.test' },
      { source: other.contentWindow },
      { source: null },
      { source: window },
    ]) {
      frame.post(ready, options);
      frame.post(update, options);
    }
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await state(manager.ready())).toBe('pending');
    expect(sessions).toEqual([]);
    // Not a protocol envelope, from the frame: ignored too.
    frame.post({ type: 'FRAME_READY' });
    frame.post('FRAME_READY');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await state(manager.ready())).toBe('pending');
    frame.post(ready);
    frame.post(update);
    await vi.advanceTimersByTimeAsync(500);
    expect(await state(manager.ready())).toBe('resolved');
    expect(sessions).toEqual([user]);
  });

  it("posts requests to the frame's origin only (a different origin would throw in the scripted frame)", async () => {
    frame.on('GET_CHAIN_ID', () => ({ result: { chainId: 'eip155:33322' } }));
    frame.event('FRAME_READY', { version: 1 });
    await vi.advanceTimersByTimeAsync(500);
    await expect(manager.request('GET_CHAIN_ID', {})).resolves.toEqual({ chainId: 'eip155:33322' });
  });

  it("a forged reply from another origin does not settle a request, the frame's own does", async () => {
    frame.on('GET_USER', () => 'hold');
    frame.event('FRAME_READY', { version: 1 });
    await vi.advanceTimersByTimeAsync(500);
    const reply = manager.request('GET_USER', {});
    await vi.advanceTimersByTimeAsync(0);
    const request = frame.requests.at(-1)!;
    frame.post(
      frameSuccess(request as never, { ...user, address: '0x2222222222222222222222222222222222222222' } as never),
      { origin: 'https://evil.example.test' },
    );
    expect(await state(reply)).toBe('pending');
    frame.reply(request, { result: user });
    await expect(reply).resolves.toEqual(user);
  });
});

describe('frame manager: requests and replies', () => {
  beforeEach(async () => {
    frame.event('FRAME_READY', { version: 1 });
    await vi.advanceTimersByTimeAsync(500);
  });

  it('gives each request a random id and settles each by the reply with its id, in any order', async () => {
    frame.on('SWITCH_NETWORK', () => 'hold');
    const a = manager.request('SWITCH_NETWORK', { chainId: 'eip155:1' });
    const b = manager.request('SWITCH_NETWORK', { chainId: 'eip155:10' });
    await vi.advanceTimersByTimeAsync(0);
    const [ra, rb] = frame.requests;
    expect(ra!.id).not.toBe(rb!.id);
    expect(ra!.id).toMatch(/^[0-9a-f-]{36}$/);
    // A reply with an id nobody asked for changes nothing.
    frame.post({
      protocol: FRAME_PROTOCOL,
      version: FRAME_PROTOCOL_VERSION,
      id: 'ffffffff-0000-4000-8000-000000000000',
      type: 'SWITCH_NETWORK_SUCCESS',
      result: { chainId: 'eip155:5' },
    });
    frame.reply(rb!, { result: { chainId: 'eip155:10' } });
    frame.reply(ra!, { result: { chainId: 'eip155:1' } });
    await expect(a).resolves.toEqual({ chainId: 'eip155:1' });
    await expect(b).resolves.toEqual({ chainId: 'eip155:10' });
  });

  it("rejects with the frame's error and its wallet RPC code", async () => {
    frame.on('RPC_REQUEST', () => ({ error: { message: 'User rejected the request.', rpcCode: 4001 } }));
    const reply = manager.request('RPC_REQUEST', {
      chainId: 'eip155:33322',
      method: 'personal_sign',
      params: ['0x68', user.address],
    });
    await expect(reply).rejects.toMatchObject({
      message: 'User rejected the request.',
      rpcCode: 4001,
      code: 'FRAME_REQUEST_FAILED',
    });
  });

  it('a reply whose result breaks its shape fails the request; a request the frame does not know is reported', async () => {
    frame.on('GET_USER', (_params, request) => {
      frame.post({
        protocol: FRAME_PROTOCOL,
        version: FRAME_PROTOCOL_VERSION,
        id: request.id,
        type: 'GET_USER_SUCCESS',
        result: { address: 42 },
      });
      return 'hold';
    });
    await expect(manager.request('GET_USER', {})).rejects.toMatchObject({
      message: 'An error occurred',
      code: 'FRAME_REQUEST_FAILED',
    });
    expect(unknown).toHaveLength(1);
    frame.on('IS_CONNECTED', (_params, request) => {
      frame.post({
        protocol: FRAME_PROTOCOL,
        version: FRAME_PROTOCOL_VERSION,
        id: request.id,
        type: '_ERROR',
        error: { message: 'Unknown request IS_CONNECTED' },
      });
      return 'hold';
    });
    await expect(manager.request('IS_CONNECTED', {})).rejects.toMatchObject({
      message: 'Unknown request IS_CONNECTED',
    });
    expect(unknown).toEqual([expect.any(String), 'Unknown request IS_CONNECTED']);
  });

  it('the email, device, code and social logins time out after 30 s (IFRAME_REQUEST_TIMEOUT); other requests wait', async () => {
    for (const type of ['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_USER'] as const)
      frame.on(type, () => 'hold');
    const email = manager.request('CONNECT_EMAIL', { email: 'ada@example.com' });
    const device = manager.request('CONNECT_DEVICE', {});
    const otp = manager.request('CONNECT_OTP', { otp: '123456' });
    const social = manager.request('CONNECT_SOCIAL', { provider: 'google' });
    const getUser = manager.request('GET_USER', {});
    for (const p of [email, device, otp, social]) p.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(await state(email)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    for (const p of [email, device, otp, social])
      await expect(p).rejects.toMatchObject({
        code: 'IFRAME_REQUEST_TIMEOUT',
        message: 'Embedded Wallet Request Timed Out',
      });
    expect(alerts).toEqual(Array(4).fill('IFRAME_REQUEST_TIMEOUT: Embedded Wallet Request Timed Out'));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(await state(getUser)).toBe('pending');
    // A late reply to a timed-out request changes nothing.
    frame.reply(frame.requests[0]!, { result: { action: 'VERIFY_OTP' } });
    await expect(email).rejects.toMatchObject({ code: 'IFRAME_REQUEST_TIMEOUT' });
  });

  it('a request with bad parameters never leaves the page', async () => {
    await expect(manager.request('CONNECT_EMAIL', { email: 'nope' })).rejects.toThrow(/email/);
    await expect(
      manager.request('RPC_REQUEST', { chainId: 'eip155:1', method: 'eth_sign', params: [] }),
    ).rejects.toThrow('Requested RPC call is not allowed');
    expect(frame.requests).toHaveLength(0);
  });

  it('destroying aborts what is pending: RPC requests "Request was aborted", the others "Something went wrong"; the frame is removed', async () => {
    frame.on('RPC_REQUEST', () => 'hold');
    frame.on('GET_USER', () => 'hold');
    const rpc = manager.request('RPC_REQUEST', { chainId: 'eip155:33322', method: 'eth_chainId' });
    const getUser = manager.request('GET_USER', {});
    await vi.advanceTimersByTimeAsync(0);
    manager.destroy();
    await expect(rpc).rejects.toMatchObject({ message: 'Request was aborted' });
    await expect(getUser).rejects.toMatchObject({ message: 'Something went wrong' });
    expect(document.querySelector('[data-walletdock-frame]')).toBeNull();
    await expect(manager.request('IS_CONNECTED', {})).rejects.toBeDefined();
  });
});
