#!/usr/bin/env node
// Faucet load benchmark (not part of npm test): `node tests/bench/faucet-load.mjs [--clients 200] [--rounds 1]
// [--warmup 200] [--raw 1000] [--postgres | --database-url postgres://...]`.
// Starts its own anvil and a faucet server process (PGlite in a temp dir; with --postgres a throwaway PostgreSQL
// cluster from Debian's packages, the tests' own; or an existing, empty database with --database-url), then:
//  1. raw: pre-signed transfers from one signer sent straight to anvil (64 concurrent eth_sendRawTransaction) until
//     mined — the rate anvil itself accepts the same transfers at, in this run, on this machine;
//  2. warm-up: `warmup` claims the same way, not measured (a long-running faucet is warm; its cold rate is printed);
//  3. faucet: N concurrent clients, each fetching a captcha, solving it and claiming for its own fresh address,
//     `rounds` times. Every claim comes from a distinct client IP (the server runs with TRUST_PROXY=1 and the bench
//     sets X-Forwarded-For) so the per-IP cooldown does not refuse the bench's clients.
// Prints claims/s, p50/p95 latency of POST /api/claim (to a confirmed receipt) and the ratio to the raw rate.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { appendFileSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import { getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  cpuSeconds,
  freePort,
  perThread,
  rpc,
  startAnvilProcess,
  threadTicks,
  waitFor,
} from './faucet-load-support.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '1' },
    warmup: { type: 'string', default: '200' },
    raw: { type: 'string', default: '1000' },
    'database-url': { type: 'string' },
    postgres: { type: 'boolean', default: false },
  },
});
const CLIENTS = Number(args.clients);
const ROUNDS = Number(args.rounds);
const WARMUP = Number(args.warmup);
const RAW = Number(args.raw);
// Anvil's default accounts 1 (raw sender) and 2 (faucet): separate signers so the two phases do not share nonces.
const RAW_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const FAUCET_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (v) => `${Math.round(v)} ms`;

