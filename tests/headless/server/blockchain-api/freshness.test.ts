// The freshness floor: every account read carries the indexed head it answers for, and a read asked with `minBlock`
// (the block of the caller's own receipt) waits for the index to reach it, or answers 202/409 with the heads it has
// and Retry-After; never an older answer as if current. The indexing instance polls slowly on purpose, so the index
// is behind right after each transaction; a second instance on the same database that never indexes behaves alike.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeFunctionData, parseEther, type Hex } from 'viem';
import * as z from 'zod/mini';
import {
  balanceResponseSchema,
  belowFloorResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  nftsResponseSchema,
} from '../../../../headless/core/account-data/api-schemas';
import { FloorMessages } from '../../../../headless/server/blockchain-api/account/freshness';
import { testTokenAbi } from '../../../../faucet/devnet/artifacts';
import { fundedAccount, type FundedAccount } from '../../../support/chain';
import { getParsed, indexedToHead, refusal, send, startDevnetApi, stopApi } from '../../../support/blockchain-api';
import { rpcCall } from '../../../support/transfers';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const CHAIN = 'eip155:33322';
/** The floor's wait on these instances (the default is 5 s; shorter keeps the refusals' tests quick). */
const WAIT_MS = 2000;
let indexing: Awaited<ReturnType<typeof startDevnetApi>>;
let reading: Awaited<ReturnType<typeof startDevnetApi>>;
let a: FundedAccount;

beforeAll(async () => {
  a = await fundedAccount(rpcUrl, 10n);
  indexing = await startDevnetApi(rpcUrl, contracts, {
    indexer: { pollMs: 1500, leaseMs: 1000 },
    floorWaitMs: WAIT_MS,
  });
  reading = await startDevnetApi(rpcUrl, contracts, {
    db: indexing.db,
    indexer: { enabled: false },
    floorWaitMs: WAIT_MS,
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
const balanceUrl = (url: string, minBlock?: string) =>
  `${url}/v1/account/${a.address}/balance?chainId=${CHAIN}${minBlock === undefined ? '' : `&minBlock=${minBlock}`}`;
const historyUrl = (url: string, minBlock: string) =>
  `${url}/v1/account/${a.address}/history?chainId=${CHAIN}&minBlock=${minBlock}`;
const testOf = (reply: z.infer<typeof balanceResponseSchema>) =>
  reply.balances.find((b) => b.symbol === 'TEST')?.quantity.numeric;
const blockHash = async (n: number) =>
  (await rpcCall<{ hash: Hex }>(rpcUrl, 'eth_getBlockByNumber', [`0x${n.toString(16)}`, false])).hash;

describe('the freshness floor', () => {
  it('every account read carries the indexed head it answers for, the node’s block at that height', async () => {
    const head = await indexedToHead(indexing, rpcUrl);
    for (const api of [indexing, reading]) {
      const replies = await Promise.all([
        getParsed(balanceUrl(api.url), balanceResponseSchema),
        getParsed(`${api.url}/v1/account/${a.address}/history`, historyResponseSchema),
        getParsed(`${api.url}/v1/account/${a.address}/nfts?chainId=${CHAIN}`, nftsResponseSchema),
        getParsed(`${api.url}/v1/identity/${a.address}`, identityResponseSchema),
      ]);
      for (const reply of replies) {
        const at = reply.heads?.[CHAIN];
        expect(at?.number).toBeGreaterThanOrEqual(head);
        expect(at?.hash).toBe(await blockHash(at!.number));
      }
    }
  });

  it('a minBlock the index has not reached yet waits for it, then answers with the new head, on both instances', async () => {
    await indexedToHead(indexing, rpcUrl);
    const before = testOf(await getParsed(balanceUrl(reading.url), balanceResponseSchema));
    const sent = await mint('3');
    const block = Number(sent.blockNumber);
    // Right after the receipt, the slow indexer has usually not stored the block: the floor makes both wait for it.
    const behind = (indexing.indexedBlock(33322) ?? -1) < block;
    const [onIndexing, onReading, page] = await Promise.all([
      getParsed(balanceUrl(indexing.url, String(block)), balanceResponseSchema),
      getParsed(balanceUrl(reading.url, `${CHAIN}:${block}`), balanceResponseSchema),
      getParsed(historyUrl(reading.url, String(block)), historyResponseSchema),
    ]);
    const expected = String(Number(before ?? '0') + 3);
    for (const reply of [onIndexing, onReading]) {
      expect(testOf(reply)).toBe(expected);
      expect(reply.heads?.[CHAIN]?.number).toBeGreaterThanOrEqual(block);
    }
    expect(page.data[0]?.metadata.hash).toBe(sent.hash);
    expect(page.heads?.[CHAIN]?.number).toBeGreaterThanOrEqual(block);
    console.log(`minBlock ${block}: the index was ${behind ? 'behind' : 'already there'} when asked`);
  });

  it('a minBlock far above the head answers 409 within the bound, with the heads and Retry-After, on both instances', async () => {
    const head = await indexedToHead(indexing, rpcUrl);
    const far = head + 1000;
    for (const api of [indexing, reading]) {
      const started = performance.now();
      const res = await fetch(balanceUrl(api.url, String(far)));
      const took = performance.now() - started;
      expect(res.status).toBe(409);
      expect(res.headers.get('retry-after')).toBe('1');
      const body = z.parse(belowFloorResponseSchema, await res.json());
      expect(body.error).toMatch(
        new RegExp(`^Block ${far} of ${CHAIN} is beyond this server's node \\(at block \\d+\\)`),
      );
      expect(body.heads[CHAIN]?.number).toBeGreaterThanOrEqual(head);
      expect(body.minBlock).toEqual({ [CHAIN]: far });
      expect(took).toBeGreaterThanOrEqual(WAIT_MS - 50);
      expect(took).toBeLessThan(WAIT_MS + 2000);
    }
  });

  it('refuses a minBlock it cannot read, in words', async () => {
    for (const minBlock of ['soon', 'eip155:1:5', '-3', `${CHAIN}:`]) {
      expect(await refusal(balanceUrl(indexing.url, minBlock))).toEqual({
        status: 400,
        error: FloorMessages.invalidMinBlock(minBlock),
      });
    }
    // A bare block belongs to the one chain asked (here also the one chain served).
    expect((await fetch(`${indexing.url}/v1/account/${a.address}/history?minBlock=1`)).status).toBe(200);
  });
});

describe('an instance whose index is behind (nobody indexes its database)', () => {
  let lonely: Awaited<ReturnType<typeof startDevnetApi>>;
  beforeAll(async () => {
    lonely = await startDevnetApi(rpcUrl, contracts, { indexer: { enabled: false }, floorWaitMs: 800 });
  });
  afterAll(() => stopApi(lonely));

  it('answers 202 with the heads it has (none) and Retry-After for a block its node has', async () => {
    const block = Number(await rpcCall<Hex>(rpcUrl, 'eth_blockNumber'));
    for (const url of [balanceUrl(lonely.url, String(block)), historyUrl(lonely.url, String(block))]) {
      const res = await fetch(url);
      expect(res.status).toBe(202);
      expect(res.headers.get('retry-after')).toBe('1');
      const body = z.parse(belowFloorResponseSchema, await res.json());
      expect(body.error).toBe(FloorMessages.behind(CHAIN, null, block));
      expect(body.heads).toEqual({ [CHAIN]: null });
    }
    // Without a floor it answers what it has, saying so.
    expect((await getParsed(balanceUrl(lonely.url), balanceResponseSchema)).heads).toEqual({ [CHAIN]: null });
  });
});
