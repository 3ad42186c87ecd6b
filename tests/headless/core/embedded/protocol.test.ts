import { describe, expect, it } from 'vitest';
import {
  createFrameEvent,
  createFrameRequest,
  frameFailure,
  frameSuccess,
  parseFrameMessage,
  parseFrameRequest,
  replyResult,
  FRAME_PROTOCOL,
  FRAME_PROTOCOL_VERSION,
} from '../../../../headless/core/embedded/protocol';
import { frameRequests, type FrameUser } from '../../../../headless/core/embedded/messages';

const user: FrameUser = {
  email: 'ada@example.com',
  address: '0x1111111111111111111111111111111111111111',
  chainId: 'eip155:33322',
  accounts: [{ namespace: 'eip155', address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  preferredAccountType: 'eoa',
};
const envelope = (extra: Record<string, unknown>) => ({
  protocol: FRAME_PROTOCOL,
  version: FRAME_PROTOCOL_VERSION,
  id: 'abcdef12-3456',
  ...extra,
});

describe('frame protocol: requests', () => {
  it('gives every request a fresh random id and parses it back on the frame side', () => {
    const a = createFrameRequest('CONNECT_EMAIL', { email: 'ada@example.com' });
    const b = createFrameRequest('CONNECT_EMAIL', { email: 'ada@example.com' });
    expect(a.id).not.toBe(b.id);
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(parseFrameRequest(JSON.parse(JSON.stringify(a)))).toEqual({ ok: true, request: a });
  });

  it('refuses to build a request that breaks the field rules, naming the field', () => {
    expect(() => createFrameRequest('CONNECT_EMAIL', { email: 'not-an-email' })).toThrow(/email/);
    expect(() => createFrameRequest('CONNECT_OTP', { otp: '12345' })).toThrow(/otp/);
    expect(() => createFrameRequest('CONNECT_SOCIAL', { provider: 'myspace' as 'x' })).toThrow(/provider/);
    expect(() => createFrameRequest('SYNC_THEME', { themeMode: 'blue' as 'dark' })).toThrow(/themeMode/);
    expect(() => createFrameRequest('SET_PREFERRED_ACCOUNT', { type: 'payment' as 'eoa' })).toThrow(/type/);
  });

  it('has a request for every app-to-frame event of the frame protocol', () => {
    expect(Object.keys(frameRequests).sort()).toEqual([
      'CONNECT_DEVICE',
      'CONNECT_EMAIL',
      'CONNECT_FARCASTER',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_CHAIN_ID',
      'GET_FARCASTER_URI',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'GET_USER',
      'INIT_SMART_ACCOUNT',
      'IS_CONNECTED',
      'RELOAD',
      'RPC_REQUEST',
      'SET_PREFERRED_ACCOUNT',
      'SIGN_OUT',
      'SWITCH_NETWORK',
      'SYNC_DAPP_DATA',
      'SYNC_THEME',
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
    ]);
  });

  it('ignores anything that is not an envelope of the protocol', () => {
    for (const data of [
      null,
      'CONNECT_EMAIL',
      42,
      {},
      { type: 'CONNECT_EMAIL', id: 'abcdef12', params: {} },
      envelope({ protocol: 'other' }),
      envelope({ version: 2, type: 'IS_CONNECTED' }),
      envelope({ id: 'x', type: 'IS_CONNECTED' }),
      envelope({ type: 'IS_CONNECTED', extra: 1 }),
    ]) {
      expect(parseFrameRequest(data)).toBeNull();
    }
  });

  it('answers an unknown type or bad params with the id to reply to and the reason', () => {
    expect(parseFrameRequest(envelope({ type: 'STEAL_KEYS', params: {} }))).toEqual({
      ok: false,
      id: 'abcdef12-3456',
      type: undefined,
      error: { message: 'Unknown request STEAL_KEYS' },
    });
    const bad = parseFrameRequest(envelope({ type: 'CONNECT_EMAIL', params: { email: 'nope' } }));
    expect(bad).toMatchObject({
      ok: false,
      type: 'CONNECT_EMAIL',
      error: { message: expect.stringMatching(/^email: /) },
    });
    const extra = parseFrameRequest(envelope({ type: 'SIGN_OUT', params: { everywhere: true } }));
    expect(extra).toMatchObject({ ok: false, type: 'SIGN_OUT' });
  });

  it('takes app data from a newer app: a field it does not know is dropped, the rest applies', () => {
    const app = {
      metadata: { name: 'Newer app', description: '', url: 'https://app.example', icons: [] },
      sdkVersion: '9.0.0',
      sdkType: 'walletdock',
      locale: 'fr',
    };
    const parsed = parseFrameRequest(
      envelope({ type: 'SYNC_DAPP_DATA', params: { ...app, featureOfTomorrow: { on: true } } }),
    );
    expect(parsed).toMatchObject({ ok: true, request: { type: 'SYNC_DAPP_DATA' } });
    expect(parsed?.ok && parsed.request.params).toEqual(app);
  });

  it('accepts each email connect and update action and nothing else', () => {
    const check = (action: string) =>
      parseFrameMessage(envelope({ type: 'CONNECT_EMAIL_SUCCESS', result: { action } }));
    for (const action of ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
      expect(check(action)).toMatchObject({ kind: 'reply', ok: true });
    expect(check('VERIFY_PRIMARY_OTP')).toMatchObject({ kind: 'invalid', id: 'abcdef12-3456' });
    const update = (action: string) =>
      parseFrameMessage(envelope({ type: 'UPDATE_EMAIL_SUCCESS', result: { action } }));
    for (const action of ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])
      expect(update(action)).toMatchObject({ ok: true });
    expect(update('CONNECT')).toMatchObject({ kind: 'invalid' });
  });
});

describe('frame protocol: RPC requests', () => {
  const rpc = (method: string, params?: unknown, chainId = 'eip155:33322') =>
    parseFrameRequest(envelope({ type: 'RPC_REQUEST', params: { chainId, method, params } }));

  it('accepts only listed Ethereum and Solana methods ("Requested RPC call is not allowed", code 4200)', () => {
    expect(rpc('eth_getBalance', ['0x1111111111111111111111111111111111111111', 'latest'])).toMatchObject({ ok: true });
    expect(rpc('getBalance', ['So11111111111111111111111111111111111111112'], 'solana:devnet')).toMatchObject({
      ok: true,
    });
    for (const [method, chain] of [
      ['eth_sign', 'eip155:1'],
      ['debug_traceTransaction', 'eip155:1'],
      ['personal_sign', 'solana:devnet'],
      ['getBalance', 'eip155:1'],
    ] as const) {
      expect(rpc(method, [], chain)).toEqual({
        ok: false,
        id: 'abcdef12-3456',
        type: 'RPC_REQUEST',
        error: { message: 'Requested RPC call is not allowed', rpcCode: 4200 },
      });
    }
    expect(rpc('eth_call', [], 'bip122:000000000019d6689c085ae165831e93')).toMatchObject({ ok: false });
  });

  it('checks the params of a not-safe method (code -32602)', () => {
    expect(rpc('personal_sign', ['0x68656c6c6f', '0x1111111111111111111111111111111111111111'])).toMatchObject({
      ok: true,
    });
    expect(rpc('personal_sign', ['0x1111111111111111111111111111111111111111'])).toMatchObject({
      ok: false,
      error: { rpcCode: -32602 },
    });
    expect(
      rpc('eth_sendTransaction', [{ to: '0x2222222222222222222222222222222222222222', value: '0xde0b6b3a7640000' }]),
    ).toMatchObject({ ok: true });
    expect(rpc('eth_sendTransaction', [{ to: '0x2222', value: '1' }])).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('eth_sendTransaction') },
    });
    const typed = {
      types: { Mail: [{ name: 'a', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'x' },
      message: { a: 'b' },
    };
    expect(
      rpc('eth_signTypedData_v4', ['0x1111111111111111111111111111111111111111', JSON.stringify(typed)]),
    ).toMatchObject({ ok: true });
    expect(
      rpc('eth_signTypedData_v4', ['0x1111111111111111111111111111111111111111', '{"not":"typed"}']),
    ).toMatchObject({ ok: false });
    expect(
      rpc(
        'solana_signMessage',
        { message: '3yZe7d', pubkey: 'So11111111111111111111111111111111111111112' },
        'solana:devnet',
      ),
    ).toMatchObject({ ok: true });
    expect(rpc('solana_signTransaction', { transaction: 'not base64!' }, 'solana:devnet')).toMatchObject({ ok: false });
  });

  it('wallet_sendCalls: every target and data starts with 0x', () => {
    const calls = (c: unknown[]) => rpc('wallet_sendCalls', [{ version: '2.0.0', calls: c }]);
    expect(
      calls([{ to: '0x2222222222222222222222222222222222222222', data: '0xa9059cbb', value: '0x0' }]),
    ).toMatchObject({ ok: true });
    expect(calls([{ to: '2222222222222222222222222222222222222222' }])).toMatchObject({ ok: false });
    expect(calls([{ to: '0x2222222222222222222222222222222222222222', data: 'a9059cbb' }])).toMatchObject({
      ok: false,
    });
    expect(calls([])).toMatchObject({ ok: false });
  });
});

describe('frame protocol: replies and events', () => {
  it('matches a reply to its request by id and type, with its result checked', () => {
    const request = createFrameRequest('GET_USER', { chainId: 'eip155:33322' });
    const reply = parseFrameMessage(JSON.parse(JSON.stringify(frameSuccess(request, user))))!;
    expect(replyResult(request, reply)).toEqual(user);
    const other = createFrameRequest('GET_USER', {});
    expect(() => replyResult(other, reply)).toThrow('Reply does not match the request');
  });

  it('turns an error reply into a thrown error with the frame message and RPC code', () => {
    const request = createFrameRequest('RPC_REQUEST', {
      chainId: 'eip155:1',
      method: 'personal_sign',
      params: ['0x00', '0x1111111111111111111111111111111111111111'],
    });
    const reply = parseFrameMessage(frameFailure(request, { message: 'User rejected the request', rpcCode: 4001 }))!;
    expect(reply).toMatchObject({ kind: 'reply', ok: false, type: 'RPC_REQUEST' });
    expect(() => replyResult(request, reply)).toThrow(
      expect.objectContaining({ message: 'User rejected the request', rpcCode: 4001 }),
    );
  });

  it('refuses a success reply whose result breaks its shape, keeping the id so the request fails at once', () => {
    expect(parseFrameMessage(envelope({ type: 'GET_USER_SUCCESS', result: { address: 1 } }))).toMatchObject({
      kind: 'invalid',
      id: 'abcdef12-3456',
    });
    expect(parseFrameMessage(envelope({ type: 'NOPE_SUCCESS', result: {} }))).toMatchObject({ kind: 'invalid' });
    expect(() =>
      frameSuccess({ id: 'abcdef12-3456', type: 'IS_CONNECTED' }, { isConnected: 'yes' } as never),
    ).toThrow();
  });

  it('sends and parses frame ready and session update events', () => {
    expect(parseFrameMessage(createFrameEvent('FRAME_READY', { version: 1 }))).toEqual({
      kind: 'event',
      type: 'FRAME_READY',
      payload: { version: 1 },
    });
    expect(parseFrameMessage(createFrameEvent('SESSION_UPDATE', { user }))).toMatchObject({
      kind: 'event',
      type: 'SESSION_UPDATE',
      payload: { user },
    });
    expect(parseFrameMessage(createFrameEvent('SESSION_UPDATE', { user: null }))).toMatchObject({
      payload: { user: null },
    });
    const { id: _, ...noId } = envelope({});
    expect(parseFrameMessage({ ...noId, type: 'SESSION_UPDATE', payload: { user: { address: 5 } } })).toMatchObject({
      kind: 'invalid',
    });
    expect(parseFrameMessage({ hello: 'world' })).toBeNull();
  });
});
