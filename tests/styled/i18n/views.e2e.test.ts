// The modal's views as a person walks through them, in headless Chromium against the built examples/modal (the
// EIP-6963 test wallet with a fresh funded key). In the pseudo-locale (en-XA: every letter accented, ~40% longer) a
// text the modal writes that is still plain English is a text that skipped the tables, and a text that spills out of
// the dialog is one a longer language would cut; both fail here. In Arabic, Japanese and German, light and dark, on a
// desktop and a 390×844 phone, Connect, Account and Send stay inside the dialog; in Arabic they read right to left
// (back at the right, arrows mirrored) and axe finds nothing. The screenshots are kept for a person to look at.
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundedAccount, type FundedAccount } from '../../support/chain';
import { launchBrowser, PHONE, startModalApp, type ModalApp, type TestBrowser } from '../../support/browser';
import { axeViolations } from '../../support/axe';

const MODAL = '[data-walletdock-modal]';
const BUTTON = '[data-walletdock-connect-button]';
const view = (name: string) => `${MODAL} [data-view="${name}"]`;
const rpcUrl = inject('rpcUrl');
/** Where the screenshots go, for a person to open (WALLETDOCK_SCREENSHOTS, else the system's temp dir). */
const SHOTS = process.env.WALLETDOCK_SCREENSHOTS ?? join(tmpdir(), 'walletdock-i18n-screenshots');

let modal: ModalApp;
let account: FundedAccount;

const appUrl = (query: string) =>
  `${modal.server.url}/?rpc=${encodeURIComponent(rpcUrl)}&pk=${account.privateKey}${query}`;

/** The texts the dialog shows or names (text nodes, labels, placeholders), each with what carries it. */
function shownTexts(page: Page): Promise<string[]> {
  return page.$eval(MODAL, (dialog) => {
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return style.display !== 'none' && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"]');
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && visible(node.parentElement)) texts.push(text);
    }
    for (const el of dialog.querySelectorAll('[aria-label], [placeholder]')) {
      for (const name of ['aria-label', 'placeholder']) {
        const text = el.getAttribute(name)?.trim();
        if (text) texts.push(text);
      }
    }
    return texts;
  });
}

// What the modal shows but does not write: wallet, network and token names, addresses, amounts and brand names.
const DATA = [
  /^(MetaMask|Rainbow|Zerion|Phantom|WalletConnect|[A-Z][\w.]*( [A-Z][\w.]*)? Wallet)$/, // wallets
  /^(Google|X|Discord|GitHub|Apple|Facebook|Farcaster|EOA|iPhone|Android|App Store \(iPhone\)|Google Play \(Android\))$/,
  /^WalletDock (Devnet|L2)$/, // the devnet's networks
  /^(Avent|Test Token|Test Dollar)( \([A-Z]{2,6}\))?$/, // the devnet's tokens
  /^0x[0-9a-fA-F]{3,}((\.\.\.|…)[0-9a-fA-F]{3,})?$/, // an address, maybe shortened
  /^[^A-Za-z]*(\s?[A-Z][A-Z0-9]{1,7})?$/, // a number, an amount with its symbol, a sign
];
// The pseudo-locale's letters (pseudo.ts): a text written by the tables carries some.
const PSEUDO = /[åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]/;
const untranslated = (texts: readonly string[]) =>
  texts.filter((text) => !PSEUDO.test(text) && !DATA.some((re) => re.test(text)));

