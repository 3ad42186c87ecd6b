// A returning visitor signed in with the email wallet (the reference wallet frame on its own origin, the built
// examples/modal as the host) in headless Chromium: the first frame after a reload shows the saved address as
// reconnecting, never the connect label, and it settles to connected from the frame's kept session, with no new login
// (no code mailed). The time to connected is printed (tests/bench/reconnect.mjs measures it), not asserted.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FrameStack } from '../support/frame';
import { BUTTON, embeddedModalDriver, startEmbeddedModalApp, type EmbeddedModalApp } from '../support/embedded-modal';
import { lastMailId } from '../headless/server/frame/helpers';

let env: EmbeddedModalApp;
let page: Page;
let stack: FrameStack;
const { emailLogin } = embeddedModalDriver(
  () => page,
  () => stack,
);

type Watched = { __first?: { reconnecting: boolean; text: string }; __connectLabel?: boolean; __connectedAt?: number };
/** Records what the ConnectButton's box first holds (a mutation observer runs before the first paint). */
function watchConnectButton() {
  const w = window as unknown as Watched;
  new MutationObserver(() => {
    const first = document.querySelector('[data-walletdock-connect-button-wrapper]')?.firstElementChild;
    if (first && !w.__first)
      w.__first = { reconnecting: first.hasAttribute('data-walletdock-reconnecting'), text: first.textContent ?? '' };
    if (document.querySelector('[data-walletdock-connect-button][data-connected="false"]')) w.__connectLabel = true;
    if (
      w.__connectedAt === undefined &&
      document.querySelector('[data-walletdock-connect-button][data-connected="true"]')
    )
      w.__connectedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

beforeAll(async () => {
  env = await startEmbeddedModalApp({ rpcUrl: inject('rpcUrl') });
  [page, stack] = [env.page, env.stack];
}, 120_000);

afterAll(async () => {
  await env?.close();
});

describe('a returning visitor on the email wallet', () => {
  it('the first frame after a reload shows the saved address as reconnecting, then connected without a new login', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(env.url());
    await page.waitForSelector(BUTTON);
    const address = await emailLogin(`returning-${Date.now()}@example.test`);
    const short = `${address.slice(0, 6)}...${address.slice(-4)}`;
    const mails = lastMailId(stack.mailbox);

    await page.addInitScript(watchConnectButton);
    await page.reload();
    await page.waitForSelector(`${BUTTON}[data-connected="true"]`, { timeout: 30_000 });
    const seen = await page.evaluate(() => {
      const w = window as unknown as Watched;
      return { first: w.__first, connectLabel: w.__connectLabel, connectedAt: w.__connectedAt };
    });
    expect(seen.first?.reconnecting).toBe(true);
    expect(seen.first?.text).toContain(short);
    expect(seen.connectLabel).toBeUndefined();
    expect(await page.textContent(BUTTON)).toContain(short);
    // Restored from the frame's kept session: no code was mailed for it.
    expect(lastMailId(stack.mailbox)).toBe(mails);
    console.log(
      `[reload] email wallet after a reload: connected at ${seen.connectedAt?.toFixed(0)} ms from navigation start`,
    );
    expect(errors).toEqual([]);
    expect(env.guard.external).toEqual([]);
  });
});
