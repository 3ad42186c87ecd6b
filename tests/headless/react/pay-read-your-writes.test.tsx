// A payment from the connected wallet, then the payer's balances, against walletdock's blockchain API on the devnet
// (its own process: jsdom cannot run it here) whose indexer polls slowly on purpose (3 s) and whose floor waits
// 200 ms: once payWithWallet resolves, useBalances keeps the balances from before marked `updating` until the answer
// at the payment's block replaces them; never the number from before unmarked, as if current (it was cached 30 s).
// The same for a payment resumed after a reload, with no hook of the payment mounted: the floor marks, not the hook.
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { encodeFunctionData, erc20Abi, parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { memoryStorage, useBalances, useConnect } from 'walletdock';
import type { Balances } from 'walletdock/utils';
import { pay, usePayment } from 'walletdock/pay';
import { startApiProcess, waitForIndexedToken, type ApiProcess } from '../../support/api-process';
import { fundedAccount, mintTestToken } from '../../support/chain';
import { announcedWallet, cleanup, devnetDock, keptBalances, testOf, wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
const { token } = inject('contracts');
let api: ApiProcess;
afterEach(cleanup);

beforeAll(async () => {
  // Its start takes over 30 s while builds share the machine.
  api = await startApiProcess(rpcUrl, { POLL_MS: '3000', FLOOR_WAIT_MS: '200' }, { startMs: 90_000 });
}, 120_000);

afterAll(() => api?.stop());

describe('usePayment().payWithWallet, then the payer’s balances', () => {
  it('are marked as updating until the answer at the payment’s block replaces them', async () => {
    const wallet = await announcedWallet();
    const minter = await fundedAccount(rpcUrl, 1n);
    await mintTestToken(rpcUrl, token, minter, wallet.address, parseEther('20'));
    await waitForIndexedToken(api.url, wallet.address, token);
    const dock = devnetDock({ features: { pay: true }, blockchainApiUrl: api.url });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Every render's balances, as a view would show them.
    const shown: { test: string | undefined; updating: boolean; status: string }[] = [];
    const { result } = renderHook(
      () => {
        const value = { connect: useConnect(), balances: useBalances(), payment: usePayment() };
        shown.push({
          test: testOf(value.balances.data),
          updating: value.balances.data?.updating === true,
          status: value.payment.status,
        });
        return value;
      },
      { wrapper: wrapperFor(dock, queryClient) },
    );
    await act(() => dock.ready);
    await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    await waitFor(() => expect(testOf(result.current.balances.data)).toBe('20'), { timeout: 20_000 });

    const settled = pay(dock, {
      paymentAsset: { network: 'eip155:33322', asset: token, metadata: { name: 'Test', symbol: 'TEST', decimals: 18 } },
      recipient: privateKeyToAddress(generatePrivateKey()),
      amount: 5,
    });
    await waitFor(() => expect(result.current.payment.status).toBe('ready'));
    shown.length = 0;
    // What the next render of any view of the balances shows, read as payWithWallet resolves.
    let next: Balances | undefined;
    await act(() =>
      result.current.payment.payWithWallet().then(() => {
        next = keptBalances(queryClient, dock);
      }),
    );
    expect((await settled).success).toBe(true);
    expect(next?.updating).toBe(true);
    expect(testOf(next)).toBe('20');
    await waitFor(() => expect(testOf(result.current.balances.data)).toBe('15'), { timeout: 30_000 });
    expect(result.current.balances.data?.updating).toBeUndefined();
    // While it was on its way the balances from before were current; once paid, never.
    expect(shown.filter((s) => s.status === 'success' && s.test === '20' && !s.updating)).toEqual([]);
  }, 90_000);

  it('resumed after a reload, with only the balances mounted, are marked until the answer at its block', async () => {
    // One key on both pages: the wallet is announced again after the reload.
    const { privateKey } = await fundedAccount(rpcUrl, 10n);
    const wallet = await announcedWallet({ privateKey });
    const minter = await fundedAccount(rpcUrl, 1n);
    await mintTestToken(rpcUrl, token, minter, wallet.address, parseEther('20'));
    await waitForIndexedToken(api.url, wallet.address, token);
    const storage = memoryStorage();
    const recipient = privateKeyToAddress(generatePrivateKey());
    const options = {
      paymentAsset: { network: 'eip155:33322', asset: token, metadata: { name: 'Test', symbol: 'TEST', decimals: 18 } },
      recipient,
      amount: 5,
    } as const;

    // The first page reads the balances (kept 30 s in storage), starts the payment and is gone right after its wallet
    // sent the transfer (the devnet mines at once, so the page's record is played here: the transfer, the record).
    const firstDock = devnetDock({ features: { pay: true }, blockchainApiUrl: api.url, storage });
    const first = renderHook(() => ({ connect: useConnect(), balances: useBalances(), payment: usePayment() }), {
      wrapper: wrapperFor(firstDock),
    });
    await act(() => firstDock.ready);
    await act(() => first.result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    await waitFor(() => expect(testOf(first.result.current.balances.data)).toBe('20'), { timeout: 20_000 });
    void pay(firstDock, options);
    await waitFor(() => expect(first.result.current.payment.status).toBe('ready'));
    const { payment, paymentId } = first.result.current.payment;
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: wallet.address,
          to: token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, parseEther('5')] }),
        },
      ],
    })) as string;
    firstDock.storage.set('pendingPayment', {
      id: paymentId!,
      key: payment!.key,
      caipNetworkId: 'eip155:33322',
      createdAt: Date.now(),
      hash,
    });
    cleanup();

    // The reloaded page shows the balances kept (20, from before the transfer) and nothing of the payment but pay().
    await announcedWallet({ privateKey });
    const dock = devnetDock({ features: { pay: true }, blockchainApiUrl: api.url, storage });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const shown: { test: string | undefined; updating: boolean }[] = [];
    const { result } = renderHook(
      () => {
        const value = { connect: useConnect(), balances: useBalances() };
        shown.push({ test: testOf(value.balances.data), updating: value.balances.data?.updating === true });
        return value;
      },
      { wrapper: wrapperFor(dock, queryClient) },
    );
    await act(() => dock.ready);
    await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    await waitFor(() => expect(testOf(result.current.balances.data)).toBe('20'), { timeout: 20_000 });
    expect(result.current.balances.data?.source).toBe('cache');

    // What the next render of any view of the balances shows, read in the step the payment settles in.
    let settledAt = Number.POSITIVE_INFINITY;
    let next: Balances | undefined;
    const outcome = await act(() =>
      pay(dock, options).then((settled) => {
        settledAt = shown.length;
        next = keptBalances(queryClient, dock);
        return settled;
      }),
    );
    expect(outcome).toMatchObject({ success: true, result: { hash, paymentId } });
    expect(next?.updating).toBe(true);
    expect(testOf(next)).toBe('20');
    await waitFor(() => expect(testOf(result.current.balances.data)).toBe('15'), { timeout: 30_000 });
    expect(result.current.balances.data?.updating).toBeUndefined();
    // Once paid, 20 never showed as current again.
    expect(shown.slice(settledAt).filter((s) => s.test === '20' && !s.updating)).toEqual([]);
  }, 120_000);
});
