// A payment from the connected wallet, then the payer's balances, against walletdock's blockchain API on the devnet
// (its own process: jsdom cannot run it here) whose indexer polls slowly on purpose (3 s) and whose floor waits
// 200 ms: once payWithWallet resolves, useBalances keeps the balances from before marked `updating` until the answer
// at the payment's block replaces them; never the number from before unmarked, as if current (it was cached 30 s).
import { act, renderHook, waitFor } from '@testing-library/react';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBalances, useConnect } from 'walletdock';
import { pay, usePayment } from 'walletdock/pay';
import { startApiProcess, waitForIndexedToken, type ApiProcess } from '../../support/api-process';
import { fundedAccount, mintTestToken } from '../../support/chain';
import { announcedWallet, cleanup, devnetDock, testOf, wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
const { token } = inject('contracts');
let api: ApiProcess;
afterEach(cleanup);

beforeAll(async () => {
  api = await startApiProcess(rpcUrl, { POLL_MS: '3000', FLOOR_WAIT_MS: '200' });
}, 60_000);

afterAll(() => api?.stop());

describe('usePayment().payWithWallet, then the payer’s balances', () => {
  it('are marked as updating until the answer at the payment’s block replaces them', async () => {
    const wallet = await announcedWallet();
    const minter = await fundedAccount(rpcUrl, 1n);
    await mintTestToken(rpcUrl, token, minter, wallet.address, parseEther('20'));
    await waitForIndexedToken(api.url, wallet.address, token);
    const dock = devnetDock({ features: { pay: true }, blockchainApiUrl: api.url });
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
      { wrapper: wrapperFor(dock) },
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
    await act(() => result.current.payment.payWithWallet());
    expect((await settled).success).toBe(true);
    expect(result.current.balances.data?.updating).toBe(true);
    expect(testOf(result.current.balances.data)).toBe('20');
    await waitFor(() => expect(testOf(result.current.balances.data)).toBe('15'), { timeout: 30_000 });
    expect(result.current.balances.data?.updating).toBeUndefined();
    // While it was on its way the balances from before were current; once paid, never.
    expect(shown.filter((s) => s.status === 'success' && s.test === '20' && !s.updating)).toEqual([]);
  }, 90_000);
});
