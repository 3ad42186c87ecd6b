// The solana and bip122 adapters inside a walletdock instance: connect through the client, and the
// startup sync of a saved connection on a fresh instance (a page reload) without a prompt.
import { afterEach, describe, expect, test } from 'vitest';
import { createSolanaTestWallet } from '../../../../headless/testing/solana';
import { createBitcoinTestWallet } from '../../../../headless/testing/bitcoin';
import { createWalletDock } from '../../../../headless/core/dock/create-wallet-dock';
import { solanaAdapter } from '../../../../headless/core/adapters/solana';
import { SOLANA_DEVNET, solanaDevnet } from '../../../../headless/core/namespaces/solana/rpc';
import { bip122Adapter } from '../../../../headless/core/adapters/bip122';
import { BITCOIN_MAINNET, bitcoinMainnet } from '../../../../headless/core/namespaces/bip122/networks';
import { memoryStorage, type KeyValueStorage } from '../../../../headless/core/model/storage';
import { createLiteSvmRpc, type LiteSvmRpc } from '../../../support/litesvm-rpc';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function dockWith(storage: KeyValueStorage, svm: LiteSvmRpc) {
  const dock = createWalletDock({
    networks: [solanaDevnet, bitcoinMainnet],
    adapters: [solanaAdapter({ rpc: svm }), bip122Adapter()],
    storage,
  });
  cleanups.push(() => dock.destroy());
  return dock;
}

describe('solana and bip122 in the client', () => {
  test('saved solana and bitcoin connections are restored on a fresh instance (a reload)', async () => {
    const svm = createLiteSvmRpc();
    const sol = createSolanaTestWallet({ name: 'Reload Sol', rpc: svm });
    const btc = createBitcoinTestWallet({ name: 'Reload Btc' });
    cleanups.push(sol.register(), btc.register());
    const storage = memoryStorage();

    const first = dockWith(storage, svm);
    await first.mount();
    await first.connect({ connectorId: 'Reload Sol', namespace: 'solana' });
    await first.connect({ connectorId: 'Reload Btc', namespace: 'bip122' });
    first.destroy();

    const second = dockWith(storage, svm);
    await second.mount();
    const { chains } = second.stores.connection.getState();
    expect(chains.solana?.accountState).toMatchObject({
      status: 'connected',
      caipAddress: `${SOLANA_DEVNET}:${sol.address}`,
    });
    expect(chains.bip122?.accountState).toMatchObject({
      status: 'connected',
      caipAddress: `${BITCOIN_MAINNET}:${btc.payment.address}`,
    });
    expect(chains.bip122?.accountState.allAccounts.map((a) => a.type)).toEqual(['payment', 'ordinal']);
  });

  test('wallets that dropped the site are not restored; balances come through the solana RPC', async () => {
    const svm = createLiteSvmRpc();
    const btc = createBitcoinTestWallet({ name: 'Dropped Btc' });
    const sol = createSolanaTestWallet({ name: 'Dropped Sol', rpc: svm });
    cleanups.push(btc.register(), sol.register());
    const storage = memoryStorage();
    const first = dockWith(storage, svm);
    await first.mount();
    await first.connect({ connectorId: 'Dropped Btc', namespace: 'bip122' });
    await first.connect({ connectorId: 'Dropped Sol', namespace: 'solana' });
    first.destroy();
    btc.disconnect();
    sol.disconnect();

    const second = dockWith(storage, svm);
    await second.mount();
    const { chains } = second.stores.connection.getState();
    expect(chains.bip122?.accountState.status).toBe('disconnected');
    expect(chains.solana?.accountState.status).toBe('disconnected');

    svm.airdrop(sol.address, 1_000_000_000n);
    await expect(second.getBalance({ address: sol.address, caipNetworkId: SOLANA_DEVNET })).resolves.toEqual({
      value: 1_000_000_000n,
      decimals: 9,
      symbol: 'SOL',
    });
  });
});
