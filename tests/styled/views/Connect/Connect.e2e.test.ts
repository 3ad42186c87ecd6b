// Connect as AppKit hosts configure it, in Chromium on examples/modal (mode 'test', options from the query string):
// the terms and privacy footer line with both, one and no URL; the legal checkbox that gates every connect method
// (a click and Enter on a wallet row do nothing, Tab skips the rows) until it is ticked, then a wallet connects; the
// collapsed wallet list (features.collapseWallets beside the email and social login: "Continue with a wallet" opens
// ConnectWallets, a wallet connects from there; the switch at run time; without an embedded login it does nothing
// and warns once); axe clean in light and dark, left to right and in Arabic. Shots go to .data/connect/ to be looked at.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundedAccount } from '../../../support/chain';
import { startModalApp, type ModalApp } from '../../../support/browser';
import { axeViolations } from '../../../support/axe';

const MODAL = '[data-walletdock-modal]';
const BUTTON = '[data-walletdock-connect-button]';
const CONNECT = `${MODAL} [data-view="Connect"]`;
const WALLET = `${CONNECT} [data-connector-id="dev.walletdock.testwallet"]`;
const TERMS = 'https://app.example/terms';
const PRIVACY = 'https://app.example/privacy';
const SHOTS = fileURLToPath(new URL('../../../../.data/connect/', import.meta.url));
const rpcUrl = inject('rpcUrl');

let modal: ModalApp;
let page: Page;
let privateKey: string;

// A wallet frame nobody serves: the email and social methods show, and nothing loads it unless a login starts.
const FRAME = 'http://127.0.0.1:9/';

async function openWith(query: Record<string, string>, ready = `${CONNECT} [data-connector-id]`) {
  const search = new URLSearchParams({ rpc: rpcUrl, pk: privateKey, ...query });
  await page.goto(`${modal.server.url}/?${search}`);
  await page.click(BUTTON);
  await page.waitForSelector(ready);
}

const CONTINUE = `${CONNECT} button:has-text("Continue with a wallet")`;
const setCollapse = (collapseWallets: boolean) =>
  page.evaluate(
    (c) =>
      (
        window as unknown as { __walletdock: { setFeatures(f: { collapseWallets: boolean }): void } }
      ).__walletdock.setFeatures({ collapseWallets: c }),
    collapseWallets,
  );

async function close() {
  await page.keyboard.press('Escape');
  await page.waitForSelector(MODAL, { state: 'detached' });
}

const footerText = () => page.textContent(`${CONNECT} [data-legal-footer]`);
const links = (scope: string) =>
  page.$$eval(`${scope} a[data-legal-link]`, (els) =>
    els.map((el) => [
      el.getAttribute('data-legal-link'),
      el.getAttribute('href'),
      el.getAttribute('target'),
      el.getAttribute('rel'),
    ]),
  );

const setTheme = (mode: 'light' | 'dark') =>
  page.evaluate(
    (m) =>
      (
        window as unknown as { __walletdock: { theme: { setThemeMode(m: string): void } } }
      ).__walletdock.theme.setThemeMode(m),
    mode,
  );

