// Start-up and open, as a host's visitor meets them (printed, never asserted):
// - start-up JS: the one-button walletdock app built against the PACKED package (lib/packed.mjs) and the wagmi 3
//   baseline app (tests/bench/baseline), production Vite builds served on 127.0.0.1 and loaded in headless
//   Chromium; every JS file the page fetches from navigation until it has been quiet for 2 s (idle-time prefetches
//   included), gzip -9 of each file as served. Budget: walletdock over the baseline <= 30 KB gzip, at load.
//   Then what hovering the button fetches (intent prefetch).
// - open: the same app and RainbowKit's one-button app (wagmi 2, lib/one-button.mjs, installed under .data/), each
//   page with one EIP-6963 wallet announced (the same for both), the same clicks. Time from the click (a capture
//   listener, before the app's handler) to the first wallet row painted (MutationObserver, then the next frame and a
//   task after it), and to settled: the last frame in which the dialog's box moved or a finite animation ran.
//   Two kinds of click: the pointer arrives and clicks at once (page.click), and the pointer rests on the button
//   for 300 ms first (hover intent). Budgets: first row <= 0.5x RainbowKit's; settled <= 150 ms + two frames.
//   Then, for walletdock, the JS fetched between the pointer's arrival and the first row (the dialog's chunks, the
//   built-in list and, when it comes that soon, the checked storage loaded beside them) and when the last of it came:
//   how much of a first row is download, apart from the work after it.
// Run alone: node tests/bench/startup.mjs [--no-build] [--runs N]   (--no-build packs the current dist/)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  buildBaseline,
  buildPage,
  initialAssets,
  kb,
  launchChromium,
  median,
  printTable,
  removeDir,
  serveStatic,
} from './lib/modal.mjs';
import { installPacked } from './lib/packed.mjs';
import { rainbowKitApp, RAINBOWKIT_VERSION, WALLETDOCK_APP, writeApp } from './lib/one-button.mjs';

const argRuns = process.argv.indexOf('--runs');
const RUNS = argRuns > 0 ? Number(process.argv[argRuns + 1]) : 7;
const STARTUP_BUDGET = 30 * 1024;
const FRAME_MS = 1000 / 60;
const SETTLE_BUDGET_MS = 150 + 2 * FRAME_MS;
const QUIET_MS = 2000;
const DWELL_MS = 300;

/** One EIP-6963 wallet, announced the same way on both pages (it is listed, never asked to connect here). */
const ANNOUNCE = () => {
  const icon =
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23888"/%3E%3C/svg%3E';
  const detail = Object.freeze({
    info: { uuid: '5b9c0f1e-4c2d-4a7e-9a51-2f0c1d7e8a10', name: 'Bench Wallet', icon, rdns: 'dev.bench.wallet' },
    provider: { request: () => new Promise(() => undefined), on() {}, removeListener() {} },
  });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
};

const APPS = {
  walletdock: {
    button: '[data-walletdock-connect-button]',
    row: '[data-walletdock-modal] [data-connector-id]',
    dialog: '[data-walletdock-modal]',
  },
  rainbowkit: {
    button: '[data-testid="rk-connect-button"]',
    row: '[data-testid^="rk-wallet-option-"]',
    dialog: '[role="dialog"]',
  },
};

/** The JS files a page load fetches from `origin`, until the network has been quiet for QUIET_MS. */
async function jsAtLoad(page, url, dir) {
  const files = new Set();
  let lastAt = Date.now();
  const onResponse = (response) => {
    const u = new URL(response.url());
    if (u.origin === new URL(url).origin && u.pathname.endsWith('.js')) files.add(u.pathname);
    lastAt = Date.now();
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'load' });
  while (Date.now() - lastAt < QUIET_MS) await page.waitForTimeout(250);
  page.off('response', onResponse);
  return measure(dir, files);
}

/** The files' count and gzip -9 bytes, read from the built dir. */
function measure(dir, files) {
  const gzip = [...files].reduce((sum, path) => sum + gzipSync(readFileSync(join(dir, path)), { level: 9 }).length, 0);
  return { requests: files.size, gzip, files };
}

