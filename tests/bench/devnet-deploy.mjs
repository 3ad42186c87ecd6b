#!/usr/bin/env node
// Devnet deployment benchmark (not part of npm test): `node tests/bench/devnet-deploy.mjs [--runs 7]`.
// Each run starts a fresh anvil (chain 33322), times `deployDevnetContracts` alone (what the test run's
// global setup and `npm start` wait for after anvil answers), and stops anvil by its PID.
// Prints the first run and min / median / max of the others, in ms.
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(args.runs);
const { startAnvil } = await tsImport(resolve(root, 'faucet/devnet/anvil.ts'), import.meta.url);
const { deployDevnetContracts } = await tsImport(resolve(root, 'faucet/devnet/deploy.ts'), import.meta.url);

const times = [];
let first = 0;
// The first run is printed apart: it pays the JIT warm-up that the global setup (one deployment per
// process) pays every time; the later runs show the steady cost.
for (let i = 0; i <= runs; i++) {
  const anvil = await startAnvil({ accounts: 10 });
  try {
    const start = performance.now();
    await deployDevnetContracts(anvil.rpcUrl);
    const took = performance.now() - start;
    if (i === 0) first = took;
    else times.push(took);
  } finally {
    await anvil.stop();
  }
}
times.sort((a, b) => a - b);
const ms = (t) => `${t.toFixed(0)} ms`;
console.log(
  `deployDevnetContracts on a fresh anvil: first run in the process ${ms(first)}; next ${runs} runs: min ${ms(times[0])}, median ${ms(times[Math.floor(times.length / 2)])}, max ${ms(times.at(-1))}`,
);
