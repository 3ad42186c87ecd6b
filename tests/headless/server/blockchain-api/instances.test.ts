// Two API instances on one PostgreSQL: exactly one indexes (the lease), both serve the same answers, and when the
// indexing one stops the other takes over and indexes what comes next; nothing is indexed twice.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeFunctionData, parseEther } from 'viem';
import { balanceResponseSchema, historyResponseSchema } from '../../../../headless/core/account-data/api-schemas';
import { testTokenAbi } from '../../../../faucet/devnet/artifacts';
import { fundedAccount, type FundedAccount } from '../../../support/chain';
import { startPostgres, type TestPostgres } from '../../../support/postgres';
import { getParsed, indexedToHead, send, startDevnetApi, stopApi } from '../../../support/blockchain-api';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
let pg: TestPostgres;
let a: FundedAccount;
const apis: Awaited<ReturnType<typeof startDevnetApi>>[] = [];

beforeAll(async () => {
  pg = await startPostgres();
  a = await fundedAccount(rpcUrl, 10n);
});

afterAll(async () => {
  for (const api of apis) await stopApi(api).catch(() => undefined);
  await pg?.stop();
});

const mint = (amount: string) =>
  send(rpcUrl, a, {
    to: contracts.token,
    data: encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [a.address, parseEther(amount)] }),
  });
const testBalance = async (url: string) =>
  (await getParsed(`${url}/v1/account/${a.address}/balance`, balanceResponseSchema)).balances.find(
    (x) => x.symbol === 'TEST',
  )?.quantity.numeric;

describe('several instances on one PostgreSQL', () => {
  it('lets one instance index while both serve, and hands indexing over when it stops', async () => {
    const [one, two] = await Promise.all(
      ['one', 'two'].map((instanceId) => startDevnetApi(rpcUrl, contracts, { databaseUrl: pg.url, instanceId })),
    );
    apis.push(one!, two!);
    await mint('1');
    await Promise.all([indexedToHead(one!, rpcUrl), indexedToHead(two!, rpcUrl)]);
    const leaders = apis.filter((api) => api.isIndexing(33322));
    expect(leaders).toHaveLength(1);
    for (const api of apis) expect(await testBalance(api.url)).toBe('1');

    const leader = leaders[0]!;
    const follower = apis.find((api) => api !== leader)!;
    await stopApi(leader);
    apis.splice(apis.indexOf(leader), 1);
    await mint('2');
    await indexedToHead(follower, rpcUrl);
    expect(follower.isIndexing(33322)).toBe(true);
    expect(await testBalance(follower.url)).toBe('3');
    const history = await getParsed(`${follower.url}/v1/account/${a.address}/history`, historyResponseSchema);
    expect(history.data.map((t) => t.metadata.operationType)).toEqual(['mint', 'mint']);
    const dupes = await follower.db.query<{ n: number }>(
      'SELECT count(*)::int8 AS n FROM (SELECT hash FROM api_transaction GROUP BY chain_id, hash HAVING count(*) > 1) d',
    );
    expect(dupes[0]!.n).toBe(0);
  });
});
