// The default `siwx` option over a KeyValueStorage, the legacy siweConfig mapping and the conflict rule.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recoverMessageAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import {
  createSiwxMessage,
  WalletDockError,
  memoryStorage,
  type KeyValueStorage,
  type SIWEConfig,
  type SIWXConfig,
  type SIWXSession,
  type SiwxChainId,
} from 'walletdock';
import { SIWX_STORAGE_KEY, checkSiwxSession, parseSiwxMessage, createDefaultSiwx } from 'walletdock/siwx';
import { resolveSiwx, siweConfigToSiwx } from '../../../../headless/core/siwx/legacy';

const DOMAIN = 'app.example.com';
const URI = 'https://app.example.com/';

async function signIn(
  siwx: SIWXConfig,
  account: PrivateKeyAccount,
  chainId: SiwxChainId = 'eip155:33322',
): Promise<SIWXSession> {
  const { data, message } = await siwx.createMessage({ accountAddress: account.address, chainId });
  const session = { data, message, signature: await account.signMessage({ message }) };
  await siwx.addSession(session);
  return session;
}

const stored = (storage: KeyValueStorage): SIWXSession[] => JSON.parse(storage.getItem(SIWX_STORAGE_KEY) ?? '[]');

afterEach(() => {
  vi.useRealTimers();
});

