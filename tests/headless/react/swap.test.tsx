// useSwapTokens, useSwapQuote and useSwap with the EIP-6963 test wallet against the real Uniswap V2 pools of a private
// devnet (nobody else trades on it) and walletdock's blockchain API: the tokens with the account's balances, quotes
// equal to the router's getAmountsOut (asked once the typing settles), AVENT -> TEST and TEST -> AVENT swaps that
// change the balances by exactly what was quoted (within the slippage), an approval first when the allowance falls
// short, a price that moved past the slippage refused or reverted in clear words, and the spec's errors elsewhere.
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createWalletClient, erc20Abi, formatEther, http, parseEther, type Address, type Hex } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useBalances, useConnect, type WalletDock } from 'walletdock';
import { useSwap, useSwapQuote, useSwapTokens } from 'walletdock/swap';
import { swapGasPriceQueryOptions, swapTokensQueryOptions } from 'walletdock/query';
import { createTestWallet, defineDevnetChain, type TestWallet } from 'walletdock/testing';
import type { SwapTokenOption } from 'walletdock/types';
import { startAnvil, type Anvil } from '../../../faucet/devnet/anvil';
import { deployDevnetContracts, type DevnetContracts } from '../../../faucet/devnet/deploy';
import { uniswapV2Router02Abi } from '../../../faucet/devnet/published-abis';
import { startApiProcess, type ApiProcess } from '../../support/api-process';
import {
  devnetChainFor,
  fundedAccount,
  mintTestToken,
  testPublicClient,
  type FundedAccount,
} from '../../support/chain';
import { cleanup, devnetDock, secondChain, wrapperFor } from './support';

let anvil: Anvil;
let contracts: DevnetContracts;
let api: ApiProcess;
let client: ReturnType<typeof testPublicClient>;
let whale: FundedAccount;
const quoteRequests: string[] = [];
// Every wallet announces its own rdns, and stops announcing after its test: connect picks the wallet by rdns.
const announced: Array<() => void> = [];
let wallets = 0;
afterEach(() => {
  for (const stop of announced.splice(0)) stop();
  cleanup();
});

beforeAll(async () => {
  anvil = await startAnvil({ accounts: 10 });
  contracts = await deployDevnetContracts(anvil.rpcUrl);
  client = testPublicClient(anvil.rpcUrl);
  whale = await fundedAccount(anvil.rpcUrl, 1000n);
  // Its own process: the API cannot run inside jsdom. 1 AVENT = 10 TEST = 20 TUSD, TUSD routed through WETH.
  api = await startApiProcess(anvil.rpcUrl, {
    PRICES: `AVENT=20,${contracts.token}=2,${contracts.secondToken}=1`,
    SWAP_ROUTERS: `eip155:33322:${contracts.uniswapV2Router}`,
    SWAP_TOKENS: `eip155:33322:${contracts.token},eip155:33322:${contracts.secondToken}`,
  });
}, 60_000);

afterAll(async () => {
  await api?.stop();
  await anvil?.stop();
});

/** Sends `tx` from `from` and waits for its receipt. */
async function send(from: FundedAccount, tx: { to: Address; data: Hex; value: bigint }): Promise<void> {
  const wallet = createWalletClient({
    account: from.account,
    chain: devnetChainFor(anvil.rpcUrl),
    transport: http(anvil.rpcUrl),
  });
  const receipt = await client.waitForTransactionReceipt({ hash: await wallet.sendTransaction(tx) });
  // A trade meant to move the price that reverted would leave the price where it was, and the test meaningless.
  expect(receipt.status).toBe('success');
}

/** Waits until the API's balances of `address` hold its TEST (the mint indexed), as a person sees them on opening. */
async function indexed(address: string): Promise<void> {
  await waitFor(async () => {
    const res = await fetch(
      `${api.url}/v1/account/${address}/balance?chainId=eip155:33322&currency=usd&forceUpdate=${contracts.token}`,
    );
    expect(JSON.stringify(await res.json())).toContain('"symbol":"TEST"');
  });
}

