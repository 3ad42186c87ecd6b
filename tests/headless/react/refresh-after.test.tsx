// useAccountData().refreshAfter(receipt), as a host that sent with wagmi's own hooks calls it, against walletdock's
// blockchain API on the devnet (its own process: jsdom cannot run it here) whose indexer polls slowly on purpose (3 s)
// and whose floor waits 200 ms: right after the receipt the index is usually behind and answers 202. useBalances keeps the balances it had, marked `updating`, until
// the answer at the receipt's block replaces them; never the number from before unmarked, as if current.
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { useAccountData, useBalances, useConnect } from 'walletdock';
import type { Balances } from 'walletdock/utils';
import { fundedAccount, type FundedAccount, mintTestToken } from '../../support/chain';
import { startApiProcess, type ApiProcess } from '../../support/api-process';
import { announcedWallet, cleanup, devnetDock, keptBalances, testOf, wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
let api: ApiProcess;
let minter: FundedAccount;
afterEach(cleanup);

beforeAll(async () => {
  minter = await fundedAccount(rpcUrl, 1n);
  // Its start takes over 30 s while builds share the machine.
  api = await startApiProcess(rpcUrl, { POLL_MS: '3000', FLOOR_WAIT_MS: '200' }, { startMs: 90_000 });
}, 120_000);

afterAll(() => api?.stop());

describe('useAccountData().refreshAfter', () => {
  it('keeps the balances from before marked as updating until the answer at the receipt’s block replaces them', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock({ blockchainApiUrl: api.url });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const mint = (amount: string) => mintTestToken(rpcUrl, contracts.token, minter, wallet.address, parseEther(amount));
    await mint('4');
    // Every render's balances, as a view would show them.
    const shown: { test: string | undefined; updating: boolean }[] = [];
    const { result } = renderHook(
      () => {
        const value = { connect: useConnect(), balances: useBalances(), data: useAccountData() };
        shown.push({ test: testOf(value.balances.data), updating: value.balances.data?.updating === true });
        return value;
      },
      { wrapper: wrapperFor(dock, queryClient) },
    );
    await act(() => dock.ready);
    await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    // The first read may come before the index holds the mint: asked again until it does.
    await waitFor(
      async () => {
        await result.current.balances.refetch();
        expect(testOf(result.current.balances.data)).toBe('4');
      },
      { timeout: 20_000, interval: 1000 },
    );

    const sent = await mint('1.5');
    shown.length = 0;
    // What the next render of any view of the balances shows, read as refreshAfter resolves: taken then, not after
    // act's renders, an index quick to store the block cannot race it.
    let next: Balances | undefined;
    await act(() =>
      result.current.data.refreshAfter({ blockNumber: sent.blockNumber, chainId: 33322 }).then(() => {
        next = keptBalances(queryClient, dock);
      }),
    );
    expect(next?.updating).toBe(true);
    expect(testOf(next)).toBe('4');
    await waitFor(() => expect(testOf(result.current.balances.data)).toBe('5.5'), { timeout: 30_000 });
    expect(result.current.balances.data?.updating).toBeUndefined();
    expect(shown.filter((s) => s.test === '4' && !s.updating)).toEqual([]);
  }, 60_000);
});