/** Elements that reach past the dialog's sides (text a longer language pushes out), or whose text overflows its box. */
async function spills(page: Page): Promise<string[]> {
  // Measured as a person sees the view once it has arrived: a view sliding in (or the dialog opening) is out of
  // place for 150 ms by design. Spinners, which never end, are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  return page.$eval(MODAL, (dialog) => {
    const box = dialog.getBoundingClientRect();
    const out: string[] = [];
    for (const el of dialog.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      // Not drawn, or only for screen readers (1 px, clipped on purpose).
      if (r.width <= 1 || el.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      const leaf = el.children.length === 0 && !['INPUT', 'TEXTAREA', 'svg', 'path', 'IMG'].includes(el.tagName);
      const cut =
        leaf &&
        ((style.overflowX === 'hidden' && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1) ||
          // A label that wrapped past the height of its box (a tab, a button): its second line is cut or overlaps.
          (style.overflowY !== 'auto' && style.overflowY !== 'scroll' && el.scrollHeight > el.clientHeight + 2));
      if (r.left < box.left - 1 || r.right > box.right + 1 || cut)
        out.push(`${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`);
    }
    return out;
  });
}

/** Connects the test wallet from Connect, then opens Account. */
async function connect(page: Page) {
  await page.click(`${view('Connect')} [data-connector-id="dev.walletdock.testwallet"]`);
  await page.waitForSelector(MODAL, { state: 'detached' });
  await page.click(BUTTON);
  await page.waitForSelector(`${view('Account')} [data-balance]`);
}

async function openSend(page: Page) {
  await page.click(`${view('Account')} [data-open-send]`);
  await page.waitForSelector(`${MODAL} [data-view="Send"][data-step="form"]`);
}

beforeAll(async () => {
  [modal, account] = await Promise.all([startModalApp(), fundedAccount(rpcUrl, 15n)]);
  await mkdir(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await modal?.close();
});

describe('the views in the pseudo-locale', () => {
  it('every text the modal writes comes from the tables, and none spills out of the dialog', async () => {
    const { page } = modal;
    const seen: Record<string, { english: string[]; spilled: string[] }> = {};
    const look = async (name: string) => {
      await page.waitForSelector(view(name));
      seen[name] = { english: untranslated(await shownTexts(page)), spilled: await spills(page) };
    };
    await page.goto(appUrl('&locale=en-XA'));
    await page.click(BUTTON);
    await look('Connect');
    await page.click(`${view('Connect')} li:last-child button:not([data-connector-id])`);
    await look('AllWallets');
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.click(BUTTON);
    await page.click(`${view('Connect')} [data-what-is-a-wallet]`);
    await look('WhatIsAWallet');
    await page.click(`${MODAL} [data-get-wallet]`);
    await page.waitForSelector(`${view('GetWallet')} [data-get-wallet-id]`);
    await look('GetWallet');
    await page.click(`${view('GetWallet')} [data-get-wallet-id]`);
    await page.waitForSelector(`${view('InstallWallet')} [data-install]`);
    await look('InstallWallet');
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.click(BUTTON);
    await connect(page);
    await page.waitForSelector(`${view('Account')} [data-open-send]`);
    await look('Account');
    await openSend(page);
    await look('Send');
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.click(BUTTON);
    await page.click(`${view('Account')} [data-open-receive]`);
    await look('Receive');
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.click(BUTTON);
    await page.click(`${view('Account')} [data-network]`);
    await look('Networks');
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((name) => [name, { english: [], spilled: [] }])));
    expect(Object.keys(seen)).toHaveLength(9);
  });
});

describe('the catalogue in the views', () => {
  it("an error Send shows reads in the modal's language", async () => {
    const { page } = modal;
    await page.goto(appUrl('&locale=de'));
    await page.click(BUTTON);
    await connect(page);
    await page.waitForSelector(`${view('Account')} [data-open-send]`);
    await openSend(page);
    await page.fill(`${MODAL} [data-view="Send"] input[inputmode="decimal"]`, '0');
    await expect.poll(() => page.textContent(`${MODAL} [data-send-error]`)).toBe('Der Betrag muss größer als 0 sein');
    await page.fill(`${MODAL} [data-view="Send"] input[inputmode="decimal"]`, '1');
    await page.fill(`${MODAL} [data-view="Send"] [data-receiver]`, '0x1234');
    await expect.poll(() => page.textContent(`${MODAL} [data-send-error]`)).toBe('Ungültige Empfängeradresse');
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
  });
});

