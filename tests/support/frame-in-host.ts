/**
 * The wallet frame embedded in the minimal host page (tests/support/frame-host) in Chromium, for the frame's own e2e
 * files: the frame page built once, the host page on its own origin, the frame stack allowing that origin, and a
 * browser page; plus an email login over the frame protocol with the code from the development mailbox.
 */
import type { Page } from 'playwright-core';
import type { FrameUser } from '../../headless/core/embedded/messages';
import { codeFor, lastMailId } from '../headless/server/frame/helpers';
import { launchBrowser, type TestBrowser } from './browser';
import { buildFramePageForTests, startFrameStack, startHostPage, type FrameStack } from './frame';

/** The running pieces; `close()` stops them all and removes the built page. */
export interface FrameInHost {
  browser: TestBrowser;
  page: Page;
  stack: FrameStack;
  host: Awaited<ReturnType<typeof startHostPage>>;
  close(): Promise<void>;
}

/** Starts the frame stack with `frame`'s settings (the host page's origin is the one allowed to embed it). */
export async function startFrameInHost(
  frame: Omit<Parameters<typeof startFrameStack>[0], 'pageDir' | 'allowedOrigins'>,
): Promise<FrameInHost> {
  const [built, host] = await Promise.all([buildFramePageForTests(), startHostPage()]);
  const [stack, browser] = await Promise.all([
    startFrameStack({ ...frame, pageDir: built.dir, allowedOrigins: [host.origin] }),
    launchBrowser(),
  ]);
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  return {
    browser,
    page,
    stack,
    host,
    async close() {
      await browser.close();
      await stack.close();
      await host.close();
      await built.remove();
    },
  };
}

/**
 * Logs in as a new email user (`prefix`-<time>@example.test) through the frame protocol: CONNECT_EMAIL, then
 * CONNECT_OTP with the code the mailbox received. `request` is the host driver's.
 */
export async function emailLoginInFrame(
  request: <T>(type: string, params?: unknown) => Promise<T>,
  mailbox: FrameStack['mailbox'],
  prefix: string,
): Promise<FrameUser> {
  const email = `${prefix}-${Date.now()}@example.test`;
  const after = lastMailId(mailbox);
  await request('CONNECT_EMAIL', { email });
  return request<FrameUser>('CONNECT_OTP', { otp: (await codeFor(mailbox, email, after)).code });
}
