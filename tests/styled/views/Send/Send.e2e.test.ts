// Send and Receive in the drop-in modal, in headless Chromium against the built examples/modal with the
// EIP-6963 test wallet (a fresh funded key) on the devnet: 0.1 AVENT and 5 TEST sent from the modal land
// on anvil; the Receive QR, read back from the page's pixels by jsQR, is the payment URI. One build, one
// browser, one page; the tests run in order on the page's wallet.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { erc20Abi, getAddress, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { fundedAccount, mintTestToken, testPublicClient, type FundedAccount } from '../../../support/chain';
import { startModalApp, type ModalApp } from '../../../support/browser';
import { axeViolations } from '../../../support/axe';

const jsqrPath = fileURLToPath(new URL('../../../../node_modules/jsqr/dist/jsQR.js', import.meta.url));
const BUTTON = '[data-walletdock-connect-button]';
const MODAL = '[data-walletdock-modal]';
const rpcUrl = inject('rpcUrl');
const { token } = inject('contracts');
const client = testPublicClient(rpcUrl);

let modal: ModalApp;
let server: ModalApp['server'];
let guard: { external: string[] };
let account: FundedAccount;
let page: Page;

const tokenBalance = (address: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] });

/** From Account: open Send, pick a token by symbol, type amount and receiver with the keyboard, review, send. */
async function sendFromModal(symbol: string, amount: string, receiver: string) {
  await page.click('[data-open-send]');
  // The token picker, by keyboard: open it, type to search, Enter takes the active match.
  await page.click('[data-view="Send"][data-step="form"] [data-token-picker] button');
  await page.waitForSelector(`[data-token-picker] [role="option"][data-symbol="${symbol}"]`);
  await page.keyboard.type(symbol);
  await page.waitForSelector(`[data-token-picker] [role="option"][data-active="true"][data-symbol="${symbol}"]`);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`[data-token-picker][data-symbol="${symbol}"] button:focus`);
  await page.focus('[data-amount]');
  await page.keyboard.type(amount);
  // Max is enabled once the balance and the fee are known; until then Tab skips it, as it would for a person.
  await page.waitForSelector('[data-view="Send"] button:has-text("Max"):not([disabled])');
  await page.keyboard.press('Tab'); // Max
  await page.keyboard.press('Tab'); // receiver
  await page.keyboard.type(receiver);
  await page.waitForSelector('[data-send-review]:not([disabled])');
  expect(await axeViolations(page, MODAL)).toEqual([]);
  await page.keyboard.press('Enter'); // submits the form: the review step
  await page.waitForSelector('[data-view="Send"][data-step="review"]');
  expect(await page.textContent('[data-review-amount]')).toBe(`${amount} ${symbol}`);
  expect(await page.textContent('[data-review-receiver]')).toBe(receiver);
  expect(await page.textContent('[data-review-fee]')).toMatch(/^0\.\d+ AVENT$/);
  expect(await axeViolations(page, MODAL)).toEqual([]);
  await page.click('[data-send-confirm]:not([disabled])');
  await page.waitForSelector('[data-view="Send"][data-step="success"]', { timeout: 30_000 });
  const hash = (await page.getAttribute('[data-view="Send"]', 'data-hash')) as `0x${string}`;
  await page.click('[data-view="Send"] button:has-text("Done")');
  await page.waitForSelector('[data-view="Account"]');
  return client.getTransactionReceipt({ hash });
}

beforeAll(async () => {
  [modal, account] = await Promise.all([startModalApp(), fundedAccount(rpcUrl, 100n)]);
  ({ server, guard, page } = modal);
  const minter = await fundedAccount(rpcUrl, 1n);
  await mintTestToken(rpcUrl, token, minter, account.address, parseEther('50'));
}, 120_000);

afterAll(async () => {
  await modal?.close();
});

