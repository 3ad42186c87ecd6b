// A returning visitor's reload: how soon the saved account shows and how soon it is connected again, for the three
// kinds of wallet: injected, WalletConnect and the email wallet. Headless Chromium, the test build of examples/modal.
// Per kind: one connect, then 10 reloads. Each reload records, in page time from its navigation start:
// DOMContentLoaded; the instance created (the example exposes it as window.__walletdock in test builds: a setter trap
// notes when it is assigned); the ConnectButton's first content and whether it was the saved account (mutation
// observer: before the first paint); the startup sync finished (dock.ready); the account pill connected.
//  - injected: the EIP-6963 test wallet, remembering its approval across reloads (?remember=1) as an extension does;
//    the RPC and the blockchain API point at a closed port, as the wallet answers the reconnect itself: the page's
//    own work.
//  - WalletConnect: the local relay (tests/support/relay) and a Node-side wallet on a fresh anvil; the session is
//    restored from the browser's keeping over the relay.
//  - email: the reference wallet frame (tests/support/frame.ts: its server, development mailbox) on another origin;
//    the session is restored from the frame's keeping.
// Printed, not asserted. `node tests/bench/reconnect.mjs [--runs 10] [--only injected,walletconnect,email]`.
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { buildModalExample, launchChromium, median, printTable, removeDir, serveStatic } from './lib/modal.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    only: { type: 'string', default: 'injected,walletconnect,email' },
  },
});
const RUNS = Number(args.runs);
const ONLY = new Set(args.only.split(','));
const CLOSED = 'http://127.0.0.1:9';
const BUTTON = '[data-walletdock-connect-button]';
const CONNECTED = `${BUTTON}[data-connected="true"]`;
const MODAL = '[data-walletdock-modal]';
const imp = (path) => tsImport(path, import.meta.url);

/** Marks the reload's moments in the page (see the header). */
function watchReload() {
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
}

/** A fresh page of the browser with the marks installed, its origin's storage emptied. */
async function freshPage(browser, url) {
  const page = await browser.context.newPage();
  await page.addInitScript(watchReload);
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  return page;
}

/** RUNS reloads of a connected page, each waited for until connected and ready. */
async function reloads(page) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    await page.reload();
    await page.waitForSelector(CONNECTED, { timeout: 60_000 });
    await page.waitForFunction(() => window.__marks.ready !== undefined);
    runs.push(await page.evaluate(() => window.__marks));
  }
  return runs;
}

function report(kind, runs) {
  const row = (label, values) => [
    label,
    values.length,
    `${Math.min(...values).toFixed(0)} ms`,
    `${median(values).toFixed(0)} ms`,
    `${Math.max(...values).toFixed(0)} ms`,
  ];
  const of = (key) => runs.map((r) => r[key]);
  printTable(
    [`${kind}, from navigation start`, 'runs', 'min', 'median', 'max'],
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
  console.log(
    `${kind}: first drawn as the saved account in ${runs.filter((r) => r.firstWasSaved).length} of ${RUNS} reloads`,
  );
}

const cleanups = [];
const outDir = await buildModalExample('test');
cleanups.push(() => removeDir(outDir));
const server = await serveStatic(outDir);
cleanups.push(() => server.close());
const browser = await launchChromium();
cleanups.push(() => browser.close());
try {
  const { generatePrivateKey } = await imp('viem/accounts');

  if (ONLY.has('injected')) {
    const page = await freshPage(
      browser,
      `${server.url}/?rpc=${encodeURIComponent(CLOSED)}&api=${encodeURIComponent(CLOSED)}&pk=${generatePrivateKey()}&remember=1`,
    );
    await page.click(BUTTON);
    await page.click('[data-view="Connect"] [data-connector-id="dev.walletdock.testwallet"]');
    await page.waitForSelector(CONNECTED);
    report('injected wallet', await reloads(page));
    await page.close();
  }

  // WalletConnect's wallet and the email wallet's frame answer from a chain: a fresh anvil (id 33322, the devnet's).
  const needsChain = ONLY.has('walletconnect') || ONLY.has('email');
  const anvil = needsChain ? await (await imp('../../faucet/devnet/anvil.ts')).startAnvil({ accounts: 2 }) : undefined;
  if (anvil) cleanups.unshift(() => anvil.stop());

  if (ONLY.has('walletconnect')) {
    (await imp('../support/relay/network-guard.ts')).walletConnectTestEnv();
    const relay = await (await imp('../support/relay/relay.ts')).startTestRelay();
    cleanups.unshift(() => relay.close());
    const wallet = await (await imp('../support/relay/wallet.ts')).createRelayWallet({
      relayUrl: relay.url,
      evm: { privateKey: generatePrivateKey(), rpcUrl: anvil.rpcUrl },
    });
    cleanups.unshift(() => wallet.close());
    const page = await freshPage(
      browser,
      `${server.url}/?rpc=${encodeURIComponent(anvil.rpcUrl)}&devWallet=0&relay=${encodeURIComponent(relay.url)}`,
    );
    await page.click(BUTTON);
    await page.click(`${MODAL} [data-view="Connect"] [data-connector-id="walletConnect"]`);
    await page.waitForSelector('[data-view="ConnectingWalletConnectBasic"] [data-wc-uri^="wc:"]', { timeout: 30_000 });
    await wallet.pair(await page.getAttribute('[data-wc-uri]', 'data-wc-uri'));
    await page.waitForSelector(CONNECTED, { timeout: 30_000 });
    report('WalletConnect (local relay)', await reloads(page));
    await page.close();
  }

  if (ONLY.has('email')) {
    const { buildFramePageForTests, startFrameStack } = await imp('../support/frame.ts');
    const built = await buildFramePageForTests();
    cleanups.unshift(() => built.remove());
    const stack = await startFrameStack({
      rpcUrl: anvil.rpcUrl,
      pageDir: built.dir,
      allowedOrigins: ['http://127.0.0.1:*'],
    });
    cleanups.unshift(() => stack.close());
    const page = await freshPage(
      browser,
      `${server.url}/?${new URLSearchParams({ rpc: anvil.rpcUrl, frame: stack.url })}`,
    );
    const email = `bench-${Date.now()}@example.test`;
    const after = stack.mailbox.messages().at(-1)?.id ?? 0;
    await page.click(BUTTON);
    await page.fill(`${MODAL} [data-testid="email-input"]`, email);
    await page.press(`${MODAL} [data-testid="email-input"]`, 'Enter');
    await page.waitForSelector(`${MODAL} [data-view="EmailVerifyOtp"]`);
    const mail = await stack.mailbox.waitFor(email, { afterId: after, match: (m) => /\b\d{6}\b/.test(m.text) });
    await page.fill(`${MODAL} [data-testid="otp-input"]`, /\b(\d{6})\b/.exec(mail.text)[1]);
    await page.waitForSelector(MODAL, { state: 'detached', timeout: 30_000 });
    await page.waitForSelector(CONNECTED, { timeout: 30_000 });
    report('email wallet (reference frame)', await reloads(page));
    await page.close();
  }
} finally {
  // Each cleanup gets 10 s; then the process ends, as the WalletConnect client and the frame's login provider keep
  // timers of their own that would hold it open after their servers closed.
  for (const cleanup of cleanups)
    await Promise.race([cleanup(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]).catch((error) =>
      console.error(error),
    );
  process.exit(process.exitCode ?? 0);
}
