// The faucet page in headless Chromium against the `npm start` stack (tests/support/stack.ts): the faucet server
// with its embedded database serving the page built once in demo mode, on the run's anvil, with email and social
// login through the wallet frame (tests/support/frame.ts: its server, development mailbox and OpenID provider). Each test uses a fresh
// funded account as the development wallet's key and its own client address (X-Forwarded-For, TRUST_PROXY=1).
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { parseEther, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundedAccount, testPublicClient, type FundedAccount } from '../../support/chain';
import { guardRequests, launchBrowser, type TestBrowser } from '../../support/browser';
import { buildFaucetPage, startFaucetStack, type BuiltPage, type FaucetStack } from '../../support/stack';
import { buildFramePageForTests, startFrameStack, type FrameStack } from '../../support/frame';
import { codeFor, lastMailId } from '../../headless/server/frame/helpers';
import { axeViolations } from '../../support/axe';

const artifacts = fileURLToPath(new URL('../../artifacts/', import.meta.url));
const COOLDOWN_MS = 10_000;
const T = (id: string) => `[data-testid="${id}"]`;
const MODAL = '[data-walletdock-modal]';
const WALLET = `${MODAL} [data-connector-id="dev.walletdock.testwallet"]`;

let browser: TestBrowser;
let built: BuiltPage;
let stack: FaucetStack;
let frameStack: FrameStack;
let framePage: Awaited<ReturnType<typeof buildFramePageForTests>>;
let guard: { external: string[] };
let page: Page;
let clientIp = '10.0.0.1';
let ipCounter = 1;

/** A fresh page state for a test: new key, new client address, clean storage. */
async function openFaucet(account: FundedAccount, options: { keepStorage?: boolean } = {}): Promise<void> {
  clientIp = `10.0.0.${++ipCounter}`;
  await page.goto(`${stack.url}/?rpc=${encodeURIComponent(stack.rpcUrl)}&pk=${account.privateKey}`);
  if (!options.keepStorage) {
    await page.evaluate(() => localStorage.clear());
    await page.reload();
  }
  await page.waitForSelector(`${T('faucet-captcha-question')}:has-text("What is")`);
}

async function connect(account: FundedAccount): Promise<void> {
  await page.click(T('faucet-connect-button'));
  await page.click(WALLET);
  await page.waitForSelector(MODAL, { state: 'detached' });
  const short = `${account.address.slice(0, 6)}...${account.address.slice(-4)}`;
  await page.waitForFunction(
    ([sel, s]) => document.querySelector(sel!)?.textContent?.includes(s!),
    [T('faucet-connect-button'), short],
  );
}

/** Reads the question and answers it (sum, difference or product). */
async function answerOf(): Promise<number> {
  const question = (await page.textContent(T('faucet-captcha-question'))) ?? '';
  const m = /(\d+)\s*([+\-−×x*])\s*(\d+)/.exec(question);
  if (!m) throw new Error(`unexpected captcha: ${question}`);
  const [a, b] = [Number(m[1]), Number(m[3])];
  return m[2] === '+' ? a + b : m[2] === '-' || m[2] === '−' ? a - b : a * b;
}

async function solveCaptcha(): Promise<void> {
  await page.waitForSelector(`${T('faucet-captcha-question')}:has-text("What is")`);
  await page.fill(T('faucet-captcha-answer'), String(await answerOf()));
  await page.click(T('faucet-captcha-verify'));
  await page.waitForSelector(`${T('faucet-captcha-feedback')}:has-text("Correct!")`);
}

const toastWith = (text: string) => page.waitForSelector(`${T('faucet-toasts')} :text("${text}")`);
const countdownText = () => page.textContent(T('faucet-countdown'));

beforeAll(async () => {
  const rpcUrl = inject('rpcUrl');
  framePage = await buildFramePageForTests();
  frameStack = await startFrameStack({ rpcUrl, pageDir: framePage.dir, allowedOrigins: ['http://127.0.0.1:*'] });
  built = await buildFaucetPage('demo', frameStack.url);
  [stack, browser] = await Promise.all([
    startFaucetStack({ rpcUrl, staticDir: built.dir, cooldownMs: COOLDOWN_MS }),
    launchBrowser(),
    mkdir(artifacts, { recursive: true }),
  ]);
  guard = guardRequests(browser.context);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.setViewportSize({ width: 1280, height: 900 });
  // The client address the faucet server sees (its per-client cooldown would otherwise tie the tests together).
  await page.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': clientIp } }),
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([stack?.close(), frameStack?.close()]);
  await Promise.all([built?.remove(), framePage?.remove()]);
});

