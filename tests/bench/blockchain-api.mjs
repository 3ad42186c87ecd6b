#!/usr/bin/env node
// Blockchain API benchmark (not part of npm test; figures are printed, never asserted):
// `node tests/bench/blockchain-api.mjs [--blocks 5000] [--db pglite,postgres] [--rounds 2]`.
//  1. A fresh anvil with the devnet contracts and BulkToken; `blocks` blocks of 2 spray transactions of 10
//     transfers each (automine off, one evm_mine per block): 100,000 ERC-20 transfers in 5,000 blocks, to 10,000
//     recipients (anvil slows down badly as 100,000 distinct new holders pile up in one token's storage). One
//     "hot" address receives a transfer in every transaction: 10,000 transfers among the 100,000.
//  2. Per database, `rounds` times: the raw reads (the same eth_getLogs and eth_getBlockByNumber (full) calls the
//     indexer makes, over the same ranges, through the same client, nothing decoded or stored), then the indexer's
//     catch-up from block 0 into a fresh database (transfers/s, and its ratio to that round's raw rate). The
//     machine is shared, so each round is printed and the best ratio is the figure.
//  3. Per database: the history endpoint for the hot address (every page of its 10,000 transactions, and the first
//     page again and again) and the balance endpoint (the hot address and 400 other holders), p50/p95 over HTTP.
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { values: args } = parseArgs({
  options: {
    blocks: { type: 'string', default: '5000' },
    db: { type: 'string', default: 'pglite,postgres' },
    rounds: { type: 'string', default: '2' },
  },
});
const BLOCKS = Number(args.blocks);
const ROUNDS = Number(args.rounds);
const RECIPIENTS = 10_000;
const HOT = '0x000000000000000000000000000000000000bEEF';
const imp = (path) => tsImport(path, import.meta.url);
const { startAnvil } = await imp('../../faucet/devnet/anvil.ts');
const { deployDevnetContracts } = await imp('../../faucet/devnet/deploy.ts');
const { deployBulkToken, sprayTransfers, recipientAddress } = await imp('../support/transfers.ts');
const { startPostgres } = await imp('../support/postgres.ts');
const { createBlockchainApi, silentLogger } = await imp('../../headless/server/node.ts');
const { createChainRpc, getLogsSplitting, hexBlock } = await imp('../../headless/server/blockchain-api/rpc.ts');
const { TRANSFER_TOPICS } = await imp('../../headless/server/blockchain-api/indexer/decode.ts');

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (v) => `${v.toFixed(1)} ms`;

async function rawReads(rpcUrl, last, rangeBlocks) {
  const rpc = createChainRpc(rpcUrl);
  const started = performance.now();
  let logs = 0;
  for (let from = 0; from <= last; from += rangeBlocks) {
    const to = Math.min(last, from + rangeBlocks - 1);
    const [found] = await Promise.all([
      getLogsSplitting(rpc, from, to, TRANSFER_TOPICS),
      rpc.batch(
        Array.from({ length: to - from + 1 }, (_, i) => ({
          method: 'eth_getBlockByNumber',
          params: [hexBlock(from + i), true],
        })),
      ),
    ]);
    logs += found.length;
  }
  const seconds = (performance.now() - started) / 1000;
  return { logs, seconds, rate: logs / seconds };
}

async function timeRequests(urls) {
  const times = [];
  for (const url of urls) {
    const t = performance.now();
    const res = await fetch(url);
    await res.json();
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  }
  return times;
}

