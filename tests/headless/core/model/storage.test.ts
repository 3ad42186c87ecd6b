import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorage, memoryStorage, type KeyValueStorage } from 'walletdock';

const PREFIX = '@walletdock/';

function backendWith(entries: Record<string, string>): KeyValueStorage {
  const backend = memoryStorage();
  for (const [key, value] of Object.entries(entries)) backend.setItem(`${PREFIX}${key}`, value);
  return backend;
}

// The schemas load on first use (a lazy chunk, once per page); see 'reads wait for the schemas' below.
beforeAll(() => createStorage(memoryStorage()).load());

describe('reading kept keys', () => {
  it.each([
    ['activeNamespace', '"solana"', 'solana'],
    ['activeCaipNetworkId', '"eip155:33322"', 'eip155:33322'],
    ['connectorIds', '{"eip155":"io.metamask","solana":"phantom"}', { eip155: 'io.metamask', solana: 'phantom' }],
    ['connectedNamespaces', '["eip155","bip122"]', ['eip155', 'bip122']],
    ['connectionStatus', '{"eip155":"connected"}', { eip155: 'connected' }],
    ['preferredAccountTypes', '{"eip155":"smartAccount"}', { eip155: 'smartAccount' }],
    ['emailLoginUsed', 'true', true],
    ['loginEmail', '"a@example.com"', 'a@example.com'],
    ['storageVersion', '1', 1],
  ] as const)('%s = %s', (key, raw, expected) => {
    expect(createStorage(backendWith({ [key]: raw })).get(key)).toEqual(expected);
  });

  it.each([
    ['truncated JSON', 'connectorIds', '{"eip155":'],
    ['not JSON at all', 'activeNamespace', 'solana'],
    ['unknown namespace', 'activeNamespace', '"tron"'],
    ['a network id that is not CAIP-2', 'activeCaipNetworkId', '"1"'],
    ['a number where a list is kept', 'connectedNamespaces', '42'],
    ['a list with a foreign namespace', 'connectedNamespaces', '["eip155","tron"]'],
    ['recent wallets of another app', 'recentWallets', '[{"walletName":"X"}]'],
    ['recent wallets as an object', 'recentWallets', '{"id":"x","name":"X"}'],
    ['a status outside the enum', 'connectionStatus', '{"eip155":"online"}'],
    ['an invalid email', 'loginEmail', '"not-an-email"'],
    ['null', 'connectorIds', 'null'],
  ] as const)('%s reads as absent, without throwing', (_label, key, raw) => {
    expect(createStorage(backendWith({ [key]: raw })).get(key)).toBeUndefined();
  });

  it('a missing key reads as absent', () => {
    expect(createStorage(memoryStorage()).get('activeNamespace')).toBeUndefined();
  });
});

describe('reads wait for the schemas', () => {
  it('a read before load() is absent, even for a valid value; load() resolves with the same storage', async () => {
    vi.resetModules();
    const { createStorage: create } = await import('../../../../headless/core/model/storage');
    const backend = backendWith({ activeNamespace: '"solana"' });
    const storage = create(backend);
    expect(storage.loaded).toBe(false);
    expect(storage.get('activeNamespace')).toBeUndefined();
    expect(await storage.load()).toBe(storage);
    expect(storage.loaded).toBe(true);
    expect(storage.get('activeNamespace')).toBe('solana');
    // Loaded once per page: a storage created later reads at once.
    expect(create(backend).get('activeNamespace')).toBe('solana');
  });

  it('whenLoaded() waits for them without asking: nothing loads until someone calls load(), then it resolves', async () => {
    vi.resetModules();
    const { createStorage: create } = await import('../../../../headless/core/model/storage');
    const storage = create(backendWith({ activeNamespace: '"solana"' }));
    let waited: unknown;
    void storage.whenLoaded().then((s) => (waited = s));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(waited).toBeUndefined();
    expect(storage.loaded).toBe(false);
    await storage.load();
    await vi.waitFor(() => expect(waited).toBe(storage));
    // Another storage of the page waits for nothing once they are in.
    const other = create(memoryStorage());
    expect(await other.whenLoaded()).toBe(other);
  });
});

