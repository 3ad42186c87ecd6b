// Drives the drop-in modal of examples/modal with the embedded wallet in Chromium: email login with the code from the
// development mailbox, the Account view's address, and a click on the wallet frame's own approval screen (checking
// the frame was still for Chromium's 500 ms guard).
import type { Page } from 'playwright-core';
import type { Address } from 'viem';
import { expect } from 'vitest';
import { codeFor, lastMailId } from '../headless/server/frame/helpers';
import { startModalApp, type TestBrowser } from './browser';
import { buildFramePageForTests, startFrameStack, type FrameStack } from './frame';

export const BUTTON = '[data-walletdock-connect-button]';
export const MODAL = '[data-walletdock-modal]';
export const FRAME = '[data-walletdock-frame] iframe';
/** Chromium's window after a cross-origin frame moved in which input to it is discarded. */
const MOVED_FRAME_INPUT_GUARD_MS = 500;

/** The driver of the modal app on `page()` with the frame stack `stack()` (getters: tests swap them). */
export function embeddedModalDriver(page: () => Page, stack: () => FrameStack) {
  const frame = () => page().frameLocator(FRAME);

  /** The connected address as the Account view shows it. */
  async function accountAddress(): Promise<Address> {
    await page().click(BUTTON);
    const address = await page().getAttribute(`${MODAL} [data-view="Account"] [data-address]`, 'data-address');
    await page().keyboard.press('Escape');
    await page().waitForSelector(MODAL, { state: 'detached' });
    return address as Address;
  }

  /** Logs in with `email` through the modal (the code from the mailbox); resolves with the connected address. */
  async function emailLogin(email: string): Promise<Address> {
    await page().click(BUTTON);
    const after = lastMailId(stack().mailbox);
    await page().fill(`${MODAL} [data-testid="email-input"]`, email);
    await page().press(`${MODAL} [data-testid="email-input"]`, 'Enter');
    await page().waitForSelector(`${MODAL} [data-view="EmailVerifyOtp"]`);
    expect(await page().textContent(`${MODAL} [data-view="EmailVerifyOtp"]`)).toContain(email);
    const { code } = await codeFor(stack().mailbox, email, after);
    await page().fill(`${MODAL} [data-testid="otp-input"]`, code);
    await page().waitForSelector(MODAL, { state: 'detached' });
    return accountAddress();
  }

  /** From now on the page notes when the frame element last moved (its box read on every animation frame). */
  async function trackFrameMoves() {
    await page().evaluate(() => {
      const w = window as unknown as { frameMovedAt: number };
      let before = '';
      const check = () => {
        const now = JSON.stringify(document.querySelector('[data-walletdock-frame]')?.getBoundingClientRect());
        if (now !== before) [before, w.frameMovedAt] = [now, performance.now()];
        requestAnimationFrame(check);
      };
      check();
    });
  }

  /**
   * Clicks a button of the frame's own screen as soon as a person could: Playwright waits until it is visible and
   * enabled, then clicks once. Chromium drops input to a cross-origin frame that moved in the last 500 ms, and the
   * frame follows the modal's animations: the frame element stays invisible until its box has been still that long
   * (headless/core/embedded/frame-element.ts). With trackFrameMoves running, it first checks that rule: by the time
   * Approve can be pressed the frame has been still for 500 ms (before the rule it had moved ~300 ms before).
   */
  async function clickInFrame(action: 'approve' | 'reject') {
    const button = frame().locator(`button[data-action="${action}"]:not([disabled])`);
    await button.waitFor();
    const still = await page().evaluate(
      () => performance.now() - ((window as unknown as { frameMovedAt?: number }).frameMovedAt ?? -Infinity),
    );
    expect(still).toBeGreaterThanOrEqual(MOVED_FRAME_INPUT_GUARD_MS);
    await button.click();
  }

  return { frame, accountAddress, emailLogin, clickInFrame, trackFrameMoves };
}

/** The modal app and its wallet frame, running: see startEmbeddedModalApp. */
export interface EmbeddedModalApp {
  browser: TestBrowser;
  page: Page;
  stack: FrameStack;
  /** The app's origin (the host page's). */
  origin: string;
  /** Requests the browser made off this machine (none expected). */
  guard: { external: string[] };
  /** The app's URL on the devnet with this frame, plus `extra` query parameters (e.g. tokens). */
  url(extra?: Record<string, string>): string;
  /** Stops the browser, the servers and removes the builds. */
  close(): Promise<void>;
}

/**
 * Builds examples/modal (mode 'test') and the reference frame page, serves the app on 127.0.0.1, starts the frame
 * stack (server, development mailbox and OpenID provider) that any 127.0.0.1 page may embed, with `frame`'s extra
 * settings (a bundler, the blockchain API it sponsors through, Farcaster's relay), and opens a guarded browser page. One per e2e file.
 */
export async function startEmbeddedModalApp(o: {
  rpcUrl: string;
  frame?: { extraEnv?: Record<string, string>; bundlerUrl?: string; blockchainApiUrl?: string };
}): Promise<EmbeddedModalApp> {
  const [built, modal] = await Promise.all([buildFramePageForTests(), startModalApp()]);
  const stack = await startFrameStack({
    rpcUrl: o.rpcUrl,
    pageDir: built.dir,
    allowedOrigins: ['http://127.0.0.1:*'],
    ...o.frame,
  });
  return {
    browser: modal.browser,
    page: modal.page,
    stack,
    guard: modal.guard,
    origin: modal.server.url,
    url: (extra = {}) => `${modal.server.url}/?${new URLSearchParams({ rpc: o.rpcUrl, frame: stack.url, ...extra })}`,
    async close() {
      await modal.close();
      await stack.close();
      await built.remove();
    },
  };
}
