// The drop-in modal in headless Chromium against the built examples/modal (mode 'test': the
// EIP-6963 test wallet is announced with a fresh funded key passed by query string). One build,
// one browser and one page per file; the tests run in order and share the page's wallet.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundedAccount, type FundedAccount } from '../support/chain';
import { buildExample, guardRequests, launchBrowser, serveStatic, type TestBrowser } from '../support/browser';
import { startTestRelay, type TestRelay } from '../support/relay/relay';
import { createRelayWallet, type RelayWallet } from '../support/relay/wallet';
import { walletConnectTestEnv } from '../support/relay/network-guard';
import { axeViolations } from '../support/axe';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
const WALLET = '[data-connector-id="dev.walletdock.testwallet"]';
const BUTTON = '[data-walletdock-connect-button]';
const WRAPPER = '[data-walletdock-connect-button-wrapper]';
const MODAL = '[data-walletdock-modal]';

let browser: TestBrowser;
let app: { outDir: string; remove(): Promise<void> };
let server: { url: string; close(): Promise<void> };
let guard: { external: string[] };
let account: FundedAccount;
let page: Page;
let relay: TestRelay;
let wcWallet: RelayWallet;

const appUrl = (extra = '') =>
  `${server.url}/?rpc=${encodeURIComponent(inject('rpcUrl'))}&pk=${account.privateKey}${extra}`;

async function open(p: Page) {
  await p.click(BUTTON);
  await p.waitForSelector(MODAL);
}

/** What the dialog shows: Connect's rows as text (a placeholder row as 'pending') and its laid-out height. */
type Frame = { rows: string[]; height: number };

