// Every view of the drop-in modal, looked at: examples/modal (mode 'test') in headless Chromium on the run's devnet,
// with walletdock's blockchain API (balances, activity, swap quotes), the reference wallet frame (email login through
// the development mailbox) and the local WalletConnect relay: one stack, one build, one browser for the file. Each
// scene drives the real stack to a state and tests/support/visual.ts shoots it in light and dark, desktop and phone:
// overflow check, axe, and pixelmatch against tests/styled/visual/baselines (npm run test:visual:update rewrites them).
// The wallet is a fixed devnet key with fixed balances, so what the views show is the same on every run.
import type { Page } from 'playwright-core';
import { createTestClient, createWalletClient, http, keccak256, parseEther, stringToHex, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BlockchainApi } from 'walletdock/server/node';
import { codeFor } from '../../headless/server/frame/helpers';
import { indexedToHead, startDevnetApi, stopApi } from '../../support/blockchain-api';
import { devnetChainFor, fundedAccount, mintTestToken, testPublicClient } from '../../support/chain';
import {
  BUTTON,
  embeddedModalDriver,
  MODAL,
  startEmbeddedModalApp,
  type EmbeddedModalApp,
} from '../../support/embedded-modal';
import { hostStyles, type HostStyleName } from '../../support/host-styles';
import { walletConnectTestEnv } from '../../support/relay/network-guard';
import { startTestRelay, type TestRelay } from '../../support/relay/relay';
import {
  snapView,
  UPDATE,
  writeContactSheet,
  type ShotResult,
  type SnapOptions,
  type ThemeName,
} from '../../support/visual';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
/** The visual tests' wallet: a fixed key, so its address, avatar and QR codes are the same on every run. */
const WALLET_KEY = keccak256(stringToHex('walletdock visual tests'));
const WALLET = privateKeyToAccount(WALLET_KEY).address;
const TEST_WALLET_ROW = '[data-connector-id="dev.walletdock.testwallet"]';
const EMAIL = 'ada.lovelace@example.test';

let env: EmbeddedModalApp;
let page: Page;
let api: (BlockchainApi & { dataDir: string }) | undefined;
let relay: TestRelay;
const shots: ShotResult[] = [];
const driver = embeddedModalDriver(
  () => page,
  () => env.stack,
);

const setTheme = (theme: ThemeName) =>
  page.evaluate(
    (mode) =>
      (
        window as unknown as { __walletdock: { theme: { setThemeMode(m: string): void } } }
      ).__walletdock.theme.setThemeMode(mode),
    theme,
  );

/** The current scene's shots, judged after the scene has also led the page on (so one failing view fails alone). */
let sceneShots: ShotResult[] = [];

/** Shoots the view on screen now (every viewport and theme); afterEach expects no problem in any shot. */
async function snap(name: string, options?: SnapOptions) {
  const results = await snapView(page, name, setTheme, options);
  shots.push(...results);
  sceneShots.push(...results);
}

afterEach(() => {
  const problems = sceneShots.filter((r) => r.problems.length).map((r) => `${r.name}: ${r.problems.join('; ')}`);
  sceneShots = [];
  expect(problems).toEqual([]);
});

const view = (name: string) => `${MODAL} [data-view="${name}"]`;
const appUrl = (extra: Record<string, string> = {}) =>
  env.url({ pk: WALLET_KEY, api: api!.url, relay: relay.url, onramp: 'sandbox', ...extra });

async function openFresh(extra: Record<string, string> = {}) {
  await page.goto(appUrl(extra));
  await page.waitForSelector(BUTTON);
  await page.click(BUTTON);
  await page.waitForSelector(MODAL);
}

async function closeModal() {
  await page.keyboard.press('Escape');
  await page.waitForSelector(MODAL, { state: 'detached' });
}

/** Connects the test wallet from Connect; the modal closes after the connect. */
async function connectWallet() {
  await page.click(`${view('Connect')} ${TEST_WALLET_ROW}`);
  await page.waitForSelector(`${BUTTON}[data-connected="true"]`);
  await page.waitForSelector(MODAL, { state: 'detached' });
}

/** Connects the test wallet and waits for `next` (a view the connect leads to instead of closing). */
async function connectWalletTo(next: string) {
  await page.click(`${view('Connect')} ${TEST_WALLET_ROW}`);
  await page.waitForSelector(view(next), { timeout: 30_000 });
}