describe('writing', () => {
  it('round-trips values as JSON under the prefix', () => {
    const backend = memoryStorage();
    const storage = createStorage(backend);
    storage.set('connections', {
      eip155: [{ connectorId: 'injected', accounts: [{ address: '0xabc', type: 'eoa' }] }],
    });
    expect(backend.getItem(`${PREFIX}connections`)).toBe(
      '{"eip155":[{"connectorId":"injected","accounts":[{"address":"0xabc","type":"eoa"}]}]}',
    );
    expect(storage.get('connections')?.eip155?.[0]?.connectorId).toBe('injected');
    storage.remove('connections');
    expect(storage.get('connections')).toBeUndefined();
  });

  it('two prefixes do not see each other', () => {
    const backend = memoryStorage();
    createStorage(backend, { prefix: 'a/' }).set('activeNamespace', 'solana');
    expect(createStorage(backend, { prefix: 'b/' }).get('activeNamespace')).toBeUndefined();
    expect(createStorage(backend, { prefix: 'a/' }).get('activeNamespace')).toBe('solana');
  });

  it('a full or blocked backend neither throws nor breaks reads', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createStorage(broken);
    expect(() => storage.set('activeNamespace', 'eip155')).not.toThrow();
    expect(() => storage.remove('activeNamespace')).not.toThrow();
    expect(storage.get('activeNamespace')).toBeUndefined();
    expect(storage.addRecentWallet({ id: 'a', name: 'A' })).toEqual([{ id: 'a', name: 'A' }]);
  });
});

describe('recent wallets', () => {
  it('keeps the 2 most recent of 3, newest first', () => {
    const storage = createStorage(memoryStorage());
    storage.addRecentWallet({ id: 'metamask', name: 'MetaMask' });
    storage.addRecentWallet({ id: 'rainbow', name: 'Rainbow' });
    storage.addRecentWallet({ id: 'trust', name: 'Trust' });
    expect(storage.get('recentWallets')?.map((w) => w.id)).toEqual(['trust', 'rainbow']);
  });

  it('moves a wallet used again to the front without duplicating it', () => {
    const storage = createStorage(memoryStorage());
    storage.addRecentWallet({ id: 'metamask', name: 'MetaMask' });
    storage.addRecentWallet({ id: 'rainbow', name: 'Rainbow' });
    const list = storage.addRecentWallet({ id: 'metamask', name: 'MetaMask', image_id: 'img' });
    expect(list.map((w) => w.id)).toEqual(['metamask', 'rainbow']);
    expect(list[0]?.image_id).toBe('img');
  });

  it('starts over from a corrupt stored list instead of crashing', () => {
    const storage = createStorage(backendWith({ recentWallets: '[oops' }));
    expect(storage.addRecentWallet({ id: 'x', name: 'X' })).toEqual([{ id: 'x', name: 'X' }]);
  });
});

describe('server and browser backends', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('works on the server with no window or localStorage (memory backend)', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const { createStorage: create } = await import('../../../../headless/core/model/storage');
    const storage = await create().load();
    storage.set('activeNamespace', 'bip122');
    expect(storage.get('activeNamespace')).toBe('bip122');
    expect(create().get('activeNamespace')).toBeUndefined(); // a fresh instance per call: no cross-request leak
  });

  it('uses localStorage when the browser has one, and never touches it at import', async () => {
    const backend = memoryStorage();
    const getter = vi.fn(() => backend);
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: getter });
    try {
      vi.resetModules();
      const { createStorage: create } = await import('../../../../headless/core/model/storage');
      expect(getter).not.toHaveBeenCalled();
      create().set('activeNamespace', 'solana');
      expect(backend.getItem(`${PREFIX}activeNamespace`)).toBe('"solana"');
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('falls back to memory when localStorage throws on use (private mode, sandboxed frame)', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    });
    const { createStorage: create } = await import('../../../../headless/core/model/storage');
    const storage = await create().load();
    storage.set('activeNamespace', 'solana');
    expect(storage.get('activeNamespace')).toBe('solana');
  });
});