/** Resolves with the dialog's first frame (call it before the click that opens it). */
function firstFrame(p: Page): Promise<Frame> {
  return p.evaluate(
    (modal) =>
      new Promise<Frame>((resolve) => {
        const observer = new MutationObserver(() => {
          const dialog = document.querySelector<HTMLElement>(modal);
          if (!dialog) return;
          observer.disconnect();
          const rows = [...dialog.querySelectorAll('[data-view="Connect"] li')].map((li) =>
            li.hasAttribute('data-pending-row') ? 'pending' : (li.textContent ?? ''),
          );
          resolve({ rows, height: dialog.offsetHeight });
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    MODAL,
  );
}

/** The open dialog as it is now. */
function frameNow(p: Page): Promise<Frame> {
  return p.$eval(MODAL, (dialog) => ({
    rows: [...dialog.querySelectorAll('[data-view="Connect"] li')].map((li) =>
      li.hasAttribute('data-pending-row') ? 'pending' : (li.textContent ?? ''),
    ),
    height: (dialog as HTMLElement).offsetHeight,
  }));
}

/**
 * Opens the dialog from a fresh page, the pointer resting on Connect first (its intent loads the dialog and the
 * built-in list), and checks that it opens whole: the rows and the laid-out height of its first frame (offsetHeight:
 * the opening scale aside) are the settled ones, the built-in wallets in them.
 */
async function opensWhole(p: Page) {
  await p.mouse.move(0, 0); // away from where the button will be: no intent before the page is ready
  await p.goto(appUrl());
  await p.waitForSelector(BUTTON);
  // The pointer rests until what its intent fetches is in: the network quiet for 500 ms after the hover (the page's
  // 'networkidle' may have come before it, and then waits for nothing).
  let inFlight = 0;
  let lastAt = Date.now();
  const started = () => void ((inFlight += 1), (lastAt = Date.now()));
  const ended = () => void ((inFlight -= 1), (lastAt = Date.now()));
  p.on('request', started);
  p.on('requestfinished', ended);
  p.on('requestfailed', ended);
  try {
    await p.hover(BUTTON);
    const until = Date.now() + 10_000;
    while ((inFlight > 0 || Date.now() - lastAt < 500) && Date.now() < until) await p.waitForTimeout(50);
  } finally {
    p.off('request', started);
    p.off('requestfinished', ended);
    p.off('requestfailed', ended);
  }
  const first = firstFrame(p);
  await p.click(BUTTON);
  const opened = await first;
  await p.waitForTimeout(500);
  const settled = await frameNow(p);
  // Without a projectId the built-in wallets are listed from the first frame, not after their chunk arrives.
  expect(opened.rows.some((row) => row.includes('MetaMask'))).toBe(true);
  expect(opened.rows).toEqual(settled.rows);
  expect(opened.height).toBe(settled.height);
  await p.keyboard.press('Escape');
  await p.waitForSelector(MODAL, { state: 'detached' });
}

beforeAll(async () => {
  walletConnectTestEnv();
  relay = await startTestRelay();
  let wcAccount: FundedAccount;
  [app, account, wcAccount] = await Promise.all([
    buildExample('modal', { mode: 'test' }),
    fundedAccount(inject('rpcUrl'), 100n),
    fundedAccount(inject('rpcUrl'), 5n),
  ]);
  wcWallet = await createRelayWallet({
    relayUrl: relay.url,
    evm: { privateKey: wcAccount.privateKey, rpcUrl: inject('rpcUrl') },
  });
  server = await serveStatic(app.outDir);
  browser = await launchBrowser();
  guard = guardRequests(browser.context);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await mkdir(artifacts, { recursive: true });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await app?.remove();
  await wcWallet?.close();
  await relay?.close();
});

describe('walletdock/styled modal', () => {
  it("opens on Connect with the announced test wallet, no remote request, no axe violation, in the visitor's colour scheme (live) and the toggled one", async () => {
    // No theme option: the modal follows prefers-color-scheme, as a host gets it by default.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(appUrl());
    await page.waitForSelector(BUTTON);
    expect(await page.textContent(BUTTON)).toBe('Connect Wallet');
    await open(page);
    await page.waitForSelector(`[data-view="Connect"] ${WALLET}`);
    // The dialog is labelled by its title.
    const labelled = await page.$eval(
      MODAL,
      (el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(labelled).toBe('Connect Wallet');
    // The dialog is Radix Dialog's Content, named by its Title (Radix's ids, its open state).
    expect(
      await page.$eval(MODAL, (el) => ({
        role: el.getAttribute('role'),
        state: el.getAttribute('data-state'),
        radixIds: el.id.startsWith('radix-') && (el.getAttribute('aria-labelledby') ?? '').startsWith('radix-'),
      })),
    ).toEqual({ role: 'dialog', state: 'open', radixIds: true });
    expect(await axeViolations(page, MODAL)).toEqual([]);
    await page.waitForTimeout(200); // let the 150 ms entry animation finish before the screenshot
    await page.screenshot({ path: `${artifacts}modal-connect-dark.png` });
    // color-mix() computes to color(srgb r g b): compare as 0-255 channels.
    const bg = () =>
      page.$eval(MODAL, (el) => {
        const c = getComputedStyle(el).backgroundColor;
        const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(c);
        return srgb
          ? `rgb(${srgb
              .slice(1, 4)
              .map((x) => Math.round(Number(x) * 255))
              .join(', ')})`
          : c;
      });
    expect(await bg()).toBe('rgb(18, 19, 19)');
    // The visitor switches their system to light while the modal is open: it follows without a reload, and back.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(bg).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(bg).toBe('rgb(18, 19, 19)');

    // Esc follows the close rules (Connect may close); the theme switches at runtime.
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.click('[data-testid="theme-toggle"]');
    await open(page);
    expect(await bg()).toBe('rgb(255, 255, 255)');
    expect(await axeViolations(page, MODAL)).toEqual([]);
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${artifacts}modal-connect-light.png` });

    // A translation is a data change: the host's messages table relabels button and modal.
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.goto(appUrl('&lang=fr&theme=light'));
    await page.waitForSelector(BUTTON);
    expect(await page.textContent(BUTTON)).toBe('Connecter le portefeuille');
    await open(page);
    expect(await page.textContent(`${MODAL} h2`)).toBe('Connecter un portefeuille');
    expect(await page.$$eval(`${MODAL} button[aria-label="Fermer"]`, (buttons) => buttons.length)).toBe(1);

    // Outside click closes too.
    await page.mouse.click(5, 5);
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.click('[data-testid="theme-toggle"]');

    // No CSS leaks outside the modal: every rule of the built styles is scoped by a class.
    const unscoped = await page.evaluate(() => {
      const out: string[] = [];
      // A selector list's own commas, not those inside :is() or :not().
      const selectors = (text: string) => {
        const list = [''];
        let depth = 0;
        for (const char of text) {
          depth += char === '(' ? 1 : char === ')' ? -1 : 0;
          if (char === ',' && depth === 0) list.push('');
          else list[list.length - 1] += char;
        }
        return list;
      };
      const visit = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            for (const selector of selectors(rule.selectorText)) if (!selector.includes('.')) out.push(selector);
          } else if ('cssRules' in rule && !(rule instanceof CSSKeyframesRule))
            visit((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) if (sheet.href?.includes('/assets/')) visit(sheet.cssRules);
      return out;
    });
    expect(unscoped).toEqual([]);

    // prefers-reduced-motion turns the modal's animations off.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    const duration = await page.$eval(MODAL, (el) => parseFloat(getComputedStyle(el).animationDuration));
    expect(duration).toBeLessThan(0.001);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(guard.external).toEqual([]);
  });

  it('after the pointer rests on Connect, the dialog opens whole: its first frame has every row, and its box never grows', async () => {
    await opensWhole(page);
  });

  it("a pointer that arrives and clicks at once opens it at once: the installed wallet in its first frame, the built-in wallets' places held until they come, the box never moving", async () => {
    await page.mouse.move(0, 0);
    await page.goto(appUrl());
    await page.waitForSelector(BUTTON);
    await page.waitForLoadState('networkidle');
    // The list's chunk is held, as on a slow network, so what stands in for it can be seen; then let through.
    const held: Array<() => Promise<void>> = [];
    await page.route('**/known-wallets-*.js', (route) => void held.push(() => route.continue()));
    try {
      const first = firstFrame(page);
      await page.click(BUTTON);
      const opened = await first;
      // The installed wallet is there at once; the four built-in wallets' rows are placeholders, hidden from readers.
      expect(opened.rows[0]).toContain('Test Wallet');
      expect(opened.rows.filter((row) => row === 'pending')).toHaveLength(4);
      expect(await page.getAttribute(`${MODAL} [data-view="Connect"] ul`, 'aria-busy')).toBe('true');
      expect(
        await page.$$eval(`${MODAL} [data-pending-row]`, (lis) =>
          lis.every((li) => li.getAttribute('aria-hidden') === 'true'),
        ),
      ).toBe(true);
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await page.waitForTimeout(400);
      const waiting = await page.$eval(MODAL, (el) => (el as HTMLElement).offsetHeight);
      expect(waiting).toBe(opened.height);
      await Promise.all(held.splice(0).map((go) => go()));
      await page.waitForSelector(`${MODAL} [data-view="Connect"] li:has-text("MetaMask")`);
      const settled = await frameNow(page);
      // The rows took the placeholders' places one for one: same count, same height, nothing pending or busy.
      expect(settled.rows).toHaveLength(opened.rows.length);
      expect(settled.rows.slice(1, 5).map((row) => row.trim())).toEqual([
        'MetaMask',
        'Coinbase Wallet',
        'Rainbow',
        'Trust Wallet',
      ]);
      expect(settled.height).toBe(opened.height);
      expect(await page.getAttribute(`${MODAL} [data-view="Connect"] ul`, 'aria-busy')).toBeNull();
      expect(await axeViolations(page, MODAL)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.waitForSelector(MODAL, { state: 'detached' });
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  it('a visitor who never reaches for a control downloads none of the dialog; the pointer moving anywhere on the page, or a press anywhere, fetches it ahead of the click', async () => {
    const dialogChunks: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (/\/Modal-[^/]*\.js$/.test(new URL(request.url()).pathname)) dialogChunks.push(request.url());
    };
    const load = async () => {
      dialogChunks.length = 0;
      await page.mouse.move(0, 0);
      await page.goto(appUrl());
      await page.waitForSelector(BUTTON);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2500); // past any idle time the browser would give
      expect(dialogChunks).toEqual([]);
    };
    page.on('request', onRequest);
    try {
      // The page's own theme button (not ConnectButton): the pointer comes over it, the chunk comes, nothing opens.
      await load();
      await page.hover('[data-testid="theme-toggle"]');
      await expect.poll(() => dialogChunks.length).toBe(1);
      expect(await page.$(MODAL)).toBeNull();
      // The pointer moving over the page's text, away from every control, before any press (inside the viewport: a
      // move beyond it reaches no page).
      await load();
      const { width, height } = page.viewportSize() ?? { width: 400, height: 400 };
      const [x, y] = [width - 5, height - 5];
      const onControl = ([px, py]: readonly [number, number]) =>
        Boolean(document.elementFromPoint(px, py)?.closest('button, a, input, [role="button"]'));
      expect(await page.evaluate(onControl, [x, y] as const)).toBe(false);
      await page.mouse.move(x, y);
      await expect.poll(() => dialogChunks.length).toBe(1);
      expect(await page.$(MODAL)).toBeNull();
      // A press where the pointer already rests (the page's corner, no control there), with no move before it.
      await load();
      expect(await page.evaluate(onControl, [0, 0] as const)).toBe(false);
      await page.mouse.down();
      await page.mouse.up();
      await expect.poll(() => dialogChunks.length).toBe(1);
      expect(await page.$(MODAL)).toBeNull();
      await open(page);
      expect(dialogChunks).toHaveLength(1);
      await page.keyboard.press('Escape');
      await page.waitForSelector(MODAL, { state: 'detached' });
    } finally {
      page.off('request', onRequest);
    }
  });

  it('while open, the page behind and what it adds meanwhile are inert (their controls take no focus) but the toast is not; closed, all is live again', async () => {
    await page.goto(appUrl());
    await open(page);
    await page.waitForSelector(`[data-view="Connect"] ${WALLET}`);
    const inert = (selector: string) => page.$eval(selector, (el) => el.closest('[inert]') !== null);
    expect(await inert(BUTTON)).toBe(true);
    // The toast's live regions must stay heard (an inert element leaves the accessibility tree).
    expect(await inert('[data-walletdock-toast]')).toBe(false);
    await page.$eval(BUTTON, (el) => (el as HTMLElement).focus());
    expect(await page.evaluate((modal) => document.activeElement?.closest(modal) !== null, MODAL)).toBe(true);
    // The host adds an element of its own to <body> while the dialog is open (a portal, a notification): behind it too.
    await page.evaluate(() => {
      const late = document.createElement('button');
      late.id = 'host-late';
      late.textContent = 'Added while open';
      document.body.append(late);
    });
    await expect.poll(() => inert('#host-late')).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    expect(await inert(BUTTON)).toBe(false);
    expect(await inert('#host-late')).toBe(false);
    await page.$eval('#host-late', (el) => el.remove());
  });

  it('AllWallets without projectId lists installed, custom and built-in wallets, virtualized for 1,000 entries, with no axe violation', async () => {
    await page.goto(appUrl('&wallets=1000'));
    await open(page);
    await page.click('[data-view="Connect"] button:has-text("All Wallets")');
    await page.waitForSelector(`[data-view="AllWallets"] ${WALLET}`);
    const scroller = '[data-view="AllWallets"] [data-count]';
    // The test wallet, the 1,000 custom wallets, then walletdock's 8 built-in wallets (no directory without a projectId).
    await expect.poll(() => page.getAttribute(scroller, 'data-count')).toBe('1009');
    const rendered = await page.$$eval('[data-view="AllWallets"] [data-connector-id]', (rows) => rows.length);
    expect(rendered).toBeLessThan(30);
    expect(await axeViolations(page, MODAL)).toEqual([]);
    await page.$eval(scroller, (el) => el.scrollTo({ top: el.scrollHeight }));
    await page.waitForSelector('[data-connector-id="custom-999"]');
    // Back returns to Connect.
    await page.click(`${MODAL} button[aria-label="Back"]`);
    await page.waitForSelector('[data-view="Connect"]');
    await page.keyboard.press('Escape');
    expect(guard.external).toEqual([]);
  });

  it('ConnectingExternal: a declined request shows declined and a retry that connects', async () => {
    await page.goto(appUrl());
    await page.waitForSelector(BUTTON);
    type Switches = { setBehavior(method: string, behavior: { reject: true }): void; clearBehavior(): void };
    await page.evaluate(() => {
      const wallet = (window as unknown as { __walletdockTestWallet: Switches }).__walletdockTestWallet;
      // wagmi asks by wallet_requestPermissions (then eth_requestAccounts): reject both.
      wallet.setBehavior('wallet_requestPermissions', { reject: true });
      wallet.setBehavior('eth_requestAccounts', { reject: true });
    });
    await open(page);
    await page.click(`[data-view="Connect"] ${WALLET}`);
    await page.waitForSelector('[data-view="ConnectingExternal"][data-status="error"]', { timeout: 10_000 });
    expect(await page.textContent('[data-view="ConnectingExternal"] [role="alert"]')).toBe('Connection declined');
    await page.evaluate(() =>
      (window as unknown as { __walletdockTestWallet: Switches }).__walletdockTestWallet.clearBehavior(),
    );
    await page.click('[data-view="ConnectingExternal"] button:has-text("Try again")');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.waitForFunction(
      () => document.querySelector('[data-walletdock-connect-button]')?.getAttribute('data-connected') === 'true',
    );
    await open(page);
    await page.click('[data-view="Account"] button:has-text("Disconnect")');
    await page.waitForFunction(
      () => document.querySelector('[data-walletdock-connect-button]')?.textContent === 'Connect Wallet',
    );
  });

  it('connects with the keyboard only: Connect -> All Wallets -> search -> the test wallet', async () => {
    await page.goto(appUrl());
    await page.waitForSelector(BUTTON);
    await page.focus(BUTTON);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`[data-view="Connect"] ${WALLET}`);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let i = 0; i < 10 && !(await focusedText()).includes('All Wallets'); i++) await page.keyboard.press('Tab');
    expect(await focusedText()).toContain('All Wallets');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-view="AllWallets"] input[type="search"]:focus');
    await page.keyboard.type('test wal');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-view="AllWallets"] [data-connector-id]').length === 1,
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-connector-id'))).toBe(
      'dev.walletdock.testwallet',
    );
    await page.keyboard.press('Enter');
    await page.waitForSelector(MODAL, { state: 'detached' });
    const short = `${account.address.slice(0, 6)}...${account.address.slice(-4)}`;
    await page.waitForFunction(
      (s) => document.querySelector('[data-walletdock-connect-button]')?.textContent?.includes(s),
      short,
    );
    // Connected, the button is the network (icon and name) and the account (balance, avatar, address) in a
    // block-level box: dropped into a host's page it takes its own line, like the button a host swaps it for.
    expect(await page.textContent(WRAPPER)).toContain('WalletDock Devnet');
    await page.waitForSelector(`${WRAPPER} [data-connect-balance]:has-text("AVENT")`);
    expect(await page.$eval(WRAPPER, (el) => getComputedStyle(el).display)).toBe('flex');
  });

  it("a connected visitor's click opens Account without the built-in wallet list (it never waits for that download)", async () => {
    // Connected, then a fresh page (the wallet remembers the approval, so the page reconnects): nothing loaded yet.
    await page.goto(appUrl('&remember=1'));
    await open(page);
    await page.click(`[data-view="Connect"] ${WALLET}`);
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.goto(appUrl('&remember=1'));
    const short = `${account.address.slice(0, 6)}...${account.address.slice(-4)}`;
    await page.waitForFunction(
      (s) => document.querySelector('[data-walletdock-connect-button]')?.textContent?.includes(s),
      short,
    );
    // The list's chunk is held unanswered, as on a stalled network: a dialog that waited for it would never open.
    const held: string[] = [];
    await page.route('**/known-wallets-*.js', (route) => void held.push(route.request().url()));
    try {
      await page.click(BUTTON);
      await page.waitForSelector('[data-view="Account"] [data-address]', { timeout: 5_000 });
      expect(held).toEqual([]);
      await page.keyboard.press('Escape');
      await page.waitForSelector(MODAL, { state: 'detached' });
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  it('Account shows the address and devnet balance, switches network and disconnects', async () => {
    await open(page);
    await page.waitForSelector('[data-view="Account"]');
    expect(await page.getAttribute('[data-view="Account"] [data-address]', 'data-address')).toBe(account.address);
    await page.waitForFunction(() => document.querySelector('[data-balance]')?.textContent?.includes('100 AVENT'));
    expect(await axeViolations(page, MODAL)).toEqual([]);
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${artifacts}modal-account-dark.png` });

    await page.click('[data-view="Account"] button[data-network="eip155:33322"]');
    await page.click('[data-view="Networks"] [data-network="eip155:33323"]');
    await page.waitForSelector('[data-view="Account"] button[data-network="eip155:33323"]');
    expect(await page.textContent(WRAPPER)).toContain('WalletDock L2');

    await page.click('[data-view="Account"] button:has-text("Disconnect")');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.waitForFunction(
      () => document.querySelector('[data-walletdock-connect-button]')?.textContent === 'Connect Wallet',
    );
    expect(guard.external).toEqual([]);
  });

  it('WalletConnect in every namespace (the default) is one row, "QR code": its QR of the pairing URI, the Node-side wallet pairs, the modal closes connected', async () => {
    await page.goto(appUrl(`&relay=${encodeURIComponent(relay.url)}`));
    await open(page);
    const row = page.locator('[data-view="Connect"] [data-connector-id="walletConnect"]');
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect((await row.textContent())?.replace(/\s+/g, ' ').trim()).toBe('WalletConnectQR code');
    await row.click();
    await page.waitForSelector('[data-view="ConnectingWalletConnectBasic"] [data-wc-uri^="wc:"] svg', {
      timeout: 30_000,
    });
    expect(await axeViolations(page, MODAL)).toEqual([]);
    const uri = (await page.getAttribute('[data-wc-uri]', 'data-wc-uri')) as string;
    await wcWallet.pair(uri);
    await page.waitForSelector(MODAL, { state: 'detached', timeout: 20_000 });
    const short = `${wcWallet.evmAddress.slice(0, 6)}...${wcWallet.evmAddress.slice(-4)}`;
    await page.waitForFunction(
      (s) => document.querySelector('[data-walletdock-connect-button]')?.textContent?.includes(s),
      short,
    );
    await open(page);
    await page.click('[data-view="Account"] button:has-text("Disconnect")');
    await page.waitForFunction(
      () => document.querySelector('[data-walletdock-connect-button]')?.textContent === 'Connect Wallet',
    );
    expect(guard.external).toEqual([]);
  });

  it('sign-in: after connecting, SIWXSignMessage asks for a signature and stores the session; required, it cannot be closed', async () => {
    await page.goto(appUrl('&siwx=required'));
    await open(page);
    await page.click(`[data-view="Connect"] ${WALLET}`);
    await page.waitForSelector('[data-view="SIWXSignMessage"]', { timeout: 20_000 });
    expect(await axeViolations(page, MODAL)).toEqual([]);
    // Sign-in is required and there is no session: the close button says so, and Escape is refused.
    expect(await page.isDisabled(`${MODAL} button[aria-label="Close"]`)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await page.isVisible('[data-view="SIWXSignMessage"]')).toBe(true);
    await page.click('[data-view="SIWXSignMessage"] button:has-text("Sign")');
    await page.waitForSelector(MODAL, { state: 'detached', timeout: 20_000 });
    const stored = await page.evaluate(() => localStorage.getItem('@walletdock/siwx-sessions') ?? '');
    expect(stored.toLowerCase()).toContain(account.address.toLowerCase());
    await open(page);
    await page.click('[data-view="Account"] button:has-text("Disconnect")');
    await page.waitForFunction(
      () => document.querySelector('[data-walletdock-connect-button]')?.textContent === 'Connect Wallet',
    );
    expect(guard.external).toEqual([]);
  });
});
