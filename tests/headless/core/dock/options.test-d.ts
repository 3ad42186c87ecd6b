// createWalletDock's options as a host writes them: at least one network, viem chains or CaipNetworks, adapters from
// their factories, the theme's words, the option pairs that cannot go together; and what the instance is.
import { describe, expectTypeOf, test } from 'vitest';
import { base, mainnet } from 'viem/chains';
import {
  createWalletDock,
  eip155Adapter,
  toWalletDockError,
  type WalletDock,
  type WalletDockErrorType,
  type WalletDockOptions,
} from 'walletdock';
import { solanaAdapter, solanaMainnet } from 'walletdock/solana';
import { embeddedWallet } from 'walletdock/embedded';

describe('WalletDockOptions', () => {
  test('networks: one or more, viem chains and CaipNetworks alike', () => {
    createWalletDock({ networks: [mainnet] });
    createWalletDock({ networks: [mainnet, base, solanaMainnet], adapters: [eip155Adapter(), solanaAdapter()] });
    // @ts-expect-error at least one network
    createWalletDock({ networks: [] });
    // @ts-expect-error networks are required
    createWalletDock({ adapters: [eip155Adapter()] });
  });

  test('the theme and the account types take their words only', () => {
    createWalletDock({
      networks: [mainnet],
      themeMode: 'light',
      defaultAccountTypes: { eip155: 'eoa', bip122: 'ordinal' },
    });
    // @ts-expect-error dark or light
    createWalletDock({ networks: [mainnet], themeMode: 'blue' });
    // @ts-expect-error an account type walletdock does not know
    createWalletDock({ networks: [mainnet], defaultAccountTypes: { eip155: 'multisig' } });
  });

  test("themeVariables take walletdock's names and AppKit's; a misspelt name does not compile", () => {
    createWalletDock({
      networks: [mainnet],
      themeVariables: { '--wd-accent': '#0e76fd', '--w3m-accent': '#000000', '--apkt-z-index': 5 },
    });
    // @ts-expect-error '--w3m-acent' is a typo of '--w3m-accent'
    createWalletDock({ networks: [mainnet], themeVariables: { '--w3m-acent': '#000000' } });
    // @ts-expect-error AppKit's name without a meaning here
    createWalletDock({ networks: [mainnet], themeVariables: { '--w3m-color-bg-1': '#000000' } });
    const dock = createWalletDock({ networks: [mainnet] });
    // @ts-expect-error the setter takes the same names
    dock.theme.setThemeVariables({ '--wd-acent': '#000000' });
  });

  test('the embedded wallet and the on-ramp take their own configs', () => {
    createWalletDock({ networks: [mainnet], embeddedWallet: embeddedWallet({ frameUrl: 'https://wallet.example' }) });
    createWalletDock({ networks: [mainnet], onramp: { providers: [{ name: 'meld', publicKey: 'pk' }] } });
    // @ts-expect-error Meld needs its public key
    createWalletDock({ networks: [mainnet], onramp: { providers: [{ name: 'meld' }] } });
  });

  test('the options read back from the instance are the ones given', () => {
    const dock = createWalletDock({ networks: [mainnet] });
    expectTypeOf(dock).toEqualTypeOf<WalletDock>();
    expectTypeOf(dock.options).toEqualTypeOf<Readonly<WalletDockOptions>>();
  });
});

describe('errors', () => {
  test('toWalletDockError gives a kind', () => {
    expectTypeOf(toWalletDockError(new Error('x'))).toEqualTypeOf<WalletDockErrorType>();
  });
});
