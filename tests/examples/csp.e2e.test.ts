// The drop-in modal and the wallet frame under a strict Content-Security-Policy, in Chromium: a production build of
// examples/modal (the frame's URL baked in, as a host deploys it) served with `script-src 'self'; style-src 'self'`,
// the reference frame with its own policy. An email login through the frame, the Account view, a signature approved
// inside the frame: every `securitypolicyviolation` of the page and of its frames is collected, and there are none.
// The page's scroll lock works under it too (set through the CSSOM, no style element, no nonce needed). AppKit breaks
// under such a policy; walletdock must not.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildExample, launchBrowser, serveStatic, type TestBrowser } from '../support/browser';
import { embeddedModalDriver, BUTTON, MODAL } from '../support/embedded-modal';
import { buildFramePageForTests, startFrameStack, type FrameStack } from '../support/frame';

const policy = (style: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${style}`,
    "img-src 'self' data:",
    "font-src 'self'",
    'connect-src http://127.0.0.1:* ws://127.0.0.1:*',
    'frame-src http://127.0.0.1:*',
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');

let browser: TestBrowser;
let page: Page;
let stack: FrameStack;
const closers: Array<() => Promise<void>> = [];
let strictUrl: string;
const consoleReports: string[] = [];
const driver = embeddedModalDriver(
  () => page,
  () => stack,
);

/** Every violation the page and its frames reported (the init script collects them in each document). */
async function violations(): Promise<string[]> {
  const all = await Promise.all(
    page
      .frames()
      .map((f) =>
        f.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []).catch(() => []),
      ),
  );
  return [...all.flat(), ...consoleReports];
}

beforeAll(async () => {
  const rpcUrl = inject('rpcUrl');
  const framePage = await buildFramePageForTests();
  closers.push(framePage.remove);
  stack = await startFrameStack({ rpcUrl, pageDir: framePage.dir, allowedOrigins: ['http://127.0.0.1:*'] });
  closers.push(stack.close);
  // A production build: the frame's URL and the RPC come from the build, as a host deploys it.
  const app = await buildExample('modal', {
    mode: 'production',
    env: { VITE_EMBEDDED_FRAME_URL: stack.url, VITE_RPC_URL: rpcUrl },
  });
  closers.push(app.remove);
  const strict = await serveStatic(app.outDir, { headers: { 'content-security-policy': policy("'self'") } });
  closers.push(strict.close);
  strictUrl = strict.url;
  browser = await launchBrowser();
  closers.push(browser.close);
  await browser.context.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = list;
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push(
        `${location.origin}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleReports.push(m.text());
  });
}, 240_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
});

describe('strict CSP', () => {
  it("the modal and the frame run under script-src 'self'; style-src 'self': email login, Account, a signature approved in the frame, zero violations", async () => {
    await page.goto(strictUrl);
    await page.waitForSelector(BUTTON);
    const address = await driver.emailLogin(`csp-${Date.now()}@example.test`);
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

    // Account again (its chunks, the tabs), then a signature through the frame's own approval screen.
    await page.click(BUTTON);
    await page.waitForSelector(`${MODAL} [data-view="Account"]`);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await driver.trackFrameMoves();
    await page.click('[data-testid="sign-button"]');
    await page.waitForSelector(`${MODAL} [data-view="ApproveTransaction"]`);
    await driver.clickInFrame('approve');
    await page.waitForSelector('[data-testid="signature"]:has-text("0x")');

    // The modal inserted no style element (the page has none of its own either).
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);
    expect(page.frames().some((f) => f.url().startsWith(stack.url))).toBe(true);
    expect(await violations()).toEqual([]);

    // The policy was in force: an inline style is refused and reported, so a violation would have been seen.
    await page.evaluate(() =>
      document.head.append(Object.assign(document.createElement('style'), { textContent: 'p { color: red }' })),
    );
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
  });

  it('while the modal is open the page does not scroll, with no style element inserted; closed, it scrolls again; zero violations', async () => {
    consoleReports.length = 0; // the first test's deliberate violation
    await page.goto(strictUrl);
    await page.waitForSelector(BUTTON);
    // A page taller than the window, as a host's usually is.
    await page.evaluate(() =>
      document.body.append(Object.assign(document.createElement('div'), { className: 'spacer' })),
    );
    await page.$eval('.spacer', (el) => ((el as HTMLElement).style.height = '3000px'));
    await page.click(BUTTON);
    await page.waitForSelector(MODAL);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);
    expect(await violations()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
