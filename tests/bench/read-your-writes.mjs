// Read your own writes (printed, never asserted): the time from a send's receipt to the Tokens row showing the
// balance after it, in a host app built against the PACKED package (lib/packed.mjs: build, pack, install into a
// scratch app) with ConnectButton + WalletDockModal, the EIP-6963 test wallet of walletdock/testing (anvil's
// account 1) and the packed walletdock/server/node blockchain API over a fresh anvil with the devnet contracts.
// Per indexer poll interval (--polls, default 1000 (the API's default) and 3000 ms (a slow indexer)), --runs sends
// (default 5) of 0.5 TEST from the modal's Send: the clock starts when the Send view shows its success step (the
// client holds the receipt), Done is pressed at once, and stops at the first frame after the TEST row shows the
// new amount, no longer marked as updating (MutationObserver, then requestAnimationFrame and a task queued from
// it). Also printed per run: when the API's index stored the receipt's block, from the same start (node's clock;
// both are this machine's); negative when the index had it before the client saw its receipt (the wallet polls). Run alone, under the bench lock: node tests/bench/read-your-writes.mjs [--no-build]
// [--runs N] [--polls 1000,3000] (--no-build packs the current dist/).
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { buildPage, launchChromium, median, printTable, removeDir, root, serveStatic } from './lib/modal.mjs';
import { writeApp } from './lib/one-button.mjs';
import { installPacked } from './lib/packed.mjs';

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    polls: { type: 'string', default: '1000,3000' },
  },
});
const RUNS = Number(args.runs);
const POLLS = args.polls.split(',').map(Number);
/** Anvil's account 1 (the devnet's test wallet key): 10,000 AVENT and 1,000,000 TEST after deployment. */
const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const MODAL = '[data-walletdock-modal]';
const BUTTON = '[data-walletdock-connect-button]';
const ROW = `${MODAL} [data-view="Account"] [data-token-row][data-symbol="TEST"]`;
const RECEIVER = '0x000000000000000000000000000000000000bEEF';

const HOST_APP = `import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createWalletDock, eip155Adapter, WalletDockProvider } from 'walletdock';
import { ConnectButton, WalletDockModal } from 'walletdock/styled';
import { createTestWallet, defineDevnetChain } from 'walletdock/testing';
import 'walletdock/styled.css';

const query = new URLSearchParams(location.search);
const rpcUrl = query.get('rpc')!;
const devnet = defineDevnetChain(rpcUrl);
createTestWallet({ privateKey: query.get('pk') as \`0x\${string}\`, rpcUrl, chains: [devnet] }).announce(window);
const dock = createWalletDock({ networks: [devnet], adapters: [eip155Adapter()], blockchainApiUrl: query.get('api')! });
const queryClient = new QueryClient();
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <WalletDockProvider dock={dock}>
      <ConnectButton />
      <WalletDockModal />
    </WalletDockProvider>
  </QueryClientProvider>,
);
`;

/** A subpath of the installed package, as its exports map gives it to `import`. */
async function importInstalled(app, subpath) {
  const dir = join(app, 'node_modules', 'walletdock');
  const entry = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports[subpath];
  const file = typeof entry === 'string' ? entry : (entry.import?.default ?? entry.import ?? entry.default);
  return import(pathToFileURL(join(dir, file)).href);
}

