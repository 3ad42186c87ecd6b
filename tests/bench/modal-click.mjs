// Click to first wallet row: headless Chromium, production-mode build of examples/modal with the
// EIP-6963 test wallet (mode 'test'), 10 runs on a freshly loaded page each. Time runs from
// performance.now() in a capture-phase click listener (before React's handler) to the first
// paint after a [data-connector-id] row is inserted (MutationObserver, then requestAnimationFrame
// and a task queued from it, which runs after the frame is painted). The pointer rests on the button for 300 ms
// before the click, as a person's does: the dialog's chunk loads on that intent, not at idle (startup.mjs also
// prints the click without the rest, and RainbowKit's). Budget: median <= 30 ms.
import { buildModalExample, launchChromium, median, printTable, removeDir, serveStatic } from './lib/modal.mjs';

const RUNS = 10;
const BUDGET_MS = 30;

const outDir = await buildModalExample('test');
const server = await serveStatic(outDir);
const browser = await launchChromium();
try {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const times = [];
  const inserts = [];
  for (let run = 0; run < RUNS; run++) {
    // No RPC is reached before a connect; port 9 (discard) keeps every request on loopback.
    await page.goto(`${server.url}/?rpc=${encodeURIComponent('http://127.0.0.1:9')}`);
    await page.waitForSelector('[data-walletdock-connect-button]');
    await page.waitForTimeout(300); // the announced wallet and idle work settle
    await page.evaluate(() => {
      const w = window;
      w.__clickToRow = new Promise((resolve) => {
        let t0 = 0;
        document.addEventListener('click', () => (t0 = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (!t0 || !document.querySelector('[data-view="Connect"] [data-connector-id]')) return;
          observer.disconnect();
          const inserted = performance.now() - t0;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve({ inserted, painted: performance.now() - t0 });
            channel.port2.postMessage(0);
          });
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    });
    await page.hover('[data-walletdock-connect-button]');
    await page.waitForTimeout(300);
    await page.click('[data-walletdock-connect-button]');
    const { inserted, painted } = await page.evaluate(() => window.__clickToRow);
    times.push(painted);
    inserts.push(inserted);
  }
  const med = median(times);
  printTable(
    ['metric', 'runs', 'min', 'median', 'max', 'budget'],
    [
      [
        'click -> row inserted in the DOM (JS work)',
        RUNS,
        `${Math.min(...inserts).toFixed(1)} ms`,
        `${median(inserts).toFixed(1)} ms`,
        `${Math.max(...inserts).toFixed(1)} ms`,
        '',
      ],
      [
        'click -> first wallet row painted',
        RUNS,
        `${Math.min(...times).toFixed(1)} ms`,
        `${med.toFixed(1)} ms`,
        `${Math.max(...times).toFixed(1)} ms`,
        `<= ${BUDGET_MS} ms ${med <= BUDGET_MS ? 'OK' : 'OVER'}`,
      ],
    ],
  );
  process.exitCode = med <= BUDGET_MS ? 0 : 1;
} finally {
  await browser.close();
  await server.close();
  await removeDir(outDir);
}