/** A funded wallet (10 AVENT, 50 TEST) on `chain`, announced, and a dock on the private devnet with the API. */
async function setup(options: { chainId?: number; api?: boolean } = {}) {
  const { privateKey, address } = await fundedAccount(anvil.rpcUrl, 10n);
  await mintTestToken(anvil.rpcUrl, contracts.token, whale, address, parseEther('50'));
  await indexed(address);
  const devnet = defineDevnetChain(anvil.rpcUrl);
  const second = secondChain(anvil.rpcUrl);
  const wallet = createTestWallet({
    privateKey,
    chains: [options.chainId === 33323 ? second : devnet],
    rpcUrl: anvil.rpcUrl,
    announce: false,
    info: { rdns: `org.walletdock.swap-test-${++wallets}`, name: `Swap Test Wallet ${wallets}` },
  });
  announced.push(wallet.announce());
  const counting: typeof fetch = (input, init) => {
    const url = String(input);
    if (url.includes('/v1/convert/quotes')) quoteRequests.push(url);
    return fetch(input, init);
  };
  const dock = devnetDock({
    networks: [devnet, second],
    ...(options.api === false ? {} : { blockchainApiUrl: api.url, api: { fetch: counting } }),
  });
  return { wallet, dock, address: address as Address };
}

/** Renders `hook` beside useConnect and connects the wallet. */
async function connected<T>(dock: WalletDock, wallet: TestWallet, hook: () => T) {
  const view = renderHook(() => ({ connect: useConnect(), value: hook() }), { wrapper: wrapperFor(dock) });
  await act(() => dock.ready);
  await act(() => view.result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
  return view;
}

const tokenBalance = (owner: Address, blockNumber?: bigint) =>
  client.readContract({
    address: contracts.token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
    blockNumber,
  });
const amountsOut = (amount: bigint, path: Address[], blockNumber?: bigint) =>
  client.readContract({
    address: contracts.uniswapV2Router,
    abi: uniswapV2Router02Abi,
    functionName: 'getAmountsOut',
    args: [amount, path],
    blockNumber,
  });
const bySymbol = (tokens: readonly SwapTokenOption[] | undefined, symbol: string) =>
  tokens?.find((t) => t.symbol === symbol);

/** Every step useSwap rendered with, in order (a step lasts a few ms on anvil: sampling would miss it). */
const renderedSteps: string[] = [];

/** The form a Swap view keeps: tokens, an amount as typed, its quote, the swap. */
function useSwapForm() {
  const tokens = useSwapTokens();
  const [pair, setPair] = useState<[string, string]>(['AVENT', 'TEST']);
  const [amount, setAmount] = useState('');
  const from = bySymbol(tokens.data, pair[0]);
  const to = bySymbol(tokens.data, pair[1]);
  const quote = useSwapQuote({ from, to, amount });
  const swap = useSwap();
  if (renderedSteps.at(-1) !== swap.step) renderedSteps.push(swap.step);
  const balances = useBalances();
  return { tokens, from, to, amount, setAmount, setPair, quote, swap, balances };
}

describe('Swap hooks on the devnet', () => {
  it('offers the native coin and the API tokens with the balances, and quotes what the router gives once the typing settles', async () => {
    const { wallet, dock } = await setup();
    const { result } = await connected(dock, wallet, useSwapForm);
    await waitFor(() => expect(result.current.value.tokens.data?.every((t) => t.balance !== undefined)).toBe(true));
    expect(result.current.value.tokens.data?.map((t) => [t.symbol, t.decimals, t.native, t.balance])).toEqual([
      ['AVENT', 18, true, parseEther('10')],
      ['TEST', 18, false, parseEther('50')],
      ['TUSD', 6, false, 0n],
    ]);

    const before = quoteRequests.length;
    act(() => result.current.value.setAmount('1'));
    act(() => result.current.value.setAmount('1.'));
    act(() => result.current.value.setAmount('1.5'));
    await waitFor(() => expect(result.current.value.quote.data).toBeDefined());
    // One request, for the settled amount only (the quote debounce, 500 ms).
    expect(quoteRequests.slice(before).map((u) => new URL(u).searchParams.get('amount'))).toEqual([
      parseEther('1.5').toString(),
    ]);
    const quote = result.current.value.quote.data!;
    const [, out] = await amountsOut(parseEther('1.5'), [contracts.weth, contracts.token]);
    expect(quote.toAmount).toBe(out);
    expect(quote.minimumReceived).toBe((out! * 99n) / 100n);
    expect(quote.rate).toBeCloseTo(Number(out) / 1.5e18, 9);
    expect(quote.fee).toBe(parseEther('0.0045'));
    expect(quote.priceImpact).toBeGreaterThan(1);
    expect(quote.priceImpact).toBeLessThan(2);
    expect(quote.needsApproval).toBe(false);
    expect(quote.route).toEqual([`eip155:33322:${contracts.weth}`, `eip155:33322:${contracts.token}`]);
  });

  it('swaps AVENT -> TEST in one wallet prompt: TEST grows by what the router gave, within the slippage, and balances follow', async () => {
    const { wallet, dock, address } = await setup();
    const { result } = await connected(dock, wallet, useSwapForm);
    await waitFor(() => expect(result.current.value.from?.balance).toBeDefined());
    act(() => result.current.value.setAmount('2'));
    await waitFor(() => expect(result.current.value.quote.data).toBeDefined());
    const { from, to, quote } = result.current.value;
    const before = await tokenBalance(address);
    const outcome = await act(() =>
      result.current.value.swap.mutateAsync({ from: from!, to: to!, amount: '2', quote: quote.data }),
    );
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(1);
    const receipt = await client.getTransactionReceipt({ hash: outcome.hash as Hex });
    const gained = (await tokenBalance(address)) - before;
    // Exactly what the pool gave at the block before (anvil mines one transaction per block), and at least the minimum.
    expect(gained).toBe(
      (await amountsOut(parseEther('2'), [contracts.weth, contracts.token], receipt.blockNumber - 1n))[1],
    );
    expect(gained).toBe(quote.data!.toAmount);
    expect(gained >= outcome.minimumReceived).toBe(true);
    expect(result.current.value.swap.step).toBe('done');
    // The balances were fetched again after the API indexed the swap: no refetch asked for.
    await waitFor(() =>
      expect(result.current.value.balances.data?.balances.find((b) => b.symbol === 'TEST')?.quantity.numeric).toBe(
        formatEther(parseEther('50') + gained),
      ),
    );
  });

  it('swaps TEST -> AVENT with no allowance: approves exactly the amount first, then swaps (two prompts)', async () => {
    const { wallet, dock, address } = await setup();
    const { result } = await connected(dock, wallet, useSwapForm);
    act(() => result.current.value.setPair(['TEST', 'AVENT']));
    // The form knows the 50 TEST once the API indexed the mint (before, 5 TEST is more than the balance).
    await waitFor(() => expect(result.current.value.from?.balance).toBe(parseEther('50')));
    act(() => result.current.value.setAmount('5'));
    await waitFor(() => expect(result.current.value.quote.data?.needsApproval).toBe(true));
    const { from, to, quote } = result.current.value;
    const before = await client.getBalance({ address });
    renderedSteps.splice(0);
    // Outside act(), which would hold every render back until the swap is over: each step renders as it comes.
    const swapping = result.current.value.swap.mutateAsync({ from: from!, to: to!, amount: '5', quote: quote.data });
    await waitFor(() => expect(result.current.value.swap.step).toBe('done'));
    const outcome = await swapping;
    expect(renderedSteps).toEqual(['idle', 'approving', 'swapping', 'done']);
    const sent = wallet.requests
      .filter((r) => r.method === 'eth_sendTransaction')
      .map((r) => (r.params as [{ to: string; data: string }])[0]);
    expect(sent.map((t) => t.to.toLowerCase())).toEqual([
      contracts.token.toLowerCase(),
      contracts.uniswapV2Router.toLowerCase(),
    ]);
    expect(sent[0]!.data).toMatch(new RegExp(`^0x095ea7b3.*${parseEther('5').toString(16)}$`));
    expect(outcome.approvalHash).toMatch(/^0x/);
    const [approval, swapReceipt] = await Promise.all([
      client.getTransactionReceipt({ hash: outcome.approvalHash as Hex }),
      client.getTransactionReceipt({ hash: outcome.hash as Hex }),
    ]);
    const out = (
      await amountsOut(parseEther('5'), [contracts.token, contracts.weth], swapReceipt.blockNumber - 1n)
    )[1]!;
    const gas = approval.gasUsed * approval.effectiveGasPrice + swapReceipt.gasUsed * swapReceipt.effectiveGasPrice;
    expect(await client.getBalance({ address })).toBe(before + out - gas);
    expect(out).toBe(quote.data!.toAmount);
    expect(await tokenBalance(address)).toBe(parseEther('45'));
    // The quotes were asked again after the swap: the exact approval is spent, so the next swap needs one again.
    await waitFor(() => expect(result.current.value.quote.data?.allowance).toBe(0n));
  });

  it('a price that moved past the slippage: refused before the wallet is asked, or reverted on chain when it moves while the wallet waits', async () => {
    const { wallet, dock, address } = await setup();
    const { result } = await connected(dock, wallet, useSwapForm);
    act(() => result.current.value.setAmount('1'));
    await waitFor(() => expect(result.current.value.quote.data).toBeDefined());
    const { from, to } = result.current.value;
    const shown = result.current.value.quote.data!;
    // Someone buys 10 AVENT of TEST after the quote was shown: TEST gets ~19% dearer.
    const whaleSwap = await fetch(`${api.url}/v1/convert/build-transaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: parseEther('10').toString(),
        from: from!.address,
        to: to!.address,
        userAddress: whale.address,
        eip155: { slippage: '50' },
      }),
    }).then((r) => r.json() as Promise<{ tx: { to: Address; data: Hex; amount: string } }>);
    await send(whale, { to: whaleSwap.tx.to, data: whaleSwap.tx.data, value: BigInt(whaleSwap.tx.amount) });
    await expect(
      act(() => result.current.value.swap.mutateAsync({ from: from!, to: to!, amount: '1', quote: shown })),
    ).rejects.toThrow(
      'The price moved beyond the 1% slippage tolerance, so nothing was swapped. Check the new quote and try again',
    );
    expect(wallet.requests.some((r) => r.method === 'eth_sendTransaction')).toBe(false);

    // A fresh quote, built and handed to the wallet; the wallet waits while the whale buys again; the chain refuses.
    await waitFor(() => expect(result.current.value.quote.data!.toAmount < shown.toAmount).toBe(true), {
      timeout: 15_000,
    });
    const fresh = result.current.value.quote.data!;
    wallet.setBehavior('eth_sendTransaction', { delayMs: 1500, times: 1 });
    const tokensBefore = await tokenBalance(address);
    const attempt = act(() =>
      result.current.value.swap.mutateAsync({ from: from!, to: to!, amount: '1', quote: fresh }),
    );
    await waitFor(() => expect(wallet.requests.some((r) => r.method === 'eth_sendTransaction')).toBe(true));
    await send(whale, { to: whaleSwap.tx.to, data: whaleSwap.tx.data, value: BigInt(whaleSwap.tx.amount) });
    await expect(attempt).rejects.toThrow(
      'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed',
    );
    expect(await tokenBalance(address)).toBe(tokensBefore);
    expect(result.current.value.swap.step).toBe('idle');
  });

  it('elsewhere the spec errors: a network without swaps, its gas price, and no API at all', async () => {
    const { wallet, dock } = await setup({ chainId: 33323 });
    const { result } = await connected(dock, wallet, () => ({
      tokens: useSwapTokens(),
      swap: useSwap(),
    }));
    await waitFor(() => expect(result.current.value.tokens.error?.message).toBe('Network not supported for Swaps'));
    const gas = swapGasPriceQueryOptions(dock, { caipNetworkId: 'eip155:33323' });
    await expect(gas.queryFn({ signal: new AbortController().signal })).rejects.toThrow(
      'Network not supported for Gas Price',
    );
    const token = {
      address: 'eip155:33323:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      chainId: 'eip155:33323',
      name: 'Avent',
      symbol: 'AVENT',
      decimals: 18,
      logoUri: '',
      price: undefined,
      native: true,
      balance: undefined,
    };
    await expect(
      act(() =>
        result.current.value.swap.mutateAsync({
          from: token,
          to: { ...token, address: `eip155:33323:${contracts.token}`, native: false },
          amount: '1',
        }),
      ),
    ).rejects.toThrow('Network not supported for Swaps');
    expect(wallet.requests.some((r) => r.method === 'eth_sendTransaction')).toBe(false);

    // Without a blockchain API the devnet has no swaps (not a swap chain); a swap chain needs an API to ask.
    const bare = await setup({ api: false });
    const noApi = await connected(bare.dock, bare.wallet, () => useSwapTokens());
    await waitFor(() => expect(noApi.result.current.value.error?.message).toBe('Network not supported for Swaps'));
    await expect(
      swapTokensQueryOptions(bare.dock, { caipNetworkId: 'eip155:1' }).queryFn({
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow(
      'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)',
    );
  });
});