describe('faucet page', () => {
  it('connects the development wallet, auto-fills, solves the captcha and claims: balance, history, countdown, reload restores it', async () => {
    const account = await fundedAccount(inject('rpcUrl'), 1n);
    const client = testPublicClient(stack.rpcUrl);
    await openFaucet(account);
    expect(await page.textContent(T('faucet-connect-button'))).toBe('Connect Wallet');
    expect(await page.textContent(`${T('faucet-history')}`)).toContain('Connect a wallet');
    await connect(account);
    await toastWith('Wallet connected successfully!');
    expect(await page.inputValue(T('faucet-address-input'))).toBe(account.address);
    await page.waitForSelector(`${T('faucet-history')} :text("No claims yet. Make your first claim!")`);
    expect(await page.isDisabled(T('faucet-claim-button'))).toBe(true);

    await solveCaptcha();
    expect(await page.isEnabled(T('faucet-claim-button'))).toBe(true);
    const before = await client.getBalance({ address: account.address });
    await page.click(T('faucet-claim-button'));
    await page.waitForSelector(`${T('faucet-tx-status')} :text("Claim successful!")`);
    const after = await client.getBalance({ address: account.address });
    expect(after - before).toBe(parseEther('1'));

    // Status box: amount, shortened hash (10 + 8) and the explorer link of the real transaction.
    const href = (await page.getAttribute(T('faucet-tx-link'), 'href')) ?? '';
    const hash = href.slice(-66) as `0x${string}`;
    const receipt = await client.getTransactionReceipt({ hash });
    expect(receipt.to?.toLowerCase()).toBe(account.address.toLowerCase());
    expect(await page.textContent(T('faucet-tx-status'))).toContain(
      `1 AVENT sent. Transaction ${hash.slice(0, 10)}...${hash.slice(-8)}`,
    );
    // History refreshed, captcha reloaded, countdown running in red, button disabled.
    await page.waitForSelector(T('faucet-history-row'));
    expect(await page.textContent(T('faucet-history-row'))).toContain(`${hash.slice(0, 10)}...${hash.slice(-8)}`);
    expect(await page.inputValue(T('faucet-captcha-answer'))).toBe('');
    expect(await countdownText()).toMatch(/^0:(10|0\d)$/);
    expect(await page.$eval(T('faucet-countdown'), (el) => getComputedStyle(el).color)).toBe('rgb(255, 122, 122)');
    expect(await page.isDisabled(T('faucet-claim-button'))).toBe(true);
    const stored = await page.evaluate(
      (a) => [localStorage.getItem(`lastClaim_${a}`), localStorage.getItem(`nextClaim_${a}`)],
      account.address.toLowerCase(),
    );
    expect(Number(stored[1]) - Number(stored[0])).toBe(COOLDOWN_MS);
    await page.screenshot({ path: `${artifacts}faucet-claimed-1280.png`, fullPage: true });

    // Reload: the saved connection comes back and the cooldown is restored (storage, confirmed by the server).
    await page.reload();
    await page.waitForSelector(`${T('faucet-connect-button')}[data-status="connected"]`);
    expect(await page.inputValue(T('faucet-address-input'))).toBe(account.address);
    await page.waitForFunction(
      (sel) => /^0:(10|0\d)$/.test(document.querySelector(sel)?.textContent ?? ''),
      T('faucet-countdown'),
    );
    await solveCaptcha();
    expect(await page.isDisabled(T('faucet-claim-button'))).toBe(true);
    // At zero: "Ready to claim!" in green and the button enabled.
    await page.waitForSelector(`${T('faucet-countdown')}:has-text("Ready to claim!")`, {
      timeout: COOLDOWN_MS + 5_000,
    });
    expect(await page.$eval(T('faucet-countdown'), (el) => getComputedStyle(el).color)).toBe('rgb(94, 224, 138)');
    expect(await page.isEnabled(T('faucet-claim-button'))).toBe(true);
    expect(guard.external).toEqual([]);
  });

  it('keyboard only: connect, answer, claim; then a claim the server refuses for its cooldown shows its error and countdown', async () => {
    const account = await fundedAccount(inject('rpcUrl'), 1n);
    await openFaucet(account);
    const focused = () =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('data-testid') ??
          document.activeElement?.getAttribute('data-connector-id'),
      );
    const tabTo = async (id: string) => {
      for (let i = 0; i < 12 && (await focused()) !== id; i++) await page.keyboard.press('Tab');
      expect(await focused()).toBe(id);
    };
    await tabTo('faucet-connect-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector(WALLET);
    await tabTo('dev.walletdock.testwallet');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${T('faucet-connect-button')}[data-status="connected"]`);
    await page.waitForSelector(MODAL, { state: 'detached' });
    await tabTo('faucet-captcha-answer');
    await page.keyboard.type(String(await answerOf()));
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${T('faucet-captcha-feedback')}:has-text("Correct!")`);
    await tabTo('faucet-claim-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${T('faucet-tx-status')} :text("Claim successful!")`);
    // Same client, another address the page knows nothing of: the server's per-client cooldown refuses it.
    const other = (await fundedAccount(inject('rpcUrl'), 0n)).address;
    await page.fill(T('faucet-address-input'), other);
    await page.waitForSelector(`${T('faucet-countdown')}:has-text("Ready to claim!")`);
    await solveCaptcha();
    await page.click(T('faucet-claim-button'));
    await page.waitForSelector(`${T('faucet-tx-status')} :text("Please wait")`);
    expect(await page.textContent(T('faucet-tx-status'))).toMatch(
      /Claim failedPlease wait \d+ seconds before claiming again\./,
    );
    expect(await countdownText()).toMatch(/^0:(10|0\d)$/);
    expect(await page.isDisabled(T('faucet-claim-button'))).toBe(true);
    const next = await page.evaluate((a) => localStorage.getItem(`nextClaim_${a}`), other.toLowerCase());
    expect(Number(next)).toBeGreaterThan(Date.now());
  });

  it('validation: empty and wrong answers (new question), an invalid address', async () => {
    const account = await fundedAccount(inject('rpcUrl'), 1n);
    await openFaucet(account);
    await page.click(T('faucet-captcha-verify'));
    expect(await page.textContent(T('faucet-captcha-feedback'))).toBe('Please enter an answer');

    const captchaLoads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/captcha')) captchaLoads.push(r.url());
    });
    await page.fill(T('faucet-captcha-answer'), String((await answerOf()) + 1));
    await page.press(T('faucet-captcha-answer'), 'Enter');
    await page.waitForSelector(`${T('faucet-captcha-feedback')}:has-text("Incorrect answer. Try again.")`);
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="faucet-captcha-answer"]') as HTMLInputElement).value === '',
    );
    expect(captchaLoads.length).toBe(1);
    expect(await page.isDisabled(T('faucet-claim-button'))).toBe(true);

    await page.fill(T('faucet-address-input'), '0x1234');
    expect(await page.getAttribute(T('faucet-address-input'), 'aria-invalid')).toBe('true');
    await solveCaptcha();
    await page.click(T('faucet-claim-button'));
    await toastWith('Please enter a valid wallet address');
  });

  it("window helpers: add the test chain through the development wallet with the spec's texts per wallet error", async () => {
    const account = await fundedAccount(inject('rpcUrl'), 1n);
    await openFaucet(account);
    type Win = {
      faucet: { addTestChain(): Promise<{ ok: boolean; message: string }> };
      faucetDevWallet: {
        request(a: unknown): Promise<unknown>;
        setBehavior(m: string, b: unknown): void;
        clearBehavior(): void;
        chainId: number;
      };
    };
    const addTestChain = () => page.evaluate(() => (window as unknown as Win).faucet.addTestChain());
    expect(await addTestChain()).toEqual({ ok: true, message: 'Already connected to the test chain!' });
    // Move the wallet to another chain (it adds and switches, like MetaMask).
    await page.evaluate(
      (rpc) =>
        (window as unknown as Win).faucetDevWallet.request({
          method: 'wallet_addEthereumChain',
          params: [
            {
              chainId: '0x822b',
              chainName: 'Other',
              nativeCurrency: { name: 'O', symbol: 'O', decimals: 18 },
              rpcUrls: [rpc],
            },
          ],
        }),
      stack.rpcUrl,
    );
    const failSwitch = (code: number) =>
      page.evaluate((c) => {
        const w = (window as unknown as Win).faucetDevWallet;
        w.clearBehavior();
        w.setBehavior('wallet_switchEthereumChain', { fail: { code: c, message: 'wallet said no' } });
      }, code);
    await failSwitch(4001);
    expect(await addTestChain()).toEqual({ ok: false, message: 'Request cancelled by user' });
    await failSwitch(-32602);
    expect(await addTestChain()).toEqual({ ok: false, message: 'Invalid network parameters. Please try again.' });
    await failSwitch(-32603);
    expect(await addTestChain()).toEqual({
      ok: false,
      message: 'Development Wallet (test only) internal error. Please refresh and try again.',
    });
    await toastWith('Development Wallet (test only) internal error. Please refresh and try again.');
    // 4902: the wallet does not know the chain -> it is added (and the wallet switches to it).
    await failSwitch(4902);
    expect(await addTestChain()).toEqual({
      ok: true,
      message: 'Avent Testnet added to Development Wallet (test only)!',
    });
    expect(await page.evaluate(() => (window as unknown as Win).faucetDevWallet.chainId)).toBe(33322);
    await page.evaluate(() => (window as unknown as Win).faucetDevWallet.clearBehavior());
  });

  it('server down: "Network error. Please try again."; back up: claims again', async () => {
    const account = await fundedAccount(inject('rpcUrl'), 1n);
    await openFaucet(account);
    await connect(account);
    await solveCaptcha();
    await stack.stopFaucet();
    try {
      await page.click(T('faucet-claim-button'));
      await page.waitForSelector(`${T('faucet-tx-status')} :text("Network error. Please try again.")`);
      await toastWith('Network error. Please try again.');
      // The new question could not be loaded either.
      await page.fill(T('faucet-captcha-answer'), '3');
      await page.click(T('faucet-captcha-verify'));
      await page.waitForSelector(`${T('faucet-captcha-feedback')}:has-text("No captcha loaded. Please refresh.")`);
      // A question loaded, then the server goes away before the check.
      await stack.startFaucet();
      await page.click('button:has-text("New problem")');
      await page.waitForSelector(`${T('faucet-captcha-question')}:has-text("What is")`);
      await stack.stopFaucet();
      await page.fill(T('faucet-captcha-answer'), '3');
      await page.click(T('faucet-captcha-verify'));
      await page.waitForSelector(`${T('faucet-captcha-feedback')}:has-text("Verification failed. Please try again.")`);
    } finally {
      await stack.startFaucet();
    }
    await page.evaluate(() =>
      (window as unknown as { faucet: { loadCaptcha(): Promise<unknown> } }).faucet.loadCaptcha(),
    );
    await solveCaptcha();
    await page.click(T('faucet-claim-button'));
    await page.waitForSelector(`${T('faucet-tx-status')} :text("Claim successful!")`);
  });

  it('an email-login wallet claims: the code from the development mailbox, its address filled in, the coins on the devnet', async () => {
    await openFaucet(await fundedAccount(inject('rpcUrl'), 1n));
    await page.click(T('faucet-connect-button'));
    const email = `claimer-${Date.now()}@example.test`;
    const after = lastMailId(frameStack.mailbox);
    await page.fill(`${MODAL} [data-testid="email-input"]`, email);
    await page.press(`${MODAL} [data-testid="email-input"]`, 'Enter');
    await page.waitForSelector(`${MODAL} [data-view="EmailVerifyOtp"]`);
    await page.fill(`${MODAL} [data-testid="otp-input"]`, (await codeFor(frameStack.mailbox, email, after)).code);
    await page.waitForSelector(MODAL, { state: 'detached' });
    await toastWith('Wallet connected successfully!');
    const [row] = await frameStack
      .frame()
      .db.query<{ eip155_address: string }>('SELECT eip155_address FROM frame_user WHERE email = $1', [email]);
    const address = row!.eip155_address as Address;
    expect((await page.inputValue(T('faucet-address-input'))).toLowerCase()).toBe(address.toLowerCase());
    expect(await page.textContent(T('faucet-connect-button'))).toContain(
      `${address.slice(0, 6)}...${address.slice(-4)}`,
    );
    const client = testPublicClient(stack.rpcUrl);
    const before = await client.getBalance({ address });
    await solveCaptcha();
    await page.click(T('faucet-claim-button'));
    await page.waitForSelector(`${T('faucet-tx-status')} :text("Claim successful!")`);
    expect((await client.getBalance({ address })) - before).toBe(parseEther('1'));
    // Signed out again, so the next test starts from the development wallet.
    await page.click(T('faucet-disconnect-button'));
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.textContent === 'Connect Wallet',
      T('faucet-connect-button'),
    );
  });

  it('disconnect returns the button to its label; three disconnects within 10 s warn; 360 px screenshot, no axe violation', async () => {
    const account = await fundedAccount(inject('rpcUrl'), 1n);
    await openFaucet(account);
    await page.screenshot({ path: `${artifacts}faucet-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    for (let i = 0; i < 3; i++) {
      await connect(account);
      await page.click(T('faucet-disconnect-button'));
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.textContent === 'Connect Wallet',
        T('faucet-connect-button'),
      );
    }
    await toastWith('Wallet disconnected');
    await toastWith('Your wallet keeps disconnecting');

    await page.setViewportSize({ width: 360, height: 780 });
    await connect(account);
    await solveCaptcha();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${artifacts}faucet-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(guard.external).toEqual([]);
  });
});
