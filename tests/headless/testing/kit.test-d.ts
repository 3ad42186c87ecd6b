// The test kit's types as a host's test file meets them: the wrapper fits Testing Library's `wrapper`, Playwright's
// Page and BrowserContext fit injectTestWallet, a key is a private key or a mnemonic (not both), and the msw handlers
// go to setupServer as they are.
import { renderHook, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expectTypeOf, test } from 'vitest';
import type { WalletDock } from 'walletdock';
import {
  createTestDock,
  injectTestWallet,
  waitForConnected,
  type InjectedWalletTarget,
  type TestDock,
  type TestWallet,
} from 'walletdock/testing';
import { blockchainApiHandlers } from 'walletdock/testing/msw';

declare const kit: TestDock;

describe('createTestDock', () => {
  test('resolves to the dock, the wallet, the QueryClient and a wrapper Testing Library takes', () => {
    expectTypeOf(createTestDock()).resolves.toEqualTypeOf<TestDock>();
    expectTypeOf(kit.dock).toEqualTypeOf<WalletDock>();
    expectTypeOf(kit.wallet).toEqualTypeOf<TestWallet>();
    renderHook(() => 1, { wrapper: kit.wrapper });
    render(null, { wrapper: kit.wrapper });
  });

  test('createWalletDock options pass through; a key is a private key or a mnemonic, never both', () => {
    void createTestDock({ connected: true, features: { swaps: false }, locale: 'de', blockchainApiUrl: 'http://x' });
    void createTestDock({ mnemonic: 'test test test test test test test test test test test junk', addressIndex: 2 });
    // @ts-expect-error both keys at once
    void createTestDock({ privateKey: '0x01', mnemonic: 'a b c' });
    // @ts-expect-error networks come from `chains`
    void createTestDock({ networks: [] });
  });

  test('waitForConnected takes the kit or a dock and resolves to the address', () => {
    expectTypeOf(waitForConnected(kit)).resolves.toEqualTypeOf<string>();
    expectTypeOf(waitForConnected(kit.dock, { namespace: 'eip155', timeout: 1 })).resolves.toEqualTypeOf<string>();
    // @ts-expect-error a namespace walletdock does not know
    void waitForConnected(kit, { namespace: 'tron' });
  });
});

describe('injectTestWallet', () => {
  test("Playwright's Page and BrowserContext are targets", () => {
    expectTypeOf<Page>().toMatchTypeOf<InjectedWalletTarget>();
    expectTypeOf<BrowserContext>().toMatchTypeOf<InjectedWalletTarget>();
    expectTypeOf(injectTestWallet({} as Page, { privateKey: '0x01', chains: [] })).resolves.toEqualTypeOf<TestWallet>();
  });
});

describe('blockchainApiHandlers', () => {
  test('its handlers go to setupServer; its data is typed by the API entities', () => {
    setupServer(...blockchainApiHandlers({ identities: { '0x1': { name: 'a', avatar: null } } }));
    const wrong = {
      name: 'A',
      symbol: 'A',
      chainId: 'eip155:1',
      price: 1,
      iconUrl: '',
      quantity: { decimals: 18, numeric: '1' },
    };
    // @ts-expect-error a quantity's decimals are text, as the API sends them
    blockchainApiHandlers({ balances: { '0x1': [wrong] } });
  });
});