beforeAll(async () => {
  walletConnectTestEnv();
  const client = testPublicClient(rpcUrl);
  const head = Number(await client.getBlockNumber());
  [env, relay] = await Promise.all([startEmbeddedModalApp({ rpcUrl }), startTestRelay()]);
  page = env.page;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const [funder, payout] = await Promise.all([fundedAccount(rpcUrl, 10n), fundedAccount(rpcUrl, 1000n)]);
  api = await startDevnetApi(rpcUrl, contracts, {
    chains: [{ chainId: 33322, rpcUrl, startBlock: head }],
    corsOrigins: [env.origin],
    onramp: { payoutKey: payout.privateKey, pollMs: 50 },
  });
  // The wallet's history and balances: 1 AVENT and 50 TEST received, then exactly 12.345 AVENT.
  await mintTestToken(rpcUrl, contracts.token, funder, WALLET, parseEther('50'));
  const wallet = createWalletClient({
    account: funder.account,
    chain: devnetChainFor(rpcUrl),
    transport: http(rpcUrl),
  });
  await client.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: WALLET, value: parseEther('1') }),
  });
  await createTestClient({ mode: 'anvil', chain: devnetChainFor(rpcUrl), transport: http(rpcUrl) }).setBalance({
    address: WALLET as Address,
    value: parseEther('12.345'),
  });
  await indexedToHead(api, rpcUrl);
}, 240_000);

afterAll(async () => {
  if (shots.length)
    console.log(
      `visual: ${shots.length} shots${UPDATE ? ' (baselines written)' : ''}; contact sheet ${writeContactSheet(shots.map((s) => s.file))}`,
    );
  await env?.close();
  await stopApi(api);
  await relay?.close();
});