/** Installs the in-page probe: resolves with first-row and settled times of the next click. */
function armProbe(page, app) {
  return page.evaluate(({ row, dialog }) => {
    const w = window;
    w.__probe = new Promise((resolve) => {
      let t0 = 0;
      const armedAt = performance.now();
      // The JS fetched since the probe was armed (the intent's and the click's downloads): files and the last byte's
      // time from the click, so a slow open tells a download apart from the work after it.
      const fetched = () => {
        const entries = performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= armedAt && new URL(e.name).pathname.endsWith('.js'));
        const lastByte = entries.length ? Math.max(...entries.map((e) => e.responseEnd)) - t0 : Number.NaN;
        return { files: entries.map((e) => new URL(e.name).pathname), lastByte };
      };
      document.addEventListener('click', () => (t0 = performance.now()), { capture: true, once: true });
      const afterPaint = (fn) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = fn;
          channel.port2.postMessage(0);
        });
      const observer = new MutationObserver(() => {
        if (!t0 || !document.querySelector(row)) return;
        observer.disconnect();
        afterPaint(() => {
          const firstRow = performance.now() - t0;
          const js = fetched();
          // Settled: the last frame in which the dialog's box changed or a finite animation was running.
          let last = performance.now();
          let before = '';
          let still = 0;
          const tick = () => {
            const box = document.querySelector(dialog)?.getBoundingClientRect();
            const now = performance.now();
            const key = box ? `${box.x},${box.y},${box.width},${box.height}` : '';
            const running = document
              .getAnimations()
              .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
            if (running || key !== before) [last, still] = [now, 0];
            else still++;
            before = key;
            if (still >= 12 || now - t0 > 5000) resolve({ firstRow, settled: last - t0, js });
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, app);
}

/** One open: a fresh page load, then the click (with or without a 300 ms hover first). */
async function openOnce(page, url, app, dwell) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(app.button);
  await page.waitForTimeout(500); // the announced wallet and start-up work settle
  await armProbe(page, app);
  if (dwell) {
    await page.hover(app.button);
    await page.waitForTimeout(DWELL_MS);
  }
  await page.click(app.button);
  return page.evaluate(() => window.__probe);
}

const ms = (v) => `${v.toFixed(1)} ms`;
const stats = (values) => `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

const build = !process.argv.includes('--no-build');
const packed = installPacked({ build });
const rkDir = rainbowKitApp();
const dirs = [];
const servers = [];
let browser;
try {
  const wdBuild = await buildPage(writeApp(join(packed.app, 'onebutton'), WALLETDOCK_APP));
  const rkBuild = await buildPage(rkDir);
  const baselineDir = await buildBaseline();
  dirs.push(baselineDir);
  const built = { walletdock: wdBuild.outDir, rainbowkit: rkBuild.outDir, baseline: baselineDir };
  const urls = {};
  for (const [name, dir] of Object.entries(built)) {
    const server = await serveStatic(dir);
    servers.push(server);
    urls[name] = `${server.url}/`;
  }
  browser = await launchChromium();
  await browser.context.addInitScript(ANNOUNCE);
  // Nothing leaves the machine (RainbowKit's WalletConnect would try): off-machine requests fail at once.
  await browser.context.route(
    (url) => !/^https?:\/\/127\.0\.0\.1[:/]/.test(url.href) && !url.href.startsWith('data:'),
    (route) => route.abort(),
  );
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());

  const load = {};
  for (const name of ['baseline', 'walletdock', 'rainbowkit']) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await jsAtLoad(page, urls[name], built[name]));
    load[name] = runs.sort((a, b) => a.gzip - b.gzip)[1];
  }
  // Intent: what hovering walletdock's button fetches beyond the load.
  await jsAtLoad(page, urls.walletdock, built.walletdock);
  const intentFiles = new Set();
  const onIntent = (r) => r.url().endsWith('.js') && intentFiles.add(new URL(r.url()).pathname);
  page.on('response', onIntent);
  await page.hover(APPS.walletdock.button);
  await page.waitForTimeout(QUIET_MS);
  page.off('response', onIntent);
  const intent = measure(built.walletdock, intentFiles);
  if (process.env.DEBUG) {
    const initial = new Set(initialAssets(built.walletdock).js.map((f) => `/${f.replace(/^\//, '')}`));
    console.log(
      'walletdock: fetched at load beyond the HTML:',
      [...load.walletdock.files].filter((f) => !initial.has(f)),
    );
    console.log('walletdock: fetched on hover:', [...intent.files]);
  }

  console.log(
    `packed package: ${packed.tarball.file}; RainbowKit ${RAINBOWKIT_VERSION} on wagmi 2 from .data/bench-rainbowkit; ${RUNS} runs per row`,
  );
  console.log('\nstart-up JS (production Vite builds, fetched from navigation until 2 s quiet, gzip -9):');
  const initialOf = (dir) => initialAssets(dir).jsGzip;
  const over = load.walletdock.gzip - load.baseline.gzip;
  printTable(
    ['app', 'initial JS (HTML)', 'JS fetched at load', 'requests', 'over the wagmi 3 baseline', 'budget'],
    [
      ['wagmi 3 baseline', kb(initialOf(built.baseline)), kb(load.baseline.gzip), load.baseline.requests, '', ''],
      [
        'walletdock one-button',
        kb(initialOf(built.walletdock)),
        kb(load.walletdock.gzip),
        load.walletdock.requests,
        `+${kb(over)} (+${load.walletdock.requests - load.baseline.requests} requests)`,
        `${kb(STARTUP_BUDGET)} ${over <= STARTUP_BUDGET ? 'within' : 'OVER'}`,
      ],
      [
        `RainbowKit ${RAINBOWKIT_VERSION} one-button (wagmi 2)`,
        kb(initialOf(built.rainbowkit)),
        kb(load.rainbowkit.gzip),
        load.rainbowkit.requests,
        '',
        '',
      ],
      ['walletdock: hovering the button then fetches', '', kb(intent.gzip), intent.requests, '', ''],
    ],
  );

  const open = { walletdock: { cold: [], dwell: [] }, rainbowkit: { cold: [], dwell: [] } };
  for (let i = 0; i < RUNS; i++) {
    // Interleaved, so a busy moment of the machine falls on both apps alike.
    for (const name of ['walletdock', 'rainbowkit']) {
      open[name].cold.push(await openOnce(page, urls[name], APPS[name], false));
      open[name].dwell.push(await openOnce(page, urls[name], APPS[name], true));
    }
  }
  const pick = (name, kind, key) => open[name][kind].map((r) => r[key]);
  const rows = [];
  for (const kind of ['cold', 'dwell']) {
    const label = kind === 'cold' ? 'pointer arrives and clicks' : `pointer rests ${DWELL_MS} ms, then clicks`;
    const wdRow = median(pick('walletdock', kind, 'firstRow'));
    const rkRow = median(pick('rainbowkit', kind, 'firstRow'));
    const wdSettled = median(pick('walletdock', kind, 'settled'));
    rows.push([
      label,
      stats(pick('walletdock', kind, 'firstRow')),
      stats(pick('rainbowkit', kind, 'firstRow')),
      `${(wdRow / rkRow).toFixed(2)}x (budget 0.5x: ${wdRow / rkRow <= 0.5 ? 'within' : 'OVER'})`,
      stats(pick('walletdock', kind, 'settled')),
      stats(pick('rainbowkit', kind, 'settled')),
      `${ms(SETTLE_BUDGET_MS)} ${wdSettled <= SETTLE_BUDGET_MS ? 'within' : 'OVER'}`,
    ]);
  }
  console.log('\nopen (median (min–max) of the runs; headless Chromium; the same clicks on both apps):');
  printTable(
    [
      'click',
      'walletdock: first row',
      'RainbowKit: first row',
      'ratio',
      'walletdock: settled',
      'RainbowKit: settled',
      'settled budget',
    ],
    rows,
  );

  // Where walletdock's first row waits: the JS fetched between the pointer's arrival and the first row (what the
  // intent and the click downloaded, gzip -9 as served) and when the last of it came, from the click (negative: before).
  const jsRows = ['cold', 'dwell'].map((kind) => {
    const runs = open.walletdock[kind];
    return [
      kind === 'cold' ? 'pointer arrives and clicks' : `pointer rests ${DWELL_MS} ms, then clicks`,
      `${kb(median(runs.map((r) => measure(built.walletdock, new Set(r.js.files)).gzip)))} in ${median(runs.map((r) => r.js.files.length))} requests`,
      runs.some((r) => r.js.files.length)
        ? ms(median(runs.filter((r) => r.js.files.length).map((r) => r.js.lastByte)))
        : '-',
      ms(median(runs.map((r) => r.firstRow))),
    ];
  });
  console.log("\nwalletdock: JS fetched between the pointer's arrival and the first row (medians of the runs):");
  printTable(
    [
      'click',
      'JS fetched (the dialog, its list; the checked storage when it comes that soon)',
      'the last of it, from the click',
      'first row',
    ],
    jsRows,
  );
} finally {
  await browser?.close();
  await Promise.all(servers.map((s) => s.close()));
  // KEEP=1 leaves the builds for a look (their paths are printed).
  if (process.env.KEEP) console.log('kept:', packed.dir, ...dirs);
  else await Promise.all([...dirs, packed.dir].map(removeDir));
}
