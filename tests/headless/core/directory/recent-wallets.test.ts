// Reading the recent wallets: what a connect stored, nothing for absent or corrupt data; equal reads compare equal.
import { beforeAll, describe, expect, it } from 'vitest';
import { readRecentWallets, sameRecentWallets } from '../../../../headless/core/directory/recent-wallets';
import { createStorage, memoryStorage } from '../../../../headless/core/model/storage';

// Reads are checked by the storage schemas, which load on first use.
beforeAll(() => createStorage(memoryStorage()).load());

describe('recent wallets', () => {
  it('reads what addRecentWallet stored, newest first, and nothing from corrupt storage', () => {
    const backend = memoryStorage();
    const storage = createStorage(backend);
    expect(readRecentWallets(storage)).toEqual([]);
    storage.addRecentWallet({ id: 'a', name: 'A' });
    storage.addRecentWallet({ id: 'b', name: 'B', rdns: 'dev.b' });
    expect(readRecentWallets(storage).map((w) => w.id)).toEqual(['b', 'a']);
    backend.setItem(storage.keyOf('recentWallets'), '{"not":"a list"}');
    expect(readRecentWallets(storage)).toEqual([]);
  });

  it('two reads of the same list are the same wallets; a changed list is not', () => {
    const storage = createStorage(memoryStorage());
    storage.addRecentWallet({ id: 'a', name: 'A' });
    const first = readRecentWallets(storage);
    expect(first).not.toBe(readRecentWallets(storage));
    expect(sameRecentWallets(first, readRecentWallets(storage))).toBe(true);
    storage.addRecentWallet({ id: 'b', name: 'B' });
    expect(sameRecentWallets(first, readRecentWallets(storage))).toBe(false);
  });
});