const anvil = await startAnvil({ accounts: 10 });
const postgres = [];
try {
  const contracts = await deployDevnetContracts(anvil.rpcUrl);
  const token = await deployBulkToken(anvil.rpcUrl, contracts.smartAccountOwner);
  let t = performance.now();
  const spray = await sprayTransfers({
    rpcUrl: anvil.rpcUrl,
    token,
    from: contracts.smartAccountOwner,
    blocks: BLOCKS,
    txsPerBlock: 2,
    recipientsPerTx: 10,
    hot: HOT,
    distinctRecipients: RECIPIENTS,
    onBlock: (done) => {
      if (done % 1000 === 0)
        console.error(`  ${done} of ${BLOCKS} blocks (${((performance.now() - t) / 1000).toFixed(0)} s)`);
    },
  });
  console.log(
    `generated ${spray.transfers} transfers in ${spray.transactions} transactions, blocks ${spray.firstBlock}-${spray.lastBlock}, in ${((performance.now() - t) / 1000).toFixed(1)} s (anvil, eth_sendTransaction + evm_mine per block)`,
  );
  const last = spray.lastBlock;
  // The indexer aims at 5,000 transfers per batch: 250 blocks of 20 here; the raw reads use the same ranges.
  const RANGE = 250;
  const rows = [];
  for (const kind of args.db.split(',')) {
    const rounds = [];
    let api;
    let dataDir;
    for (let round = 0; round < ROUNDS; round++) {
      if (api) {
        await api.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
      const raw = await rawReads(anvil.rpcUrl, last, RANGE);
      dataDir = mkdtempSync(join(tmpdir(), 'wd-api-bench-'));
      let databaseUrl;
      if (kind === 'postgres') {
        const pg = await startPostgres();
        postgres.push(pg);
        databaseUrl = pg.url;
      }
      t = performance.now();
      api = await createBlockchainApi({
        chains: [{ chainId: 33322, rpcUrl: anvil.rpcUrl }],
        dataDir,
        databaseUrl,
        logger: silentLogger,
        indexer: { pollMs: 50, batchBlocks: 500, batchTransfers: 5000 },
        prices: `AVENT=20,${token}=1`,
      });
      const openMs = performance.now() - t;
      t = performance.now();
      const cpu0 = process.cpuUsage();
      await api.waitForBlock(33322, last, 600_000);
      const seconds = (performance.now() - t) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const transfers = api.metrics.get('blockchain_api_indexed_transfers_total{chain="33322"}');
      const rate = transfers / seconds;
      rounds.push({
        raw,
        openMs,
        transfers,
        seconds,
        rate,
        ratio: rate / raw.rate,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
      });
      console.log(
        `${kind} round ${round + 1}: raw ${raw.logs} logs in ${raw.seconds.toFixed(2)} s (${Math.round(raw.rate)}/s); indexer ${transfers} in ${seconds.toFixed(2)} s (${Math.round(rate)}/s, ${(rate / raw.rate).toFixed(2)}x raw, API process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s); database opened in ${Math.round(openMs)} ms`,
      );
    }

    const history = [];
    let cursor = null;
    let pages = 0;
    do {
      const url = `${api.url}/v1/account/${HOT}/history?chainId=eip155:33322${cursor ? `&cursor=${cursor}` : ''}`;
      const t0 = performance.now();
      const body = await (await fetch(url)).json();
      history.push(performance.now() - t0);
      cursor = body.next;
      pages++;
    } while (cursor);
    history.push(
      ...(await timeRequests(
        Array.from({ length: 200 }, () => `${api.url}/v1/account/${HOT}/history?chainId=eip155:33322`),
      )),
    );
    const holders = [HOT, ...Array.from({ length: 400 }, (_, i) => recipientAddress(i * 23))];
    const balance = await timeRequests(
      holders.map((a) => `${api.url}/v1/account/${a}/balance?currency=usd&chainId=eip155:33322`),
    );
    const best = rounds.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    rows.push({ kind, best, history, balance, pages });
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    '\n| database | catch-up (best round) | transfers/s | raw reads, same round | ratio to raw (target >= 0.5) | history p50 / p95 (target p95 <= 50 ms) | balance p50 / p95 (target p95 <= 20 ms) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const { kind, best, history, balance, pages } of rows) {
    console.log(
      `| ${kind} | ${best.transfers} in ${best.seconds.toFixed(2)} s | ${Math.round(best.rate)} | ${Math.round(best.raw.rate)}/s | ${best.ratio.toFixed(2)}x | ${ms(pct(history, 50))} / ${ms(pct(history, 95))} (${history.length} requests, ${pages} pages) | ${ms(pct(balance, 50))} / ${ms(pct(balance, 95))} (${balance.length} requests) |`,
    );
  }
} finally {
  for (const pg of postgres) await pg.stop();
  await anvil.stop();
}