// Pre-signed transfers from one signer, sent straight to anvil until all are mined: 'single' = 64 concurrent
// eth_sendRawTransaction requests, 'batch' = JSON-RPC batches of 100 (how the faucet itself broadcasts).
async function rawRate(rpcUrl, mode) {
  const account = privateKeyToAccount(RAW_KEY);
  const block = await rpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
  const maxFeePerGas = (BigInt(block.baseFeePerGas) * 11n) / 10n + 1n;
  const start = Number(await rpc(rpcUrl, 'eth_getTransactionCount', [account.address, 'pending']));
  const tos = Array.from({ length: RAW }, () => getAddress(`0x${randomBytes(20).toString('hex')}`));
  const transfer = (i, bump = 0n) =>
    account.signTransaction({
      type: 'eip1559',
      chainId: 33322,
      to: tos[i],
      value: 10n ** 18n,
      gas: 21000n,
      nonce: start + i,
      maxFeePerGas: (maxFeePerGas * (10n + 3n * bump)) / 10n,
      maxPriorityFeePerGas: bump,
    });
  const raws = await Promise.all(tos.map((_, i) => transfer(i)));
  const t0 = performance.now();
  if (mode === 'batch') {
    for (let k = 0; k < raws.length; k += 100) {
      const body = raws
        .slice(k, k + 100)
        .map((raw, i) => ({ jsonrpc: '2.0', id: i, method: 'eth_sendRawTransaction', params: [raw] }));
      await (
        await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    }
  } else {
    let next = 0;
    await Promise.all(
      Array.from({ length: 64 }, async () => {
        while (next < raws.length) await rpc(rpcUrl, 'eth_sendRawTransaction', [raws[next++]]);
      }),
    );
  }
  // Under concurrent sends anvil now and then acknowledges a transaction and then keeps it queued for good, so
  // every later nonce waits behind it; like the faucet, this sender replaces a stuck head with a higher fee.
  let head = -1;
  let since = performance.now();
  let unstuck = 0;
  await waitFor(
    async () => {
      const mined = Number(await rpc(rpcUrl, 'eth_getTransactionCount', [account.address, 'latest']));
      if (mined >= start + RAW) return true;
      if (mined !== head) [head, since] = [mined, performance.now()];
      else if (performance.now() - since > 250) {
        since = performance.now();
        unstuck += 1;
        await rpc(rpcUrl, 'eth_sendRawTransaction', [await transfer(mined - start, BigInt(unstuck))]).catch(
          () => undefined,
        );
      }
      return false;
    },
    120_000,
    10,
  );
  return { rate: RAW / ((performance.now() - t0) / 1000), unstuck };
}

// node:http with a keep-alive agent and no socket cap: each client keeps its own connection, like a browser would.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
function request(url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve({
            status: res.statusCode,
            headers: res.headers,
            json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

function solve(question) {
  const m = /What is (\d+) ([+\-×]) (\d+)\?/.exec(question);
  const a = Number(m[1]),
    b = Number(m[3]);
  return m[2] === '+' ? a + b : m[2] === '-' ? a - b : a * b;
}

async function faucetLoad(url, clients = CLIENTS, rounds = ROUNDS, firstSeq = 0) {
  const latencies = [],
    flows = [],
    captchas = [];
  const failures = new Map();
  let seq = 0;
  // Recipients are made before the clock starts: random 20 bytes, EIP-55 checksummed (the server checks it).
  const addresses = Array.from({ length: clients * rounds }, () => getAddress(`0x${randomBytes(20).toString('hex')}`));
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let r = 0; r < rounds; r++) {
        const n = firstSeq + seq++;
        const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        const headers = { 'x-forwarded-for': ip, 'content-type': 'application/json' };
        const f0 = performance.now();
        const captcha = (await request(`${url}/api/captcha`, 'GET', headers)).json;
        const body = JSON.stringify({
          address: addresses[n - firstSeq],
          captchaSession: captcha.sessionId,
          captchaAnswer: String(solve(captcha.question)),
        });
        const c0 = performance.now();
        const res = await request(`${url}/api/claim`, 'POST', headers, body);
        const reply = res.json;
        const end = performance.now();
        if (res.status === 200 && reply.status === 'confirmed') {
          latencies.push(end - c0);
          flows.push(end - f0);
          captchas.push(c0 - f0);
        } else
          failures.set(
            `${res.status} ${reply.status ?? ''} ${reply.error ?? ''}`,
            (failures.get(`${res.status} ${reply.status ?? ''} ${reply.error ?? ''}`) ?? 0) + 1,
          );
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  flows.sort((a, b) => a - b);
  captchas.sort((a, b) => a - b);
  return { confirmed: latencies.length, seconds, latencies, flows, captchas, failures };
}

async function main() {
  // The tests' PostgreSQL starter is TypeScript: loaded through tsx, as the faucet server is.
  const postgres = args.postgres
    ? await (await tsImport('../support/postgres.ts', import.meta.url)).startPostgres()
    : undefined;
  const databaseUrl = postgres?.url ?? args['database-url'];
  // anvil slows down as its chain grows (≈0.5–0.7 ms of its CPU per transfer on a fresh chain, ≈1.5–2 ms
  // after 5,000 blocks), so each raw phase gets a fresh anvil of its own and the faucet
  // another: all three pay from the same genesis state, and the ratio compares like with like.
  const onFreshAnvil = async (phase) => {
    const own = await startAnvilProcess(root);
    const cpu0 = cpuSeconds(own.pid);
    try {
      const { rate, unstuck } = await phase(own.rpcUrl);
      return { rate, unstuck, anvilMs: (1000 * (cpuSeconds(own.pid) - cpu0)) / RAW };
    } finally {
      own.stop();
    }
  };
  const raw = await onFreshAnvil((url) => rawRate(url, 'single'));
  const rawBatch = await onFreshAnvil((url) => rawRate(url, 'batch'));
  const anvil = await startAnvilProcess(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'faucet-bench-'));
  let server;
  try {
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      RPC_URL: anvil.rpcUrl,
      FAUCET_PRIVATE_KEY: FAUCET_KEY,
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      FAUCET_AMOUNT: '1',
      FAUCET_RESERVE: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    // Diagnostics: FAUCET_CPU_PROF=dir writes the main thread's profile; FAUCET_NODE_FLAGS adds node/V8 flags to the
    // server process only (experiments); FAUCET_PERF=file records every thread of it with perf during the load;
    // FAUCET_STDOUT=file keeps its stdout (logs, V8 traces).
    const flags = (process.env.FAUCET_NODE_FLAGS ?? '').split(' ').filter(Boolean);
    server = spawn(
      process.execPath,
      [
        ...flags,
        ...(process.env.FAUCET_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.FAUCET_CPU_PROF}`] : []),
        '--import',
        'tsx',
        'faucet/server/main.ts',
      ],
      {
        cwd: root,
        env,
        stdio: ['ignore', process.env.FAUCET_STDOUT ? openSync(process.env.FAUCET_STDOUT, 'a') : 'ignore', 'inherit'],
      },
    );
    const url = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await (await fetch(`${url}/api/status`)).json()).leader === true, 120_000, 100);
    // A running faucet is warm; the first claims after a start also pay for JIT compilation in three threads.
    const warm =
      WARMUP > 0
        ? await faucetLoad(url, Math.min(WARMUP, CLIENTS), Math.ceil(WARMUP / Math.min(WARMUP, CLIENTS)), 1 << 20)
        : undefined;
    const perf = process.env.FAUCET_PERF
      ? spawn(
          'perf',
          ['record', '-e', 'cpu-clock', '-F', '999', '-g', '-p', String(server.pid), '-o', process.env.FAUCET_PERF],
          { stdio: 'ignore' },
        )
      : undefined;
    const mark = (text) =>
      process.env.FAUCET_STDOUT && appendFileSync(process.env.FAUCET_STDOUT, `--- bench: ${text}\n`);
    mark('load starts');
    const threads0 = threadTicks(server.pid);
    const cpu0 = { server: cpuSeconds(server.pid), anvil: cpuSeconds(anvil.pid), bench: process.cpuUsage() };
    const load = await faucetLoad(url);
    const benchCpu = process.cpuUsage(cpu0.bench);
    const threads1 = threadTicks(server.pid);
    mark('load ends');
    if (perf) {
      perf.kill('SIGINT');
      await new Promise((r) => perf.once('exit', r));
    }
    const cpu = {
      server: cpuSeconds(server.pid) - cpu0.server,
      anvil: cpuSeconds(anvil.pid) - cpu0.anvil,
      bench: (benchCpu.user + benchCpu.system) / 1e6,
    };
    const rate = load.confirmed / load.seconds;
    // Recoveries during the run (a takeover or a rebroadcast under load would explain a slow tail).
    const metrics = await (await fetch(`${url}/metrics`)).text();
    const counter = (name) =>
      metrics
        .split('\n')
        .filter((l) => l.startsWith(name))
        .map((l) => Number(l.split(' ').pop()))
        .reduce((a, b) => a + b, 0);
    const rows = [
      ['database', databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'],
      ['clients x rounds', `${CLIENTS} x ${ROUNDS}`],
      [
        'warm-up claims before (not measured)',
        warm ? `${warm.confirmed}, ${(warm.confirmed / warm.seconds).toFixed(1)}/s cold` : 'none',
      ],
      ['confirmed claims', `${load.confirmed} / ${CLIENTS * ROUNDS}`],
      ['faucet claims/s', rate.toFixed(1)],
      ['claim p50 / p95 (POST /api/claim)', `${ms(pct(load.latencies, 50))} / ${ms(pct(load.latencies, 95))}`],
      ['captcha p50 / p95 (GET /api/captcha)', `${ms(pct(load.captchas, 50))} / ${ms(pct(load.captchas, 95))}`],
      ['flow p50 / p95 (captcha + claim)', `${ms(pct(load.flows, 50))} / ${ms(pct(load.flows, 95))}`],
      [
        'anvil raw transfers/s, 64 concurrent sends',
        `${raw.rate.toFixed(1)}${raw.unstuck ? ` (${raw.unstuck} stuck head replaced)` : ''}`,
      ],
      [
        'anvil raw transfers/s, batches of 100',
        `${rawBatch.rate.toFixed(1)}${rawBatch.unstuck ? ` (${rawBatch.unstuck} stuck head replaced)` : ''}`,
      ],
      ['faucet / raw (concurrent sends)', (rate / raw.rate).toFixed(2)],
      ['faucet / raw (batches)', (rate / rawBatch.rate).toFixed(2)],
      [
        'CPU s during load: server / anvil / clients',
        `${cpu.server.toFixed(1)} / ${cpu.anvil.toFixed(1)} / ${cpu.bench.toFixed(1)} (wall ${load.seconds.toFixed(1)} s)`,
      ],
      [
        'takeovers / sender errors / rejected / resent / unstuck / replaced txs',
        [
          'faucet_leader_takeovers_total',
          'faucet_sender_errors_total',
          'faucet_broadcast_rejected_total',
          'faucet_transactions_resent_total',
          'faucet_transactions_unstuck_total',
          'faucet_transactions_replaced_total',
        ]
          .map(counter)
          .join(' / '),
      ],
      [
        'signer',
        counter('faucet_signer_native') === 1
          ? 'libsecp256k1 (native)'
          : 'JavaScript: the native bindings did not load',
      ],
      ['server CPU ms per claim', ((1000 * cpu.server) / Math.max(1, load.confirmed)).toFixed(2)],
      ['  per thread (tid - pid: ms per claim)', perThread(server.pid, threads0, threads1, load.confirmed)],
      [
        'anvil CPU ms per claim / per raw transfer',
        `${((1000 * cpu.anvil) / Math.max(1, load.confirmed)).toFixed(2)} / ${raw.anvilMs.toFixed(2)}`,
      ],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    console.log('\nFaucet load benchmark');
    for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
    for (const [k, v] of load.failures) console.log(`  failed: ${v} x ${k}`);
    const checks = [
      `>= 100/s: ${rate >= 100 ? 'yes' : 'no'}`,
      `p95 <= 1 s: ${pct(load.latencies, 95) <= 1000 ? 'yes' : 'no'}`,
      `>= 0.8 x raw sends (issue 32): ${rate / raw.rate >= 0.8 ? 'yes' : 'no'}`,
    ];
    console.log(`  targets: ${checks.join(', ')}\n`);
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    anvil.stop();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
