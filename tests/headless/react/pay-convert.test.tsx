// walletdock/pay with another token the wallet holds, on a private devnet (its own anvil: the swaps move the real
// Uniswap V2 pools' prices, which no other test may see move) and walletdock's blockchain API in its own process:
// usePayConversions lists what converts into the asset, priced for exactly the amount; a wallet that batches
// atomically pays approve + swap + transfer as one wallet_sendCalls, a plain wallet call by call with the steps
// in the state; a rejection of the second call leaves the steps that ran, and the retry continues from there; a
// reload after the wallet accepted a batch follows that batch, never sending another. Each lands exactly `amount` at
// `recipient`, read from the chain, and verifyPayment says paid.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWalletClient, erc20Abi, http, maxUint256, parseEther, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { memoryStorage, useConnect, type KeyValueStorage } from 'walletdock';
import { openPay, pay, usePayConversions, usePayment, type PayOptions } from 'walletdock/pay';
import { verifyPayment } from 'walletdock/server';
import { createTestWallet, defineDevnetChain, type TestWalletOptions } from 'walletdock/testing';
import { startAnvil, type Anvil } from '../../../faucet/devnet/anvil';
import { deployDevnetContracts, devnetAccounts, type DevnetContracts } from '../../../faucet/devnet/deploy';
import { uniswapV2Router02Abi } from '../../../faucet/devnet/published-abis';
import { startApiProcess, type ApiProcess } from '../../support/api-process';
import { devnetChainFor, fundedAccount, testPublicClient } from '../../support/chain';
import { cleanup, devnetDock, wrapperFor } from './support';

let anvil: Anvil;
let contracts: DevnetContracts;
let api: ApiProcess;
let client: ReturnType<typeof testPublicClient>;
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
  // 1 AVENT = 10 TEST = 20 TUSD, as the pools were seeded; TUSD reaches TEST through WETH.
  api = await startApiProcess(
    anvil.rpcUrl,
    {
      INDEXER: 'false',
      PRICES: `AVENT=20,${contracts.token}=2,${contracts.secondToken}=1`,
      SWAP_ROUTERS: `eip155:33322:${contracts.uniswapV2Router}`,
      SWAP_TOKENS: `eip155:33322:${contracts.token},eip155:33322:${contracts.secondToken}`,
    },
    { startMs: 240_000 },
  );
}, 300_000);

afterAll(async () => {
  await api?.stop();
  await anvil?.stop();
});

