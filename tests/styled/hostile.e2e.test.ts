// The hostile browser, on the built examples/modal (mode 'test': the EIP-6963 test wallet announced with a fresh funded
// key) in headless Chromium: extensions announcing malformed or hostile metadata by init scripts. One build, one
// browser; each test opens its own pages.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundedAccount, type FundedAccount } from '../support/chain';
import { buildExample, launchBrowser, serveStatic, type TestBrowser } from '../support/browser';
import { overflowProblems } from '../support/visual';

const WALLET = '[data-connector-id="dev.walletdock.testwallet"]';
const BUTTON = '[data-walletdock-connect-button]';
const MODAL = '[data-walletdock-modal]';
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

let browser: TestBrowser;
let app: { outDir: string; remove(): Promise<void> };
let server: { url: string; close(): Promise<void> };
let account: FundedAccount;

const appUrl = (extra = '') =>
  `${server.url}/?rpc=${encodeURIComponent(inject('rpcUrl'))}&pk=${account.privateKey}${extra}`;

/** A page of the app that records its uncaught errors and walletdock's console warnings. */
async function newPage(init?: () => void): Promise<{ page: Page; errors: string[]; warnings: string[] }> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on(
    'console',
    (m) => void (m.type() === 'warning' && m.text().startsWith('[walletdock]') && warnings.push(m.text())),
  );
  if (init) await page.addInitScript(init);
  return { page, errors, warnings };
}

beforeAll(async () => {
  [app, account] = await Promise.all([buildExample('modal', { mode: 'test' }), fundedAccount(inject('rpcUrl'), 10n)]);
  server = await serveStatic(app.outDir);
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await app?.remove();
});

/**
 * Extensions' announcements that broke the page, and hostile ones: each is announced at once and on every request.
 * Runs in the page before its scripts (an init script), as an extension's content script does.
 */
