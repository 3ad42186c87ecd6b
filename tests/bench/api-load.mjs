#!/usr/bin/env node
// Blockchain API under concurrent load (not part of npm test; figures are printed, never asserted):
// `node tests/bench/api-load.mjs [--clients 500] [--seconds 15] [--db postgres,pglite] [--rounds 2] [--read-cache 5000]`.
// A fresh anvil with the devnet contracts and 4,000 ERC-20 transfers to 1,000 holders (one "hot" address in every
// transaction); per database, the API as its own process (`npm run api`'s entry, JSON logs to a file, as a service
// writes its journal) indexes them, then `clients` concurrent clients on kept-alive connections ask, for `seconds`
// each: the history (first page) of a random holder, then the balance of a random holder. Printed per round:
// requests/s, p50/p95/p99, non-200 answers, the API's CPU, and the machine's 1-minute load average at the time.
// `--read-cache 0,5000` runs each database once per READ_CACHE_ENTRIES value (0: every request reads the database),
// back to back on the same devnet. The chain does not move during the run, so after the warm-up the cache answers
// nearly every request: the cached figure is the ceiling of a quiet chain, the uncached one its floor.
// `--block-ms 2000` makes the chain live: every 2 s while the clients ask, a block with one transaction that moves
// tokens to the hot address and 9 other holders (a different 9 each time). The replies about the 11 addresses a block
// touches (the sender's too) are read again after it; the others are carried to the new head. That is the figure of
// a chain with 2-second blocks, between the quiet ceiling and the floor.
// Targets (issue 32, PostgreSQL, 500 clients, this 2-core machine): >= 1,000 requests/s and p95 <= 250 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { cpuSeconds, hammer, load1, metric, startServerProcess } from './lib/load.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '15' },
    db: { type: 'string', default: 'postgres,pglite' },
    rounds: { type: 'string', default: '2' },
    'read-cache': { type: 'string', default: '5000' },
    'block-ms': { type: 'string', default: '0' },
  },
});
const BLOCK_MS = Number(args['block-ms']);
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const HOT = '0x000000000000000000000000000000000000bEEF';
const HOLDERS = 1000;
const imp = (path) => tsImport(path, import.meta.url);
const { startAnvil } = await imp('../../faucet/devnet/anvil.ts');
const { deployDevnetContracts } = await imp('../../faucet/devnet/deploy.ts');
const { deployBulkToken, sprayTransfers, recipientAddress } = await imp('../support/transfers.ts');
const { startPostgres } = await imp('../support/postgres.ts');

