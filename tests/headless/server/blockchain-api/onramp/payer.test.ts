// Two API instances on one PostgreSQL with the same payout key: "pay" pressed at both at once for each of many
// checkouts pays each exactly once (one signer holds the payout lease and owns the nonces); when that instance
// stops, the other takes the lease over and pays the next checkout.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { fundedAccount, testPublicClient, type FundedAccount } from '../../../../support/chain';
import { startPostgres, type TestPostgres } from '../../../../support/postgres';
import { startDevnetApi, stopApi } from '../../../../support/blockchain-api';
import { checkoutFor, pay, quoteAvent } from '../../../../support/onramp';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
let pg: TestPostgres;
let payout: FundedAccount;
const apis: Awaited<ReturnType<typeof startDevnetApi>>[] = [];

beforeAll(async () => {
  [pg, payout] = await Promise.all([startPostgres(), fundedAccount(rpcUrl, 1000n)]);
  for (const instanceId of ['one', 'two']) {
    apis.push(
      await startDevnetApi(rpcUrl, contracts, {
        databaseUrl: pg.url,
        instanceId,
        indexer: { enabled: false, leaseMs: 600 },
        onramp: { payoutKey: payout.privateKey, pollMs: 50 },
      }),
    );
  }
});

afterAll(async () => {
  for (const api of apis) await stopApi(api).catch(() => undefined);
  await pg?.stop();
});

describe('sandbox payouts across instances', () => {
  it('pays each checkout once when both instances are asked at once, and hands the payout key over', async () => {
    const [one, two] = apis as [(typeof apis)[0], (typeof apis)[0]];
    const start = await client.getTransactionCount({ address: payout.address });
    const buys = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const to = privateKeyToAccount(generatePrivateKey()).address;
        const quote = await quoteAvent((i % 2 ? one : two).url, String(10 + i));
        const url = await checkoutFor(one.url, quote.quoteId, to);
        return { to, amount: quote.purchaseAmount.amount, paths: [url, url.replace(one.url, two.url)] };
      }),
    );
    const replies = await Promise.all(buys.flatMap((b) => b.paths.map((p) => pay(p))));
    expect(replies.map((r) => r.body.status)).toEqual(replies.map(() => 'confirmed'));
    for (const b of buys) expect(await client.getBalance({ address: b.to })).toBe(parseEther(b.amount));
    expect(await client.getTransactionCount({ address: payout.address })).toBe(start + buys.length);

    // Only the lease holder signs.
    const signers = apis.filter((api) => /onramp_payouts_total\{event="signed"\} [1-9]/.test(api.metrics.render()));
    expect(signers).toHaveLength(1);
    const leader = signers[0]!;
    const follower = apis.find((api) => api !== leader)!;
    await stopApi(leader);
    apis.splice(apis.indexOf(leader), 1);
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const quote = await quoteAvent(follower.url, '15');
    expect(await pay(await checkoutFor(follower.url, quote.quoteId, to))).toMatchObject({
      status: 200,
      body: { status: 'confirmed' },
    });
    expect(await client.getBalance({ address: to })).toBe(parseEther(quote.purchaseAmount.amount));
    expect(await client.getTransactionCount({ address: payout.address })).toBe(start + buys.length + 1);
  });
});
