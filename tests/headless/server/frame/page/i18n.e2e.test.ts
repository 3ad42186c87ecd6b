// The wallet frame's pages in the app's language and by keyboard, in Chromium, embedded by the minimal host page on
// another origin: the app names its locale (SYNC_DAPP_DATA) and the approval screen speaks it (Arabic right to left,
// Japanese), in the pseudo-locale no text the frame writes is left in plain English, a page no app opened speaks the
// browser's language, the approval is operated by keyboard alone (focus on its title, Tab to Reject and Approve, a
// visible focus ring, Enter approves, Escape rejects), and axe finds nothing on it in either theme. The screenshots
// are kept for a person to look at (WALLETDOCK_SCREENSHOTS, else the system's temp dir).
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { verifyMessage, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FRAME_TEXTS } from '../../../../../headless/server/frame/page/i18n/texts';
import ar from '../../../../../headless/server/frame/page/i18n/locales/ar';
import de from '../../../../../headless/server/frame/page/i18n/locales/de';
import ja from '../../../../../headless/server/frame/page/i18n/locales/ja';
import { axeViolations } from '../../../../support/axe';
import { guardRequests, launchBrowser, type TestBrowser } from '../../../../support/browser';
import { buildFramePageForTests, startFrameStack, startHostPage, type FrameStack } from '../../../../support/frame';
import { emailLoginInFrame } from '../../../../support/frame-in-host';
import { hostDriver } from '../host-driver';

const CHAIN = 'eip155:33322';
const SHOTS = process.env.WALLETDOCK_SCREENSHOTS ?? join(tmpdir(), 'walletdock-i18n-screenshots');
// The pseudo-locale's letters (core/i18n/pseudo.ts): a text the frame's table wrote carries some.
const PSEUDO = /[åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]/;

let browser: TestBrowser;
let page: Page;
let stack: FrameStack;
let host: Awaited<ReturnType<typeof startHostPage>>;
let built: Awaited<ReturnType<typeof buildFramePageForTests>>;
let guard: { external: string[] };
let address: Address;

const { request, start, settled, frame, open, walletFrame } = hostDriver(() => page);
const wallet = (): Frame => walletFrame(stack.url);
const app = (locale: string) => ({
  metadata: { name: 'Demo shop', description: '', url: host.url, icons: [] },
  sdkVersion: '0.1.0',
  sdkType: 'walletdock',
  locale,
});

/** Asks for a signature of `text` and waits until the approval screen shows it. */
async function askSignature(text: string): Promise<number> {
  const id = await start('RPC_REQUEST', {
    chainId: CHAIN,
    method: 'personal_sign',
    params: [`0x${Buffer.from(text).toString('hex')}`, address],
  });
  await expect.poll(() => frame().locator('[data-testid="approval-body"]').textContent()).toBe(text);
  return id;
}

/** The texts of the approval screen the frame writes itself (not the origin, the network's name, the message, addresses or amounts). */
function writtenTexts(): Promise<string[]> {
  return wallet().$eval('[data-view="Approval"]', (card) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement!;
      const text = node.textContent?.trim();
      if (!text || el.closest('[data-testid="approval-origin"], [data-testid="approval-body"], .network')) continue;
      // An address, or an amount with its symbol: data, not the frame's words.
      if (/^0x[0-9a-fA-F]{40}$/.test(text) || /^[\d.]+ [A-Z]{2,6}$/.test(text)) continue;
      texts.push(text);
    }
    return texts;
  });
}

/** The element focused inside the frame, as `tag[data-action]` or `tag#id`. */
const focused = () =>
  wallet().evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el
      ? `${el.tagName.toLowerCase()}${el.dataset.action ? `[${el.dataset.action}]` : el.id ? `#${el.id}` : ''}`
      : '';
  });