const freshAddress = () => privateKeyToAddress(generatePrivateKey());
const balanceOf = (token: Address, owner: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const fiveTest = (recipient: string): PayOptions => ({
  paymentAsset: {
    network: 'eip155:33322',
    asset: contracts.token,
    metadata: { name: 'Test', symbol: 'TEST', decimals: 18 },
  },
  recipient,
  amount: 5,
});

/** A wallet with 1 AVENT for fees and `tusd` TUSD (from a deployment holder), connected to a dock with the API. */
async function payer(
  tusd: string,
  options: Partial<TestWalletOptions> = {},
  onRender?: (payment: ReturnType<typeof usePayment>, wallet: ReturnType<typeof createTestWallet>) => void,
  storage: KeyValueStorage = memoryStorage(),
  apiUrl: string = api.url,
) {
  const { privateKey, address } = await fundedAccount(anvil.rpcUrl, 1n);
  const holder = createWalletClient({
    account: devnetAccounts(2)[1]!,
    chain: devnetChainFor(anvil.rpcUrl),
    transport: http(anvil.rpcUrl),
  });
  await client.waitForTransactionReceipt({
    hash: await holder.writeContract({
      address: contracts.secondToken,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, parseUnits(tusd, 6)],
    }),
  });
  const devnet = defineDevnetChain(anvil.rpcUrl);
  const wallet = createTestWallet({
    privateKey,
    chains: [devnet],
    rpcUrl: anvil.rpcUrl,
    announce: false,
    info: { rdns: `org.walletdock.pay-convert-${++wallets}`, name: `Pay Convert Wallet ${wallets}` },
    ...options,
  } as TestWalletOptions);
  announced.push(wallet.announce());
  const dock = devnetDock({ networks: [devnet], features: { pay: true }, blockchainApiUrl: apiUrl, storage });
  const view = renderHook(
    () => {
      const payment = usePayment();
      onRender?.(payment, wallet);
      return { connect: useConnect(), payment, conversions: usePayConversions() };
    },
    { wrapper: wrapperFor(dock) },
  );
  await act(() => dock.ready);
  await act(() => view.result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
  const prompts = () =>
    wallet.requests
      .filter((r) => r.method === 'eth_sendTransaction' || r.method === 'wallet_sendCalls')
      .map((r) => r.method);
  return { wallet, dock, result: view.result, address: address as Address, prompts, storage };
}

/** Opens 5 TEST for a fresh recipient and waits for the TUSD conversion to be priced. */
async function openFiveTest(p: Awaited<ReturnType<typeof payer>>) {
  const recipient = freshAddress() as Address;
  await act(() => openPay(p.dock, fiveTest(recipient)));
  await waitFor(
    () => expect(p.result.current.conversions.conversions.some((c) => c.token.symbol === 'TUSD')).toBe(true),
    {
      timeout: 30_000,
    },
  );
  const tusd = p.result.current.conversions.conversions.find((c) => c.token.symbol === 'TUSD')!;
  return { recipient, tusd };
}

async function expectPaid(recipient: Address, hash: string) {
  expect(await balanceOf(contracts.token, recipient)).toBe(parseEther('5'));
  const verdict = await verifyPayment(
    { chainId: 33322, txHash: hash, recipient, asset: contracts.token, amount: 5 },
    { rpcUrl: anvil.rpcUrl },
  );
  expect(verdict).toMatchObject({ paid: true });
}

/**
 * The API behind a proxy of this test that answers the next `failNext` requests whose path starts with `failing`
 * with a 503 of its own (the API itself is not asked); every other request goes through as it is.
 */
async function flakyApi(failing: string) {
  const state = { failNext: 0, failed: 0 };
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (state.failNext > 0 && path.startsWith(failing)) {
      state.failNext--;
      state.failed++;
      res.writeHead(503, { 'content-type': 'application/json', ...cors });
      res.end('{"error":"Service unavailable"}');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      void fetch(`${api.url}${path}`, {
        method: req.method ?? 'GET',
        headers: req.headers['content-type'] ? { 'content-type': req.headers['content-type'] } : {},
        ...(body && req.method !== 'GET' && req.method !== 'HEAD' ? { body } : {}),
      }).then(
        async (reply) => {
          res.writeHead(reply.status, {
            'content-type': reply.headers.get('content-type') ?? 'application/json',
            ...cors,
          });
          res.end(Buffer.from(await reply.arrayBuffer()));
        },
        () => {
          res.writeHead(502, cors);
          res.end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Someone buys TEST with `avent` AVENT on the pool: TEST costs more, a TUSD quote made before gives too little. */
async function buyTest(avent: bigint) {
  const buyer = await fundedAccount(anvil.rpcUrl, avent + 1n);
  const wallet = createWalletClient({
    account: buyer.account,
    chain: devnetChainFor(anvil.rpcUrl),
    transport: http(anvil.rpcUrl),
  });
  const receipt = await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: contracts.uniswapV2Router,
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [contracts.weth, contracts.token], buyer.address, maxUint256],
      value: parseEther(String(avent)),
    }),
  });
  expect(receipt.status).toBe('success');
}