describe('Send and Receive panels', () => {
  it('sends 0.1 AVENT and 5 TEST from the modal; anvil holds them at the receiver', async () => {
    await page.goto(`${server.url}/?rpc=${encodeURIComponent(rpcUrl)}&pk=${account.privateKey}&token=${token}`);
    await page.click(BUTTON);
    await page.click('[data-connector-id="dev.walletdock.testwallet"]');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.click(BUTTON);
    await page.waitForSelector('[data-view="Account"] [data-open-send]');
    expect(await axeViolations(page, MODAL)).toEqual([]);

    const to = getAddress(privateKeyToAddress(generatePrivateKey()));
    const nativeBefore = await client.getBalance({ address: account.address });
    const first = await sendFromModal('AVENT', '0.1', to);
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.1'));
    expect(nativeBefore - (await client.getBalance({ address: account.address }))).toBe(
      parseEther('0.1') + first.gasUsed * first.effectiveGasPrice,
    );

    const second = await sendFromModal('TEST', '5', to);
    expect(second.to?.toLowerCase()).toBe(token.toLowerCase());
    expect(await tokenBalance(to)).toBe(parseEther('5'));
    expect(await tokenBalance(account.address)).toBe(parseEther('45'));
    // Back on Account, the Tokens tab shows the balance after the send, not its 30 s cache of the one before.
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-view="Account"] [data-token-row][data-symbol="TEST"] [data-amount]')
          ?.textContent?.startsWith('45'),
      undefined,
      { timeout: 10_000 },
    );
    expect(guard.external).toEqual([]);
  });

  it('a wallet rejection shows the error toast and keeps the review', async () => {
    await page.click('[data-open-send]');
    await page.waitForSelector('[data-token-picker] button');
    await page.fill('[data-amount]', '0.2');
    await page.fill('[data-receiver]', 'not-an-address');
    await page.waitForFunction(
      () => document.querySelector('[data-send-error]')?.textContent === 'Invalid receiver address',
    );
    await page.fill('[data-receiver]', getAddress(privateKeyToAddress(generatePrivateKey())));
    await page.click('[data-send-review]:not([disabled])');
    await page.evaluate(() =>
      (
        window as unknown as { __walletdockTestWallet: { setBehavior(m: string, b: unknown): void } }
      ).__walletdockTestWallet.setBehavior('eth_sendTransaction', { reject: true, times: 1 }),
    );
    await page.click('[data-send-confirm]:not([disabled])');
    await page.waitForSelector('[data-toast="error"]');
    expect(await page.textContent('[data-toast="error"]')).toContain('User rejected the request.');
    await page.waitForSelector('[data-view="Send"][data-step="review"] [data-send-confirm]:not([disabled])');
    await page.click('[data-view="Send"] button:has-text("Back")');
    expect(await page.inputValue('[data-amount]')).toBe('0.2');
  });

  it('Receive shows the address and networks; its QR, read from the page’s pixels, is the EIP-681 URI', async () => {
    await page.click('[data-walletdock-modal] button[aria-label="Back"]');
    await page.waitForSelector('[data-view="Account"] [data-open-receive]');
    await page.click('[data-open-receive]');
    await page.waitForSelector('[data-view="Receive"] svg[data-receive-qr]');
    const uri = await page.getAttribute('[data-view="Receive"]', 'data-uri');
    expect(uri).toBe(`ethereum:${account.address}@33322`);
    expect(await page.textContent('[data-receive-address]')).toBe(account.address);
    expect(await page.$$eval('[data-view="Receive"] li', (items) => items.map((li) => li.textContent))).toEqual(
      expect.arrayContaining(['WalletDock DevnetCurrent network', 'WalletDock L2']),
    );
    expect(await axeViolations(page, MODAL)).toEqual([]);

    // Read the QR as a camera would: rasterise the drawn SVG to a canvas and decode its pixels with jsQR.
    await page.addScriptTag({ content: await readFile(jsqrPath, 'utf8') });
    const decoded = await page.evaluate(async () => {
      const svg = document.querySelector('[data-receive-qr]') as SVGSVGElement;
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 432;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0, 432, 432);
      const { data, width, height } = context.getImageData(0, 0, 432, 432);
      const read = (window as unknown as { jsQR(d: Uint8ClampedArray, w: number, h: number): { data: string } | null })
        .jsQR;
      return read(data, width, height)?.data;
    });
    expect(decoded).toBe(uri);
  });
});