function announceHostileWallets() {
  const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const provider = { request: () => new Promise(() => undefined), on() {}, removeListener() {} };
  const svg = `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" onload="window.__ran=1"><script>window.__ran=2</script><rect width="1" height="1" fill="#c33"/></svg>',
  )}`;
  const info = (n: number, rdns: string, fields: Record<string, unknown>) => ({
    uuid: uuid(n),
    icon: svg,
    rdns,
    ...fields,
  });
  const details = [
    { provider },
    { info: {}, provider },
    { info: info(1, 'dev.noname.wallet', {}), provider },
    { info: info(2, 'dev.number.wallet', { name: 42 }), provider },
    { info: info(3, 'dev.object.wallet', { name: { en: 'Object' } }), provider },
    { info: info(4, 'dev.numbericon.wallet', { name: 'Number Icon', icon: 7 }), provider },
    {
      info: info(5, 'dev.htmlicon.wallet', {
        name: 'HTML Icon',
        icon: 'data:text/html,<script>window.__ran=3</script>',
      }),
      provider,
    },
    { info: info(6, 'dev.huge.wallet', { name: `Huge ${'N'.repeat(1024 * 1024)}` }), provider },
    { info: info(7, 'dev.jsicon.wallet', { name: 'JS Icon', icon: 'javascript:window.__ran=4' }), provider },
    { info: info(8, 'dev.svg.wallet', { name: 'SVG Script' }), provider },
    { info: info(9, 'dev.html.wallet', { name: '<img src=x onerror="window.__ran=5">' }), provider },
    { info: info(10, 'dev.long.wallet', { name: `Long ${'L'.repeat(95)}` }), provider },
  ];
  const announce = () => {
    for (const detail of details) window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  };
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

const rowOf = (page: Page, rdns: string) => page.$(`${MODAL} [data-connector-id="${rdns}"]`);

describe('hostile announcements', () => {
  it('the page lives, the malformed wallets are dropped with one warning each, the hostile ones neutralised, the test wallet connects', async () => {
    const { page, errors, warnings } = await newPage(announceHostileWallets);
    await page.goto(appUrl());
    await page.waitForSelector(BUTTON);
    const clicked = Date.now();
    await page.click(BUTTON);
    await page.waitForSelector(`${MODAL} ${WALLET}`);
    console.log(
      `[hostile] Connect listed the wallets ${Date.now() - clicked} ms after the click (1 MB name among them)`,
    );

    for (const dropped of ['dev.noname.wallet', 'dev.number.wallet', 'dev.object.wallet', 'dev.numbericon.wallet'])
      expect(await rowOf(page, dropped), dropped).toBeNull();
    // One warning per dropped announcement, however often it was announced again.
    expect(warnings.filter((w) => w.includes('Ignored the EIP-6963 wallet')).sort()).toEqual(
      [
        '[walletdock] Ignored the EIP-6963 wallet a wallet without a name: its announcement has no info.',
        '[walletdock] Ignored the EIP-6963 wallet a wallet without a name: its info has no valid uuid.',
        '[walletdock] Ignored the EIP-6963 wallet "dev.noname.wallet": its info has no name.',
        '[walletdock] Ignored the EIP-6963 wallet "dev.number.wallet": its info has no name.',
        '[walletdock] Ignored the EIP-6963 wallet "dev.object.wallet": its info has no name.',
        '[walletdock] Ignored the EIP-6963 wallet "Number Icon": its info has no icon.',
      ].sort(),
    );

    const huge = await page.$eval(`${MODAL} [data-connector-id="dev.huge.wallet"]`, (row) => ({
      text: row.children[1]?.textContent ?? '', // the name (after the image, before the tag)
      description: row.getAttribute('aria-description'),
    }));
    expect(huge.text.length).toBeLessThanOrEqual(64);
    expect(huge.text.endsWith('…')).toBe(true);
    expect(huge.description).toBeNull();
    // A name too long for a row but short enough to be read out is cut in the row and whole in its description.
    const long = await page.$eval(`${MODAL} [data-connector-id="dev.long.wallet"]`, (row) => ({
      text: row.children[1]?.textContent ?? '',
      description: row.getAttribute('aria-description'),
    }));
    expect(long.text).toBe(`Long ${'L'.repeat(58)}…`);
    expect(long.description).toBe(`Long ${'L'.repeat(95)}`);
    // Icons: an image data URL (even an SVG with a script) through <img>; HTML and javascript: fall back to the letter.
    const image = (rdns: string) =>
      page.$eval(
        `${MODAL} [data-connector-id="${rdns}"]`,
        (row) => row.querySelector('img')?.getAttribute('src') ?? null,
      );
    expect(await image('dev.htmlicon.wallet')).toBeNull();
    expect(await image('dev.jsicon.wallet')).toBeNull();
    expect(await image('dev.svg.wallet')).toMatch(/^data:image\/svg\+xml,/);
    expect(await page.textContent(`${MODAL} [data-connector-id="dev.html.wallet"]`)).toContain('<img src=x');

    await page.click(`${MODAL} ${WALLET}`);
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.waitForSelector(`${BUTTON}[data-connected="true"]`);
    expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a row that throws shows as broken and the others live; a view that throws shows as failed, the page stays', async () => {
    // A host's wallet list from JSON, with a name that is not text: drawing its row throws.
    const wallets = encodeURIComponent(
      JSON.stringify([
        { id: 'bad', name: 5 },
        { id: 'fine', name: 'Fine Wallet' },
      ]),
    );
    const { page, errors } = await newPage();
    await page.goto(appUrl(`&devWallet=0&customWallets=${wallets}`));
    await page.click(BUTTON);
    await page.waitForSelector(`${MODAL} [data-broken-row]`);
    expect(await page.textContent(`${MODAL} [data-broken-row]`)).toContain('This wallet cannot be shown');
    expect(await page.$(`${MODAL} [data-connector-id="fine"]`)).not.toBeNull();
    // With an installed wallet the same entry breaks the list's matching: the view fails, the dialog and page stay.
    await page.goto(appUrl(`&customWallets=${wallets}`));
    await page.click(BUTTON);
    await page.waitForSelector(`${MODAL} [data-view-failed]`);
    expect(await page.textContent(`${MODAL} [data-view-failed]`)).toContain('Something went wrong');
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    expect(await page.isVisible(BUTTON)).toBe(true);
    // React reports the caught render errors to the console, not as uncaught page errors.
    expect(errors).toEqual([]);
    await page.close();
  });
});

type PageWallet = { setBehavior(method: string, behavior: { delayMs: number; times: number }): void };
/** Makes the page's test wallet answer `method` only after `delayMs`, once. */
const delayOnce = (page: Page, method: string, delayMs: number) =>
  page.evaluate(
    ([m, d]) =>
      (window as unknown as { __walletdockTestWallet: PageWallet }).__walletdockTestWallet.setBehavior(m, {
        delayMs: d,
        times: 1,
      }),
    [method, delayMs] as const,
  );

describe('a wallet that never answers', () => {
  // The app's bound is 1.5 s (?walletTimeout=); the wallet answers after 4 s, long after it.
  const BOUND = 1500;
  const LATE = 4000;

  it('connect times out with the message, Try again and Back; the late answer does not connect; the wallet connects after; a switch times out too', async () => {
    const { page, errors } = await newPage();
    await page.goto(appUrl(`&walletTimeout=${BOUND}`));
    await page.waitForSelector(BUTTON);
    await page.waitForFunction(() => '__walletdockTestWallet' in window);
    await delayOnce(page, 'wallet_requestPermissions', LATE);

    await page.click(BUTTON);
    await page.click(`${MODAL} ${WALLET}`);
    const asked = Date.now();
    const timedOut = `${MODAL} [data-view="ConnectingExternal"] [data-timed-out]`;
    await page.waitForSelector(timedOut);
    console.log(
      `[hostile] the unanswered connect showed its time-out ${Date.now() - asked} ms after the click (bound ${BOUND} ms)`,
    );
    expect(await page.textContent(timedOut)).toBe('Connection timeout. Please try again.');
    const actions = await page.$$eval(`${MODAL} [data-view="ConnectingExternal"] button`, (b) =>
      b.map((x) => x.textContent),
    );
    expect(actions).toEqual(['Back', 'Try again']);

    // The wallet answers at last: the page stays disconnected, still showing the time-out.
    await page.waitForTimeout(Math.max(0, LATE - (Date.now() - asked)) + 700);
    expect(await page.$(`${BUTTON}[data-connected="true"]`)).toBeNull();
    expect(await page.isVisible(timedOut)).toBe(true);

    // Back leads to the wallets; the wallet, answering now, connects.
    await page.click(`${MODAL} [data-view="ConnectingExternal"] button:has-text("Back")`);
    await page.click(`${MODAL} [data-view="Connect"] ${WALLET}`);
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.waitForSelector(`${BUTTON}[data-connected="true"]`);

    // A network switch the wallet does not answer: the error within the bound, and the next switch works.
    await delayOnce(page, 'wallet_switchEthereumChain', LATE);
    await page.click(BUTTON);
    await page.click('[data-view="Account"] button[data-network="eip155:33322"]');
    await page.click('[data-view="Networks"] [data-network="eip155:33323"]');
    const switched = Date.now();
    await page.waitForFunction(() =>
      document.querySelector('[data-walletdock-toast]')?.textContent?.includes('Network switch failed'),
    );
    expect(Date.now() - switched).toBeLessThan(LATE);
    await page.waitForTimeout(Math.max(0, LATE - (Date.now() - switched)) + 500);
    await page.click('[data-view="Networks"] [data-network="eip155:33323"]');
    await page.waitForSelector('[data-view="Account"] button[data-network="eip155:33323"]');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a signature and a send the wallet does not answer fail with the time-out; asked again they work; the late hash is reported, not shown', async () => {
    const { page, errors } = await newPage();
    await page.goto(appUrl(`&walletTimeout=${BOUND}`));
    await page.click(BUTTON);
    await page.click(`${MODAL} ${WALLET}`);
    await page.waitForSelector(`${BUTTON}[data-connected="true"]`);
    // The instance's tracked events, as a host's analytics sink would see them.
    await page.evaluate(() => {
      const w = window as unknown as {
        __walletdock: {
          events: { subscribe(l: (e: { data: { event: string; properties?: unknown } }) => void): void };
        };
        __late: unknown[];
      };
      w.__late = [];
      w.__walletdock.events.subscribe((e) => {
        if (e.data.event === 'WALLET_LATE_ANSWER') w.__late.push(e.data.properties);
      });
    });
    const error = '[data-testid="wallet-error"]';
    const timedOut = 'The request took too long to respond.';

    // A signature: the time-out within the bound, the button free again, the late signature never shown.
    await delayOnce(page, 'personal_sign', LATE);
    await page.click('[data-testid="sign-button"]');
    const signed = Date.now();
    await page.waitForSelector(error);
    expect(Date.now() - signed).toBeLessThan(LATE);
    expect(await page.textContent(error)).toBe(timedOut);
    expect(await page.isEnabled('[data-testid="sign-button"]')).toBe(true);
    await page.waitForTimeout(Math.max(0, LATE - (Date.now() - signed)) + 500);
    expect(await page.$('[data-testid="signature"]')).toBeNull();
    await page.click('[data-testid="sign-button"]');
    await page.waitForSelector('[data-testid="signature"]');

    // A send: the same; the wallet did send it late, and that hash is reported (a host can say so) but not shown.
    await delayOnce(page, 'eth_sendTransaction', LATE);
    await page.click('[data-testid="send-button"]');
    const sent = Date.now();
    await page.waitForSelector(error);
    expect(Date.now() - sent).toBeLessThan(LATE);
    expect(await page.textContent(error)).toBe(timedOut);
    await page.waitForFunction(() => (window as unknown as { __late: unknown[] }).__late.length > 0, undefined, {
      timeout: LATE + 5000,
    });
    const late = await page.evaluate(() => (window as unknown as { __late: unknown[] }).__late);
    expect(late).toEqual([
      { request: 'sendTransaction', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/), namespace: 'eip155' },
    ]);
    expect(await page.$('[data-testid="tx-hash"]')).toBeNull();
    await page.click('[data-testid="send-button"]');
    await page.waitForSelector('[data-testid="tx-hash"]');
    expect(await page.$(error)).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the time-out as people see it (light, dark, phone, Arabic): nothing overflows the dialog', async () => {
    const variants = [
      { name: 'light', query: '&theme=light', viewport: { width: 1280, height: 800 } },
      { name: 'dark', query: '&theme=dark', viewport: { width: 1280, height: 800 } },
      { name: 'phone', query: '&theme=light', viewport: { width: 390, height: 844 } },
      { name: 'ar', query: '&theme=dark&locale=ar', viewport: { width: 1280, height: 800 } },
    ];
    for (const variant of variants) {
      const { page, errors } = await newPage();
      await page.setViewportSize(variant.viewport);
      await page.goto(appUrl(`&walletTimeout=${BOUND}${variant.query}`));
      await page.waitForFunction(() => '__walletdockTestWallet' in window);
      await delayOnce(page, 'wallet_requestPermissions', 600_000);
      await page.click(BUTTON);
      await page.click(`${MODAL} ${WALLET}`);
      await page.waitForSelector(`${MODAL} [data-view="ConnectingExternal"] [data-timed-out]`);
      await page.mouse.move(0, 0);
      await page.waitForTimeout(200); // the view's entry transition
      await page.screenshot({ path: `${artifacts}hostile-timeout-${variant.name}.png` });
      expect(await overflowProblems(page), variant.name).toEqual([]);
      if (variant.name === 'ar')
        expect(await page.textContent(`${MODAL} [data-timed-out]`)).toBe('انتهت مهلة الاتصال. يُرجى المحاولة مجددًا.');
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

type Watched = {
  __first?: { reconnecting: boolean; text: string; at: number };
  __connectLabelAt?: number;
  __connectedAt?: number;
};
/**
 * Records, from the page's first mutation on, what the ConnectButton's box first holds and when it first shows the
 * connect label or the connected account. A mutation observer runs before the browser paints, so the first record is
 * what the first frame shows.
 */
function watchConnectButton() {
  const w = window as unknown as Watched;
  const check = () => {
    const first = document.querySelector('[data-walletdock-connect-button-wrapper]')?.firstElementChild;
    if (first && !w.__first)
      w.__first = {
        reconnecting: first.hasAttribute('data-walletdock-reconnecting'),
        text: first.textContent ?? '',
        at: performance.now(),
      };
    if (
      w.__connectLabelAt === undefined &&
      document.querySelector('[data-walletdock-connect-button][data-connected="false"]')
    )
      w.__connectLabelAt = performance.now();
    if (
      w.__connectedAt === undefined &&
      document.querySelector('[data-walletdock-connect-button][data-connected="true"]')
    )
      w.__connectedAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

describe('a returning visitor', () => {
  it('the first frame after a reload shows the saved address as reconnecting, never "Connect Wallet"; it settles to connected, or to the connect label when the wallet no longer knows the site', async () => {
    const { page, errors } = await newPage(watchConnectButton);
    // The test wallet remembers its approval across reloads (?remember=1), as an extension does.
    await page.goto(appUrl('&remember=1'));
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.click(BUTTON);
    await page.click(`${MODAL} ${WALLET}`);
    await page.waitForSelector(`${BUTTON}[data-connected="true"]`);
    const short = `${account.address.slice(0, 6)}...${account.address.slice(-4)}`;

    await page.reload();
    await page.waitForSelector(`${BUTTON}[data-connected="true"]`);
    const seen = await page.evaluate(() => {
      const w = window as unknown as Watched;
      return { first: w.__first, connectLabelAt: w.__connectLabelAt, connectedAt: w.__connectedAt };
    });
    expect(seen.first?.reconnecting).toBe(true);
    expect(seen.first?.text).toContain(short);
    expect(seen.first?.text).toContain('Reconnecting…');
    expect(seen.connectLabelAt).toBeUndefined();
    console.log(
      `[hostile] injected wallet after a reload: saved address shown at ${seen.first?.at.toFixed(0)} ms, connected at ${seen.connectedAt?.toFixed(0)} ms (from navigation start)`,
    );

    // The wallet forgot the site while the page was closed: reconnecting first, then the connect label.
    await page.evaluate(() => localStorage.removeItem('example.devWallet.permitted'));
    await page.reload();
    await page.waitForSelector(`${BUTTON}[data-connected="false"]`);
    const forgot = await page.evaluate(() => (window as unknown as Watched).__first);
    expect(forgot?.reconnecting).toBe(true);
    expect(await page.$('[data-walletdock-reconnecting]')).toBeNull();
    // …and says why beside it, described to a screen reader too.
    const why = await page.waitForSelector('[data-walletdock-restore-failed="refused"]');
    expect(await why.textContent()).toBe('Your wallet did not reconnect this site');
    expect(await page.getAttribute(BUTTON, 'aria-describedby')).toBe(await why.getAttribute('id'));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the reconnecting account as people see it (light, dark, phone, Arabic)', async () => {
    // A saved session of this test's own.
    const setup = await newPage();
    await setup.page.goto(appUrl('&remember=1'));
    await setup.page.click(BUTTON);
    await setup.page.click(`${MODAL} ${WALLET}`);
    await setup.page.waitForSelector(`${BUTTON}[data-connected="true"]`);
    await setup.page.close();
    // The wallet holds its first answer after the reload, so the restore stays on screen to be looked at.
    const holdFirstAnswer = () => {
      let wallet: { setBehavior(method: string, behavior: { delayMs: number; times: number }): void } | undefined;
      Object.defineProperty(window, '__walletdockTestWallet', {
        configurable: true,
        get: () => wallet,
        set(value: NonNullable<typeof wallet>) {
          wallet = value;
          value.setBehavior('*', { delayMs: 600_000, times: 1 });
        },
      });
    };
    const variants = [
      { name: 'light', query: '&theme=light', viewport: { width: 1280, height: 800 } },
      { name: 'dark', query: '&theme=dark', viewport: { width: 1280, height: 800 } },
      { name: 'phone', query: '&theme=light', viewport: { width: 390, height: 844 } },
      { name: 'ar', query: '&theme=dark&locale=ar', viewport: { width: 1280, height: 800 } },
    ];
    for (const variant of variants) {
      const { page, errors } = await newPage(holdFirstAnswer);
      await page.setViewportSize(variant.viewport);
      await page.goto(appUrl(`&remember=1${variant.query}`));
      const shown = await page.waitForSelector('[data-walletdock-reconnecting]');
      if (variant.name === 'ar') {
        await page.waitForFunction(() =>
          document.querySelector('[data-walletdock-reconnecting]')?.textContent?.includes('جارٍ إعادة الاتصال…'),
        );
      }
      await page.screenshot({ path: `${artifacts}hostile-reconnecting-${variant.name}.png` });
      expect(await shown.getAttribute('aria-busy')).toBe('true');
      expect(await shown.textContent()).toContain(account.address.slice(-4));
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('a restore that failed says why beside the connect label (light, dark, phone, Arabic)', async () => {
    const variants = [
      { name: 'light', query: '&theme=light', viewport: { width: 1280, height: 800 } },
      { name: 'dark', query: '&theme=dark', viewport: { width: 1280, height: 800 } },
      { name: 'phone', query: '&theme=light', viewport: { width: 390, height: 844 } },
      { name: 'ar', query: '&theme=dark&locale=ar', viewport: { width: 1280, height: 800 } },
    ];
    for (const variant of variants) {
      const { page, errors } = await newPage();
      await page.setViewportSize(variant.viewport);
      await page.goto(appUrl(`&remember=1${variant.query}`));
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.click(BUTTON);
      await page.click(`${MODAL} ${WALLET}`);
      await page.waitForSelector(`${BUTTON}[data-connected="true"]`);
      // The wallet forgets the site while the page is closed.
      await page.evaluate(() => localStorage.removeItem('example.devWallet.permitted'));
      await page.reload();
      const why = await page.waitForSelector('[data-walletdock-restore-failed="refused"]');
      if (variant.name === 'ar') expect(await why.textContent()).toBe('لم تُعِد محفظتك ربط هذا الموقع');
      await page.screenshot({ path: `${artifacts}hostile-restore-failed-${variant.name}.png` });
      // Inside the page, on the button's line or the next (the wrapper wraps).
      const box = await why.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= variant.viewport.width, variant.name).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
