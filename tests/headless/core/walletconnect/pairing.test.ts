// Pairing state rules (pairing status, pairing expiry) with a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectMethod,
  initialPairingState,
  isPairingExpired,
  pairingReducer,
  shouldPrefetchPairing,
} from '../../../../headless/core/walletconnect/pairing';
import {
  createPairingController,
  createPairingPersistence,
  WC_DEEPLINK_KEY,
  type WcConnectSuccessEvent,
} from '../../../../headless/core/walletconnect/pairing-controller';
import { createStorage, memoryStorage } from '../../../../headless/core/model/storage';

const T0 = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;

describe('shouldPrefetchPairing', () => {
  it('starts a pairing before the tap only on a phone with WalletConnect and none under way', () => {
    expect(shouldPrefetchPairing({ isMobile: true, walletConnect: true, status: 'disconnected' })).toBe(true);
    expect(shouldPrefetchPairing({ isMobile: false, walletConnect: true, status: 'disconnected' })).toBe(false);
    expect(shouldPrefetchPairing({ isMobile: true, walletConnect: false, status: 'disconnected' })).toBe(false);
    expect(shouldPrefetchPairing({ isMobile: true, walletConnect: true, status: 'connecting' })).toBe(false);
    expect(shouldPrefetchPairing({ isMobile: true, walletConnect: true, status: 'connected' })).toBe(false);
  });
});

describe('pairingReducer', () => {
  it('goes disconnected -> connecting -> connected and sets a 4 minute expiry with the URI', () => {
    let s = pairingReducer(initialPairingState, { type: 'connecting' });
    expect(s.status).toBe('connecting');
    s = pairingReducer(s, { type: 'uri', uri: 'wc:abc@2', now: T0 });
    expect(s).toMatchObject({ status: 'connecting', wcUri: 'wc:abc@2', wcPairingExpiry: T0 + 4 * MINUTE });
    s = pairingReducer(s, { type: 'connected', connection: { topic: 't1', accounts: ['eip155:1:0xabc'] } });
    expect(s).toMatchObject({ status: 'connected', wcUri: undefined, wcPairingExpiry: undefined });
    expect(s.connections.map((c) => c.topic)).toEqual(['t1']);
  });

  it('reset clears uri, expiry, linking and recent wallet', () => {
    let s = pairingReducer(initialPairingState, { type: 'uri', uri: 'wc:x@2', now: T0 });
    s = pairingReducer(s, { type: 'linking', linking: { name: 'W', href: 'w://' } });
    s = pairingReducer(s, { type: 'recentWallet', wallet: { id: 'w', name: 'W' } });
    s = pairingReducer(s, { type: 'error' });
    const r = pairingReducer(s, { type: 'reset' });
    expect(r).toMatchObject({
      status: 'disconnected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      wcError: false,
    });
  });

  it('a disconnect of the last session resets; of one of two keeps the other', () => {
    let s = pairingReducer(initialPairingState, { type: 'connected', connection: { topic: 'a', accounts: [] } });
    s = pairingReducer(s, { type: 'connected', connection: { topic: 'b', accounts: [] } });
    s = pairingReducer(s, { type: 'disconnected', topic: 'a' });
    expect(s.status).toBe('connected');
    expect(s.connections.map((c) => c.topic)).toEqual(['b']);
    s = pairingReducer(s, { type: 'disconnected', topic: 'b' });
    expect(s.status).toBe('disconnected');
    expect(s.connections).toEqual([]);
  });

  it('counts a pairing expired when 10 s or less remain', () => {
    const expiry = T0 + 4 * MINUTE;
    expect(isPairingExpired(expiry, expiry - 10_001)).toBe(false);
    expect(isPairingExpired(expiry, expiry - 10_000)).toBe(true);
    expect(isPairingExpired(expiry, expiry + 1)).toBe(true);
    expect(isPairingExpired(undefined, T0)).toBe(true);
  });

  it('names the connect method mobile when a deep link exists, else qrcode', () => {
    expect(connectMethod({ wcLinking: { name: 'W', href: 'w://' } })).toBe('mobile');
    expect(connectMethod({ wcLinking: undefined })).toBe('qrcode');
  });
});

describe('createPairingController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('replaces the URI with a fresh one when 10 s remain, without user action', async () => {
    let n = 0;
    const controller = createPairingController({ refresh: () => controller.setUri(`wc:fresh${++n}@2`) });
    controller.dispatch({ type: 'connecting' });
    controller.setUri('wc:first@2');
    await vi.advanceTimersByTimeAsync(4 * MINUTE - 10_001);
    expect(controller.store.getState().wcUri).toBe('wc:first@2');
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.store.getState()).toMatchObject({
      wcUri: 'wc:fresh1@2',
      wcPairingExpiry: T0 + 4 * MINUTE - 10_000 + 4 * MINUTE,
    });
    await vi.advanceTimersByTimeAsync(4 * MINUTE - 10_000);
    expect(controller.store.getState().wcUri).toBe('wc:fresh2@2');
    controller.dispose();
  });

  it('does not refresh once connected or reset', async () => {
    const refresh = vi.fn();
    const controller = createPairingController({ refresh });
    controller.setUri('wc:a@2');
    controller.connected({ topic: 't', accounts: [] });
    controller.setUri('wc:b@2');
    controller.dispatch({ type: 'reset' });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('marks wcError when the refresh fails', async () => {
    const onError = vi.fn();
    const controller = createPairingController({ refresh: () => Promise.reject(new Error('relay down')), onError });
    controller.setUri('wc:a@2');
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    expect(controller.store.getState().wcError).toBe(true);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('after a connect saves deep link and recent wallet and tracks CONNECT_SUCCESS (mobile / qrcode)', async () => {
    const backend = memoryStorage();
    const storage = await createStorage(backend).load();
    const events: WcConnectSuccessEvent[] = [];
    const persistence = createPairingPersistence(storage, backend);
    const controller = createPairingController({ refresh: () => undefined, persistence, track: (e) => events.push(e) });
    controller.dispatch({ type: 'recentWallet', wallet: { id: 'rainbow', name: 'Rainbow' } });
    controller.dispatch({ type: 'linking', linking: { name: 'Rainbow', href: 'rainbow://' } });
    controller.setUri('wc:a@2');
    controller.connected({ topic: 't', accounts: ['eip155:1:0x1'] });
    expect(persistence.loadDeepLink()).toEqual({ name: 'Rainbow', href: 'rainbow://' });
    expect(storage.get('recentWallets')?.map((w) => w.id)).toEqual(['rainbow']);
    expect(events).toEqual([{ event: 'CONNECT_SUCCESS', properties: { method: 'mobile', name: 'Rainbow' } }]);

    controller.dispatch({ type: 'reset' });
    controller.setUri('wc:b@2');
    controller.connected({ topic: 'u', accounts: [], walletName: 'Desk' });
    expect(events[1]).toEqual({ event: 'CONNECT_SUCCESS', properties: { method: 'qrcode', name: 'Desk' } });
    expect(backend.getItem(WC_DEEPLINK_KEY)).toBeNull();
  });

  it('reads a corrupt saved deep link as absent', () => {
    const backend = memoryStorage();
    backend.setItem(WC_DEEPLINK_KEY, '{"name":1}');
    expect(createPairingPersistence(createStorage(backend), backend).loadDeepLink()).toBeUndefined();
  });
});