/** A screenshot of the frame once Approve counts (it is greyed out for its first half second in view). */
async function shot(name: string): Promise<void> {
  await expect.poll(() => frame().locator('[data-action="approve"]').isEnabled()).toBe(true);
  await page.locator('#wallet-frame').screenshot({ path: join(SHOTS, `frame-${name}.png`) });
}

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  built = await buildFramePageForTests();
  host = await startHostPage();
  [stack, browser] = await Promise.all([
    startFrameStack({ rpcUrl: inject('rpcUrl'), pageDir: built.dir, allowedOrigins: [host.origin] }),
    launchBrowser(),
  ]);
  guard = guardRequests(browser.context);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await open(host.url, stack.url);
  address = (await emailLoginInFrame(request, stack.mailbox, 'i18n')).address as Address;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await host?.close();
  await built?.remove();
});

describe("the wallet frame in the app's language", () => {
  it("in Arabic the approval reads right to left in the app's words, light and dark; in Japanese too", async () => {
    expect(await request('SYNC_DAPP_DATA', app('ar'))).toEqual({});
    const asked = await askSignature('مرحبا from the shop');
    expect(await wallet().evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    expect(await frame().locator('h1').textContent()).toBe(ar['Sign message']);
    expect(await frame().locator('button[data-action="approve"]').textContent()).toBe(ar.Approve);
    expect(await frame().locator('button[data-action="reject"]').textContent()).toBe(ar.Reject);
    expect(await frame().locator('.app-name').textContent()).toBe('يسمّي نفسه «Demo shop»');
    expect(await frame().locator('dt').allTextContents()).toEqual([ar.Account]);
    // Right to left: Approve (the row's end) sits left of Reject.
    const [approveBox, rejectBox] = await Promise.all([
      frame().locator('[data-action="approve"]').boundingBox(),
      frame().locator('[data-action="reject"]').boundingBox(),
    ]);
    expect(approveBox!.x).toBeLessThan(rejectBox!.x);
    await shot('approval-ar-light');
    expect(await request('SYNC_THEME', { themeMode: 'dark' })).toEqual({});
    await shot('approval-ar-dark');
    await frame().locator('button[data-action="reject"]').click();
    expect(await settled(asked)).toMatchObject({ state: 'error', rpcCode: 4001 });

    // The app changes its language at run time: the next screen follows, left to right again.
    expect(await request('SYNC_DAPP_DATA', app('ja'))).toEqual({});
    const sending = await start('RPC_REQUEST', {
      chainId: CHAIN,
      method: 'eth_sendTransaction',
      params: [{ from: address, to: '0x000000000000000000000000000000000000dEaD', value: '0x0', data: '0xa9059cbb' }],
    });
    await expect.poll(() => frame().locator('h1').textContent()).toBe(ja['Send transaction']);
    expect(await wallet().evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ja',
      'ltr',
    ]);
    expect(await frame().locator('dt').allTextContents()).toEqual([ja.From, ja.To, ja.Value, ja.Data]);
    expect(await frame().locator('dd').last().textContent()).toBe('0xa9059cbb (4 バイト)');
    await shot('approval-ja-dark');
    expect(await request('SYNC_THEME', { themeMode: 'light' })).toEqual({});
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => (document.getElementById('wallet-frame')!.style.width = '370px'));
    await shot('approval-ja-light-phone');
    // Chromium drops input to a cross-origin frame that was resized within the last half second.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await frame().locator('button[data-action="reject"]').click();
    expect(await settled(sending)).toMatchObject({ state: 'error', rpcCode: 4001 });
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  it('in the pseudo-locale every text the approval screen writes comes from the tables, none is cut', async () => {
    expect(await request('SYNC_DAPP_DATA', app('en-XA'))).toEqual({});
    for (const params of [
      { method: 'personal_sign', params: [`0x${Buffer.from('pseudo').toString('hex')}`, address] },
      { method: 'eth_sendTransaction', params: [{ from: address, value: '0x0', data: '0x6080' }] },
      {
        method: 'eth_signTypedData_v4',
        params: [
          address,
          JSON.stringify({
            types: { EIP712Domain: [], Mail: [{ name: 'body', type: 'string' }] },
            primaryType: 'Mail',
            domain: {},
            message: { body: 'hi' },
          }),
        ],
      },
    ]) {
      const id = await start('RPC_REQUEST', { chainId: CHAIN, ...params });
      await frame().locator('[data-view="Approval"]').waitFor();
      const texts = await writtenTexts();
      expect(texts.length).toBeGreaterThan(3);
      expect(
        texts.filter((text) => !PSEUDO.test(text) && text !== 'Mail'),
        params.method,
      ).toEqual([]);
      // Nothing spills out of the frame's width nor is cut in its box.
      const spilled = await wallet().$$eval('[data-view="Approval"] *', (els) =>
        els
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return (
              r.width > 1 &&
              (r.left < -1 ||
                r.right > innerWidth + 1 ||
                (el.children.length === 0 && el.tagName !== 'PRE' && el.scrollWidth > el.clientWidth + 1))
            );
          })
          .map((el) => `${el.tagName}: ${el.textContent?.slice(0, 30)}`),
      );
      expect(spilled, params.method).toEqual([]);
      if (params.method === 'eth_sendTransaction') await shot('approval-pseudo');
      await frame().locator('button[data-action="reject"]').click();
      expect(await settled(id)).toMatchObject({ state: 'error', rpcCode: 4001 });
    }
  });

  it("a page no app opened speaks the browser's language; every table has every text", async () => {
    const other = await browser.context.newPage();
    await other.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['de-AT', 'en'] }));
    await other.goto(`${stack.url}/`);
    await expect
      .poll(() => other.locator('.refused').textContent())
      .toBe(de['This is a wallet frame. Open it from an app.']);
    expect(await other.evaluate(() => [document.documentElement.lang, document.title])).toEqual(['de', de.Wallet]);
    await other.close();
    for (const table of [ar, de, ja]) expect(Object.keys(table).sort()).toEqual([...FRAME_TEXTS].sort());
  });
});

