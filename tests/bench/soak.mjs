#!/usr/bin/env node
// Soak of the blockchain API and the faucet (not part of npm test; figures are printed, never asserted):
// `node tests/bench/soak.mjs [--minutes 20] [--warmup 5] [--api-rps 40] [--claims-per-second 4]`.
// A fresh anvil with the devnet contracts, one PostgreSQL (the tests' own) holding both servers' tables, the API and
// the faucet as their own processes (logging JSON lines to files, as services do), then a steady open-loop load for
// `minutes`: balance, history and swap-quote requests to the API and captcha + claim pairs to the faucet, each from
// fresh addresses and client IPs. Every 10 s each server's RSS and heap (its GET /metrics) are sampled. Printed: the
// answers by status, latency percentiles, and memory after the warm-up — first and last 2-minute medians and the
// spread — with the verdict "flat within 10%" (the last window's median against the first's). With --minutes 0.5
// --warmup 0.1 it is a quick check that the script runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { load1, metric, pct, startServerProcess } from './lib/load.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    'api-rps': { type: 'string', default: '40' },
    'claims-per-second': { type: 'string', default: '4' },
  },
});
const MINUTES = Number(args.minutes);
const WARMUP_MS = Number(args.warmup) * 60_000;
const imp = (path) => tsImport(path, import.meta.url);
const { startAnvil } = await imp('../../faucet/devnet/anvil.ts');
const { deployDevnetContracts } = await imp('../../faucet/devnet/deploy.ts');
const { startPostgres } = await imp('../support/postgres.ts');
// Anvil's default account 2: the faucet's key on this fresh chain.
const FAUCET_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';

