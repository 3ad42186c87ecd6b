// A returning visitor signed in with the email wallet (the reference wallet frame on its own origin, the built
// examples/modal as the host) in headless Chromium: the first frame after a reload shows the saved address as
// reconnecting, never the connect label, and it settles to connected from the frame's kept session, with no new login
// (no code mailed). The time to connected is printed (tests/bench/reconnect.mjs measures it), not asserted, with where
// it goes: three reloads, each broken down in page time from navigation start (median printed).
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

type Watched = {
  __first?: { reconnecting: boolean; text: string };
  __connectLabel?: boolean;
  __connectedAt?: number;
  /** Page time of the reload's moments: the instance created, the frame element inserted, the frame's messages. */
  __marks?: Record<string, number>;
};
/** Records what the ConnectButton's box first holds (a mutation observer runs before the first paint). */
function watchConnectButton() {
  const w = window as unknown as Watched;
  const marks: Record<string, number> = {};
  w.__marks = marks;
  const mark = (name: string) => {
    marks[name] ??= performance.now();
  };
  let dock: unknown;
  Object.defineProperty(window, '__walletdock', {
    configurable: true,
    get: () => dock,
    set(value: { ready: Promise<void> }) {
      dock = value;
      mark('instance');
      void value.ready.then(() => mark('ready'));
    },
  });
  // The frame's messages (FRAME_READY, then the replies `<TYPE>_SUCCESS`), seen before the instance's own listener.
  window.addEventListener(
    'message',
    (event: MessageEvent) => {
      const type = (event.data as { type?: unknown } | null)?.type;
      if (typeof type === 'string' && /^[A-Z_]+$/.test(type)) mark(type);
    },
    true,
  );
  new MutationObserver(() => {
    if (document.querySelector('[data-walletdock-frame] iframe')) mark('frameInserted');
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

const RELOADS = 3;
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The frame page's own load, in the host page's time from its navigation start (the two clocks' origins differ). */
async function frameLoad(): Promise<Record<string, number>> {
  const host = await page.evaluate(() => performance.timeOrigin);
  const frame = page.frames().find((f) => f.url().startsWith(stack.url));
  if (!frame) return {};
  const timing = await frame.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { origin: performance.timeOrigin, response: nav?.responseEnd, dom: nav?.domContentLoadedEventEnd };
  });
  const at = (t: number | undefined) => (t === undefined ? Number.NaN : timing.origin + t - host);
  return { frameStart: at(0), frameResponse: at(timing.response), frameDom: at(timing.dom) };
}

/** The moments in order, each with the time since the one before. */
function describeBreakdown(marks: Record<string, number>): string {
  const order = [
    'instance',
    'frameInserted',
    'frameStart',
    'frameResponse',
    'frameDom',
    'FRAME_READY',
    'IS_CONNECTED_SUCCESS',
    'GET_USER_SUCCESS',
    'ready',
    'connected',
  ];
  let before = 0;
  return order
    .filter((k) => Number.isFinite(marks[k]))
    .map((k) => {
      const t = marks[k] as number;
      const part = `${k} ${t.toFixed(0)} (+${(t - before).toFixed(0)})`;
      before = t;
      return part;
    })
    .join(', ');
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
    const breakdowns: Record<string, number>[] = [];
    for (let run = 0; run < RELOADS; run++) {
      await page.reload();
      await page.waitForSelector(`${BUTTON}[data-connected="true"]`, { timeout: 30_000 });
      const seen = await page.evaluate(() => {
        const w = window as unknown as Watched;
        return { first: w.__first, connectLabel: w.__connectLabel, connectedAt: w.__connectedAt, marks: w.__marks };
      });
      expect(seen.first?.reconnecting).toBe(true);
      expect(seen.first?.text).toContain(short);
      expect(seen.connectLabel).toBeUndefined();
      expect(await page.textContent(BUTTON)).toContain(short);
      // Restored from the frame's kept session: no code was mailed for it.
      expect(lastMailId(stack.mailbox)).toBe(mails);
      const breakdown = { ...seen.marks, ...(await frameLoad()), connected: seen.connectedAt ?? Number.NaN };
      breakdowns.push(breakdown);
      console.log(`[reload] email wallet, reload ${run + 1}: ${describeBreakdown(breakdown)}`);
    }
    const medians = Object.fromEntries(
      Object.keys(breakdowns[0] ?? {}).map((k) => [k, median(breakdowns.map((b) => b[k] ?? Number.NaN))]),
    );
    console.log(`[reload] email wallet after a reload, median of ${RELOADS}: ${describeBreakdown(medians)}`);
    expect(errors).toEqual([]);
    expect(env.guard.external).toEqual([]);
  });
});
