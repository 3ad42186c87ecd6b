// Drives the drop-in modal of examples/modal with the embedded wallet in Chromium: email login with the code from the
// development mailbox, the Account view's address, and a click on the wallet frame's own approval screen.
import type { Page } from 'playwright-core';
import type { Address } from 'viem';
import { expect } from 'vitest';
import { codeFor, lastMailId } from '../headless/server/frame/helpers';
import type { FrameStack } from './frame';

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

  /**
   * Clicks a button of the frame's own screen the way a person can: once the modal stopped moving. The frame follows
   * its box through the modal's animations, and Chromium drops input to a cross-origin frame that moved in the last
   * 500 ms (its clickjacking guard), so a click sent sooner is lost, not late.
   */
  async function clickInFrame(action: 'approve' | 'reject') {
    const button = frame().locator(`button[data-action="${action}"]`);
    await button.waitFor();
    await page().evaluate((still) => new Promise<void>((resolve) => {
      const rect = () => JSON.stringify(document.querySelector('[data-walletdock-frame]')?.getBoundingClientRect());
      const moving = () => document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      let before = '';
      let since = performance.now();
      const check = () => {
        const now = rect();
        if (now !== before || moving()) [before, since] = [now, performance.now()];
        if (performance.now() - since >= still) resolve();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }), MOVED_FRAME_INPUT_GUARD_MS + 50);
    await button.click();
  }

  return { frame, accountAddress, emailLogin, clickInFrame };
}
