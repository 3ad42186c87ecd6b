// Reading your own writes from the sources that have no minBlock: the wallet's own balances (EIP-7811
// wallet_getAssets, no block tag) and the chain's RPC (the fallback). After a receipt of the account's own, a wallet
// whose asset index has not seen the block yet is not taken as current (the node at the receipt's block disagrees),
// and the node is read at a block at or after the receipt's, waited for when it is behind.
import { act, renderHook } from '@testing-library/react';
import { erc20Abi, formatEther, parseEther } from 'viem';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { useConnect, type WalletDock } from 'walletdock';
import { readAfterReceipt } from 'walletdock/query';
import { defineDevnetChain } from 'walletdock/testing';
import { fetchBalances } from '../../../headless/core/account-data/balance-discovery';
import { fundedAccount, mintTestToken, testPublicClient } from '../../support/chain';
import { startRpcProxy } from '../../support/rpc-proxy';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const CHAIN = 'eip155:33322';
const client = testPublicClient(rpcUrl);
afterEach(cleanup);

const testOf = (balances: readonly { symbol: string; quantity: { numeric: string } }[]) =>
  balances.find((b) => b.symbol === 'TEST')?.quantity.numeric;

async function connect(dock: WalletDock, wallet: Awaited<ReturnType<typeof announcedWallet>>) {
  const view = renderHook(() => useConnect(), { wrapper: wrapperFor(dock) });
  await act(() => dock.ready);
  await act(() => view.result.current.mutateAsync({ connectorId: wallet.info.rdns }));
}

describe('the wallet’s and the node’s balances after a receipt of the account’s own', () => {
  it('a wallet whose assets are from before the receipt is not taken as current; once it has caught up it is', async () => {
    const wallet = await announcedWallet({ assets: { tokens: [{ chainId: 33322, address: contracts.token }] } });
    const minter = await fundedAccount(rpcUrl, 1n);
    const mint = (amount: string) => mintTestToken(rpcUrl, contracts.token, minter, wallet.address, parseEther(amount));
    await mint('4');
    // No blockchain API: after the wallet comes the node, with the token the host names.
    const dock = devnetDock({ tokens: { [CHAIN]: [{ address: contracts.token }] } });
    await connect(dock, wallet);
    const read = () => fetchBalances(dock, { address: wallet.address, caipNetworkId: CHAIN, forceUpdate: true });
    const before = await read();
    expect([before.source, testOf(before.balances)]).toEqual(['wallet', '4']);

    // The wallet's asset index lags: it keeps answering what it held before the transaction.
    const held = await wallet.request({
      method: 'wallet_getAssets',
      params: [{ account: wallet.address, chainFilter: ['0x822a'] }],
    } as never);
    const live = wallet.request.bind(wallet);
    let lagging = true;
    Object.assign(wallet, {
      request: (args: { method: string }) =>
        lagging && args.method === 'wallet_getAssets' ? Promise.resolve(held) : live(args as never),
    });
    const sent = await mint('1.5');
    readAfterReceipt(dock, { caipNetworkId: CHAIN, address: wallet.address, blockNumber: sent.blockNumber });
    const after = await fetchBalances(dock, { address: wallet.address, caipNetworkId: CHAIN });
    expect([after.source, testOf(after.balances)]).toEqual(['rpc', '5.5']);
    // The wallet was asked (and answered 4), which is not what is kept.
    const key = `${CHAIN}:${wallet.address.toLowerCase()}`;
    expect(testOf(dock.storage.get('portfolioCache')?.[key]?.value ?? [])).toBe('5.5');

    lagging = false;
    const caughtUp = await read();
    expect([caughtUp.source, testOf(caughtUp.balances)]).toEqual(['wallet', '5.5']);
  }, 60_000);

  it('the node is read at the receipt’s block or later: a node behind it is waited for, not read as current', async () => {
    const wallet = await announcedWallet();
    const minter = await fundedAccount(rpcUrl, 1n);
    const mint = (amount: string) => mintTestToken(rpcUrl, contracts.token, minter, wallet.address, parseEther(amount));
    await mint('2');
    // The node as the dock reaches it, every request recorded (the block each read was pinned to).
    const proxy = await startRpcProxy(rpcUrl);
    try {
      const dock = devnetDock({
        networks: [defineDevnetChain(proxy.url)],
        tokens: { [CHAIN]: [{ address: contracts.token }] },
      });
      await connect(dock, wallet);
      // A receipt from a node ahead of this one (a load-balanced RPC): its block is the next one here.
      const floor = (await client.getBlockNumber()) + 1n;
      readAfterReceipt(dock, { caipNetworkId: CHAIN, address: wallet.address, blockNumber: floor });
      let settled = false;
      const reading = fetchBalances(dock, { address: wallet.address, caipNetworkId: CHAIN }).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(settled).toBe(false);
      // This node reaches that block a moment later, with the transaction in it (or another's, on a shared devnet).
      await mint('0.5');
      const answer = await reading;
      const pinned = proxy.calls('eth_getBalance').at(-1)?.params?.[1];
      expect(typeof pinned).toBe('string');
      const block = BigInt(pinned as string);
      expect(block).toBeGreaterThanOrEqual(floor);
      const held = await client.readContract({
        address: contracts.token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [wallet.address],
        blockNumber: block,
      });
      expect([answer.source, testOf(answer.balances)]).toEqual(['rpc', formatEther(held)]);
    } finally {
      await proxy.close();
    }
  }, 60_000);
});
