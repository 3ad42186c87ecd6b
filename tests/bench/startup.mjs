// Start-up and open, as a host's visitor meets them (printed, never asserted):
// - start-up JS: walletdock's apps built against the PACKED package (lib/packed.mjs) and their wagmi 3 baselines,
//   production Vite builds served on 127.0.0.1 and loaded in headless Chromium; every JS file the page fetches from
//   navigation until it has been quiet for 2 s (idle-time prefetches included), gzip -9 of each file as served.
//   Budget: walletdock over its baseline <= 30 KB gzip, at load. The apps (lib/one-button.mjs): the drop-in
//   (ConnectButton + WalletDockModal, against the wagmi 3 connect app of tests/bench/baseline) and a custom-UI host's
//   (its own button calling useModal().open(), a projectId and metadata, no ConnectButton and so no intent prefetch,
//   against the same page on wagmi 3 with injected() and no kit). Then what hovering ConnectButton fetches.
// - open: those apps and RainbowKit's one-button app (wagmi 2, lib/one-button.mjs, installed under .data/), each page
//   with one EIP-6963 wallet announced (the same for all), the same clicks. Time from the click (a capture listener,
//   before the app's handler) to the first wallet row painted (MutationObserver, then the next frame and a task after
//   it), and to settled: the last frame in which the dialog's box moved or a finite animation ran. Four clicks:
//   ConnectButton's pointer arrives and clicks 500 ms after the button shows (page.click), or rests on it for 300 ms
//   first (hover intent); the open() button is clicked as soon as it is painted, or after the pointer has moved on the
//   page for 300 ms (a person's pointer travelling to it). At 1x CPU (--runs, default 7) and
//   with the CPU throttled 4x, a mid-range phone (--runs-4x, default 5). Budgets: first row <= 0.5x RainbowKit's
//   (both CPUs) and <= 200 ms at 4x; settled <= 150 ms + two frames at 1x.
//   Then, for walletdock, the JS fetched between the pointer's arrival and the first row (the dialog's chunks, the
//   built-in list and, when it comes that soon, the checked storage loaded beside them) and when the last of it came:
//   how much of a first row is download, apart from the work after it.
// - where the open() click's time goes at 4x CPU: a V8 CPU profile from the click to the first row (--profile-runs,
//   default 3), each sample given to the chunk whose function ran (or idle: waiting, mostly for a download; program:
//   the browser's own work, style, layout, paint; gc), medians over the runs, and the functions that ran longest.
// Run alone: node tests/bench/startup.mjs [--no-build] [--runs N] [--runs-4x N] [--profile-runs N]
//   (--no-build packs the current dist/). One command prints every figure above.
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
import {
  rainbowKitApp,
  RAINBOWKIT_VERSION,
  WAGMI_OPEN_BASELINE_APP,
  WALLETDOCK_APP,
  WALLETDOCK_OPEN_APP,
  writeApp,
} from './lib/one-button.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const RUNS = arg('--runs', 7);
const RUNS_4X = arg('--runs-4x', 5);
const PROFILE_RUNS = arg('--profile-runs', 3);
/** A mid-range phone's CPU against this machine's: Chromium's CPU throttling rate. */
const PHONE_CPU = 4;
const PHONE_FIRST_ROW_BUDGET_MS = 200;
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
  open: {
    button: '[data-open-button]',
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
function armProbe(page, app, { profile = false } = {}) {
  return page.evaluate(
    ({ row, dialog, profile }) => {
      const w = window;
      // Named functions that run for 2 ms, so that a CPU profile's samples show where they ran (profileOnce).
      const marks = {
        benchClickMark: function benchClickMark() {
          const until = performance.now() + 2;
          while (performance.now() < until);
        },
        benchRowMark: function benchRowMark() {
          const until = performance.now() + 2;
          while (performance.now() < until);
        },
      };
      const mark = (name) => marks[name]();
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
        document.addEventListener(
          'click',
          () => {
            t0 = performance.now();
            if (profile) mark('benchClickMark');
          },
          { capture: true, once: true },
        );
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
            if (profile) mark('benchRowMark');
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
    },
    { ...app, profile },
  );
}

/**
 * The clicks measured. `wait`: from the button's first paint to the pointer's arrival; `dwell`: the pointer rests on
 * the button first (hover intent).
 */
const CLICKS = {
  cold: { label: 'ConnectButton: pointer arrives and clicks', app: 'walletdock', wait: 500, dwell: false },
  dwell: {
    label: `ConnectButton: pointer rests ${DWELL_MS} ms, then clicks`,
    app: 'walletdock',
    wait: 500,
    dwell: true,
  },
  now: { label: 'open() button: clicked as soon as it is painted', app: 'open', wait: 0, dwell: false },
  // A person's pointer is moving on the page before it reaches the button (here from its corner, for DWELL_MS).
  moving: {
    label: `open() button: the pointer moves on the page ${DWELL_MS} ms, then clicks`,
    app: 'open',
    wait: 0,
    dwell: false,
    moving: true,
  },
};

/** One open: a fresh page load, then the click as `click` says. */
async function openOnce(page, url, app, click) {
  await page.goto(url, { waitUntil: click.wait ? 'load' : 'commit' });
  await page.waitForSelector(app.button);
  if (click.wait) await page.waitForTimeout(click.wait); // the announced wallet and start-up work settle
  await armProbe(page, app);
  if (click.dwell) {
    await page.hover(app.button);
    await page.waitForTimeout(DWELL_MS);
  }
  if (click.moving) {
    await page.mouse.move(5, 5);
    await page.mouse.move(40, 40, { steps: 4 });
    await page.waitForTimeout(DWELL_MS);
  }
  await page.click(app.button);
  return page.evaluate(() => window.__probe);
}

/** Sets the page's CPU throttling (1: none); Chromium keeps it across the page's navigations. */
async function throttle(cdp, rate) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** How long the page takes for a fixed piece of work: shows that the throttling is in force. */
async function calibrate(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  return page.evaluate(() => {
    const t0 = performance.now();
    let x = 0;
    for (let i = 0; i < 2e7; i++) x = (x + i * 7) % 1000003;
    return performance.now() - t0 + x * 0;
  });
}

/**
 * A CPU profile of one open() click at once (throttled as the page is), from the click to the first row. The probe
 * marks both ends by running a named function for a moment (benchClickMark, benchRowMark), found again in the profile's
 * samples. Each sample between them goes to the chunk its top frame ran in, else to idle (waiting, mostly for a
 * download), program (the browser's own work: style, layout, paint, parsing), gc, or "native" (a DOM call from script:
 * focus, appendChild…, which includes the style and layout it forces). Returns ms per bucket and per function.
 */
async function profileOnce(page, cdp, url, app, chunkOf) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(app.button);
  await armProbe(page, app, { profile: true });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.click(app.button);
  const result = await page.evaluate(() => window.__probe);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
  const marked = (id, name) => {
    for (let at = id; at !== undefined; at = parents.get(at))
      if (nodes.get(at).callFrame.functionName === name) return true;
    return false;
  };
  const from = profile.samples.findIndex((id) => marked(id, 'benchClickMark'));
  const to = profile.samples.findIndex((id) => marked(id, 'benchRowMark'));
  const buckets = {};
  const functions = {};
  for (let i = Math.max(from, 0) + 1; i < (to > from ? to : profile.samples.length); i++) {
    const dt = profile.timeDeltas[i] / 1000;
    const id = profile.samples[i];
    if (marked(id, 'benchClickMark')) continue;
    const { functionName, url: scriptUrl } = nodes.get(id).callFrame;
    const special = { '(idle)': 'idle', '(program)': 'program', '(garbage collector)': 'gc' }[functionName];
    const bucket = special ?? (scriptUrl ? chunkOf(scriptUrl) : 'native');
    buckets[bucket] = (buckets[bucket] ?? 0) + dt;
    if (!special) {
      // A DOM call is named with the script functions that called it (what asked for the insertion, the focus…).
      const callers = [];
      for (let at = parents.get(id); at !== undefined && callers.length < (scriptUrl ? 0 : 3); at = parents.get(at)) {
        const frame = nodes.get(at).callFrame;
        if (frame.url) callers.push(`${frame.functionName || '(anonymous)'}@${chunkOf(frame.url)}`);
      }
      const name = `${functionName || '(anonymous)'} (${scriptUrl ? chunkOf(scriptUrl) : 'native'})`;
      const key = callers.length ? `${name} < ${callers.join(' < ')}` : name;
      functions[key] = (functions[key] ?? 0) + dt;
    }
  }
  return { firstRow: result.firstRow, marked: from >= 0 && to > from, buckets, functions };
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
  const openBuild = await buildPage(writeApp(join(packed.app, 'openbutton'), WALLETDOCK_OPEN_APP));
  const openBaselineBuild = await buildPage(writeApp(join(packed.app, 'wagmi-openbutton'), WAGMI_OPEN_BASELINE_APP));
  const rkBuild = await buildPage(rkDir);
  const baselineDir = await buildBaseline();
  dirs.push(baselineDir);
  const built = {
    walletdock: wdBuild.outDir,
    open: openBuild.outDir,
    rainbowkit: rkBuild.outDir,
    baseline: baselineDir,
    openBaseline: openBaselineBuild.outDir,
  };
  const urls = {};
  for (const [name, dir] of Object.entries(built)) {
    const server = await serveStatic(dir);
    servers.push(server);
    urls[name] = `${server.url}/`;
  }
  browser = await launchChromium();
  await browser.context.addInitScript(ANNOUNCE);
  // Nothing leaves the machine (RainbowKit's WalletConnect and walletdock's directory would try): off-machine
  // requests fail at once.
  await browser.context.route(
    (url) => !/^https?:\/\/127\.0\.0\.1[:/]/.test(url.href) && !url.href.startsWith('data:'),
    (route) => route.abort(),
  );
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const cdp = await browser.context.newCDPSession(page);

  const load = {};
  for (const name of ['baseline', 'walletdock', 'openBaseline', 'open', 'rainbowkit']) {
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
    for (const name of ['walletdock', 'open']) {
      const initial = new Set(initialAssets(built[name]).js.map((f) => `/${f.replace(/^\//, '')}`));
      const late = [...load[name].files].filter((f) => !initial.has(f));
      console.log(`${name}: fetched at load beyond the HTML:`, late);
    }
    console.log('walletdock: fetched on hover:', [...intent.files]);
  }

  console.log(
    `packed package: ${packed.tarball.file}; RainbowKit ${RAINBOWKIT_VERSION} on wagmi 2 from .data/bench-rainbowkit; ${RUNS} runs per row at 1x CPU, ${RUNS_4X} at ${PHONE_CPU}x`,
  );
  console.log('\nstart-up JS (production Vite builds, fetched from navigation until 2 s quiet, gzip -9):');
  const initialOf = (dir) => initialAssets(dir).jsGzip;
  const overRow = (label, name, baseline) => {
    const over = load[name].gzip - load[baseline].gzip;
    return [
      label,
      kb(initialOf(built[name])),
      kb(load[name].gzip),
      load[name].requests,
      `+${kb(over)} (+${load[name].requests - load[baseline].requests} requests)`,
      `${kb(STARTUP_BUDGET)} ${over <= STARTUP_BUDGET ? 'within' : 'OVER'}`,
    ];
  };
  const plainRow = (label, name) => [
    label,
    kb(initialOf(built[name])),
    kb(load[name].gzip),
    load[name].requests,
    '',
    '',
  ];
  printTable(
    ['app', 'initial JS (HTML)', 'JS fetched at load', 'requests', 'over its wagmi 3 baseline', 'budget'],
    [
      plainRow('wagmi 3 baseline (connect app)', 'baseline'),
      overRow('walletdock one-button (ConnectButton)', 'walletdock', 'baseline'),
      plainRow('wagmi 3 baseline (injected(), a button)', 'openBaseline'),
      overRow('walletdock open() button (projectId, metadata)', 'open', 'openBaseline'),
      plainRow(`RainbowKit ${RAINBOWKIT_VERSION} one-button (wagmi 2)`, 'rainbowkit'),
      ['walletdock: hovering ConnectButton then fetches', '', kb(intent.gzip), intent.requests, '', ''],
    ],
  );

  // Every click at 1x, then at 4x; within a CPU, interleaved, so a busy moment of the machine falls on all apps alike.
  const open = {};
  const calibration = {};
  for (const [rate, runs] of [
    [1, RUNS],
    [PHONE_CPU, RUNS_4X],
  ]) {
    await throttle(cdp, rate);
    calibration[rate] = await calibrate(page, urls.openBaseline);
    for (const kind of Object.keys(CLICKS)) open[`${rate}:${kind}`] = { walletdock: [], rainbowkit: [] };
    for (let i = 0; i < runs; i++) {
      for (const [kind, click] of Object.entries(CLICKS)) {
        const results = open[`${rate}:${kind}`];
        results.walletdock.push(await openOnce(page, urls[click.app], APPS[click.app], click));
        results.rainbowkit.push(await openOnce(page, urls.rainbowkit, APPS.rainbowkit, click));
      }
    }
  }
  await throttle(cdp, 1);
  console.log(
    `\nCPU throttling check: a fixed loop took ${ms(calibration[1])} at 1x and ${ms(calibration[PHONE_CPU])} at ${PHONE_CPU}x`,
  );

  const pick = (key, name, field) => open[key][name].map((r) => r[field]);
  const rows = [];
  for (const rate of [1, PHONE_CPU]) {
    for (const [kind, click] of Object.entries(CLICKS)) {
      const key = `${rate}:${kind}`;
      const wdRow = median(pick(key, 'walletdock', 'firstRow'));
      const rkRow = median(pick(key, 'rainbowkit', 'firstRow'));
      const wdSettled = median(pick(key, 'walletdock', 'settled'));
      const ratioOk = wdRow / rkRow <= 0.5 && (rate === 1 || wdRow <= PHONE_FIRST_ROW_BUDGET_MS);
      rows.push([
        `${rate}x CPU`,
        click.label,
        stats(pick(key, 'walletdock', 'firstRow')),
        stats(pick(key, 'rainbowkit', 'firstRow')),
        `${(wdRow / rkRow).toFixed(2)}x (budget 0.5x${rate === 1 ? '' : `, ${PHONE_FIRST_ROW_BUDGET_MS} ms`}: ${ratioOk ? 'within' : 'OVER'})`,
        stats(pick(key, 'walletdock', 'settled')),
        stats(pick(key, 'rainbowkit', 'settled')),
        rate === 1 ? `${ms(SETTLE_BUDGET_MS)} ${wdSettled <= SETTLE_BUDGET_MS ? 'within' : 'OVER'}` : '-',
      ]);
    }
  }
  console.log('\nopen (median (min–max) of the runs; headless Chromium; the same clicks on both apps):');
  printTable(
    [
      'CPU',
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
  const jsRows = [];
  for (const rate of [1, PHONE_CPU]) {
    for (const [kind, click] of Object.entries(CLICKS)) {
      const runs = open[`${rate}:${kind}`].walletdock;
      jsRows.push([
        `${rate}x CPU`,
        click.label,
        `${kb(median(runs.map((r) => measure(built[click.app], new Set(r.js.files)).gzip)))} in ${median(runs.map((r) => r.js.files.length))} requests`,
        runs.some((r) => r.js.files.length)
          ? ms(median(runs.filter((r) => r.js.files.length).map((r) => r.js.lastByte)))
          : '-',
        ms(median(runs.map((r) => r.firstRow))),
      ]);
    }
  }
  console.log("\nwalletdock: JS fetched between the pointer's arrival and the first row (medians of the runs):");
  printTable(
    [
      'CPU',
      'click',
      'JS fetched (the dialog, its list; the checked storage when it comes that soon)',
      'the last of it, from the click',
      'first row',
    ],
    jsRows,
  );

  // Where the open() click's time goes on a phone's CPU.
  if (PROFILE_RUNS > 0) {
    await throttle(cdp, PHONE_CPU);
    const manifest = JSON.parse(readFileSync(join(built.open, '.vite/manifest.json'), 'utf8'));
    const chunkNames = new Map(Object.values(manifest).map((c) => [`/${c.file}`, c.name ?? c.file]));
    const chunkOf = (url) => {
      const path = new URL(url).pathname;
      return chunkNames.get(path) ?? path.replace(/^\/assets\//, '');
    };
    const profiles = [];
    for (let i = 0; i < PROFILE_RUNS; i++) profiles.push(await profileOnce(page, cdp, urls.open, APPS.open, chunkOf));
    await throttle(cdp, 1);
    const medianOf = (key, field) => median(profiles.map((p) => p[field][key] ?? 0));
    const bucketNames = [...new Set(profiles.flatMap((p) => Object.keys(p.buckets)))];
    console.log(
      `\nwalletdock open() click at once, ${PHONE_CPU}x CPU: where the time to the first row goes (CPU profile, medians of ${PROFILE_RUNS}, ${profiles.filter((p) => p.marked).length} with both marks found; first row ${ms(median(profiles.map((p) => p.firstRow)))}, the marks' 4 ms in it)`,
    );
    printTable(
      ['spent in', 'ms'],
      bucketNames
        .map((name) => [name, medianOf(name, 'buckets')])
        .sort((a, b) => b[1] - a[1])
        .map(([name, value]) => [name, ms(value)]),
    );
    const functionNames = [...new Set(profiles.flatMap((p) => Object.keys(p.functions)))];
    console.log('\nthe functions that ran longest (self time, medians; a DOM call with its nearest script callers):');
    printTable(
      ['function (chunk)', 'ms'],
      functionNames
        .map((name) => [name, medianOf(name, 'functions')])
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([name, value]) => [name, ms(value)]),
    );
  }
} finally {
  await browser?.close();
  await Promise.all(servers.map((s) => s.close()));
  // KEEP=1 leaves the builds for a look (their paths are printed).
  if (process.env.KEEP) console.log('kept:', packed.dir, ...dirs);
  else await Promise.all([...dirs, packed.dir].map(removeDir));
}