describe('Connect, Account and Send in Arabic, Japanese and German', () => {
  const LOCALES = ['ar', 'ja', 'de'] as const;
  const THEMES = ['light', 'dark'] as const;

  /** Connect, Account and Send in one locale and theme: each inside the dialog, and its screenshot kept. */
  async function walk(page: Page, locale: string, theme: string, screen: string) {
    const spilled: Record<string, string[]> = {};
    const shoot = async (name: string) => {
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
      spilled[name] = await spills(page);
      await page.screenshot({ path: join(SHOTS, `${name}-${locale}-${theme}-${screen}.png`) });
    };
    await page.goto(appUrl(`&locale=${locale}&theme=${theme}`));
    await page.click(BUTTON);
    await page.waitForSelector(view('Connect'));
    await shoot('Connect');
    await connect(page);
    await page.waitForSelector(`${view('Account')} [data-open-send]`);
    await shoot('Account');
    await openSend(page);
    await shoot('Send');
    return spilled;
  }

  it.each(LOCALES.flatMap((locale) => THEMES.map((theme) => [locale, theme] as const)))(
    '%s, %s: nothing spills out of the dialog',
    async (locale, theme) => {
      const spilled = await walk(modal.page, locale, theme, 'desktop');
      expect(spilled).toEqual({ Connect: [], Account: [], Send: [] });
    },
  );

  it.each(['he', 'fa'])(
    '%s, the other right-to-left languages: the dialog reads right to left and nothing spills out',
    async (locale) => {
      const spilled = await walk(modal.page, locale, 'light', 'desktop');
      expect(spilled).toEqual({ Connect: [], Account: [], Send: [] });
      expect(await modal.page.$eval(MODAL, (el) => getComputedStyle(el).direction)).toBe('rtl');
    },
  );

  it('on a 390×844 phone, in Arabic: nothing spills out of the bottom sheet', async () => {
    let phone: TestBrowser | undefined;
    try {
      phone = await launchBrowser(PHONE);
      const page = phone.context.pages()[0] ?? (await phone.context.newPage());
      expect(await walk(page, 'ar', 'dark', 'phone')).toEqual({ Connect: [], Account: [], Send: [] });
    } finally {
      await phone?.close();
    }
  });

  it('Arabic reads right to left: back sits at the right, the arrows that point are mirrored, and axe finds nothing', async () => {
    const { page } = modal;
    await page.goto(appUrl('&locale=ar&theme=light'));
    await page.click(BUTTON);
    await connect(page);
    await page.waitForSelector(`${view('Account')} [data-open-send]`);
    expect(await axeViolations(page, MODAL)).toEqual([]);
    const sendArrow = await page.$eval(
      `${view('Account')} [data-open-send] svg`,
      (svg) => getComputedStyle(svg).transform,
    );
    const copyIcon = await page.$eval(
      `${view('Account')} [data-copy-address] svg`,
      (svg) => getComputedStyle(svg).transform,
    );
    expect(sendArrow).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(copyIcon).toBe('none');
    await openSend(page);
    const [backBox, closeBox, dialog] = await Promise.all([
      page.$eval(`${MODAL} button[aria-label="رجوع"]`, (b) => b.getBoundingClientRect().toJSON() as DOMRect),
      page.$eval(`${MODAL} button[aria-label="إغلاق"]`, (b) => b.getBoundingClientRect().toJSON() as DOMRect),
      page.$eval(MODAL, (m) => m.getBoundingClientRect().toJSON() as DOMRect),
    ]);
    expect(backBox.left - dialog.left).toBeGreaterThan(dialog.width / 2);
    expect(closeBox.left - dialog.left).toBeLessThan(dialog.width / 2);
    expect(await axeViolations(page, MODAL)).toEqual([]);
  });
});
