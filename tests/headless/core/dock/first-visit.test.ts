// A first visit loads no checked storage at start-up: with nothing saved, mounting an instance leaves zod and the
// storage schemas unloaded (the page's load fetches only what its first paint needs); opening the modal, the first
// sign of intent, loads them for the action that follows. A saved session is checked at mount as before.
import { mainnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { createWalletDock } from '../../../../headless/core/dock/create-wallet-dock';
import { memoryStorage, STORAGE_PREFIX } from '../../../../headless/core/model/storage';

describe('the checked storage at start-up', () => {
  it('is not loaded by the mount of a first visit, and loads when the modal opens', async () => {
    const dock = createWalletDock({ networks: [mainnet], storage: memoryStorage() });
    await dock.mount();
    expect(dock.storage.loaded).toBe(false);
    await dock.modal.open();
    await expect.poll(() => dock.storage.loaded).toBe(true);
  });

  it('is loaded by the mount when anything is saved (here only recent wallets), so reads are checked', async () => {
    const backend = memoryStorage();
    backend.setItem(`${STORAGE_PREFIX}recentWallets`, JSON.stringify([{ id: 'w', name: 'Wallet' }]));
    const dock = createWalletDock({ networks: [mainnet], storage: backend });
    await dock.mount();
    expect(dock.storage.loaded).toBe(true);
    expect(dock.storage.get('recentWallets')).toEqual([{ id: 'w', name: 'Wallet' }]);
  });
});
