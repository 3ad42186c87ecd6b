// walletdock/calls against the three kinds of EIP-1193 wallet a dApp meets, on the devnet: one that batches all or
// none (EIP-5792 by an EIP-7702 delegation, as MetaMask does), one that speaks EIP-5792 but sends one by one, and a
// plain EOA wallet without EIP-5792. Two TestToken transfers each time, read back from the chain.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createPublicClient, encodeFunctionData, http, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { useConnect, WalletDockError } from 'walletdock';
import { useCallsStatus, useCapabilities, useSendCalls, useWaitForCallsStatus } from 'walletdock/calls';
import { defineDevnetChain, type TestWalletOptions } from 'walletdock/testing';
import { testTokenAbi } from '../../../faucet/devnet/artifacts';
import { fundedAccount, mintTestToken } from '../../support/chain';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
const token = inject('contracts').token;
const client = createPublicClient({ chain: defineDevnetChain(rpcUrl), transport: http(rpcUrl) });
afterEach(cleanup);

const transfer = (to: Address, amount: bigint) => ({
  to: token,
  data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [to, amount] }),
});
const balanceOf = (address: Address) =>
  client.readContract({ address: token, abi: testTokenAbi, functionName: 'balanceOf', args: [address] });
const fresh = () => privateKeyToAddress(generatePrivateKey());

