// Drives the minimal host page (tests/support/frame-host) from a test: its requests to the wallet frame, their
// outcomes, the frame inside it, and a fresh load of it.
import type { Frame, Page } from 'playwright-core';

/** What a request started with `start` became. */
export type Outcome = { state: 'pending' | 'ok' | 'error'; result?: unknown; message?: string; rpcCode?: number };
/** The host page's test handle (window.host). */
export type HostWindow = {
  host: {
    request(type: string, params: unknown): Promise<unknown>;
    start(type: string, params: unknown): { id: number };
    outcomes: Outcome[];
    sessionUpdates: unknown[];
    /** Every message the host page received, from any origin. */
    received: Array<{ origin: string; data: unknown }>;
    /** The wallet frame's element and origin (to post it raw messages). */
    iframe: HTMLIFrameElement;
    frameOrigin: string;
    readyAfterMs: Promise<number>;
  };
};

/** The driver of the host page `page()` (a getter: tests swap pages). */
export function hostDriver(page: () => Page) {
  const start = (type: string, params: unknown = {}) =>
    page().evaluate(([t, p]) => (window as unknown as HostWindow).host.start(t!, p).id, [type, params] as const);
  const outcome = (id: number) => page().evaluate((i) => (window as unknown as HostWindow).host.outcomes[i]!, id);
  return {
    /** Sends a request and resolves with its result (rejects with the frame's error). */
    request: <T>(type: string, params: unknown = {}) =>
      page().evaluate(([t, p]) => (window as unknown as HostWindow).host.request(t!, p), [
        type,
        params,
      ] as const) as Promise<T>,
    /** Sends a request without waiting; returns its outcome slot. */
    start,
    outcome,
    /** Waits until the request of slot `id` is answered. */
    async settled(id: number): Promise<Outcome> {
      await page().waitForFunction((i) => (window as unknown as HostWindow).host.outcomes[i]!.state !== 'pending', id);
      return outcome(id);
    },
    /** The wallet frame inside the host, for clicks as the user. */
    frame: () => page().frameLocator('#wallet-frame'),
    /** The wallet frame as a Playwright frame, for code run in it. */
    walletFrame: (frameUrl: string): Frame =>
      page()
        .frames()
        .find((f) => f.url().startsWith(frameUrl))!,
    /** Loads the host page embedding `frameUrl` and waits for FRAME_READY. */
    async open(hostUrl: string, frameUrl: string): Promise<void> {
      await page().goto(`${hostUrl}/?frame=${encodeURIComponent(`${frameUrl}/`)}`);
      await page().waitForFunction(() => (window as unknown as Partial<HostWindow>).host !== undefined);
      await page().evaluate(() => (window as unknown as HostWindow).host.readyAfterMs);
    },
  };
}
