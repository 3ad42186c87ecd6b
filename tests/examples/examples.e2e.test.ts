// What a newcomer runs besides the faucet: the production build of the faucet page carries no development-wallet
// code, and examples/hooks connects the development wallet with a UI drawn from the hooks alone.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { formatEther } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundedAccount, mintTestToken } from '../support/chain';
import { buildExample, guardRequests, launchBrowser, serveStatic, type TestBrowser } from '../support/browser';
import { buildFaucetPage, type BuiltPage } from '../support/stack';

let browser: TestBrowser;
let page: Page;
let prod: BuiltPage;
let hooks: { outDir: string; remove(): Promise<void> };
let guard: { external: string[] };

beforeAll(async () => {
  // One build after the other: two Vite builds at once only fight over the two cores.
  prod = await buildFaucetPage('production');
  hooks = await buildExample('hooks', { mode: 'demo' });
  browser = await launchBrowser();
  guard = guardRequests(browser.context);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await prod?.remove();
  await hooks?.remove();
});

async function builtText(dir: string): Promise<string> {
  const assets = join(dir, 'assets');
  const files = (await readdir(assets)).filter((f) => f.endsWith('.js'));
  return (await Promise.all(files.map((f) => readFile(join(assets, f), 'utf8')))).join('\n');
}

describe('faucet production build and the hooks example', () => {
  it('the production faucet page has no development wallet: not in the bundle, not in the wallet list', async () => {
    const code = await builtText(prod.dir);
    expect(code).not.toContain('dev.walletdock.testwallet');
    expect(code).not.toContain('Development Wallet');
    expect(code).not.toContain('faucetDevWallet');
    const server = await serveStatic(prod.dir);
    try {
      await page.goto(server.url);
      await page.waitForSelector('[data-testid="faucet-connect-button"]:has-text("Connect Wallet")');
      expect(await page.$('.demo-banner')).toBeNull();
      await page.click('[data-testid="faucet-connect-button"]');
      await page.waitForSelector('[data-walletdock-modal] [data-view="Connect"]');
      expect(await page.$('[data-connector-id="dev.walletdock.testwallet"]')).toBeNull();
      expect(await page.evaluate(() => 'faucetDevWallet' in window)).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('examples/hooks lists the announced wallet, connects, shows address and balance, reads/transfers TestToken and signs typed data with wagmi hooks, disconnects (no styled code)', async () => {
    const account = await fundedAccount(inject('rpcUrl'), 42n);
    const code = await builtText(hooks.outDir);
    expect(code).not.toContain('data-walletdock-modal');
    const server = await serveStatic(hooks.outDir);
    try {
      await mintTestToken(
        inject('rpcUrl'),
        inject('contracts').token,
        await fundedAccount(inject('rpcUrl'), 1n),
        account.address,
        5n * 10n ** 18n,
      );
      const token = inject('contracts').token;
      await page.goto(
        `${server.url}/?rpc=${encodeURIComponent(inject('rpcUrl'))}&pk=${account.privateKey}&token=${token}`,
      );
      await page.click('[data-connector-id="dev.walletdock.testwallet"]');
      await page.waitForSelector(`[data-testid="hooks-address"][title="${account.address}"]`);
      await page.waitForSelector(`[data-testid="hooks-balance"]:has-text("${formatEther(42n * 10n ** 18n)}")`);
      expect(await page.textContent('[data-testid="hooks-status"]')).toBe('Status: connected');
      // wagmi's own hooks beside walletdock's: a multicall read of TestToken, a transfer, typed data.
      await page.waitForSelector('[data-testid="hooks-token-balance"]:has-text("5 TEST")');
      await page.click('button:has-text("to myself")');
      await page.waitForSelector('text=mined');
      await page.click('button:has-text("Sign typed data")');
      await page.waitForSelector('text=/Signature 0x[0-9a-f]{130}/');
      await page.click('button:has-text("Disconnect")');
      await page.waitForSelector('[data-testid="hooks-status"]:has-text("Status: disconnected")');
      expect(guard.external).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