/** Shoots the dialog in light and dark on a desktop and a phone; axe must find nothing in any of them. */
async function shoot(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(theme);
      await page.waitForTimeout(350);
      expect(await axeViolations(page, MODAL), `${name} ${viewport.name} ${theme}`).toEqual([]);
      await page
        .locator(MODAL)
        .screenshot({ path: `${SHOTS}${name}-${viewport.name}-${theme}.png`, animations: 'disabled' });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

beforeAll(async () => {
  [modal, { privateKey }] = await Promise.all([startModalApp(), fundedAccount(rpcUrl, 10n)]);
  page = modal.page;
}, 120_000);

afterAll(async () => {
  await modal?.close();
});

describe('terms and privacy', () => {
  it('the footer names both, each a link in a new tab; one URL drops the other link; none shows no line', async () => {
    await openWith({ terms: TERMS, privacy: PRIVACY });
    expect(await footerText()).toBe(
      'By connecting your wallet, you agree to our Terms of Service (opens in a new tab) and Privacy Policy (opens in a new tab)',
    );
    expect(await links(CONNECT)).toEqual([
      ['terms', TERMS, '_blank', 'noreferrer'],
      ['privacy', PRIVACY, '_blank', 'noreferrer'],
    ]);
    expect(await page.$(`${CONNECT} [data-legal-checkbox]`)).toBeNull();
    await shoot('footer');
    await close();

    await openWith({ terms: TERMS });
    expect(await footerText()).toBe(
      'By connecting your wallet, you agree to our Terms of Service (opens in a new tab)',
    );
    expect(await links(CONNECT)).toEqual([['terms', TERMS, '_blank', 'noreferrer']]);
    await close();

    await openWith({ privacy: PRIVACY });
    expect(await footerText()).toBe('By connecting your wallet, you agree to our Privacy Policy (opens in a new tab)');
    await close();

    await openWith({});
    expect(await page.$(`${CONNECT} [data-legal-footer]`)).toBeNull();
    await close();
  });

  it('the legal checkbox gates every method until ticked (click, Enter and Tab), then a wallet connects', async () => {
    await openWith({ terms: TERMS, privacy: PRIVACY, legal: '1' });
    const box = `${CONNECT} [data-legal-checkbox] input[type="checkbox"]`;
    expect(await page.textContent(`${CONNECT} [data-legal-checkbox]`)).toBe(
      'I agree to our terms of service (opens in a new tab) and privacy policy (opens in a new tab)',
    );
    // No second consent line under the list.
    expect(await page.$(`${CONNECT} [data-legal-footer]`)).toBeNull();
    // Every method is disabled and says why.
    const rows = await page.$$eval(`${CONNECT} ul button`, (els) =>
      els.map((el) => ({
        disabled: (el as HTMLButtonElement).disabled,
        why: document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
      })),
    );
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.every((r) => r.disabled && r.why === 'Agree to the terms above to connect')).toBe(true);
    await shoot('checkbox');

    // A click (forced past Playwright's own check) and Enter do nothing; Tab goes from the checkbox past the rows.
    await page.click(WALLET, { force: true });
    await page.focus(WALLET).catch(() => undefined);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(await page.$(`${MODAL} [data-view="ConnectingExternal"]`)).toBeNull();
    await page.focus(box);
    const order: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(
          () =>
            document.activeElement?.getAttribute('data-legal-link') ??
            document.activeElement?.getAttribute('data-connector-id') ??
            document.activeElement?.textContent ??
            '',
        ),
      );
    }
    expect(order.slice(0, 2)).toEqual(['terms', 'privacy']);
    expect(order).not.toContain('dev.walletdock.testwallet');
    expect(order).toContain('What is a wallet?');

    // Ticked with the keyboard: the rows open and the wallet connects.
    await page.focus(box);
    await page.keyboard.press('Space');
    expect(await page.isChecked(box)).toBe(true);
    expect(await page.$eval(WALLET, (el) => (el as HTMLButtonElement).disabled)).toBe(false);
    await page.click(WALLET);
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.waitForFunction((b) => document.querySelector(b)?.getAttribute('data-connected') === 'true', BUTTON, {
      timeout: 15_000,
    });
  });

  it('reads right to left in Arabic, the checkbox and its links included', async () => {
    await openWith({ terms: TERMS, privacy: PRIVACY, legal: '1', locale: 'ar' });
    await page.waitForFunction(
      (s) => document.querySelector(s)?.textContent?.includes('أوافق'),
      `${CONNECT} [data-legal-checkbox]`,
    );
    expect(await page.$eval(MODAL, (el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await links(CONNECT)).toHaveLength(2);
    await shoot('checkbox-ar');
    await page.check(`${CONNECT} [data-legal-checkbox] input`);
    await close();
    await openWith({ terms: TERMS, privacy: PRIVACY, locale: 'ar' });
    await page.waitForFunction(
      (s) => document.querySelector(s)?.textContent?.includes('بربط'),
      `${CONNECT} [data-legal-footer]`,
    );
    await shoot('footer-ar');
    await close();
  });
});