describe("the frame's approval by keyboard", () => {
  it('focus lands on the title; Tab reaches Reject and Approve with a visible ring; Enter approves, Escape rejects', async () => {
    expect(await request('SYNC_DAPP_DATA', app('en'))).toEqual({});
    const asked = await askSignature('keyboard only');
    // The host puts focus into the frame when it shows it (the modal's frame element does so); the title has it.
    await page.evaluate(() => document.getElementById('wallet-frame')!.focus());
    expect(await focused()).toBe('h1#approval-title');
    await expect.poll(() => frame().locator('[data-action="approve"]').isEnabled()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('pre'); // the message scrolls: reachable to read it
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('button[reject]');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('button[approve]');
    const ring = await wallet().evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(ring).toBe('solid');
    await shot('approval-keyboard-focus');
    await page.keyboard.press('Enter');
    const signed = await settled(asked);
    expect(signed.state).toBe('ok');
    expect(
      await verifyMessage({ address, message: 'keyboard only', signature: (signed.result as { result: Hex }).result }),
    ).toBe(true);

    const again = await askSignature('escape');
    await page.evaluate(() => document.getElementById('wallet-frame')!.focus());
    await page.keyboard.press('Escape');
    expect(await settled(again)).toMatchObject({ state: 'error', rpcCode: 4001 });

    const third = await askSignature('reject by keyboard');
    await page.evaluate(() => document.getElementById('wallet-frame')!.focus());
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('button[reject]');
    await page.keyboard.press('Enter');
    expect(await settled(third)).toMatchObject({ state: 'error', rpcCode: 4001 });
  });

  it('axe finds nothing on the approval screen, light and dark, left to right and right to left', async () => {
    for (const [locale, theme] of [
      ['en', 'light'],
      ['en', 'dark'],
      ['ar', 'light'],
      ['ar', 'dark'],
    ] as const) {
      expect(await request('SYNC_DAPP_DATA', app(locale))).toEqual({});
      expect(await request('SYNC_THEME', { themeMode: theme })).toEqual({});
      const id = await askSignature(`axe ${locale} ${theme}`);
      expect(await axeViolations(wallet()), `${locale} ${theme}`).toEqual([]);
      await frame().locator('button[data-action="reject"]').click();
      expect(await settled(id)).toMatchObject({ state: 'error', rpcCode: 4001 });
    }
    expect(guard.external).toEqual([]);
  });
});