/** A connected wallet of `kind` holding 100 TEST, and the hooks. */
async function connected(options: Partial<TestWalletOptions> = {}) {
  // Several wallets in one test: each its own rdns, so each connect reaches the one meant.
  const wallet = await announcedWallet({
    info: { rdns: `dev.walletdock.test.${options.calls ?? 'default'}.${Math.random().toString(36).slice(2)}` },
    ...options,
  });
  await mintTestToken(rpcUrl, token, await fundedAccount(rpcUrl, 1n), wallet.address, 100n);
  const dock = devnetDock();
  const view = renderHook(() => ({ connect: useConnect(), capabilities: useCapabilities(), send: useSendCalls() }), {
    wrapper: wrapperFor(dock),
  });
  await act(() => dock.ready);
  await act(() => view.result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
  return { wallet, dock, ...view };
}

/** The final status of batch `id`, through useWaitForCallsStatus. */
async function finalStatus(dock: ReturnType<typeof devnetDock>, id: string) {
  const { result } = renderHook(() => useWaitForCallsStatus({ id, pollingInterval: 100 }), {
    wrapper: wrapperFor(dock),
  });
  await waitFor(() => expect(result.current.data).toBeDefined());
  return result.current.data!;
}

const sent = (requests: readonly { method: string }[], method: string) =>
  requests.filter((r) => r.method === method).length;

describe('useSendCalls routes a batch by what the wallet can do', () => {
  it('a wallet that batches atomically gets wallet_sendCalls: one transaction, all or none, status 200', async () => {
    const { wallet, dock, result } = await connected({ calls: 'atomic' });
    await waitFor(() => expect(result.current.capabilities.data?.atomic?.status).toBe('supported'));
    const [a, b] = [fresh(), fresh()];
    const { id, route } = await act(() =>
      result.current.send.mutateAsync({ calls: [transfer(a, 3n), transfer(b, 4n)], atomicRequired: true }),
    );
    expect(route).toBe('wallet');
    const status = await finalStatus(dock, id);
    expect(status).toMatchObject({ statusCode: 200, status: 'success', atomic: true });
    expect(status.receipts).toHaveLength(1);
    expect([await balanceOf(a), await balanceOf(b), await balanceOf(wallet.address)]).toEqual([3n, 4n, 93n]);
    expect(sent(wallet.requests, 'wallet_sendCalls')).toBe(1);
    expect(sent(wallet.requests, 'eth_sendTransaction')).toBe(0);
  });

  it('a wallet without EIP-5792 gets the calls one by one; the id answers from the chain, also in a new instance after a reload', async () => {
    const { wallet, dock, result } = await connected({ calls: 'none' });
    await waitFor(() => expect(result.current.capabilities.isSuccess).toBe(true));
    expect(result.current.capabilities.data).toBeNull();
    const [a, b] = [fresh(), fresh()];
    const { id, route } = await act(() =>
      result.current.send.mutateAsync({ calls: [transfer(a, 5n), transfer(b, 6n)] }),
    );
    expect(route).toBe('sequential');
    expect(sent(wallet.requests, 'eth_sendTransaction')).toBe(2);
    const status = await finalStatus(dock, id);
    expect(status).toMatchObject({ statusCode: 200, atomic: false });
    expect(status.receipts.map((r) => r.status)).toEqual(['success', 'success']);
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([5n, 6n]);

    // A reload: a new instance, nothing connected, no wallet asked.
    const reloaded = devnetDock();
    const { result: again } = renderHook(() => useCallsStatus({ id }), { wrapper: wrapperFor(reloaded) });
    await waitFor(() => expect(again.current.data?.statusCode).toBe(200));
    expect(again.current.data?.receipts.map((r) => r.transactionHash)).toEqual(
      status.receipts.map((r) => r.transactionHash),
    );
  });

  it('all-or-none from a wallet that cannot is refused with 5760 before anything is asked; so is a required paymaster (5700)', async () => {
    for (const kind of ['none', 'sequential'] as const) {
      const { wallet, result } = await connected({ calls: kind });
      const before = wallet.requests.length;
      const refused = await act(() =>
        result.current.send
          .mutateAsync({ calls: [transfer(fresh(), 1n), transfer(fresh(), 1n)], atomicRequired: true })
          .catch((e: unknown) => e),
      );
      expect(refused).toBeInstanceOf(WalletDockError);
      expect(refused).toMatchObject({ rpcCode: 5760, message: expect.stringContaining('Atomicity not supported') });
      const asked = wallet.requests.slice(before).map((r) => r.method);
      expect(asked).not.toContain('wallet_sendCalls');
      expect(asked).not.toContain('eth_sendTransaction');
      expect(await balanceOf(wallet.address)).toBe(100n);
    }
    const { wallet, result } = await connected({ calls: 'none' });
    const refused = await act(() =>
      result.current.send
        .mutateAsync({
          calls: [transfer(fresh(), 1n)],
          capabilities: { paymasterService: { url: 'http://127.0.0.1:1/pm' } },
        })
        .catch((e: unknown) => e),
    );
    expect(refused).toMatchObject({ rpcCode: 5700, message: expect.stringContaining('paymasterService') });
    expect(sent(wallet.requests, 'eth_sendTransaction')).toBe(0);
  });

  it('a wallet that speaks EIP-5792 without atomicity sends them itself; one with wallet_getCapabilities but no wallet_sendCalls falls back to one by one', async () => {
    const own = await connected({ calls: 'sequential' });
    await waitFor(() => expect(own.result.current.capabilities.data?.atomic?.status).toBe('unsupported'));
    const first = await act(() =>
      own.result.current.send.mutateAsync({ calls: [transfer(fresh(), 1n), transfer(fresh(), 2n)] }),
    );
    expect(first.route).toBe('wallet');
    expect(await finalStatus(own.dock, first.id)).toMatchObject({ statusCode: 200, atomic: false });

    const partial = await connected();
    const second = await act(() =>
      partial.result.current.send.mutateAsync({ calls: [transfer(fresh(), 1n), transfer(fresh(), 2n)] }),
    );
    expect(second.route).toBe('sequential');
    expect(sent(partial.wallet.requests, 'wallet_sendCalls')).toBe(1);
    expect((await finalStatus(partial.dock, second.id)).statusCode).toBe(200);
  });

  it('one by one, a refused second call stops the batch: the first stays sent and the status says partly done (600)', async () => {
    const { wallet, dock, result } = await connected({ calls: 'none' });
    const [a, b] = [fresh(), fresh()];
    let count = 0;
    const original = wallet.request.bind(wallet);
    // The user approves the first transaction and rejects the second.
    (wallet as { request: typeof wallet.request }).request = (async (args: { method: string; params?: unknown }) => {
      if (args.method === 'eth_sendTransaction' && ++count === 2)
        wallet.setBehavior('eth_sendTransaction', { reject: true, times: 1 });
      return original(args as never);
    }) as typeof wallet.request;
    const { id } = await act(() => result.current.send.mutateAsync({ calls: [transfer(a, 7n), transfer(b, 8n)] }));
    const status = await finalStatus(dock, id);
    expect(status).toMatchObject({ statusCode: 600, status: 'failure' });
    expect(status.receipts).toHaveLength(1);
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([7n, 0n]);
  });

  it('a batch id the wallet never gave is refused with 5730', async () => {
    const { dock } = await connected({ calls: 'atomic' });
    const { result } = renderHook(() => useCallsStatus({ id: `0x${'ab'.repeat(32)}` as Hex }), {
      wrapper: wrapperFor(dock),
    });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.error).toMatchObject({
      rpcCode: 5730,
      message: expect.stringContaining('Unknown bundle id'),
    });
  });
});