// A host page's global styles stop at the modal (styled/theme/root.css.ts): under each of them the modal draws the very
// pixels of its baselines. The views: Connect (rows, images, buttons), AllWallets (the search field, a long list) and
// Account (tabs, icons, an avatar, balances).
describe("the modal in a host page with global styles of its own: the baselines' pixels exactly", () => {
  let styles: Record<HostStyleName, string>;
  beforeAll(async () => {
    styles = await hostStyles();
  });
  const HOSTS: HostStyleName[] = ['app', 'tailwind', 'bootstrap', 'normalize'];

  it.each(HOSTS)('%s', async (host) => {
    const withHostStyles = async (extra: Record<string, string> = {}) => {
      await page.goto(appUrl(extra));
      // Appended last: the page's rules come after walletdock's, so they win every tie.
      await page.addStyleTag({ content: styles[host] });
      await page.waitForSelector(BUTTON);
      await page.click(BUTTON);
      await page.waitForSelector(MODAL);
    };
    await withHostStyles();
    await page.waitForSelector(`${view('Connect')} ${TEST_WALLET_ROW}`);
    await snap('Connect', { variant: host });
    await closeModal();

    await withHostStyles({ wallets: '40' });
    await page.click(`${view('Connect')} button:has-text("All Wallets")`);
    await page.waitForSelector(`${view('AllWallets')} [data-connector-id="custom-0"]`);
    await snap('AllWallets', { variant: host });
    await closeModal();

    await withHostStyles();
    await connectWallet();
    await page.click(BUTTON);
    await page.waitForSelector(view('Account'));
    await expect
      .poll(() => page.locator(`${view('Account')} [data-token-row]`).count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await snap('Account-tokens', { variant: host });
    await page.click(`${view('Account')} button:has-text("Disconnect")`);
    await page.waitForSelector(`${BUTTON}:not([data-connected="true"])`);
    // The views after these start as a first visit does: the connect above must not list the wallet as recent.
    await page.evaluate(() => localStorage.clear());
  });
});

describe('the modal, view by view (light and dark, desktop and phone)', () => {
  it('Connect', async () => {
    await openFresh();
    await page.waitForSelector(`${view('Connect')} ${TEST_WALLET_ROW}`);
    await snap('Connect');
  });

  it('ConnectingWalletConnectBasic (the QR code masked: a new pairing each time)', async () => {
    await page.click(`${view('Connect')} [data-connector-id="walletConnect"]`);
    await page.waitForSelector(`${view('ConnectingWalletConnectBasic')} [data-wc-uri^="wc:"]`);
    await snap('ConnectingWalletConnectBasic');
    await closeModal();
  });

  it('Connect on a first visit (no wallet installed): the built-in wallets', async () => {
    await openFresh({ devWallet: '0' });
    await page.waitForSelector(`${view('Connect')} [data-what-is-a-wallet]`);
    await snap('Connect-first-visit');
  });

  it('WhatIsAWallet', async () => {
    await page.click(`${view('Connect')} [data-what-is-a-wallet]`);
    await page.waitForSelector(`${view('WhatIsAWallet')} [data-get-wallet]`);
    await snap('WhatIsAWallet');
  });

  it('GetWallet', async () => {
    await page.click(`${view('WhatIsAWallet')} [data-get-wallet]`);
    await page.waitForSelector(`${view('GetWallet')} [data-get-wallet-id]`);
    await snap('GetWallet');
  });

  it('InstallWallet', async () => {
    await page.click(`${view('GetWallet')} [data-get-wallet-id] >> nth=0`);
    await page.waitForSelector(`${view('InstallWallet')} [data-install]`);
    await snap('InstallWallet');
    await closeModal();
  });

  it('AllWallets', async () => {
    await openFresh({ wallets: '40' });
    await page.click(`${view('Connect')} button:has-text("All Wallets")`);
    await page.waitForSelector(`${view('AllWallets')} [data-connector-id="custom-0"]`);
    await snap('AllWallets');
  });

  it('ConnectingWalletConnect (a wallet picked from the list)', async () => {
    await page.click(`${view('AllWallets')} [data-connector-id="custom-0"]`);
    await page.waitForSelector(`${view('ConnectingWalletConnect')} [data-wc-uri^="wc:"]`);
    await snap('ConnectingWalletConnect');
    await closeModal();
  });

  it('ConnectingExternal (the wallet has not answered yet)', async () => {
    await openFresh();
    await page.evaluate(() => {
      const wallet = (window as unknown as { __walletdockTestWallet: { setBehavior(m: string, b: object): void } })
        .__walletdockTestWallet;
      for (const method of ['wallet_requestPermissions', 'eth_requestAccounts'])
        wallet.setBehavior(method, { delayMs: 600_000 });
    });
    await page.click(`${view('Connect')} ${TEST_WALLET_ROW}`);
    await page.waitForSelector(view('ConnectingExternal'));
    await snap('ConnectingExternal');
  });

  it('SIWXSignMessage (sign-in required after the connect)', async () => {
    await openFresh({ siwx: 'required' });
    await connectWalletTo('SIWXSignMessage');
    await snap('SIWXSignMessage');
  });

  it('Account: tokens with balances and prices', async () => {
    await openFresh();
    await connectWallet();
    await page.click(BUTTON);
    await page.waitForSelector(view('Account'));
    await expect
      .poll(() => page.locator(`${view('Account')} [data-token-row]`).count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await snap('Account-tokens');
  });

  it('Account: activity', async () => {
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect
      .poll(() => page.locator(`${view('Account')} [data-transaction-row]`).count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await snap('Account-activity');
  });

  it('Networks', async () => {
    await page.click(`${view('Account')} button[data-network]`);
    await page.waitForSelector(view('Networks'));
    await snap('Networks');
    await page.click(`${MODAL} button[aria-label="Back"]`);
  });

  it('Receive', async () => {
    await page.click(`${view('Account')} [data-open-receive]`);
    await page.waitForSelector(`${view('Receive')} svg`);
    await snap('Receive');
    await page.click(`${MODAL} button[aria-label="Back"]`);
  });

  it('Send with a filled form', async () => {
    await page.click(`${view('Account')} [data-open-send]`);
    await page.waitForSelector(view('Send'));
    await page.fill(`${view('Send')} input[data-amount]`, '1.5');
    await page.fill(`${view('Send')} input[data-receiver]`, '0x000000000000000000000000000000000000dEaD');
    await page.waitForSelector(`${view('Send')} [data-send-review]:not([disabled])`);
    await snap('Send');
    await page.click(`${MODAL} button[aria-label="Back"]`);
  });

  it('Swap with a quote (the quote masked: other tests move the devnet pool)', async () => {
    await page.click(`${view('Account')} [data-open-swap]`);
    await page.waitForSelector(view('Swap'));
    await page.fill(`${view('Swap')} [data-swap-amount]`, '1');
    await page.waitForSelector(`${view('Swap')} [data-swap-quote]`, { timeout: 30_000 });
    await snap('Swap', { mask: [`${view('Swap')} [data-swap-quote]`, `${view('Swap')} [data-swap-out]`] });
    await page.click(`${MODAL} button[aria-label="Back"]`);
  });

  it('OnRamp with an amount and the sandbox quote', async () => {
    await page.click(`${view('Account')} [data-account-buy]`);
    await page.waitForSelector(`${view('OnRamp')} [data-provider="sandbox"]`);
    await page.fill(`${view('OnRamp')} [data-onramp-amount]`, '20');
    await page.waitForFunction(
      (s) => /^You get [0-9.]+ AVENT$/.test(document.querySelector(s)?.textContent ?? ''),
      `${view('OnRamp')} [data-provider="sandbox"] [data-quote]`,
    );
    await snap('OnRamp');
    await page.click(`${MODAL} button[aria-label="Back"]`);
  });

  it('RegisterAccountName with an available name', async () => {
    await page.click(`${view('Account')} [data-register-name]`);
    await page.fill(`${view('RegisterAccountName')} [data-name-input]`, 'visual-test');
    await page.waitForSelector(`${view('RegisterAccountName')} [data-name-status="available"]`);
    await snap('RegisterAccountName');
  });

  it('RegisterAccountNameSuccess', async () => {
    await page.click(`${view('RegisterAccountName')} [data-name-submit]`);
    await page.waitForSelector(`${view('RegisterAccountNameSuccess')} [data-registered-name]`, { timeout: 30_000 });
    await snap('RegisterAccountNameSuccess');
    await closeModal();
  });

  it('UnsupportedChain (the wallet moved to a chain the app does not have)', async () => {
    // The wallet learns Ethereum's chain and moves there; the modal opens on UnsupportedChain by itself.
    await page.evaluate(async () => {
      type Wallet = { request(a: { method: string; params: unknown[] }): Promise<unknown>; setChain(id: number): void };
      const wallet = (window as unknown as { __walletdockTestWallet: Wallet }).__walletdockTestWallet;
      await wallet.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x1',
            chainName: 'Ethereum',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: ['http://127.0.0.1:9'],
          },
        ],
      });
      wallet.setChain(1);
    });
    await page.waitForSelector(view('UnsupportedChain'), { timeout: 15_000 });
    await snap('UnsupportedChain');
  });

  it('ConnectingSocial (the provider window is open)', async () => {
    await page.goto(env.url({ api: api!.url }));
    await page.waitForSelector(BUTTON);
    await page.click(BUTTON);
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.click(`${MODAL} [data-social="google"]`),
    ]);
    await page.waitForSelector(view('ConnectingSocial'));
    await page.bringToFront();
    await snap('ConnectingSocial');
    await popup.close();
  });

  it('EmailVerifyOtp (the code was sent)', async () => {
    await page.goto(env.url({ api: api!.url }));
    await page.waitForSelector(BUTTON);
    await page.click(BUTTON);
    await page.fill(`${MODAL} [data-testid="email-input"]`, EMAIL);
    await page.press(`${MODAL} [data-testid="email-input"]`, 'Enter');
    await page.waitForSelector(view('EmailVerifyOtp'));
    await snap('EmailVerifyOtp');
  });

  it('Account of an email user (the generated address masked)', async () => {
    // The code from the development mailbox (a second request would wait out the 30 s email cooldown).
    const { code } = await codeFor(env.stack.mailbox, EMAIL);
    await page.fill(`${MODAL} [data-testid="otp-input"]`, code);
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.click(BUTTON);
    await page.waitForSelector(`${view('Account')} [data-email]`);
    // The address, its avatar (a gradient drawn from it) and the buttons after it (placed by the address's width)
    // change with the user's generated key: the whole line is masked, a box whose size does not follow the address.
    await snap('Account-email', {
      mask: [
        `${view('Account')} [data-address] >> xpath=..`,
        `${view('Account')} span[aria-hidden="true"][style*="background"]`,
      ],
    });
  });

  it('UpdateEmailWallet', async () => {
    await page.click(`${view('Account')} [data-update-email]`);
    await page.waitForSelector(view('UpdateEmailWallet'));
    await snap('UpdateEmailWallet');
  });

  it('UpdateEmailPrimaryOtp (a code to the current address)', async () => {
    await page.fill(`${MODAL} [data-testid="update-email-input"]`, 'ada.byron@example.test');
    await page.press(`${MODAL} [data-testid="update-email-input"]`, 'Enter');
    await page.waitForSelector(view('UpdateEmailPrimaryOtp'), { timeout: 30_000 });
    await snap('UpdateEmailPrimaryOtp');
    await closeModal();
  });

  it('ApproveTransaction (the frame masked: it names the page origin, whose port changes)', async () => {
    await page.click('[data-testid="sign-button"]');
    await page.waitForSelector(view('ApproveTransaction'));
    await driver.frame().locator('button[data-action="reject"]:not([disabled])').waitFor();
    // The last scene: the request is left waiting (the page closes with the file).
    await snap('ApproveTransaction', { mask: ['[data-walletdock-frame]'] });
  });
});
