// Reading your own writes, client side: after a receipt of the account's own, its balances and history are asked with
// the receipt's block as floor. The API's indexer polls slowly on purpose and its floor wait is short, so right after
// the transaction it answers 202 (its index is behind); the client asks again and never keeps that older answer.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeFunctionData, parseEther } from 'viem';
import { createWalletDock, memoryStorage } from 'walletdock';
import { defineDevnetChain } from 'walletdock/testing';
import { readAfterReceipt } from 'walletdock/query';
import { fetchBalances } from '../../../../headless/core/account-data/balance-discovery';
import { fetchTransactions } from '../../../../headless/core/account-data/transactions';
import { testTokenAbi } from '../../../../faucet/devnet/artifacts';
import { fundedAccount, type FundedAccount } from '../../../support/chain';
import { indexedToHead, send, startDevnetApi, stopApi } from '../../../support/blockchain-api';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const CHAIN = 'eip155:33322';
let api: Awaited<ReturnType<typeof startDevnetApi>>;
let a: FundedAccount;
const statuses: number[] = [];

beforeAll(async () => {
  a = await fundedAccount(rpcUrl, 10n);
  api = await startDevnetApi(rpcUrl, contracts, { indexer: { pollMs: 3000, leaseMs: 1000 }, floorWaitMs: 200 });
  await indexedToHead(api, rpcUrl);
});

afterAll(() => stopApi(api));

const mint = (amount: string) =>
  send(rpcUrl, a, {
    to: contracts.token,
    data: encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [a.address, parseEther(amount)] }),
  });

function dockOnApi() {
  const counting: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    if (String(input).includes('/balance')) statuses.push(res.status);
    return res;
  };
  return createWalletDock({
    networks: [defineDevnetChain(rpcUrl)],
    storage: memoryStorage(),
    blockchainApiUrl: api.url,
    api: { fetch: counting },
  });
}

const testOf = (balances: readonly { symbol: string; quantity: { numeric: string } }[]) =>
  balances.find((b) => b.symbol === 'TEST')?.quantity.numeric;

describe('reads after a receipt of the account’s own', () => {
  it('show the balance of the receipt’s block, never cache the older answer, and the history holds the transaction', async () => {
    const dock = dockOnApi();
    await mint('1');
    await indexedToHead(api, rpcUrl);
    const before = await fetchBalances(dock, { address: a.address, caipNetworkId: CHAIN });
    expect(before.source).toBe('api');
    const sent = await mint('2.5');
    statuses.length = 0;
    readAfterReceipt(dock, { caipNetworkId: CHAIN, address: a.address, blockNumber: sent.blockNumber });
    const behind = (api.indexedBlock(33322) ?? -1) < Number(sent.blockNumber);

    const after = await fetchBalances(dock, { address: a.address, caipNetworkId: CHAIN });
    const expected = String(Number(testOf(before.balances)) + 2.5);
    expect(after.source).toBe('api');
    expect(testOf(after.balances)).toBe(expected);
    // What the 30 s cache keeps, and serves next, is the answer at the receipt's block.
    const key = `${CHAIN}:${a.address.toLowerCase()}`;
    expect(testOf(dock.storage.get('portfolioCache')?.[key]?.value ?? [])).toBe(expected);
    const again = await fetchBalances(dock, { address: a.address, caipNetworkId: CHAIN });
    expect([again.source, testOf(again.balances)]).toEqual(['cache', expected]);

    const page = await fetchTransactions(dock, { address: a.address, caipNetworkId: CHAIN });
    expect(page.data[0]?.metadata.hash).toBe(sent.hash);
    console.log(
      `floor ${sent.blockNumber}: index ${behind ? 'behind' : 'already there'} when asked; balance replies ${statuses.join(', ')}`,
    );
  });
});
