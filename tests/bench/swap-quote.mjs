#!/usr/bin/env node
// Swap quote latency of the blockchain API (not part of npm test; figures are printed, never asserted):
// `node tests/bench/swap-quote.mjs [--requests 600] [--clients 200] [--seconds 15] [--rounds 2]`. A fresh anvil
// with the devnet contracts (Uniswap V2 pools WETH/TEST and WETH/TUSD), an API with the devnet's swaps (PGlite,
// indexer off: quotes never touch the index), then GET /v1/convert/quotes over HTTP, rotating AVENT -> TEST (direct),
// TEST -> TUSD (through WETH) and TUSD -> AVENT with varying amounts, after a warm-up:
//  1. one after another, the API in this process. Budget: p95 <= 30 ms.
//  2. `clients` at once for `seconds`, `rounds` times, the API as its own process (`npm run api`'s entry). Target
//     (issue 32): p95 <= 300 ms at 200 concurrent clients.
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { cpuSeconds, hammer, load1, startServerProcess } from './lib/load.mjs';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '600' },
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '2' },
  },
});
const REQUESTS = Number(args.requests);
const imp = (path) => tsImport(path, import.meta.url);
const { startAnvil } = await imp('../../faucet/devnet/anvil.ts');
const { deployDevnetContracts } = await imp('../../faucet/devnet/deploy.ts');
const { createBlockchainApi, silentLogger } = await imp('../../headless/server/node.ts');

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const anvil = await startAnvil({ accounts: 10 });
const dataDir = mkdtempSync(join(tmpdir(), 'wd-bench-swap-'));
let api;
let server;
try {
  const c = await deployDevnetContracts(anvil.rpcUrl);
  api = await createBlockchainApi({
    chains: [{ chainId: 33322, rpcUrl: anvil.rpcUrl }],
    dataDir,
    logger: silentLogger,
    indexer: { enabled: false },
    swaps: [{ chainId: 33322, router: c.uniswapV2Router, tokens: [c.token, c.secondToken] }],
  });
  const id = (a) => `eip155:33322:${a}`;
  const native = id('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE');
  const pairs = [
    ['AVENT -> TEST', native, id(c.token), 10n ** 15n],
    ['TEST -> TUSD', id(c.token), id(c.secondToken), 10n ** 16n],
    ['TUSD -> AVENT', id(c.secondToken), native, 10n ** 4n],
  ];
  const times = new Map(pairs.map(([name]) => [name, []]));
  const all = [];
  for (let i = -60; i < REQUESTS; i++) {
    const [name, from, to, unit] = pairs[((i % 3) + 3) % 3];
    const amount = unit * BigInt(1 + (Math.abs(i) % 97));
    const started = performance.now();
    const res = await fetch(
      `${api.url}/v1/convert/quotes?from=${from}&to=${to}&amount=${amount}&st=walletdock&sv=bench`,
    );
    const body = await res.json();
    const took = performance.now() - started;
    if (res.status !== 200 || !body.quotes?.length)
      throw new Error(`${name}: HTTP ${res.status} ${JSON.stringify(body)}`);
    if (i < 0) continue;
    times.get(name).push(took);
    all.push(took);
  }
  console.log(`GET /v1/convert/quotes, ${REQUESTS} requests after 60 warm-up (budget p95 <= 30 ms):`);
  console.log('| pair | p50 | p95 | max |');
  console.log('| --- | --- | --- | --- |');
  for (const [name, list] of [...times, ['all', all]]) {
    console.log(
      `| ${name} | ${pct(list, 50).toFixed(1)} ms | ${pct(list, 95).toFixed(1)} ms | ${Math.max(...list).toFixed(1)} ms |`,
    );
  }
  await api.close();
  api = undefined;

  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  server = await startServerProcess(
    root,
    'headless/server/blockchain-api/main.ts',
    {
      PORT: '0',
      RPC_URL: anvil.rpcUrl,
      CHAIN_ID: '33322',
      DATA_DIR: join(dataDir, 'process'),
      INDEXER: '0',
      SWAP_ROUTERS: `eip155:33322:${c.uniswapV2Router}`,
      SWAP_TOKENS: [c.token, c.secondToken].map((t) => `eip155:33322:${t}`).join(','),
    },
    join(dataDir, 'api.log'),
    'blockchain API',
  );
  let k = 0;
  const next = () => {
    const [, from, to, unit] = pairs[k++ % 3];
    return `${server.url}/v1/convert/quotes?from=${from}&to=${to}&amount=${unit * BigInt(1 + (k % 97))}`;
  };
  await hammer({ clients: 20, seconds: 3, next });
  console.log(
    `\nGET /v1/convert/quotes, ${args.clients} clients at once, ${args.seconds} s per round, API in its own process (target p95 <= 300 ms):`,
  );
  console.log('| round | quotes/s | p50 / p95 / p99 | answers | API CPU (cores) | load avg (1 min) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (let round = 1; round <= Number(args.rounds); round++) {
    const cpu = cpuSeconds(server.pid);
    const before = load1();
    const r = await hammer({ clients: Number(args.clients), seconds: Number(args.seconds), next });
    const answers = Object.entries(r.statuses)
      .map(([s, n]) => `${n}×${s || 'error'}`)
      .join(' ');
    console.log(
      `| ${round} | ${Math.round(r.rps)} | ${r.p50.toFixed(0)} / ${r.p95.toFixed(0)} / ${r.p99.toFixed(0)} ms | ${answers} | ${((cpuSeconds(server.pid) - cpu) / Number(args.seconds)).toFixed(2)} | ${before} → ${load1()} |`,
    );
  }
} finally {
  await server?.stop();
  await api?.close();
  await anvil.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
