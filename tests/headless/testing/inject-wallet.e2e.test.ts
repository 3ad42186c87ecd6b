// injectTestWallet in headless Chromium: a plain page discovers the wallet by EIP-6963 and uses it as any dApp would;
// the signatures verify against the key held in Node, the wallet's switches and events reach the page, a reload and a
// second page of the context get it again, and the key appears nowhere in the page.
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { verifyMessage, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defineDevnetChain, injectTestWallet, type TestWallet } from 'walletdock/testing';
import { launchBrowser, type TestBrowser } from '../../support/browser';
import { fundedAccount } from '../../support/chain';

const rpcUrl = inject('rpcUrl');
// The page a dApp would be: it collects announced wallets and keeps their events, nothing of walletdock's.
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>dApp</title><script>
  window.wallets = [];
  window.seen = [];
  window.addEventListener('eip6963:announceProvider', (event) => {
    if (window.wallets.some((w) => w.info.uuid === event.detail.info.uuid)) return;
    window.wallets.push(event.detail);
    event.detail.provider.on('chainChanged', (id) => window.seen.push(['chainChanged', id]));
    event.detail.provider.on('accountsChanged', (a) => window.seen.push(['accountsChanged', a]));
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
</script></head><body>dApp</body></html>`;

let server: Server;
let origin = '';
let browser: TestBrowser;
let wallet: TestWallet;
let privateKey: Hex;
let page: Page;

beforeAll(async () => {
  server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  browser = await launchBrowser();
  ({ privateKey } = await fundedAccount(rpcUrl, 1n));
  wallet = await injectTestWallet(browser.context, {
    privateKey,
    rpcUrl,
    chains: [defineDevnetChain(rpcUrl), { ...defineDevnetChain(rpcUrl), id: 33323, name: 'Second Devnet' }],
    info: { name: 'Injected Test Wallet' },
  });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.goto(origin);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((ok) => server?.close(ok));
});

/** Calls the first announced wallet's request() in the page; a thrown error comes back as { code, message }. */
const request = (target: Page, method: string, params?: unknown[]) =>
  target.evaluate(
    async ([m, p]) => {
      const provider = (window as unknown as { wallets: { provider: { request(a: unknown): Promise<unknown> } }[] })
        .wallets[0]!.provider;
      try {
        return { result: await provider.request({ method: m, params: p }) };
      } catch (error) {
        const { code, message } = error as { code: number; message: string };
        return { error: { code, message } };
      }
    },
    [method, params] as const,
  );

describe('injectTestWallet', () => {
  it('announces an installed wallet by EIP-6963 with its metadata, before the page script ran', async () => {
    const info = await page.evaluate(() =>
      (window as unknown as { wallets: { info: unknown }[] }).wallets.map((w) => w.info),
    );
    expect(info).toEqual([
      {
        name: 'Injected Test Wallet',
        rdns: 'dev.walletdock.testwallet',
        icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      },
    ]);
  });

  it('connects and signs in the page with the key held in Node', async () => {
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [wallet.address] });
    const signed = await request(page, 'personal_sign', ['hello page', wallet.address]);
    const signature = (signed as { result: Hex }).result;
    expect(await verifyMessage({ address: wallet.address, message: 'hello page', signature })).toBe(true);
    expect(wallet.requests.map((r) => r.method)).toEqual(['eth_requestAccounts', 'personal_sign']);
  });

  it("the wallet's switches answer the page: a rejection is EIP-1193's 4001", async () => {
    wallet.setBehavior('personal_sign', { reject: true, times: 1 });
    expect(await request(page, 'personal_sign', ['no', wallet.address])).toEqual({
      error: { code: 4001, message: 'User rejected the request.' },
    });
  });

  it("the wallet's events reach the page's listeners", async () => {
    wallet.setChain(33323);
    await page.waitForFunction(() => (window as unknown as { seen: unknown[] }).seen.length > 1);
    // The connect of the test above granted the account (accountsChanged); the switch is chainChanged.
    expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([
      ['accountsChanged', [wallet.address]],
      ['chainChanged', '0x822b'],
    ]);
    wallet.setChain(33322);
  });

  it('a reload and a second page of the context get the wallet again, still connected', async () => {
    await page.reload();
    expect(await request(page, 'eth_accounts')).toEqual({ result: [wallet.address] });
    const second = await browser.context.newPage();
    await second.goto(origin);
    expect(await request(second, 'eth_chainId')).toEqual({ result: '0x822a' });
    await second.close();
  });

  it('the key is nowhere in the page: not in its globals, its HTML or its storage', async () => {
    const text = await page.evaluate(() => {
      const globals = Object.getOwnPropertyNames(window)
        .map((name) => {
          try {
            return `${name}=${String((window as unknown as Record<string, unknown>)[name])}`;
          } catch {
            return name;
          }
        })
        .join('\n');
      return [globals, document.documentElement.outerHTML, JSON.stringify({ ...localStorage })].join('\n');
    });
    expect(text.toLowerCase()).not.toContain(privateKey.slice(2).toLowerCase());
    expect(text).toContain('__walletdockTestWallet_');
  });
});
