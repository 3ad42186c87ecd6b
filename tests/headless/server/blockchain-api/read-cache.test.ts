// History pages and token balances are reused from memory while the database's indexed head is unchanged, and never
// served stale: a transfer shows on the very next request after the indexer has stored its block, on the instance that
// indexes and on one that only reads the same database (whose own view of the head lags by up to a second).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeFunctionData, parseEther } from 'viem';
import { balanceResponseSchema, historyResponseSchema } from '../../../../headless/core/account-data/api-schemas';
import { testTokenAbi } from '../../../../faucet/devnet/artifacts';
import { fundedAccount, type FundedAccount } from '../../../support/chain';
import { getParsed, indexedToHead, send, startDevnetApi, stopApi } from '../../../support/blockchain-api';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
let indexing: Awaited<ReturnType<typeof startDevnetApi>>;
let reading: Awaited<ReturnType<typeof startDevnetApi>>;
let a: FundedAccount;

beforeAll(async () => {
  a = await fundedAccount(rpcUrl, 10n);
  indexing = await startDevnetApi(rpcUrl, contracts);
  // A second instance on the same database that never indexes: it learns of new blocks only from the database.
  reading = await startDevnetApi(rpcUrl, contracts, {
    db: indexing.db,
    indexer: { enabled: false },
    readCacheEntries: 3,
  });
  await indexedToHead(indexing, rpcUrl);
});

afterAll(async () => {
  await stopApi(reading);
  await stopApi(indexing);
});

const mint = (amount: string) =>
  send(rpcUrl, a, {
    to: contracts.token,
    data: encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [a.address, parseEther(amount)] }),
  });
const hashes = async (url: string) =>
  (await getParsed(`${url}/v1/account/${a.address}/history?chainId=eip155:33322`, historyResponseSchema)).data.map(
    (t) => t.metadata.hash,
  );
const testBalance = async (url: string) =>
  (await getParsed(`${url}/v1/account/${a.address}/balance?chainId=eip155:33322`, balanceResponseSchema)).balances.find(
    (x) => x.symbol === 'TEST',
  )?.quantity.numeric;
const hits = (api: typeof indexing) => api.metrics.get('blockchain_api_read_cache_total{outcome="hit"}');
const outcome = (api: typeof indexing, o: 'carried' | 'miss') =>
  api.metrics.get(`blockchain_api_read_cache_total{outcome="${o}"}`) ?? 0;
const outcomes = (api: typeof indexing) => ({ carried: outcome(api, 'carried'), miss: outcome(api, 'miss') });
const historyOf = async (url: string, address: string) =>
  (await getParsed(`${url}/v1/account/${address}/history?chainId=eip155:33322`, historyResponseSchema)).data.map(
    (t) => t.metadata.hash,
  );

describe('the read cache', () => {
  it('answers repeated reads from memory, and shows a new block on the next request after it is indexed', async () => {
    const minted: string[] = [];
    for (const [round, amount] of ['1', '2', '3'].entries()) {
      // Asked twice on each instance: the second answer comes from the cache.
      for (const api of [indexing, reading]) {
        for (let i = 0; i < 2; i++) {
          expect(await hashes(api.url)).toEqual([...minted].reverse());
          expect(await testBalance(api.url)).toBe(round === 0 ? undefined : String([1, 3][round - 1]));
        }
      }
      const sent = await mint(amount);
      minted.push(sent.hash);
      await indexing.waitForBlock(33322, Number(sent.blockNumber), 30_000);
      // At once, on both: no waiting for the reading instance to notice the new head by itself.
      const [seenByIndexing, seenByReading] = await Promise.all([hashes(indexing.url), hashes(reading.url)]);
      expect(seenByIndexing[0]).toBe(sent.hash);
      expect(seenByReading[0]).toBe(sent.hash);
      expect(await testBalance(reading.url)).toBe(String([1, 3, 6][round]));
    }
    expect(hits(indexing)).toBeGreaterThanOrEqual(6);
    expect(hits(reading)).toBeGreaterThanOrEqual(6);
  });

  it('carries a reply across a new block that did not touch its address, and reads again for the address it did', async () => {
    const bystander = await fundedAccount(rpcUrl, 1n);
    // Something in the bystander's history, so a carried reply is told from an empty one.
    const gift = await send(rpcUrl, a, { to: bystander.address, value: 1n });
    await indexing.waitForBlock(33322, Number(gift.blockNumber), 30_000);
    const before = await historyOf(reading.url, bystander.address);
    expect(before).toEqual([gift.hash]);
    // Let the reply be recorded as kept (its heads are checked once more after the read).
    await new Promise((r) => setTimeout(r, 200));

    const sent = await mint('4');
    await indexing.waitForBlock(33322, Number(sent.blockNumber), 30_000);
    const counted = outcomes(reading);
    // The new block moved tokens for `a` only: the bystander's page is carried, a's is read again and shows the mint.
    expect(await historyOf(reading.url, bystander.address)).toEqual(before);
    expect((await historyOf(reading.url, a.address))[0]).toBe(sent.hash);
    const after = outcomes(reading);
    expect(after.carried - counted.carried).toBe(1);
    expect(after.miss - counted.miss).toBe(1);

    // And the moment a block touches the bystander, its next request shows it.
    const back = await send(rpcUrl, bystander, { to: a.address, value: 1n });
    await indexing.waitForBlock(33322, Number(back.blockNumber), 30_000);
    expect(await historyOf(reading.url, bystander.address)).toEqual([back.hash, gift.hash]);
  });

  it('keeps at most the configured number of replies', async () => {
    const others = await Promise.all([1, 2, 3, 4].map(() => fundedAccount(rpcUrl, 0n)));
    for (const o of others) await getParsed(`${reading.url}/v1/account/${o.address}/history`, historyResponseSchema);
    const text = await (await fetch(`${reading.url}/metrics`)).text();
    expect(text).toMatch(/^blockchain_api_read_cache_entries 3$/m);
  });
});