describe('createDefaultSiwx', () => {
  it('builds EIP-4361 messages with the configured domain, a fresh nonce and a 7-day expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T06:00:00.000Z'));
    const siwx = createDefaultSiwx({ storage: memoryStorage(), domain: DOMAIN, uri: URI, statement: 'Welcome back' });
    const account = privateKeyToAccount(generatePrivateKey());
    const a = await siwx.createMessage({ accountAddress: account.address.toLowerCase(), chainId: 'eip155:33322' });
    const b = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:33322' });
    expect(a.data).toMatchObject({
      accountAddress: account.address,
      domain: DOMAIN,
      uri: URI,
      version: '1',
      statement: 'Welcome back',
      issuedAt: '2026-11-21T06:00:00.000Z',
      expirationTime: '2026-11-28T06:00:00.000Z',
    });
    expect(a.data.nonce).toMatch(/^[a-zA-Z0-9]{22}$/);
    expect(a.data.nonce).not.toBe(b.data.nonce);
    expect(a.message).toContain(`${DOMAIN} wants you to sign in with your Ethereum account:\n${account.address}`);
  });

  it('uses a host-supplied (server) nonce when given one', async () => {
    const getNonce = vi.fn(async () => 'ServerIssued12345');
    const siwx = createDefaultSiwx({ storage: memoryStorage(), domain: DOMAIN, uri: URI, getNonce });
    const account = privateKeyToAccount(generatePrivateKey());
    const { data } = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' });
    expect(data.nonce).toBe('ServerIssued12345');
    expect(getNonce).toHaveBeenCalledWith({ accountAddress: account.address, chainId: 'eip155:1' });
  });

  it('needs a domain and uri outside a browser', async () => {
    const siwx = createDefaultSiwx({ storage: memoryStorage() });
    await expect(
      siwx.createMessage({ accountAddress: privateKeyToAccount(generatePrivateKey()).address, chainId: 'eip155:1' }),
    ).rejects.toMatchObject({
      code: 'NOT_CONFIGURED',
    });
  });

  it('stores a verified session that survives a reload; refuses an unverifiable one', async () => {
    const storage = memoryStorage();
    const siwx = createDefaultSiwx({ storage, domain: DOMAIN, uri: URI });
    const account = privateKeyToAccount(generatePrivateKey());
    const session = await signIn(siwx, account);
    expect(await siwx.getSessions('eip155:33322', account.address.toLowerCase())).toEqual([session]);

    const reloaded = createDefaultSiwx({ storage, domain: DOMAIN, uri: URI });
    expect(await reloaded.getSessions('eip155:33322', account.address)).toEqual([session]);
    expect(await reloaded.getSessions('eip155:1', account.address)).toEqual([]);

    const other = privateKeyToAccount(generatePrivateKey());
    const { data, message } = await siwx.createMessage({ accountAddress: other.address, chainId: 'eip155:33322' });
    const wrong = { data, message, signature: await account.signMessage({ message }) };
    await expect(siwx.addSession(wrong)).rejects.toThrow('Invalid sign-in session: invalid-signature');
    expect(stored(storage)).toHaveLength(1);
  });

  it('revokeSession removes exactly its chain and address pair', async () => {
    const storage = memoryStorage();
    const siwx = createDefaultSiwx({ storage, domain: DOMAIN, uri: URI });
    const a = privateKeyToAccount(generatePrivateKey());
    const b = privateKeyToAccount(generatePrivateKey());
    const a1 = await signIn(siwx, a, 'eip155:1');
    await signIn(siwx, a, 'eip155:33322');
    const b2 = await signIn(siwx, b, 'eip155:33322');
    // Re-signing a pair replaces its session instead of piling up.
    const a2 = await signIn(siwx, a, 'eip155:33322');
    expect(stored(storage)).toHaveLength(3);

    await siwx.revokeSession('eip155:33322', a.address.toLowerCase());
    expect(await siwx.getSessions('eip155:33322', a.address)).toEqual([]);
    expect(await siwx.getSessions('eip155:1', a.address)).toEqual([a1]);
    expect(await siwx.getSessions('eip155:33322', b.address)).toEqual([b2]);
    expect(
      stored(storage)
        .map((s) => s.signature)
        .sort(),
    ).toEqual([a1.signature, b2.signature].sort());
    expect(stored(storage).some((s) => s.signature === a2.signature)).toBe(false);

    await siwx.setSessions([]);
    expect(storage.getItem(SIWX_STORAGE_KEY)).toBeNull();
  });

  it('drops expired sessions and keeps not-yet-valid ones out of reads until their time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T06:00:00.000Z'));
    const storage = memoryStorage();
    const siwx = createDefaultSiwx({ storage, domain: DOMAIN, uri: URI, expiresInMs: 60_000 });
    const account = privateKeyToAccount(generatePrivateKey());
    const session = await signIn(siwx, account);
    vi.setSystemTime(new Date('2026-11-21T06:00:59.000Z'));
    expect(await siwx.getSessions('eip155:33322', account.address)).toEqual([session]);
    vi.setSystemTime(new Date('2026-11-21T06:01:00.000Z'));
    expect(await siwx.getSessions('eip155:33322', account.address)).toEqual([]);
    expect(storage.getItem(SIWX_STORAGE_KEY)).toBeNull();

    // A session valid only from 06:10 (written by another tab, say) is not returned before then.
    const later = privateKeyToAccount(generatePrivateKey());
    const { data } = await siwx.createMessage({ accountAddress: later.address, chainId: 'eip155:33322' });
    const future = { ...data, notBefore: '2026-11-21T06:10:00.000Z', expirationTime: '2026-11-21T07:00:00.000Z' };
    const message = createSiwxMessage(future);
    const pending = { data: future, message, signature: await later.signMessage({ message }) };
    await expect(siwx.addSession(pending)).rejects.toThrow('not-yet-valid');
    storage.setItem(SIWX_STORAGE_KEY, JSON.stringify([pending]));
    expect(await siwx.getSessions('eip155:33322', later.address)).toEqual([]);
    expect(stored(storage)).toHaveLength(1);
    vi.setSystemTime(new Date('2026-11-21T06:10:00.000Z'));
    expect(await siwx.getSessions('eip155:33322', later.address)).toEqual([pending]);
  });

  it('verifies on read: a tampered or corrupt stored value is dropped, never trusted', async () => {
    const storage = memoryStorage();
    const siwx = createDefaultSiwx({ storage, domain: DOMAIN, uri: URI });
    const account = privateKeyToAccount(generatePrivateKey());
    const session = await signIn(siwx, account);
    const forgedData = { ...session.data, expirationTime: '2099-01-01T00:00:00.000Z' };
    storage.setItem(
      SIWX_STORAGE_KEY,
      JSON.stringify([{ ...session, data: forgedData, message: createSiwxMessage(forgedData) }]),
    );
    const fresh = createDefaultSiwx({ storage, domain: DOMAIN, uri: URI });
    expect(await fresh.getSessions('eip155:33322', account.address)).toEqual([]);
    expect(storage.getItem(SIWX_STORAGE_KEY)).toBeNull();

    // Same instance that already verified the genuine session: edited data must not reuse that verdict.
    await siwx.addSession(session);
    expect(await siwx.getSessions('eip155:33322', account.address)).toEqual([session]);
    storage.setItem(SIWX_STORAGE_KEY, JSON.stringify([{ ...session, data: { ...session.data, chainId: 'eip155:1' } }]));
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([]);

    storage.setItem(SIWX_STORAGE_KEY, '{not json');
    expect(await fresh.getSessions('eip155:33322', account.address)).toEqual([]);
    storage.setItem(SIWX_STORAGE_KEY, JSON.stringify([{ data: { foo: 1 } }]));
    expect(await fresh.getSessions('eip155:33322', account.address)).toEqual([]);
  });

  it('reports required and signOutOnDisconnect', () => {
    expect(createDefaultSiwx().getRequired?.()).toBe(false);
    expect(createDefaultSiwx({ required: true }).getRequired?.()).toBe(true);
    expect(createDefaultSiwx().signOutOnDisconnect).toBe(true);
    expect(createDefaultSiwx({ signOutOnDisconnect: false }).signOutOnDisconnect).toBe(false);
  });
});