/** One send from the modal; resolves with the receipt-to-row time and when (Date.now()) the clock started. */
async function sendOnce(page) {
  await page.click(`${MODAL} [data-view="Account"] [data-open-send]`);
  await page.click('[data-view="Send"][data-step="form"] [data-token-picker] button');
  await page.click('[data-token-picker] [role="option"][data-symbol="TEST"]');
  await page.fill('[data-view="Send"] [data-amount]', '0.5');
  await page.fill('[data-view="Send"] [data-receiver]', RECEIVER);
  await page.click('[data-send-review]:not([disabled])');
  await page.evaluate((selector) => {
    const w = window;
    w.__rywStart = undefined;
    w.__ryw = new Promise((resolve) => {
      let t0 = 0;
      const look = () => {
        if (!t0 && document.querySelector('[data-view="Send"][data-step="success"]')) {
          t0 = performance.now();
          w.__rywStart = Date.now();
        }
        const row = document.querySelector(selector);
        const amount = row?.querySelector('[data-amount]')?.textContent;
        if (t0 && row && !row.hasAttribute('data-updating') && amount && amount !== w.__rywBefore) {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
        }
      };
      const observer = new MutationObserver(look);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  }, ROW);
  await page.click('[data-send-confirm]:not([disabled])');
  await page.waitForSelector('[data-view="Send"][data-step="success"]', { timeout: 60_000 });
  await page.click('[data-view="Send"][data-step="success"] button');
  const ms = await page.evaluate(() => window.__ryw);
  const start = await page.evaluate(() => window.__rywStart);
  return { ms, start };
}

const build = !args['no-build'];
console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} (${cpus().length} cores)`,
);
const packed = installPacked({ build });
// The server's embedded database is the host's own install beside the package (an optional peer): linked from here.
mkdirSync(join(packed.app, 'node_modules', '@electric-sql'), { recursive: true });
symlinkSync(
  join(root, 'node_modules', '@electric-sql', 'pglite'),
  join(packed.app, 'node_modules', '@electric-sql', 'pglite'),
  'dir',
);
const { startAnvil } = await tsImport('../../faucet/devnet/anvil.ts', import.meta.url);
const { deployDevnetContracts } = await tsImport('../../faucet/devnet/deploy.ts', import.meta.url);
const { createBlockchainApi, silentLogger } = await importInstalled(packed.app, './server/node');
const anvil = await startAnvil({ accounts: 10 });
const pageDir = writeApp(join(packed.app, 'ryw'), HOST_APP);
let browser;
let server;
try {
  await deployDevnetContracts(anvil.rpcUrl);
  const { outDir } = await buildPage(pageDir);
  server = await serveStatic(outDir);
  browser = await launchChromium();
  const rows = [];
  for (const pollMs of POLLS) {
    const head = await blockNumber();
    const api = await createBlockchainApi({
      chains: [{ chainId: 33322, rpcUrl: anvil.rpcUrl, startBlock: 0 }],
      dataDir: join(packed.dir, `api-${pollMs}`),
      logger: silentLogger,
      corsOrigins: [server.url],
      indexer: { pollMs },
    });
    try {
      await api.waitForBlock(33322, head, 120_000);
      const page = await browser.context.newPage();
      const query = new URLSearchParams({ rpc: anvil.rpcUrl, pk: KEY, api: api.url });
      await page.goto(`${server.url}/?${query}`);
      await page.click(BUTTON);
      await page.click(`${MODAL} [data-connector-id="dev.walletdock.testwallet"]`);
      await page.waitForSelector(MODAL, { state: 'detached' });
      await page.click(BUTTON);
      await page.waitForSelector(`${ROW} [data-amount]`, { timeout: 30_000 });
      const times = [];
      const stored = [];
      for (let i = 0; i < RUNS; i++) {
        await page.evaluate((row) => {
          window.__rywBefore = document.querySelector(`${row} [data-amount]`)?.textContent;
        }, ROW);
        // Nobody else sends on this anvil, which mines a block per transaction: the send's is the next one.
        const block = (await blockNumber()) + 1;
        const storedAt = api.waitForBlock(33322, block, 60_000).then(() => Date.now());
        const { ms, start } = await sendOnce(page);
        stored.push((await storedAt) - start);
        times.push(ms);
        console.log(
          `poll ${pollMs} ms, run ${i + 1}: receipt -> updated row ${ms.toFixed(0)} ms; the index stored block ${block} ` +
            `${stored.at(-1)} ms after the receipt`,
        );
      }
      rows.push([
        `${pollMs} ms`,
        `${median(times).toFixed(0)} ms`,
        `${Math.min(...times).toFixed(0)}-${Math.max(...times).toFixed(0)} ms`,
        `${median(stored).toFixed(0)} ms`,
        `${median(times.map((t, i) => t - stored[i])).toFixed(0)} ms`,
      ]);
      await page.close();
    } finally {
      await api.close();
    }
  }
  console.log(`\nreceipt -> updated TEST row, ${RUNS} sends each (0.5 TEST from the modal's Send, Done at once):`);
  printTable(
    ['indexer poll', 'median', 'min-max', 'index stored the block (median)', 'row after the index (median)'],
    rows,
  );
  console.log(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
} finally {
  await browser?.close();
  await server?.close();
  await anvil.stop();
  await removeDir(packed.dir);
}

async function blockNumber() {
  const res = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  });
  return Number(BigInt((await res.json()).result));
}
