#!/usr/bin/env node
// Pay as a host's visitor meets it (printed, never asserted), on the PACKED package (lib/packed.mjs), production Vite
// builds served on 127.0.0.1 and loaded in headless Chromium (HTTP cache off, so each load fetches what it needs):
// - start-up JS of one host page built twice, `features.pay` on and off: WalletDockProvider + WalletDockModal and a
//   "Pay" button whose click imports walletdock/pay and calls openPay (so the button's own code is in both). Every JS
//   file the page fetches from navigation until the network is quiet for 2 s, gzip -9 as served. Budget: on - off
//   within ±0.5 KB (the flag costs nothing until a payment starts).
// - the Pay chunk: the JS fetched from the click until Pay's first frame (walletdock/pay, the routes, the views).
// - open() to Pay's first frame: from the click (a capture listener, before the app's handler) to the first frame
//   showing the amount in the Pay view (MutationObserver, then the next frame and a task after it); median of --runs
//   (default 7) fresh page loads.
// Run alone: node tests/bench/pay.mjs [--no-build] [--runs N]   (--no-build packs the current dist/)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildPage, kb, launchChromium, median, printTable, removeDir, serveStatic } from './lib/modal.mjs';
import { installPacked } from './lib/packed.mjs';
import { writeApp } from './lib/one-button.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const RUNS = arg('--runs', 7);
const QUIET_MS = 2000;
const STARTUP_BUDGET = 0.5 * 1024;

/** The host page, with `features.pay` as given. */
const payApp = (pay) => `import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { base, mainnet } from 'viem/chains';
import { createWalletDock, eip155Adapter, WalletDockProvider } from 'walletdock';
import { WalletDockModal } from 'walletdock/styled';
import 'walletdock/styled.css';

const dock = createWalletDock({ networks: [mainnet, base], adapters: [eip155Adapter()], features: { pay: ${pay} } });
const queryClient = new QueryClient();
const order = {
  paymentAsset: { network: 'eip155:8453', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: 0.01,
};

function PayButton() {
  const pay = async () => (await import('walletdock/pay')).openPay(dock, order);
  return <button type="button" data-pay-button="" onClick={() => void pay()}>Pay 0.01 ETH</button>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <WalletDockProvider dock={dock}>
        <PayButton />
        <WalletDockModal />
      </WalletDockProvider>
    </QueryClientProvider>
  </StrictMode>,
);
`;

const gzipOf = (dir, files) =>
  [...files].reduce((sum, path) => sum + gzipSync(readFileSync(join(dir, path)), { level: 9 }).length, 0);

/** The JS files a page load fetches from its origin, until the network has been quiet for QUIET_MS. */
async function jsAtLoad(page, url) {
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
  return files;
}

/** Arms the probe: resolves with the time from the next click to Pay's first frame showing the amount. */
const armProbe = (page) =>
  page.evaluate(() => {
    window.__probe = new Promise((resolve) => {
      let t0 = 0;
      document.addEventListener('click', () => void (t0 = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (!t0 || !document.querySelector('[data-walletdock-modal] [data-view="Pay"] [data-pay-amount]')) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - t0);
          channel.port2.postMessage(0);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
  });

const build = !process.argv.includes('--no-build');
const packed = installPacked({ build });
const servers = [];
let browser;
try {
  const on = await buildPage(writeApp(join(packed.app, 'pay-on'), payApp(true)));
  const off = await buildPage(writeApp(join(packed.app, 'pay-off'), payApp(false)));
  const urls = {};
  for (const [name, dir] of Object.entries({ on: on.outDir, off: off.outDir })) {
    const server = await serveStatic(dir);
    servers.push(server);
    urls[name] = `${server.url}/`;
  }
  browser = await launchChromium();
  await browser.context.route(
    (url) => !/^https?:\/\/127\.0\.0\.1[:/]/.test(url.href) && !url.href.startsWith('data:'),
    (route) => route.abort(),
  );
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const loadOn = await jsAtLoad(page, urls.on);
  const loadOff = await jsAtLoad(page, urls.off);
  const startOn = gzipOf(on.outDir, loadOn);
  const startOff = gzipOf(off.outDir, loadOff);

  const times = [];
  let payFiles = new Set();
  for (let i = 0; i < RUNS; i++) {
    const fetched = new Set();
    const onResponse = (response) => {
      const u = new URL(response.url());
      if (u.pathname.endsWith('.js')) fetched.add(u.pathname);
    };
    page.on('response', onResponse);
    await page.goto(urls.on, { waitUntil: 'load' });
    await page.waitForSelector('[data-pay-button]');
    // The load's own idle-time fetches end first, so what the click fetches is the click's.
    for (let before = -1; before !== fetched.size; ) {
      before = fetched.size;
      await page.waitForTimeout(QUIET_MS);
    }
    const atLoad = new Set(fetched);
    await armProbe(page);
    await page.click('[data-pay-button]');
    times.push(await page.evaluate(() => window.__probe));
    page.off('response', onResponse);
    payFiles = new Set([...fetched].filter((f) => !atLoad.has(f)));
  }

  console.log(`walletdock ${packed.tarball.file}, Vite production builds, headless Chromium, HTTP cache off`);
  console.log('\nStart-up JS (every JS file until the network is quiet for 2 s, gzip -9):');
  printTable(
    ['page', 'requests', 'gzip'],
    [
      ['features.pay off', String(loadOff.size), kb(startOff)],
      ['features.pay on, unused', String(loadOn.size), kb(startOn)],
      [
        'on - off (budget ±0.5 KB)',
        '',
        `${startOn - startOff >= 0 ? '+' : ''}${(startOn - startOff).toFixed(0)} B${Math.abs(startOn - startOff) <= STARTUP_BUDGET ? '' : ' OVER'}`,
      ],
    ],
  );
  console.log('\nThe Pay chunk (JS fetched from the click to Pay’s first frame, gzip -9):');
  printTable(['files', 'gzip'], [[String(payFiles.size), kb(gzipOf(on.outDir, payFiles))]]);
  for (const file of [...payFiles].sort()) console.log(`  ${file} ${kb(gzipOf(on.outDir, [file]))}`);
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`\nopenPay() click to Pay’s first frame (${RUNS} fresh loads):`);
  printTable(['median', 'min', 'max'], [[ms(median(times)), ms(Math.min(...times)), ms(Math.max(...times))]]);
} finally {
  await browser?.close();
  await Promise.all(servers.map((s) => s.close()));
  await removeDir(packed.dir);
}