const anvil = await startAnvil({ accounts: 10 });
const dir = mkdtempSync(join(tmpdir(), 'wd-soak-'));
const pg = await startPostgres();
const servers = [];
try {
  const c = await deployDevnetContracts(anvil.rpcUrl);
  const common = { PORT: '0', RPC_URL: anvil.rpcUrl, DATABASE_URL: pg.url, LOG_LEVEL: 'info' };
  const api = await startServerProcess(
    root,
    'headless/server/blockchain-api/main.ts',
    {
      ...common,
      CHAIN_ID: '33322',
      PRICES: `AVENT=20,${c.token}=2,${c.secondToken}=1`,
      POLL_MS: '500',
      SWAP_ROUTERS: `eip155:33322:${c.uniswapV2Router}`,
      SWAP_TOKENS: [c.token, c.secondToken].map((t) => `eip155:33322:${t}`).join(','),
    },
    join(dir, 'api.log'),
    'blockchain API',
  );
  servers.push(api);
  const faucet = await startServerProcess(
    root,
    'faucet/server/main.ts',
    {
      ...common,
      FAUCET_PRIVATE_KEY: FAUCET_KEY,
      FAUCET_AMOUNT: '0.001',
      FAUCET_RESERVE: '1',
      TRUST_PROXY: '1',
      CAPTCHA_PER_MINUTE: '100000',
    },
    join(dir, 'faucet.log'),
    'faucet',
  );
  servers.push(faucet);

  const answers = { api: {}, faucet: {} };
  const latency = { api: [], faucet: [] };
  const count = (who, status, ms) => {
    answers[who][status] = (answers[who][status] ?? 0) + 1;
    if (status === 200) latency[who].push(ms);
  };
  const native = 'eip155:33322:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
  const claimants = [];
  let k = 0;
  const apiRequest = async () => {
    const i = k++;
    const who =
      claimants.length > 0 ? claimants[i % claimants.length] : privateKeyToAccount(generatePrivateKey()).address;
    const path =
      i % 3 === 0
        ? `/v1/account/${who}/balance`
        : i % 3 === 1
          ? `/v1/account/${who}/history`
          : `/v1/convert/quotes?from=${native}&to=eip155:33322:${c.token}&amount=${10n ** 15n * BigInt(1 + (i % 50))}`;
    const t = performance.now();
    const res = await fetch(`${api.url}${path}`).catch(() => null);
    await res?.arrayBuffer();
    count('api', res?.status ?? 0, performance.now() - t);
  };
  let ip = 0;
  const claim = async () => {
    const n = ip++;
    const forwarded = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    const t = performance.now();
    try {
      const captcha = await (await fetch(`${faucet.url}/api/captcha`, { headers: forwarded })).json();
      const [, a, op, b] = /What is (\d+) ([+\-×]) (\d+)\?/.exec(captcha.question);
      const answer = op === '+' ? Number(a) + Number(b) : op === '-' ? Number(a) - Number(b) : Number(a) * Number(b);
      const address = privateKeyToAccount(generatePrivateKey()).address;
      const res = await fetch(`${faucet.url}/api/claim`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forwarded },
        body: JSON.stringify({ address, captchaAnswer: String(answer), captchaSession: captcha.sessionId }),
      });
      await res.arrayBuffer();
      if (res.status === 200 && claimants.length < 500) claimants.push(address);
      count('faucet', res.status, performance.now() - t);
    } catch {
      count('faucet', 0, performance.now() - t);
    }
  };
  // Open loop: requests start on a fixed schedule whether or not the last ones answered.
  const inFlight = new Set();
  const every = (perSecond, fn) =>
    setInterval(() => {
      const p = fn().finally(() => inFlight.delete(p));
      inFlight.add(p);
    }, 1000 / perSecond);
  const timers = [every(Number(args['api-rps']), apiRequest), every(Number(args['claims-per-second']), claim)];

  const samples = [];
  const started = Date.now();
  const end = started + MINUTES * 60_000;
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, Math.min(10_000, Math.max(0, end - Date.now()))));
    const sample = { t: Date.now() - started, load: load1() };
    for (const [name, s] of [
      ['api', api],
      ['faucet', faucet],
    ]) {
      sample[`${name}Rss`] = await metric(s.url, 'process_resident_memory_bytes');
      sample[`${name}Heap`] = await metric(s.url, 'nodejs_heap_used_bytes');
    }
    samples.push(sample);
    const mb = (v) => (v / 2 ** 20).toFixed(0);
    console.error(
      `${(sample.t / 60_000).toFixed(1)} min: API rss ${mb(sample.apiRss)} MB heap ${mb(sample.apiHeap)} MB; faucet rss ${mb(sample.faucetRss)} MB heap ${mb(sample.faucetHeap)} MB; load ${sample.load}`,
    );
  }
  for (const t of timers) clearInterval(t);
  await Promise.allSettled([...inFlight]);

  const median = (xs) => pct(xs, 50);
  const after = samples.filter((s) => s.t >= WARMUP_MS);
  const windowMs = Math.min(120_000, (MINUTES * 60_000 - WARMUP_MS) / 3);
  const first = after.filter((s) => s.t < WARMUP_MS + windowMs);
  const last = after.filter((s) => s.t > MINUTES * 60_000 - windowMs);
  console.log(
    `\nSoak: ${MINUTES} min (warm-up ${args.warmup} min), ${args['api-rps']} API requests/s and ${args['claims-per-second']} claims/s, PostgreSQL, ${samples.length} samples every 10 s; load average ${Math.min(...samples.map((s) => Number(s.load)))}-${Math.max(...samples.map((s) => Number(s.load)))}`,
  );
  console.log('| server | answers | p50 / p95 ms |');
  console.log('| --- | --- | --- |');
  for (const who of ['api', 'faucet']) {
    console.log(
      `| ${who} | ${Object.entries(answers[who])
        .map(([s, n]) => `${n}×${s === '0' ? 'error' : s}`)
        .join(' ')} | ${pct(latency[who], 50).toFixed(0)} / ${pct(latency[who], 95).toFixed(0)} |`,
    );
  }
  console.log('\n| after warm-up | first 2 min median | last 2 min median | change | min - max | flat within 10%? |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const key of ['apiRss', 'apiHeap', 'faucetRss', 'faucetHeap']) {
    const a = median(first.map((s) => s[key]));
    const b = median(last.map((s) => s[key]));
    const values = after.map((s) => s[key]);
    const change = (b - a) / a;
    const mb = (v) => `${(v / 2 ** 20).toFixed(1)} MB`;
    console.log(
      `| ${key} | ${mb(a)} | ${mb(b)} | ${(change * 100).toFixed(1)}% | ${mb(Math.min(...values))} - ${mb(Math.max(...values))} | ${Math.abs(change) <= 0.1 ? 'yes' : 'NO'} |`,
    );
  }
} finally {
  for (const s of servers) await s.stop();
  await pg.stop();
  await anvil.stop();
  rmSync(dir, { recursive: true, force: true });
}
