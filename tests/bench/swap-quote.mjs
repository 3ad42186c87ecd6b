#!/usr/bin/env node
// Swap quote latency of the blockchain API (not part of npm test; figures are printed, never asserted):
// `node tests/bench/swap-quote.mjs [--requests 600]`. A fresh anvil with the devnet contracts (Uniswap V2 pools
// WETH/TEST and WETH/TUSD), an API with the devnet's swaps (PGlite, indexer off: quotes never touch the index),
// then GET /v1/convert/quotes over HTTP one after another, rotating AVENT -> TEST (direct), TEST -> TUSD (through
// WETH) and TUSD -> AVENT with varying amounts, after a warm-up. Budget: p95 <= 30 ms.
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '600' } } });
const REQUESTS = Number(args.requests);
const imp = (path) => tsImport(path, import.meta.url);
const { startAnvil } = await imp('../../faucet/devnet/anvil.ts');
const { deployDevnetContracts } = await imp('../../faucet/devnet/deploy.ts');
const { createBlockchainApi } = await imp('../../headless/server/node.ts');

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const anvil = await startAnvil({ accounts: 10 });
const dataDir = mkdtempSync(join(tmpdir(), 'wd-bench-swap-'));
let api;
try {
  const c = await deployDevnetContracts(anvil.rpcUrl);
  api = await createBlockchainApi({
    chains: [{ chainId: 33322, rpcUrl: anvil.rpcUrl }], dataDir, log: () => undefined, indexer: { enabled: false },
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
    const res = await fetch(`${api.url}/v1/convert/quotes?from=${from}&to=${to}&amount=${amount}&st=walletdock&sv=bench`);
    const body = await res.json();
    const took = performance.now() - started;
    if (res.status !== 200 || !body.quotes?.length) throw new Error(`${name}: HTTP ${res.status} ${JSON.stringify(body)}`);
    if (i < 0) continue;
    times.get(name).push(took);
    all.push(took);
  }
  console.log(`GET /v1/convert/quotes, ${REQUESTS} requests after 60 warm-up (budget p95 <= 30 ms):`);
  console.log('| pair | p50 | p95 | max |');
  console.log('| --- | --- | --- | --- |');
  for (const [name, list] of [...times, ['all', all]]) {
    console.log(`| ${name} | ${pct(list, 50).toFixed(1)} ms | ${pct(list, 95).toFixed(1)} ms | ${Math.max(...list).toFixed(1)} ms |`);
  }
} finally {
  await api?.close();
  await anvil.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
