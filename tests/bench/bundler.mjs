#!/usr/bin/env node
// ERC-4337 bundler benchmark (not part of npm test): `node tests/bench/bundler.mjs [--runs 5]`.
// On a fresh devnet: how long @pimlico/alto takes to listen (startBundler, which also deploys its simulation
// contracts), its memory once ready, and, for each account implementation (safe, simple7702, simple), the latency of user
// operations through it: the first one (delegates / deploys the account and sends value), then `runs` single
// transfers and `runs` two-call batches, each timed from sendCalls until its receipt (headless/core/smart-account).
// Everything is stopped by PID.
import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(args.runs);
const load = (path) => tsImport(resolve(root, path), import.meta.url);
const { startAnvil } = await load('faucet/devnet/anvil.ts');
const { deployDevnetContracts } = await load('faucet/devnet/deploy.ts');
const { startBundler } = await load('faucet/devnet/bundler.ts');
const { createSmartAccount } = await load('headless/core/smart-account/account.ts');
const { sendSmartAccountCalls } = await load('headless/core/smart-account/calls.ts');
const { createPublicClient, createTestClient, http, parseEther } = await import('viem');
const { generatePrivateKey, privateKeyToAccount } = await import('viem/accounts');

const ms = (t) => `${t.toFixed(0)} ms`;
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `min ${ms(sorted[0])}, median ${ms(sorted[Math.floor(sorted.length / 2)])}, max ${ms(sorted.at(-1))}`;
};
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const anvil = await startAnvil({ accounts: 10 });
let bundler;
try {
  await deployDevnetContracts(anvil.rpcUrl);
  const started = performance.now();
  bundler = await startBundler({ rpcUrl: anvil.rpcUrl });
  const startup = performance.now() - started;
  console.log(
    `@pimlico/alto ${bundler.version}: listening after ${ms(startup)}, RSS ${rssMb(bundler.pid).toFixed(0)} MB`,
  );

  const chain = {
    id: 33322,
    name: 'devnet',
    nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  };
  const client = createPublicClient({ chain, transport: http(anvil.rpcUrl), pollingInterval: 50 });
  for (const implementation of ['safe', 'simple7702', 'simple']) {
    const account = await createSmartAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
      implementation,
    });
    await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).setBalance({
      address: await account.getAddress(),
      value: parseEther('10'),
    });
    const context = { account, client, bundlerUrl: bundler.url, pollingInterval: 50 };
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const timed = async (calls) => {
      const t = performance.now();
      await sendSmartAccountCalls(context, calls);
      return performance.now() - t;
    };
    console.log(
      `${implementation}: first user operation (deploys the account, sends value): ${ms(await timed([{ to, value: 1n }]))}`,
    );
    const single = [];
    for (let i = 0; i < runs; i++) single.push(await timed([{ to, value: 1n }]));
    console.log(`${implementation}: single-call user operation, ${runs} runs: ${stats(single)}`);
    const batch = [];
    for (let i = 0; i < runs; i++)
      batch.push(
        await timed([
          { to, value: 1n },
          { to, value: 2n },
        ]),
      );
    console.log(`${implementation}: two-call batch (wallet_sendCalls), ${runs} runs: ${stats(batch)}`);
  }
} finally {
  await bundler?.stop();
  await anvil.stop();
}