const anvil = await startAnvil({ accounts: 10 });
const cleanup = [];
const rows = [];
try {
  const contracts = await deployDevnetContracts(anvil.rpcUrl);
  const token = await deployBulkToken(anvil.rpcUrl, contracts.smartAccountOwner);
  const spray = await sprayTransfers({
    rpcUrl: anvil.rpcUrl,
    token,
    from: contracts.smartAccountOwner,
    blocks: 200,
    txsPerBlock: 2,
    recipientsPerTx: 10,
    hot: HOT,
    distinctRecipients: HOLDERS,
  });
  console.log(
    `devnet: ${spray.transfers} transfers in ${spray.transactions} transactions, blocks ${spray.firstBlock}-${spray.lastBlock}`,
  );
  const holders = [HOT, ...Array.from({ length: HOLDERS }, (_, i) => recipientAddress(i))];
  const pick = () => holders[Math.floor(Math.random() * holders.length)];

  let liveRecipient = 0;
  let mining = Promise.resolve();
  const mine = () => {
    const firstRecipient = liveRecipient;
    liveRecipient += 9;
    mining = mining.then(() =>
      sprayTransfers({
        rpcUrl: anvil.rpcUrl,
        token,
        from: contracts.smartAccountOwner,
        blocks: 1,
        txsPerBlock: 1,
        recipientsPerTx: 10,
        hot: HOT,
        distinctRecipients: HOLDERS,
        firstRecipient,
      }).then(() => undefined),
    );
  };
  for (const kind of args.db.split(','))
    for (const cacheEntries of args['read-cache'].split(',')) {
      const label = `${kind}${args['read-cache'].includes(',') ? ` cache ${cacheEntries}` : ''}${BLOCK_MS > 0 ? `, a block every ${BLOCK_MS} ms` : ''}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'wd-api-load-'));
      cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const env = {
        PORT: '0',
        RPC_URL: anvil.rpcUrl,
        CHAIN_ID: '33322',
        DATA_DIR: join(dataDir, 'db'),
        PRICES: `AVENT=20,${token}=1`,
        POLL_MS: '200',
        LOG_LEVEL: 'info',
        READ_CACHE_ENTRIES: cacheEntries,
      };
      if (kind === 'postgres') {
        const pg = await startPostgres();
        cleanup.push(() => pg.stop());
        env.DATABASE_URL = pg.url;
      }
      const api = await startServerProcess(
        root,
        'headless/server/blockchain-api/main.ts',
        env,
        join(dataDir, 'api.log'),
        'blockchain API',
      );
      cleanup.push(() => api.stop());
      while ((await metric(api.url, 'blockchain_api_indexed_block{chain="33322"}')) < spray.lastBlock)
        await new Promise((r) => setTimeout(r, 200));
      // Warm-up: connections, caches, the JIT.
      await hammer({
        clients: 50,
        seconds: 3,
        next: () => `${api.url}/v1/account/${pick()}/history?chainId=eip155:33322`,
      });
      for (let round = 1; round <= Number(args.rounds); round++) {
        for (const endpoint of ['history', 'balance']) {
          const cpu = cpuSeconds(api.pid);
          const loadBefore = load1();
          const blocks = BLOCK_MS > 0 ? setInterval(() => void mine(), BLOCK_MS) : null;
          const headBefore = await metric(api.url, 'blockchain_api_indexed_block{chain="33322"}');
          const r = await hammer({
            clients: CLIENTS,
            seconds: SECONDS,
            next: () => `${api.url}/v1/account/${pick()}/${endpoint}?chainId=eip155:33322`,
          });
          if (blocks) clearInterval(blocks);
          await mining;
          r.blocksIndexed = (await metric(api.url, 'blockchain_api_indexed_block{chain="33322"}')) - headBefore;
          const apiCpu = (cpuSeconds(api.pid) - cpu) / SECONDS;
          rows.push({ kind: label, round, endpoint, ...r, apiCpu, load: `${loadBefore} → ${load1()}` });
          console.log(
            `${label} ${endpoint} round ${round}: ${Math.round(r.rps)} req/s, p95 ${r.p95.toFixed(0)} ms (load ${loadBefore} → ${load1()})`,
          );
        }
      }
      await api.stop();
    }
  console.log(
    `\n| database | endpoint | round | requests/s (target >= 1000) | p50 / p95 / p99 ms (target p95 <= 250) | answers | blocks indexed meanwhile | API CPU (cores) | load avg (1 min) |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    const answers = Object.entries(r.statuses)
      .map(([s, n]) => `${n}×${s || 'error'}`)
      .join(' ');
    console.log(
      `| ${r.kind} | ${r.endpoint} | ${r.round} | ${Math.round(r.rps)} | ${r.p50.toFixed(0)} / ${r.p95.toFixed(0)} / ${r.p99.toFixed(0)} | ${answers} | ${r.blocksIndexed} | ${r.apiCpu.toFixed(2)} | ${r.load} |`,
    );
  }
  console.log(
    `(${CLIENTS} clients on kept-alive connections, ${SECONDS} s per row, client and server on the same 2 cores)`,
  );
} finally {
  for (const c of cleanup.reverse()) await c();
  await anvil.stop();
}
