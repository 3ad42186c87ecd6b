// The history rules the server applies: pages by cursor (newest first, none repeated, none skipped), the operation
// type and direction from the account's side (send, receive, trade, mint, self), failed transactions shown as
// failed, ERC-1155 single and batch transfers as NFT transfers, and several chains merged by time with one cursor
// (a second anvil, chain 31337, beside the devnet). On PostgreSQL (app.test.ts covers both databases).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createWalletClient, encodeFunctionData, erc20Abi, http, maxUint256, numberToHex, parseEther } from 'viem';
import {
  historyResponseSchema,
  supportedChainsResponseSchema,
  balanceResponseSchema,
} from '../../../../headless/core/account-data/api-schemas';
import { testMultiTokenAbi, testMultiTokenBytecode, testTokenAbi } from '../../../../faucet/devnet/artifacts';
import { uniswapV2Router02Abi } from '../../../../faucet/devnet/published-abis';
import { startAnvil, type Anvil } from '../../../../faucet/devnet/anvil';
import { devnetChainFor, fundedAccount, testPublicClient, type FundedAccount } from '../../../support/chain';
import { getParsed, indexedToHead, send, startDevnetApi, stopApi } from '../../../support/blockchain-api';
import { startPostgres, type TestPostgres } from '../../../support/postgres';
import { rpcCall, waitForReceipt } from '../../../support/transfers';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
let other: Anvil;
let pg: TestPostgres;
let api: Awaited<ReturnType<typeof startDevnetApi>>;
let a: FundedAccount;
let b: FundedAccount;
const hashes: Record<string, string> = {};
let otherChainHash: string;
let multi: `0x${string}`;

beforeAll(async () => {
  [other, pg] = await Promise.all([startAnvil({ chainId: 31337, accounts: 1 }), startPostgres()]);
  [a, b] = await Promise.all([fundedAccount(rpcUrl, 10n), fundedAccount(rpcUrl, 1n)]);
  const wallet = createWalletClient({ account: a.account, chain: devnetChainFor(rpcUrl), transport: http(rpcUrl) });
  const deployHash = await wallet.deployContract({ abi: testMultiTokenAbi, bytecode: testMultiTokenBytecode });
  multi = (await testPublicClient(rpcUrl).waitForTransactionReceipt({ hash: deployHash })).contractAddress!;
  const step = async (name: string, from: FundedAccount, tx: Parameters<typeof send>[2]) => {
    const r = await send(rpcUrl, from, tx);
    hashes[name] = r.hash;
    return r;
  };
  await step('mintTest', a, {
    to: contracts.token,
    data: encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [a.address, parseEther('10')] }),
  });
  await step('self', a, {
    to: contracts.token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [a.address, parseEther('1')] }),
  });
  await step('trade', a, {
    to: contracts.uniswapV2Router,
    value: parseEther('0.1'),
    data: encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [contracts.weth, contracts.token], a.address, maxUint256],
    }),
  });
  // Value sent to a contract that accepts none: mined, reverted, nothing moved.
  const failed = await step('failed', a, { to: contracts.token, value: parseEther('0.25'), gas: 100_000n });
  expect(failed.status).toBe('reverted');
  await step('single', a, {
    to: multi,
    data: encodeFunctionData({ abi: testMultiTokenAbi, functionName: 'mint', args: [a.address, 7n, 5n] }),
  });
  await step('batch', a, {
    to: multi,
    data: encodeFunctionData({
      abi: testMultiTokenAbi,
      functionName: 'mintBatch',
      args: [a.address, [1n, 2n], [3n, 4n]],
    }),
  });
  await step('give', a, {
    to: multi,
    data: encodeFunctionData({
      abi: testMultiTokenAbi,
      functionName: 'safeTransferFrom',
      args: [a.address, b.address, 7n, 2n, '0x'],
    }),
  });
  // On the other chain, a day later than anything on the devnet: the newest entry of a merged history.
  const [dev] = await rpcCall<`0x${string}`[]>(other.rpcUrl, 'eth_accounts');
  const now = Number((await testPublicClient(rpcUrl).getBlock()).timestamp);
  await rpcCall(other.rpcUrl, 'evm_setNextBlockTimestamp', [now + 86_400]);
  otherChainHash = await rpcCall<string>(other.rpcUrl, 'eth_sendTransaction', [
    { from: dev, to: a.address, value: numberToHex(parseEther('3')) },
  ]);
  await waitForReceipt(other.rpcUrl, otherChainHash as `0x${string}`);

  api = await startDevnetApi(rpcUrl, contracts, {
    databaseUrl: pg.url,
    chains: [
      { chainId: 33322, rpcUrl },
      { chainId: 31337, rpcUrl: other.rpcUrl },
    ],
  });
  await indexedToHead(api, rpcUrl);
  await indexedToHead(api, other.rpcUrl, 31337);
});

