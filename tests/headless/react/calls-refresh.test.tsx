// After a 5792 batch the account's balances are read again, also when the wallet's status carries no receipts (EIP-5792
// leaves them optional, and some wallets send none): the batch's block is then taken as the node's head at the moment
// the status said done, and becomes the account's floor, as a receipt's block would.
import { act, renderHook, waitFor } from '@testing-library/react';
import { encodeFunctionData, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { useBalances, useConnect } from 'walletdock';
import { useSendCalls, useWaitForCallsStatus } from 'walletdock/calls';
import { testTokenAbi } from '../../../faucet/devnet/artifacts';
import { floorOf } from '../../../headless/core/account-data/floor-store';
import { fundedAccount, mintTestToken } from '../../support/chain';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
const token = inject('contracts').token;
const CHAIN = 'eip155:33322';
afterEach(cleanup);

const transfer = (to: Address, amount: bigint) => ({
  to: token,
  data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [to, amount] }),
});
const testOf = (balances: readonly { symbol: string; quantity: { numeric: string } }[] | undefined) =>
  balances?.find((b) => b.symbol === 'TEST')?.quantity.numeric;

describe('balances after a 5792 batch', () => {
  it('a status without receipts still has the balances read again, at the block the batch landed in or later', async () => {
    const wallet = await announcedWallet({ calls: 'atomic' });
    await mintTestToken(rpcUrl, token, await fundedAccount(rpcUrl, 1n), wallet.address, parseEther('10'));
    // A wallet whose status leaves the receipts out.
    const live = wallet.request.bind(wallet);
    Object.assign(wallet, {
      request: async (args: { method: string }) => {
        const answer = await live(args as never);
        if (args.method !== 'wallet_getCallsStatus') return answer;
        const { receipts: _left, ...rest } = answer as { receipts?: unknown };
        return rest;
      },
    });
    // No blockchain API: the balances come from the node (the token the host names), kept 30 s.
    const dock = devnetDock({ tokens: { [CHAIN]: [{ address: token }] } });
    const view = renderHook(() => ({ connect: useConnect(), send: useSendCalls(), balances: useBalances() }), {
      wrapper: wrapperFor(dock),
    });
    await act(() => dock.ready);
    await act(() => view.result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    await waitFor(() => expect(testOf(view.result.current.balances.data?.balances)).toBe('10'), { timeout: 15_000 });

    const { id } = await act(() =>
      view.result.current.send.mutateAsync({
        calls: [transfer(privateKeyToAddress(generatePrivateKey()), parseEther('1')), transfer(wallet.address, 0n)],
        atomicRequired: true,
      }),
    );
    const waited = renderHook(() => useWaitForCallsStatus({ id, pollingInterval: 100 }), { wrapper: wrapperFor(dock) });
    await waitFor(() => expect(waited.result.current.data).toBeDefined(), { timeout: 15_000 });
    expect(waited.result.current.data).toMatchObject({ statusCode: 200 });
    expect(waited.result.current.data?.receipts ?? []).toEqual([]);
    // The block the batch landed in, as the wallet would have said it with receipts.
    const full = (await live({ method: 'wallet_getCallsStatus', params: [id] } as never)) as {
      receipts: { blockNumber: string }[];
    };
    expect(floorOf(dock, CHAIN, wallet.address)).toBeGreaterThanOrEqual(BigInt(full.receipts[0]?.blockNumber ?? 'x'));
    // Without a floor the 30 s cache would keep showing 10.
    await waitFor(() => expect(testOf(view.result.current.balances.data?.balances)).toBe('9'), { timeout: 15_000 });
    expect(view.result.current.balances.data?.updating).not.toBe(true);
  }, 60_000);
});