describe('collapsed wallets', () => {
  it('Connect shows the embedded logins and "Continue with a wallet"; ConnectWallets lists the wallets and one connects', async () => {
    await openWith({ frame: FRAME, collapse: '1' }, `${CONNECT} [data-testid="email-input"]`);
    expect(await page.$(CONTINUE)).not.toBeNull();
    expect(await page.$(`${CONNECT} [data-method="social"]`)).not.toBeNull();
    expect(await page.$$(`${CONNECT} [data-connector-id]`)).toHaveLength(0);
    await shoot('collapsed');

    // The switch at run time: the list comes back without a reload, and goes again.
    await setCollapse(false);
    await page.waitForSelector(WALLET);
    expect(await page.$(CONTINUE)).toBeNull();
    await setCollapse(true);
    await page.waitForSelector(CONTINUE);
    expect(await page.$$(`${CONNECT} [data-connector-id]`)).toHaveLength(0);

    await page.click(CONTINUE);
    const wallets = `${MODAL} [data-view="ConnectWallets"]`;
    await page.waitForSelector(`${wallets} [data-connector-id="dev.walletdock.testwallet"]`);
    expect(await page.textContent(`${MODAL} h2`)).toBe('Connect a wallet');
    expect(await page.$(`${wallets} button:has-text("All Wallets")`)).not.toBeNull();
    await shoot('connect-wallets');
    await page.click(`${wallets} [data-connector-id="dev.walletdock.testwallet"]`);
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.waitForFunction((b) => document.querySelector(b)?.getAttribute('data-connected') === 'true', BUTTON, {
      timeout: 15_000,
    });
  });

  it('the legal checkbox gates "Continue with a wallet" and ConnectWallets too; in Arabic', async () => {
    await openWith(
      { frame: FRAME, collapse: '1', legal: '1', terms: TERMS, locale: 'ar' },
      CONTINUE.replace('Continue with a wallet', 'المتابعة بمحفظة'),
    );
    const row = CONTINUE.replace('Continue with a wallet', 'المتابعة بمحفظة');
    await page.waitForSelector(`${CONNECT} [data-method="social"]`);
    expect(await page.$eval(row, (el) => (el as HTMLButtonElement).disabled)).toBe(true);
    expect(await page.$eval(`${CONNECT} [data-testid="email-input"]`, (el) => (el as HTMLInputElement).disabled)).toBe(
      true,
    );
    expect(
      await page.$$eval(`${CONNECT} [data-method="social"] button`, (els) =>
        els.every((el) => (el as HTMLButtonElement).disabled),
      ),
    ).toBe(true);
    await shoot('collapsed-ar');
    await page.check(`${CONNECT} [data-legal-checkbox] input`);
    await page.click(row);
    await page.waitForSelector(`${MODAL} [data-view="ConnectWallets"] [data-connector-id]`);
    // The tick holds on the way in.
    expect(await page.isChecked(`${MODAL} [data-view="ConnectWallets"] [data-legal-checkbox] input`)).toBe(true);
    await shoot('connect-wallets-ar');
    await close();
  });

  it('without an embedded login the switch does nothing and warns once', async () => {
    const warnings: string[] = [];
    const listen = (message: { type(): string; text(): string }) =>
      message.type() === 'warning' && message.text().includes('collapseWallets') && warnings.push(message.text());
    page.on('console', listen);
    await openWith({ collapse: '1' });
    expect(await page.$(CONTINUE)).toBeNull();
    await setCollapse(false);
    await setCollapse(true);
    expect(await page.$(WALLET)).not.toBeNull();
    page.off('console', listen);
    expect(warnings).toHaveLength(1);
    await close();
  });
});
