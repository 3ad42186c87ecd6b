// A returning visitor's reload: how soon the saved account shows and how soon it is connected again. Headless
// Chromium, the test build of examples/modal (mode 'test': the EIP-6963 test wallet, remembering its approval across
// reloads with ?remember=1, as an extension does). One connect, then 10 reloads. Each reload records, in page time from
// its navigation start: DOMContentLoaded; the instance created (the example exposes it as window.__walletdock in test
// builds: a setter trap notes when it is assigned); the ConnectButton's first content and whether it was the saved
// account (mutation observer: before the first paint); the startup sync finished (dock.ready); the account pill
// connected. The RPC and the blockchain API point at a closed port: the wallet answers the reconnect itself, so the
// figures are the page's own work. Printed, not asserted.
import { tsImport } from 'tsx/esm/api';
import { buildModalExample, launchChromium, median, printTable, removeDir, serveStatic } from './lib/modal.mjs';

const RUNS = 10;
const CLOSED = 'http://127.0.0.1:9';

const outDir = await buildModalExample('test');
const server = await serveStatic(outDir);
const browser = await launchChromium();
try {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.addInitScript(() => {
    const marks = {};
    window.__marks = marks;
    let dock;
    Object.defineProperty(window, '__walletdock', {
      configurable: true,
      get: () => dock,
      set(value) {
        dock = value;
        marks.created = performance.now();
        void value.ready.then(() => (marks.ready = performance.now()));
      },
    });
    document.addEventListener('DOMContentLoaded', () => (marks.domContentLoaded = performance.now()));
    new MutationObserver(() => {
      const first = document.querySelector('[data-walletdock-connect-button-wrapper]')?.firstElementChild;
      if (first && marks.firstButton === undefined) {
        marks.firstButton = performance.now();
        marks.firstWasSaved = first.hasAttribute('data-walletdock-reconnecting');
      }
      if (
        marks.connected === undefined &&
        document.querySelector('[data-walletdock-connect-button][data-connected="true"]')
      )
        marks.connected = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const { generatePrivateKey } = await tsImport('viem/accounts', import.meta.url);
  await page.goto(
    `${server.url}/?rpc=${encodeURIComponent(CLOSED)}&api=${encodeURIComponent(CLOSED)}&pk=${generatePrivateKey()}&remember=1`,
  );
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.click('[data-walletdock-connect-button]');
  await page.click('[data-view="Connect"] [data-connector-id="dev.walletdock.testwallet"]');
  await page.waitForSelector('[data-walletdock-connect-button][data-connected="true"]');

  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    await page.reload();
    await page.waitForSelector('[data-walletdock-connect-button][data-connected="true"]');
    await page.waitForFunction(() => window.__marks.ready !== undefined);
    runs.push(await page.evaluate(() => window.__marks));
  }
  const row = (label, values) => [
    label,
    values.length,
    `${Math.min(...values).toFixed(0)} ms`,
    `${median(values).toFixed(0)} ms`,
    `${Math.max(...values).toFixed(0)} ms`,
  ];
  const of = (key) => runs.map((r) => r[key]);
  printTable(
    ['injected wallet, from navigation start', 'runs', 'min', 'median', 'max'],
    [
      row('DOMContentLoaded', of('domContentLoaded')),
      row('instance created', of('created')),
      row('ConnectButton first drawn', of('firstButton')),
      row('startup sync finished (ready)', of('ready')),
      row('account connected', of('connected')),
      row(
        'first drawn -> connected',
        runs.map((r) => r.connected - r.firstButton),
      ),
    ],
  );
  console.log(`first drawn as the saved account: ${runs.filter((r) => r.firstWasSaved).length} of ${RUNS} reloads`);
} finally {
  await browser.close();
  await server.close();
  await removeDir(outDir);
}
