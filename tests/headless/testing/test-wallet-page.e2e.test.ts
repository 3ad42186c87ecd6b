import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { parseEther, toHex, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { fundedAccount, testPublicClient } from '../../support/chain';
import { launchBrowser, type TestBrowser } from '../../support/browser';

// The public walletdock/testing entry, bundled for the browser exactly as a host app's test page would load it.
const entry = fileURLToPath(new URL('../../../headless/testing/index.ts', import.meta.url));
const rpcUrl = inject('rpcUrl');

let server: Server;
let origin = '';
let context: BrowserContext;
let page: Page;
let browser: TestBrowser | undefined;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'WalletDockTesting',
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>test wallet</title><script src="/testing.js"></script></head><body></body></html>';
  server = createServer((req, res) => {
    if (req.url === '/testing.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchBrowser();
  context = browser.context;
  page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(origin);
  expect(errors).toEqual([]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
});

describe('walletdock/testing in a page (headless Chromium)', () => {
  it('announces by EIP-6963 on window, signs, sends value over the devnet RPC, and rejects with 4001', async () => {
    const funded = await fundedAccount(rpcUrl, 10n);
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const message = 'hello from the page';
    const result = await page.evaluate(
      async ({ rpcUrl, privateKey, recipient, messageHex, value }) => {
        type Detail = { info: { name: string; rdns: string; uuid: string }; provider: unknown };
        const lib = (window as unknown as { WalletDockTesting: typeof import('walletdock/testing') }).WalletDockTesting;
        const announced: Detail[] = [];
        window.addEventListener('eip6963:announceProvider', (e) => announced.push((e as CustomEvent<Detail>).detail));
        const wallet = lib.createTestWallet({
          privateKey: privateKey as `0x${string}`,
          rpcUrl,
          chains: [lib.defineDevnetChain(rpcUrl)],
          info: { name: 'Page Wallet', rdns: 'dev.walletdock.page' },
        });
        window.dispatchEvent(new Event('eip6963:requestProvider'));
        const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
        const signature = await wallet.request({
          method: 'personal_sign',
          params: [messageHex as `0x${string}`, accounts[0] as `0x${string}`],
        });
        const hash = await wallet.request({
          method: 'eth_sendTransaction',
          params: [
            { from: accounts[0] as `0x${string}`, to: recipient as `0x${string}`, value: value as `0x${string}` },
          ],
        });
        wallet.setBehavior('personal_sign', { reject: true });
        const rejection = await wallet
          .request({ method: 'personal_sign', params: [messageHex as `0x${string}`, accounts[0] as `0x${string}`] })
          .catch((e: { code: number; message: string }) => ({ code: e.code, message: e.message }));
        return {
          announcements: announced.length,
          sameProvider: announced.every((d) => d.provider === wallet),
          info: announced[0]?.info,
          accounts,
          signature,
          hash,
          chainId: await wallet.request({ method: 'eth_chainId' }),
          rejection,
        };
      },
      {
        rpcUrl,
        privateKey: funded.privateKey,
        recipient,
        messageHex: toHex(message),
        value: toHex(parseEther('0.25')),
      },
    );
    expect(result.announcements).toBe(2);
    expect(result.sameProvider).toBe(true);
    expect(result.info).toMatchObject({ name: 'Page Wallet', rdns: 'dev.walletdock.page' });
    expect(result.info?.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result.accounts).toEqual([funded.address]);
    expect(result.chainId).toBe('0x822a');
    const client = testPublicClient(rpcUrl);
    expect(
      await client.verifyMessage({ address: funded.address as Address, message, signature: result.signature as Hex }),
    ).toBe(true);
    expect((await client.waitForTransactionReceipt({ hash: result.hash as Hex })).status).toBe('success');
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'));
    expect(result.rejection).toEqual({ code: 4001, message: 'User rejected the request.' });
  });
});
