// The sponsorship limits hold under races: 20 pm_getPaymasterData requests at once never get more signatures than a
// limit allows, whether they reach one instance (PGlite) or two instances sharing one PostgreSQL; asking again for the
// same (sender, nonce) replaces its reservation instead of counting twice; a wei limit counts maximum gas cost.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeFunctionData, parseEther, type Address, type Hex } from 'viem';
import { testTokenAbi } from '../../../../../faucet/devnet/artifacts';
import { startDevnetApi, stopApi } from '../../../../support/blockchain-api';
import { startPostgres, type TestPostgres } from '../../../../support/postgres';
import {
  devnetPaymaster,
  freshSafe,
  pricedUserOperation,
  randomAddress,
  rpcPost,
} from '../../../../support/sponsorship';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
type Api = Awaited<ReturnType<typeof startDevnetApi>>;
const apis: Api[] = [];
let pg: TestPostgres;
let callData: Hex;

const start = async (options: Parameters<typeof startDevnetApi>[2]) => {
  const api = await startDevnetApi(rpcUrl, contracts, { indexer: { enabled: false }, ...options });
  apis.push(api);
  return api;
};
const getData = (api: Api, sender: Address, nonce: bigint) =>
  rpcPost(`${api.url}/v1/paymaster/33322`, 'pm_getPaymasterData', [
    pricedUserOperation(sender, nonce, callData),
    contracts.entryPointV07,
    '0x822a',
    null,
  ]);

beforeAll(async () => {
  pg = await startPostgres();
  const safe = await freshSafe(rpcUrl);
  callData = await safe.encodeCalls([
    {
      to: contracts.token,
      data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [randomAddress(), 1n] }),
    },
  ]);
});
afterAll(async () => {
  for (const api of apis) await stopApi(api).catch(() => undefined);
  await pg?.stop();
});

describe('sponsorship limits under concurrent requests', () => {
  it('one instance (PGlite): 20 racing requests from one account get exactly its 5; a repeat of a signed nonce replaces, not adds', async () => {
    const api = await start({
      paymaster: devnetPaymaster(contracts, { perUser: { maxOperations: 5, windowSeconds: 3600 } }),
    });
    const sender = randomAddress();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => getData(api, sender, BigInt(i))));

    const signed = replies.filter((r) => r.result);
    expect(signed).toHaveLength(5);
    for (const r of replies.filter((x) => x.error)) {
      expect(r.error).toEqual({
        code: -32005,
        message: 'Gas sponsorship limit reached for this account: 5 of 5 user operations sponsored in the last 1 h',
      });
    }
    // The same operations again: those already reserved are signed anew (one of them can land, whichever), the rest still refused.
    const signedNonces = replies.flatMap((r, i) => (r.result ? [BigInt(i)] : []));
    const again = await Promise.all(Array.from({ length: 20 }, (_, i) => getData(api, sender, BigInt(i))));
    expect(again.flatMap((r, i) => (r.result ? [BigInt(i)] : []))).toEqual(signedNonces);
    // Another account has its own allowance.
    expect((await getData(api, randomAddress(), 0n)).result).toBeDefined();
  });

  it("a wei limit counts each operation's maximum gas cost", async () => {
    // pricedUserOperation's gas: (100,000 + 400,000 + 60,000 + 100,000 + 0) x 3 gwei = 0.00198 AVENT each: 0.005 fits two.
    const api = await start({ paymaster: devnetPaymaster(contracts, { perUser: { maxWei: parseEther('0.005') } }) });
    const sender = randomAddress();
    const replies = [];
    for (let i = 0n; i < 3n; i++) replies.push(await getData(api, sender, i));
    expect(replies.map((r) => Boolean(r.result))).toEqual([true, true, false]);
    expect(replies[2]!.error?.message).toBe(
      'Gas sponsorship limit reached for this account: 0.00396 of 0.005 in maximum gas cost sponsored in the last 24 h',
    );
  });

  it('two instances on one PostgreSQL share the global limit: 20 racing requests across both get exactly 7', async () => {
    const policy = { global: { maxOperations: 7 } };
    const [one, two] = await Promise.all(
      ['pm-one', 'pm-two'].map((instanceId) =>
        start({ databaseUrl: pg.url, instanceId, paymaster: devnetPaymaster(contracts, policy) }),
      ),
    );
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => getData(i % 2 ? one! : two!, randomAddress(), 0n)),
    );

    expect(replies.filter((r) => r.result)).toHaveLength(7);
    for (const r of replies.filter((x) => x.error)) {
      expect(r.error?.message).toBe(
        'Gas sponsorship limit reached for everyone: 7 of 7 user operations sponsored in the last 24 h',
      );
    }
    expect(await one!.db.query('SELECT count(*)::text AS n FROM api_sponsorship')).toEqual([{ n: '7' }]);
  });
});
