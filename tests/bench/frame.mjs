#!/usr/bin/env node
// Wallet frame benchmark (not part of npm test): `node tests/bench/frame.mjs [--runs 10] [--trips 50]`.
// Starts the frame server (PGlite, development mailbox and OpenID provider) and a minimal host page on another
// origin (tests/support/frame.ts), all on 127.0.0.1, and headless Chromium. Per run, a fresh page load of the host:
//  - frame ready: iframe inserted -> FRAME_READY received (the frame page loaded, asked its server for its
//    configuration and checked its parent), and the same + the 500 ms ready delay a host waits after it;
//  - round trip: IS_CONNECTED request -> reply over postMessage, timed in the host page as `trips` sequential round
//    trips divided by `trips` (the browser coarsens performance.now() to 0.1 ms without cross-origin isolation);
//  - the same two through walletdock's frame manager (tests/support/frame-host/manager-host.ts): ready as the manager
//    counts it (FRAME_READY + its own 500 ms delay), and a round trip through its request()/reply matching.
// The frame is loaded as http://localhost:PORT under a host on http://127.0.0.1:PORT: two sites, so Chromium puts the
// frame in its own process, as it would a wallet on another domain. Prints min / median / p95 / max in ms.
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { median, printTable } from './lib/modal.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, trips: { type: 'string', default: '50' } },
});
const RUNS = Number(args.runs);
const TRIPS = Number(args.trips);
const READY_DELAY_MS = 500;

const { buildFramePageForTests, startFrameStack, startHostPage } = await tsImport(
  resolve(root, 'tests/support/frame.ts'),
  import.meta.url,
);
const { launchBrowser } = await tsImport(resolve(root, 'tests/support/browser.ts'), import.meta.url);

const built = await buildFramePageForTests();
const host = await startHostPage();
const managerHost = await startHostPage('manager-host.ts');
// No RPC is reached by these requests: port 9 (discard) keeps everything on loopback.
const stack = await startFrameStack({
  rpcUrl: 'http://127.0.0.1:9',
  pageDir: built.dir,
  allowedOrigins: [host.origin, managerHost.origin],
});
const browser = await launchBrowser();
const p95 = (values) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];
const ms = (v) => `${v.toFixed(v < 10 ? 3 : 1)} ms`;
const stats = (values) => [ms(Math.min(...values)), ms(median(values)), ms(p95(values)), ms(Math.max(...values))];
try {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  /** RUNS page loads of a host (after one uncounted warm-up): frame ready, and the mean of TRIPS round trips. */
  const measure = async (hostUrl) => {
    const ready = [];
    const trips = [];
    for (let run = 0; run <= RUNS; run++) {
      await page.goto(`${hostUrl}/?frame=${encodeURIComponent(`${stack.url.replace('127.0.0.1', 'localhost')}/`)}`);
      await page.waitForFunction(() => window.host !== undefined);
      const readyMs = await page.evaluate(() => window.host.readyAfterMs);
      const perTrip = await page.evaluate(async (n) => {
        const t0 = performance.now();
        for (let i = 0; i < n; i++) await window.host.request('IS_CONNECTED', {});
        return (performance.now() - t0) / n;
      }, TRIPS);
      // Run 0 warms the server and the browser's caches of the page's files; it is not counted.
      if (run === 0) continue;
      ready.push(readyMs);
      trips.push(perTrip);
    }
    return { ready, trips };
  };
  const { ready, trips } = await measure(host.url);
  const { ready: managerReady, trips: managerTrips } = await measure(managerHost.url);
  printTable(
    ['metric', 'samples', 'min', 'median', 'p95', 'max'],
    [
      ['frame ready: iframe inserted -> FRAME_READY', RUNS, ...stats(ready)],
      [`frame ready incl. the ${READY_DELAY_MS} ms ready delay`, RUNS, ...stats(ready.map((t) => t + READY_DELAY_MS))],
      [`message round trip (IS_CONNECTED), mean of ${TRIPS} per run`, trips.length, ...stats(trips)],
      ['frame manager: created -> ready (FRAME_READY + its 500 ms delay)', RUNS, ...stats(managerReady)],
      [
        `frame manager: round trip (IS_CONNECTED), mean of ${TRIPS} per run`,
        managerTrips.length,
        ...stats(managerTrips),
      ],
    ],
  );
} finally {
  await browser.close();
  await stack.close();
  await host.close();
  await managerHost.close();
  await built.remove();
}