describe('paying with another token the wallet holds', () => {
  it('lists what converts into the asset, priced to cover exactly the amount; a token held too little is not listed', async () => {
    const p = await payer('50');
    const { tusd } = await openFiveTest(p);
    // 5 TEST = 10 TUSD at the seeded price: a little more for the pools' fees (two hops) and the slippage margin.
    expect(tusd.fromAmount).toBeGreaterThan(parseUnits('10', 6));
    expect(tusd.fromAmount).toBeLessThan(parseUnits('11', 6));
    expect(tusd.minimumReceived).toBeGreaterThanOrEqual(parseEther('5'));
    expect(tusd.toAmount).toBeGreaterThanOrEqual(tusd.minimumReceived);
    expect(tusd).toMatchObject({
      needsApproval: true,
      atomic: false,
      token: { symbol: 'TUSD', balance: parseUnits('50', 6) },
    });
    // Its 1 AVENT covers 5 TEST (about 0.5 AVENT) too; TEST itself, the asset, is not a conversion.
    expect(p.result.current.conversions.conversions.map((c) => c.token.symbol).sort()).toEqual(['AVENT', 'TUSD']);

    const poor = await payer('3');
    await act(() => openPay(poor.dock, fiveTest(freshAddress())));
    await waitFor(() => expect(poor.result.current.conversions.conversions.length).toBeGreaterThan(0), {
      timeout: 30_000,
    });
    expect(poor.result.current.conversions.conversions.map((c) => c.token.symbol)).toEqual(['AVENT']);
  }, 120_000);

  it('a wallet that batches atomically pays with TUSD in one wallet_sendCalls: exactly 5 TEST at the recipient', async () => {
    const p = await payer('50', { calls: 'atomic' });
    const { recipient, tusd } = await openFiveTest(p);
    expect(tusd.atomic).toBe(true);
    const before = await balanceOf(contracts.secondToken, p.address);
    const result = await act(() => p.result.current.payment.payWithConversion(tusd));
    expect(p.prompts()).toEqual(['wallet_sendCalls']);
    expect(result.callsId).toEqual(expect.any(String));
    expect(p.result.current.payment).toMatchObject({ status: 'success', route: 'convert' });
    expect(p.result.current.payment.conversion?.steps.map((s) => [s.name, s.status])).toEqual([
      ['approve', 'done'],
      ['swap', 'done'],
      ['transfer', 'done'],
    ]);
    await expectPaid(recipient, result.hash);
    expect(before - (await balanceOf(contracts.secondToken, p.address))).toBe(tusd.fromAmount);
  }, 120_000);

  it('a plain wallet pays call by call (approve, swap, transfer); the swap rejected, the retry continues from it', async () => {
    // The approval goes through; once it is on chain (the state says so), the wallet refuses the next prompt: the swap.
    let armed = true;
    const p = await payer('50', {}, (payment, wallet) => {
      if (armed && payment.conversion?.steps[0]?.status === 'done') {
        armed = false;
        wallet.setBehavior('eth_sendTransaction', { reject: true, times: 1 });
      }
    });
    const { recipient, tusd } = await openFiveTest(p);
    await act(() =>
      expect(p.result.current.payment.payWithConversion(tusd)).rejects.toMatchObject({ code: 'USER_REJECTED' }),
    );
    expect(p.result.current.payment).toMatchObject({ status: 'ready', error: { code: 'USER_REJECTED' } });
    expect(p.result.current.payment.conversion?.steps.map((s) => [s.name, s.status])).toEqual([
      ['approve', 'done'],
      ['swap', 'failed'],
      ['transfer', 'waiting'],
    ]);
    expect(await balanceOf(contracts.token, recipient)).toBe(0n);
    expect(p.dock.storage.get('pendingPayment')).toBeUndefined();

    const result = await act(() => p.result.current.payment.payWithConversion(tusd));
    // One approval in all: the retry sent the swap and the transfer only.
    expect(p.prompts()).toEqual([
      'eth_sendTransaction',
      'eth_sendTransaction',
      'eth_sendTransaction',
      'eth_sendTransaction',
    ]);
    expect(p.result.current.payment.conversion?.steps.map((s) => s.status)).toEqual(['done', 'done', 'done']);
    expect(result.callsId).toBeUndefined();
    await expectPaid(recipient, result.hash);
  }, 120_000);
  it('a reload after the wallet accepted the batch follows that batch to its end: it is never sent again', async () => {
    const storage = memoryStorage();
    const first = await payer('50', { calls: 'atomic' }, undefined, storage);
    const { recipient, tusd } = await openFiveTest(first);
    // The batch's status is held back: the page is gone while the payment is on its way.
    first.wallet.setBehavior('wallet_getCallsStatus', { delayMs: 600_000, times: 1 });
    void first.result.current.payment.payWithConversion(tusd).catch(() => undefined);
    await waitFor(() => expect(first.dock.storage.get('pendingPayment')?.callsId).toEqual(expect.any(String)));
    const callsId = first.dock.storage.get('pendingPayment')!.callsId!;
    cleanup();

    // The next page: the same wallet (still announced), the same storage, the same payment asked again.
    const dock = devnetDock({
      networks: [defineDevnetChain(anvil.rpcUrl)],
      features: { pay: true },
      blockchainApiUrl: api.url,
      storage,
    });
    const view = renderHook(() => ({ connect: useConnect(), payment: usePayment() }), { wrapper: wrapperFor(dock) });
    await act(() => dock.ready);
    await act(() => view.result.current.connect.mutateAsync({ connectorId: first.wallet.info.rdns }));
    const outcome = await pay(dock, fiveTest(recipient));
    expect(outcome).toMatchObject({ success: true, result: { callsId } });
    expect(first.prompts()).toEqual(['wallet_sendCalls']);
    await expectPaid(recipient, outcome.result!.hash);
    expect(storage.getItem('@walletdock/pendingPayment')).toBeNull();
  }, 120_000);
  it('the quote fails at the HTTP level once: UNABLE_TO_GET_QUOTE, and the retry prices the conversion', async () => {
    const flaky = await flakyApi('/v1/convert/quotes');
    try {
      flaky.state.failNext = 1;
      const p = await payer('50', {}, undefined, memoryStorage(), flaky.url);
      await act(() => openPay(p.dock, fiveTest(freshAddress())));
      await waitFor(() => expect(p.result.current.conversions.error).toMatchObject({ code: 'UNABLE_TO_GET_QUOTE' }), {
        timeout: 30_000,
      });
      expect(flaky.state.failed).toBe(1);
      expect(p.result.current.conversions.conversions).toEqual([]);
      // Try again (PayQuote's button under the error): the conversion is priced.
      await act(() => p.result.current.conversions.refetch());
      await waitFor(
        () => expect(p.result.current.conversions.conversions.map((c) => c.token.symbol)).toContain('TUSD'),
        { timeout: 30_000 },
      );
      expect(p.result.current.conversions.error).toBeNull();
      expect(p.prompts()).toEqual([]);
    } finally {
      await flaky.close();
    }
  }, 120_000);

  it('the price moved past the slippage before the swap was built: Swap’s words, nothing sent; the fresh quote pays', async () => {
    const p = await payer('50');
    const { recipient, tusd } = await openFiveTest(p);
    await buyTest(5n);
    await act(() =>
      expect(p.result.current.payment.payWithConversion(tusd)).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        message: expect.stringMatching(/^The price moved beyond the 1% slippage tolerance, so nothing was swapped/),
      }),
    );
    expect(p.result.current.payment).toMatchObject({ status: 'ready', route: 'convert' });
    expect(p.prompts()).toEqual([]);
    expect(await balanceOf(contracts.token, recipient)).toBe(0n);
    // The stopped try is priced again by itself: TEST costs more TUSD now.
    await waitFor(
      () =>
        expect(
          p.result.current.conversions.conversions.find((c) => c.token.symbol === 'TUSD')?.fromAmount,
        ).toBeGreaterThan(tusd.fromAmount),
      { timeout: 30_000 },
    );
    const fresh = p.result.current.conversions.conversions.find((c) => c.token.symbol === 'TUSD')!;
    const result = await act(() => p.result.current.payment.payWithConversion(fresh));
    expect(p.prompts()).toEqual(['eth_sendTransaction', 'eth_sendTransaction', 'eth_sendTransaction']);
    await expectPaid(recipient, result.hash);
  }, 120_000);

  it('a continued try whose fresh quote takes more than the approval made approves again, then pays', async () => {
    let armed = true;
    const p = await payer('50', {}, (payment, wallet) => {
      if (armed && payment.conversion?.steps[0]?.status === 'done') {
        armed = false;
        wallet.setBehavior('eth_sendTransaction', { reject: true, times: 1 });
      }
    });
    const { recipient, tusd } = await openFiveTest(p);
    await act(() =>
      expect(p.result.current.payment.payWithConversion(tusd)).rejects.toMatchObject({ code: 'USER_REJECTED' }),
    );
    expect(p.result.current.payment.conversion?.steps.map((s) => s.status)).toEqual(['done', 'failed', 'waiting']);
    const approved = await client.readContract({
      address: contracts.secondToken,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [p.address, contracts.uniswapV2Router],
    });
    expect(approved).toBe(tusd.fromAmount);

    // Meanwhile TEST got dearer: the fresh quote takes more TUSD than the router may take.
    await buyTest(5n);
    await act(() => p.result.current.conversions.refetch());
    await waitFor(
      () =>
        expect(
          p.result.current.conversions.conversions.find((c) => c.token.symbol === 'TUSD')?.fromAmount,
        ).toBeGreaterThan(approved),
      { timeout: 30_000 },
    );
    const fresh = p.result.current.conversions.conversions.find((c) => c.token.symbol === 'TUSD')!;
    expect(fresh.needsApproval).toBe(true);
    const result = await act(() => p.result.current.payment.payWithConversion(fresh));
    // approve, swap (refused); approve again, swap, transfer.
    expect(p.prompts()).toHaveLength(5);
    expect(p.result.current.payment.conversion?.steps.map((s) => [s.name, s.status])).toEqual([
      ['approve', 'done'],
      ['swap', 'done'],
      ['transfer', 'done'],
    ]);
    await expectPaid(recipient, result.hash);
    const before = parseUnits('50', 6);
    expect(before - (await balanceOf(contracts.secondToken, p.address))).toBe(fresh.fromAmount);
  }, 120_000);
});
