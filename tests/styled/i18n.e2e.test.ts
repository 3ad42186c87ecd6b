// The modal's languages in Chromium against the built examples/modal: the `locale` option, the browser's language,
// a change at run time, right-to-left layout, and what an English app downloads (no locale chunk at all).
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startModalApp, type ModalApp } from '../support/browser';

const BUTTON = '[data-walletdock-connect-button]';
const MODAL = '[data-walletdock-modal]';
// Each locale is its own chunk (Vite names it after its module: de-<hash>.js), and so is the table of loaders.
const LOCALE_CHUNK =
  /\/(ar|de|es|fa|fr|he|hi|id|it|ja|ko|nl|pl|pt-BR|ru|th|tr|uk|vi|zh-CN|zh-TW|en-XA|tables)-[\w-]+\.js$/;

let app: ModalApp;
const appUrl = (query: string) => `${app.server.url}/?rpc=${encodeURIComponent(inject('rpcUrl'))}${query}`;

/** Loads the page and records the scripts it requests and what it warns about. */
async function visit(query: string) {
  const scripts: string[] = [];
  const warnings: string[] = [];
  const onRequest = (r: Request) => void (r.resourceType() === 'script' && scripts.push(r.url()));
  app.page.on('request', onRequest);
  app.page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  await app.page.goto(appUrl(query));
  await app.page.waitForSelector(BUTTON);
  return {
    scripts,
    warnings,
    stop: () => {
      app.page.off('request', onRequest);
      app.page.removeAllListeners('console');
    },
  };
}

async function openModal() {
  await app.page.click(BUTTON);
  await app.page.waitForSelector(MODAL);
}

async function closeModal() {
  await app.page.keyboard.press('Escape');
  await app.page.waitForSelector(MODAL, { state: 'detached' });
}

/** The dialog root's dir and lang, and the direction the modal's content is laid out in. */
const rootLanguage = () =>
  app.page.$eval(MODAL, (el) => {
    const root = el.closest('[dir]');
    return {
      dir: root?.getAttribute('dir'),
      lang: root?.getAttribute('lang'),
      direction: getComputedStyle(el).direction,
    };
  });

beforeAll(async () => {
  app = await startModalApp();
}, 90_000);

afterAll(async () => {
  await app?.close();
});

describe('languages of the modal', () => {
  it('an English app downloads no locale chunk, even after opening the modal', async () => {
    const page = await visit('');
    await openModal();
    expect(await app.page.textContent(`${MODAL} h2`)).toBe('Connect Wallet');
    expect(await rootLanguage()).toEqual({ dir: 'ltr', lang: 'en', direction: 'ltr' });
    await closeModal();
    page.stop();
    expect(page.scripts.filter((url) => LOCALE_CHUNK.test(url))).toEqual([]);
  });

  it('the locale option shows the modal in German, loading only the German chunks', async () => {
    const page = await visit('&locale=de');
    await app.page.waitForFunction((b) => document.querySelector(b)?.textContent === 'Wallet verbinden', BUTTON);
    await openModal();
    expect(await app.page.textContent(`${MODAL} h2`)).toBe('Wallet verbinden');
    expect(await app.page.$$eval(`${MODAL} button[aria-label="Schließen"]`, (b) => b.length)).toBe(1);
    expect(await rootLanguage()).toEqual({ dir: 'ltr', lang: 'de', direction: 'ltr' });
    await closeModal();
    page.stop();
    const chunks = page.scripts
      .filter((url) => LOCALE_CHUNK.test(url))
      .map((url) => url.replace(/.*\/([\w-]+?)-[\w-]+\.js$/, '$1'));
    expect(
      chunks.every((name) => name === 'de' || name === 'tables'),
      chunks.join(),
    ).toBe(true);
  });

  it('setLocale switches language and direction at run time: Arabic lays the dialog out right to left', async () => {
    const page = await visit('&locale=de');
    await app.page.selectOption('[data-testid="locale-picker"]', 'ar');
    await app.page.waitForFunction((b) => document.querySelector(b)?.textContent === 'ربط المحفظة', BUTTON);
    await openModal();
    expect(await app.page.textContent(`${MODAL} h2`)).toBe('ربط محفظة');
    expect(await rootLanguage()).toEqual({ dir: 'rtl', lang: 'ar', direction: 'rtl' });
    // The close button sits at the start of the header in English; mirrored, it sits on the left.
    const close = await app.page.$eval(`${MODAL} button[aria-label="إغلاق"]`, (b) => b.getBoundingClientRect().left);
    const modal = await app.page.$eval(MODAL, (m) => m.getBoundingClientRect());
    expect(close - modal.left).toBeLessThan(modal.width / 2);
    await closeModal();
    page.stop();
  });

  it('an unknown locale shows English, never a blank, and warns once', async () => {
    const page = await visit('&locale=xx-YY');
    expect(await app.page.textContent(BUTTON)).toBe('Connect Wallet');
    await openModal();
    expect(await app.page.textContent(`${MODAL} h2`)).toBe('Connect Wallet');
    await closeModal();
    page.stop();
    expect(page.warnings.filter((w) => w.includes('"xx-YY"'))).toHaveLength(1);
  });

  // Last: the init script stays for every later page load.
  it('without the option, the browser language decides', async () => {
    await app.page.addInitScript(() => {
      Object.defineProperty(navigator, 'languages', { get: () => ['ja-JP', 'en'] });
      Object.defineProperty(navigator, 'language', { get: () => 'ja-JP' });
    });
    const page = await visit('');
    await app.page.waitForFunction((b) => document.querySelector(b)?.textContent === 'ウォレットを接続', BUTTON);
    page.stop();
  });
});