describe('siweConfig (legacy) and the conflict rule', () => {
  const makeSiwe = () => {
    let current: { address: string; chainId: number } | null = null;
    const calls: string[] = [];
    const config: SIWEConfig = {
      getMessageParams: async () => ({ domain: DOMAIN, uri: URI, statement: 'Legacy', expiry: 60_000 }),
      getNonce: async () => 'LegacyNonce123',
      verifyMessage: async ({ message, signature }) => {
        calls.push('verify');
        const data = parseSiwxMessage(message);
        const ok =
          (await recoverMessageAddress({ message, signature: signature as `0x${string}` })) === data.accountAddress;
        if (ok) current = { address: data.accountAddress, chainId: Number(data.chainId.split(':')[1]) };
        return ok;
      },
      getSession: async () => current,
      signOut: async () => {
        calls.push('signOut');
        current = null;
        return true;
      },
    };
    return { config, calls };
  };

  it('throws the spec text when both are set', () => {
    const { config } = makeSiwe();
    expect(() => resolveSiwx({ siwx: createDefaultSiwx(), siweConfig: config })).toThrow(WalletDockError);
    expect(() => resolveSiwx({ siwx: createDefaultSiwx(), siweConfig: config })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    );
    expect(resolveSiwx({})).toBeUndefined();
  });

  it('maps a siweConfig onto siwx: message params, nonce, verify on add, session by pair, sign-out', async () => {
    const { config, calls } = makeSiwe();
    const siwx = resolveSiwx({ siweConfig: config })!;
    expect(siwx.getRequired?.()).toBe(true);
    const account = privateKeyToAccount(generatePrivateKey());
    const session = await signIn(siwx, account, 'eip155:1');
    expect(session.data).toMatchObject({ domain: DOMAIN, uri: URI, nonce: 'LegacyNonce123', statement: 'Legacy' });
    expect(calls).toEqual(['verify']);
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(1);
    expect(await siwx.getSessions('eip155:10', account.address)).toEqual([]);

    await siwx.revokeSession('eip155:10', account.address);
    expect(calls).toEqual(['verify']); // another pair: the legacy session stays
    await siwx.revokeSession('eip155:1', account.address);
    expect(calls).toEqual(['verify', 'signOut']);
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([]);

    const { data, message } = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' });
    await expect(
      siwx.addSession({
        data,
        message,
        signature: await privateKeyToAccount(generatePrivateKey()).signMessage({ message }),
      }),
    ).rejects.toThrow('invalid-signature');
    await expect(
      siweConfigToSiwx(config).createMessage({
        accountAddress: 'abc',
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      }),
    ).rejects.toThrow('Chain is not supported');
  });
});

describe('checkSiwxSession', () => {
  it('names a namespace without a sign-in form unsupported-chain', async () => {
    const data = {
      accountAddress: '5Grw',
      chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' as const,
      domain: DOMAIN,
      uri: URI,
      version: '1',
      nonce: 'abcdefgh1234',
    };
    expect(await checkSiwxSession({ data, message: 'x', signature: 'y' }, { verifiers: {} })).toEqual({
      valid: false,
      reason: 'unsupported-chain',
    });
  });
});
