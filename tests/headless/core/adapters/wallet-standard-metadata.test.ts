// Wallet-standard wallets are checked as they register, with the same metadata schema as EIP-6963 announcements: a
// wallet whose name or icon is not valid (or whose getters throw) is left out with one warning, the others are kept.
import type { Wallet } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import { standardConnectorId, watchStandardWallets } from '../../../../headless/core/adapters/wallet-standard';

const icon = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' as const;
const wallet = (patch: Record<string, unknown>): Wallet =>
  ({ version: '1.0.0', name: 'Good', icon, chains: ['solana:devnet'], features: {}, accounts: [], ...patch }) as Wallet;

/** The wallet standard's registry: what `getWallets()` returns, over a list the test fills. */
function registry(wallets: Wallet[]) {
  const listeners = new Set<() => void>();
  return {
    get: () => wallets,
    on: (_event: string, listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    register(w: Wallet) {
      wallets.push(w);
      for (const listener of listeners) listener();
    },
  };
}

describe('wallet-standard wallets', () => {
  it('keeps valid wallets and leaves out the malformed, one warning each', () => {
    const throwing = wallet({});
    Object.defineProperty(throwing, 'name', {
      get() {
        throw new Error('gotcha');
      },
    });
    const source = registry([wallet({}), wallet({ name: 42 }), wallet({ name: 'No icon', icon: undefined })]);
    const warnings: string[] = [];
    const watcher = watchStandardWallets(
      () => true,
      () => source,
      (m) => warnings.push(m),
    );
    watcher.start();
    source.register(throwing);
    source.register(wallet({ name: 'Second' }));
    expect(watcher.wallets().map((w) => w.name)).toEqual(['Good', 'Second']);
    expect(warnings).toEqual([
      '[walletdock] Ignored the wallet-standard wallet a wallet without a name: its name or icon is not valid.',
      '[walletdock] Ignored the wallet-standard wallet "No icon": its name or icon is not valid.',
      '[walletdock] Ignored the wallet-standard wallet a wallet without a name: its name or icon is not valid.',
    ]);
  });

  it('a wallet whose `accept` throws is left out, not the whole list', () => {
    const source = registry([wallet({ features: undefined }), wallet({ name: 'Fine' })]);
    const watcher = watchStandardWallets(
      (w) => 'solana:signMessage' in w.features || w.name === 'Fine',
      () => source,
      () => undefined,
    );
    watcher.start();
    expect(watcher.wallets().map((w) => w.name)).toEqual(['Fine']);
  });

  it('gives a wallet with a megabyte of name an id of sane length', () => {
    expect(standardConnectorId(wallet({ name: 'W'.repeat(1024 * 1024) }), 'solana').length).toBeLessThan(300);
  });
});
