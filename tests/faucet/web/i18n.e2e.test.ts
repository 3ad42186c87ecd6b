// The faucet page in the visitor's language, in headless Chromium against the faucet server serving the demo build: the
// browser's languages pick the page's (German), a link may name one (`?lang=`), Arabic reads right to left, and in the
// pseudo-locale no text the page writes is left in plain English nor spills out of its box. The screenshots (the page
// has one theme, dark) are kept for a person to look at (WALLETDOCK_SCREENSHOTS, else the system's temp dir).
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import ar from '../../../faucet/web/src/i18n/locales/ar';
import de from '../../../faucet/web/src/i18n/locales/de';
import { axeViolations } from '../../support/axe';
import { guardRequests, launchBrowser, type TestBrowser } from '../../support/browser';
import { buildFaucetPage, startFaucetStack, type BuiltPage, type FaucetStack } from '../../support/stack';

const SHOTS = process.env.WALLETDOCK_SCREENSHOTS ?? join(tmpdir(), 'walletdock-i18n-screenshots');
const T = (id: string) => `[data-testid="${id}"]`;
// The pseudo-locale's letters (walletdock's pseudoLocalize): a text the page's table wrote carries some.
const PSEUDO = /[åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]/;
// What the page shows but does not write: the logo, the placeholder address, numbers, the ×.
const DATA = [/^◆$/, /^0x…$/, /^[\d\s:.,]*$/, /^×$/];

let browser: TestBrowser;
let built: BuiltPage;
let stack: FaucetStack;
let guard: { external: string[] };

const pageUrl = (query = '') => `${stack.url}/?rpc=${encodeURIComponent(stack.rpcUrl)}${query}`;

/** A fresh page whose browser prefers `languages`. */
async function open(languages: string[], query = '', viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  await page.addInitScript((list) => {
    Object.defineProperty(navigator, 'languages', { get: () => list });
    Object.defineProperty(navigator, 'language', { get: () => list[0] });
  }, languages);
  await page.goto(pageUrl(query));
  await page.waitForSelector(`${T('faucet-captcha-question')}:not(:empty)`);
  return page;
}

/** Every text the page shows or names (text nodes, labels, placeholders), outside the modal. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement!;
      const text = node.textContent?.trim();
      if (!text || el.closest('[data-walletdock-modal], [data-walletdock-connect-button], script, style, [hidden]'))
        continue;
      if (getComputedStyle(el).display === 'none') continue;
      texts.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder]')) {
      for (const name of ['aria-label', 'placeholder']) {
        const text = el.getAttribute(name)?.trim();
        if (text) texts.push(text);
      }
    }
    return [...texts, document.title];
  });
}

/** Elements whose text reaches past the window's sides or overflows its own box. */
function spills(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *, header *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width <= 1) return false;
        const leaf = el.children.length === 0 && !['INPUT', 'svg', 'path'].includes(el.tagName);
        return (
          r.left < -1 ||
          r.right > innerWidth + 1 ||
          (leaf && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'hidden')
        );
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`),
  );
}

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  built = await buildFaucetPage('demo');
  [stack, browser] = await Promise.all([
    startFaucetStack({ rpcUrl: inject('rpcUrl'), staticDir: built.dir }),
    launchBrowser(),
  ]);
  guard = guardRequests(browser.context);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await built?.remove();
});

describe("the faucet page in the visitor's language", () => {
  it("speaks the browser's language (German), and the modal it opens speaks it too", async () => {
    const page = await open(['de-DE', 'en']);
    // The language's texts arrive as a chunk of their own: the page's first, fetched and compiled cold (over the
    // poll's default second on a loaded machine).
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.title]), {
        timeout: 10_000,
      })
      .toEqual(['de', 'ltr', de['AVENT test faucet']]);
    await expect.poll(() => page.textContent('h1')).toBe(de['Free AVENT test coins']);
    expect(await page.textContent(T('faucet-claim-button'))).toBe(de['Claim AVENT']);
    expect(await page.textContent(T('faucet-countdown'))).toBe(de['Ready to claim!']);
    // The server's question, translated where shown ("Was ist 3 + 4?").
    expect(await page.textContent(T('faucet-captcha-question'))).toMatch(/^Was ist \d+ [+−×] \d+\?$/);
    // A wrong answer: the feedback in German, announced (aria-live).
    await page.fill(T('faucet-captcha-answer'), '100000');
    await page.click(T('faucet-captcha-verify'));
    await expect.poll(() => page.textContent(T('faucet-captcha-feedback'))).toBe(de['Incorrect answer. Try again.']);
    expect(await page.getAttribute(T('faucet-captcha-feedback'), 'aria-live')).toBe('polite');
    await page.screenshot({ path: join(SHOTS, 'faucet-de-dark.png'), fullPage: true });
    await page.click(T('faucet-connect-button'));
    await page.waitForSelector('[data-walletdock-modal] [data-view="Connect"]');
    expect(await page.$eval('[data-walletdock-modal]', (el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('de');
    await page.close();
  });

  it('in Arabic it reads right to left, on a desktop and a 390×844 phone; axe finds nothing', async () => {
    const page = await open(['ar-EG']);
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]))
      .toEqual(['ar', 'rtl']);
    await expect.poll(() => page.textContent('h1')).toBe(ar['Free AVENT test coins']);
    // The question with Arabic-Indic digits, and an answer typed with them reaches the server as 0-9.
    const question = (await page.textContent(T('faucet-captcha-question')))!;
    expect(question).toMatch(/^كم يساوي [٠-٩]+ [+−×] [٠-٩]+؟$/);
    await page.fill(T('faucet-captcha-answer'), '٧');
    expect(await page.inputValue(T('faucet-captcha-answer'))).toBe('7');
    // Right to left: the wallet button sits left of the brand.
    const [brand, wallet] = await Promise.all([
      page.locator('.brand').boundingBox(),
      page.locator(T('faucet-connect-button')).boundingBox(),
    ]);
    expect(wallet!.x).toBeLessThan(brand!.x);
    expect(await spills(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'faucet-ar-dark.png'), fullPage: true });
    await page.close();
    const phone = await open(['ar'], '', { width: 390, height: 844 });
    await expect.poll(() => phone.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await spills(phone)).toEqual([]);
    await phone.screenshot({ path: join(SHOTS, 'faucet-ar-dark-phone.png'), fullPage: true });
    await phone.close();
  });

  it('in the pseudo-locale (named by the link) every text the page writes comes from its table, none spills', async () => {
    const page = await open(['en-US'], '&lang=en-XA');
    await expect.poll(() => page.textContent('h1')).toMatch(PSEUDO);
    await page.fill(T('faucet-captcha-answer'), '100000');
    await page.click(T('faucet-captcha-verify'));
    await page.waitForSelector(`${T('faucet-captcha-feedback')}:not(:empty)`);
    const texts = await shownTexts(page);
    expect(texts.length).toBeGreaterThan(15);
    expect(texts.filter((text) => !PSEUDO.test(text) && !DATA.some((re) => re.test(text)))).toEqual([]);
    expect(await spills(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'faucet-pseudo.png'), fullPage: true });
    await page.close();
    expect(guard.external).toEqual([]);
  });
});
