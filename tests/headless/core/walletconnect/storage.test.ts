// Pairing/session storage: IndexedDB (fake-indexeddb) with a one-time move from localStorage,
// flagged by storage version 1; in-memory storage for SSR and tests.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  createIndexedDbWcStorage,
  createMemoryWcStorage,
  WC_STORAGE_VERSION_KEY,
  type LegacyLocalStorage,
} from '../../../../headless/core/walletconnect/storage';

function legacyStore(entries: Record<string, string>): LegacyLocalStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(entries));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    removeItem: (k) => void data.delete(k),
  };
}

let db = 0;
const freshDb = () => `wc-test-${++db}-${Math.random().toString(36).slice(2)}`;

describe('createIndexedDbWcStorage', () => {
  it('moves wc@2: keys from localStorage once and flags storage version 1', async () => {
    const sessions = [{ topic: 'abc', expiry: 1 }];
    const legacy = legacyStore({
      'wc@2:client:0.3//session': JSON.stringify(sessions),
      'wc@2:core:0.3//keychain': JSON.stringify({ a: 'b' }),
      'wc@2:broken': '{not json',
      'host:own-key': '"kept"',
    });
    const dbName = freshDb();
    const versions: number[] = [];
    const storage = createIndexedDbWcStorage({ dbName, legacy, onVersion: (v) => versions.push(v) });
    expect(await storage.getItem('wc@2:client:0.3//session')).toEqual(sessions);
    expect(await storage.getItem('wc@2:core:0.3//keychain')).toEqual({ a: 'b' });
    expect(await storage.getItem('wc@2:broken')).toBeUndefined();
    expect(await storage.getItem(WC_STORAGE_VERSION_KEY)).toBe(1);
    expect(versions).toEqual([1]);
    // Moved, not copied: the host's own keys stay.
    expect([...legacy.data.keys()]).toEqual(['host:own-key']);

    // A second start (a reload) finds version 1 and does not migrate again.
    legacy.data.set('wc@2:client:0.3//session', JSON.stringify([{ topic: 'stale' }]));
    const again = createIndexedDbWcStorage({ dbName, legacy });
    expect(await again.getItem('wc@2:client:0.3//session')).toEqual(sessions);
    expect(legacy.data.has('wc@2:client:0.3//session')).toBe(true);
  });

  it('reads, writes, lists and removes JSON values (bigint as text)', async () => {
    const storage = createIndexedDbWcStorage({ dbName: freshDb(), legacy: legacyStore({}) });
    await storage.setItem('k', { n: 1n, s: 'x' });
    expect(await storage.getItem('k')).toEqual({ n: '1', s: 'x' });
    expect((await storage.getKeys()).sort()).toEqual(['k', WC_STORAGE_VERSION_KEY].sort());
    expect(await storage.getEntries()).toContainEqual(['k', { n: '1', s: 'x' }]);
    await storage.removeItem('k');
    expect(await storage.getItem('k')).toBeUndefined();
  });
});

describe('createMemoryWcStorage', () => {
  it('keeps each instance apart', async () => {
    const a = createMemoryWcStorage();
    const b = createMemoryWcStorage({ seeded: true });
    await a.setItem('x', [1]);
    expect(await a.getItem('x')).toEqual([1]);
    expect(await b.getItem('x')).toBeUndefined();
    expect(await b.getItem('seeded')).toBe(true);
  });
});

describe('storage version in the instance storage', () => {
  it('records storageVersion 1 once the WalletConnect storage opened IndexedDB (localStorage data moved)', async () => {
    const { createWalletDock } = await import('../../../../headless/core/dock/create-wallet-dock');
    const { memoryStorage } = await import('../../../../headless/core/model/storage');
    const { walletConnectAdapters, findWalletConnectClient } = await import(
      '../../../../headless/core/walletconnect/adapter'
    );
    const { wcTestNetworks } = await import('../../../support/relay/fixtures');
    const [first, ...rest] = wcTestNetworks('http://127.0.0.1:1');
    const dock = createWalletDock({
      networks: [first!, ...rest],
      storage: memoryStorage(),
      adapters: walletConnectAdapters({}),
    });
    await dock.storage.load();
    expect(dock.storage.get('storageVersion')).toBeUndefined();
    // No stored session: restore reads the (IndexedDB) storage and loads nothing else.
    expect(await findWalletConnectClient(dock.adapters)?.restore()).toBeUndefined();
    expect(dock.storage.get('storageVersion')).toBe(1);
    dock.destroy();
  });
});
