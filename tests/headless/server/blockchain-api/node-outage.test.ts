// The blockchain API while its chain's node is cut off (a proxy in front of the run's anvil resets every connection):
// reads that need the node answer 503 with Retry-After, a sentence a person understands and the request id; reads
// from the index go on; /readyz says which dependency is missing; the operator reads when the node went away and when
// it came back. After the cut everything recovers alone and a transfer made during it is indexed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseEther, type Hex } from 'viem';
import { UnavailableMessages } from 'walletdock/server/node';
import { balanceResponseSchema, historyResponseSchema } from '../../../../headless/core/account-data/api-schemas';
import { fundedAccount, type FundedAccount } from '../../../support/chain';
import { captureLogs } from '../../../support/log-lines';
import { startRpcProxy, type RpcProxy } from '../../../support/rpc-proxy';
import { getParsed, send, startDevnetApi, stopApi } from '../../../support/blockchain-api';
import { rpcCall } from '../../../support/transfers';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
let proxy: RpcProxy;
let api: Awaited<ReturnType<typeof startDevnetApi>>;
let who: FundedAccount;
const logs = captureLogs('blockchain-api');

beforeAll(async () => {
  proxy = await startRpcProxy(rpcUrl);
  who = await fundedAccount(rpcUrl, 3n);
  api = await startDevnetApi(proxy.url, contracts, { logger: logs.logger });
  await api.waitForBlock(33322, Number(await rpcCall<Hex>(rpcUrl, 'eth_blockNumber')), 60_000);
});

afterAll(async () => {
  await stopApi(api);
  await proxy?.close();
});

describe('blockchain API during a node outage', () => {
  it('answers 503 while the node is cut off, says why, keeps serving the index, and recovers alone', async () => {
    const balance = `${api.url}/v1/account/${who.address}/balance?chainId=eip155:33322&forceUpdate=true`;
    expect((await getParsed(balance, balanceResponseSchema)).balances[0]!.quantity.numeric).toBe('3');

    proxy.cut();
    const cut = await fetch(balance);
    const body = (await cut.json()) as { error: string; requestId: string; retryAfterSeconds: number };
    expect(cut.status).toBe(503);
    expect(cut.headers.get('retry-after')).toBe('5');
    expect(body).toEqual({
      error: UnavailableMessages.node,
      retryAfterSeconds: 5,
      requestId: cut.headers.get('x-request-id'),
    });
    // History comes from the index: it does not need the node.
    expect(await getParsed(`${api.url}/v1/account/${who.address}/history`, historyResponseSchema)).toMatchObject({
      data: [],
      next: null,
    });
    const ready = await fetch(`${api.url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([
      503,
      {
        status: 'unavailable',
        checks: { database: 'ok', node: 'not answering' },
        error: UnavailableMessages.node,
        retryAfterSeconds: 5,
        requestId: ready.headers.get('x-request-id'),
      },
    ]);
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    // A transfer the node takes while the API cannot see it.
    const during = await send(rpcUrl, who, { to: (await fundedAccount(rpcUrl, 0n)).address, value: parseEther('1') });

    proxy.restore();
    await expect.poll(async () => (await fetch(balance)).status, { timeout: 10_000 }).toBe(200);
    expect(Number((await getParsed(balance, balanceResponseSchema)).balances[0]!.quantity.numeric)).toBeLessThan(2);
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
    await api.waitForBlock(33322, Number(during.blockNumber), 30_000);
    const history = await getParsed(`${api.url}/v1/account/${who.address}/history`, historyResponseSchema);
    expect(history.data.map((t) => t.metadata.hash)).toContain(during.hash);

    // What the operator saw: the node going away once (with its cause), the 503 with its request id, the node back.
    const away = logs.lines.filter((l) => l.dependency === 'node' && l.level === 'warn' && /not answering/.test(l.msg));
    expect(away).toHaveLength(1);
    expect(away[0]!.err).toMatchObject({ message: expect.stringMatching(/node unavailable|fetch failed|socket/i) });
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        reqId: body.requestId,
        status: 503,
        dependency: 'node',
        route: '/v1/account/:address/balance',
      }),
    );
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        level: 'info',
        dependency: 'node',
        msg: expect.stringMatching(/^node answering again after \d+\.\d s$/),
      }),
    );
  });
});