afterAll(async () => {
  await stopApi(api);
  await Promise.all([other?.stop(), pg?.stop()]);
});

const history = (query: string) =>
  getParsed(`${api.url}/v1/account/${a.address}/history?${query}`, historyResponseSchema);

describe('history rules', () => {
  it('tells each transaction from the account side: mint, self, trade, failed, ERC-1155 single and batch, send', async () => {
    const { data } = await history('chainId=eip155:33322&limit=100');
    const byHash = new Map(data.map((t) => [t.metadata.hash, t]));
    const of = (name: string) => byHash.get(hashes[name]!)!;
    expect(of('mintTest').metadata.operationType).toBe('mint');
    expect(of('self').metadata.operationType).toBe('send');
    expect(of('self').transfers).toEqual([expect.objectContaining({ direction: 'self', quantity: { numeric: '1' } })]);
    expect(of('trade').metadata.operationType).toBe('trade');
    expect(of('trade').transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
      ['out', 'AVENT'],
      ['in', 'TEST'],
    ]);
    expect(of('failed').metadata).toMatchObject({ status: 'failed', operationType: 'send' });
    expect(of('failed').transfers).toEqual([
      expect.objectContaining({ direction: 'out', quantity: { numeric: '0.25' } }),
    ]);
    expect(of('single').transfers).toEqual([
      expect.objectContaining({
        quantity: { numeric: '5' },
        direction: 'in',
        fungible_info: null,
        nft_info: expect.objectContaining({ name: `WalletDock Multi Token ${(7).toString(16).padStart(64, '0')}` }),
      }),
    ]);
    expect(of('batch').metadata.operationType).toBe('mint');
    expect(of('batch').transfers.map((t) => t.quantity.numeric)).toEqual(['3', '4']);
    expect(of('give').metadata.operationType).toBe('send');
    expect(of('give').transfers).toEqual([expect.objectContaining({ direction: 'out', quantity: { numeric: '2' } })]);
    expect(data.filter((t) => t.metadata.status === 'failed').map((t) => t.metadata.hash)).toEqual([hashes.failed]);
  });

  it('pages newest first by cursor with no transaction repeated or skipped', async () => {
    const { data: all } = await history('chainId=eip155:33322&limit=100');
    expect(all.length).toBe(Object.keys(hashes).length);
    const times = all.map((t) => Date.parse(t.metadata.minedAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const paged: string[] = [];
    let cursor: string | null | undefined = null;
    do {
      const page: Awaited<ReturnType<typeof history>> = await history(
        `chainId=eip155:33322&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.data.length).toBeLessThanOrEqual(2);
      paged.push(...page.data.map((t) => t.id));
      cursor = page.next;
    } while (cursor);
    expect(paged).toEqual(all.map((t) => t.id));
  });

  it('serves several chains: merged by time without chainId, one chain with it', async () => {
    expect(await getParsed(`${api.url}/v1/supported-chains`, supportedChainsResponseSchema)).toEqual({
      http: ['eip155:33322', 'eip155:31337'],
      ws: [],
    });
    const merged: string[] = [];
    const chains: string[] = [];
    let cursor: string | null | undefined = null;
    do {
      const page: Awaited<ReturnType<typeof history>> = await history(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      merged.push(...page.data.map((t) => t.metadata.hash!));
      chains.push(...page.data.map((t) => t.metadata.chain));
      cursor = page.next;
    } while (cursor);
    const devnet = (await history('chainId=eip155:33322&limit=100')).data.map((t) => t.metadata.hash);
    expect(merged).toEqual([otherChainHash, ...devnet]);
    expect(chains[0]).toBe('eip155:31337');
    const only = await history('chainId=31337');
    expect(
      only.data.map((t) => [t.metadata.hash, t.metadata.operationType, t.transfers[0]?.fungible_info?.symbol]),
    ).toEqual([[otherChainHash, 'receive', 'ETH']]);
    const { balances } = await getParsed(`${api.url}/v1/account/${a.address}/balance`, balanceResponseSchema);
    expect(balances.filter((x) => !x.address).map((x) => [x.chainId, x.symbol])).toEqual([
      ['eip155:33322', 'AVENT'],
      ['eip155:31337', 'ETH'],
    ]);
    expect(balances.find((x) => x.chainId === 'eip155:31337')?.quantity.numeric).toBe('3');
  });
});
