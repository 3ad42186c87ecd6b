// @vitest-environment jsdom
// walletdock/pay with the embedded wallet's smart account on the devnet: a Safe holding TEST and no AVENT, connected
// through the AUTH connector to a scripted frame (tests/headless/core/embedded/scripted-frame.ts) that answers
// wallet_getCapabilities as the reference frame does. With the host's paymasterService set and the wallet applying a
// paymaster on the network, usePayment's quote is sponsored (no fee, no refusal) and the wallet is asked for the
// transfer with no fee of ours on it; without the host's paymaster, or with a wallet that applies none there, the same
// payment is refused before any prompt for lacking AVENT. Balances are read from the devnet itself. The real frame,
// bundler and paymaster paying it: tests/styled/views/Pay/Pay.e2e.test.ts.
import { act, renderHook, waitFor } from '@testing-library/react';
import { erc20Abi, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { eip155Adapter } from 'walletdock';
import { embeddedWallet } from 'walletdock/embedded';
import { pay, usePayment, type PayOptions } from 'walletdock/pay';
import { embeddedController } from 'walletdock/query';
import type { FrameUser } from '../../../headless/core/embedded/messages';
import { scriptedFrame, type ScriptedFrame } from '../core/embedded/scripted-frame';
import { fundedAccount, mintTestToken, testPublicClient } from '../../support/chain';
import { cleanup, devnetDock, wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
const { token } = inject('contracts');
const client = testPublicClient(rpcUrl);
const FRAME = 'https://wallet.example.test';
const PAYMASTER = { url: 'https://api.example.test/v1/paymaster/{chainId}' };
afterEach(cleanup);

const freshAddress = () => privateKeyToAddress(generatePrivateKey());
const fiveTest = (recipient: string): PayOptions => ({
  paymentAsset: { network: 'eip155:33322', asset: token, metadata: { name: 'Test', symbol: 'TEST', decimals: 18 } },
  recipient,
  amount: 5,
});
const rpcRequests = (frame: ScriptedFrame, method: string) =>
  frame.requests.filter((r) => r.type === 'RPC_REQUEST' && (r.params as { method: string }).method === method);

/**
 * An instance on the devnet with Pay on and the embedded wallet (`paymasterService` when given), its user signed in
 * as a smart account holding 20 TEST and no AVENT; the frame's capabilities carry `paymasterService` when `applies`.
 */
async function smartAccountPay(o: { paymasterService?: { url: string }; applies: boolean }) {
  const [eoa, smart] = [freshAddress(), freshAddress()];
  await mintTestToken(rpcUrl, token, await fundedAccount(rpcUrl, 1n), smart, parseEther('20'));
  const user: FrameUser = {
    email: 'sam@example.com',
    chainId: 'eip155:33322',
    address: smart,
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: false,
    accounts: [
      { namespace: 'eip155', address: eoa, type: 'eoa' },
      { namespace: 'eip155', address: smart, type: 'smartAccount' },
    ],
  };
  const dock = devnetDock({
    features: { pay: true },
    adapters: [eip155Adapter({ genericInjected: false, multiInjectedProviderDiscovery: false })],
    embeddedWallet: embeddedWallet({
      frameUrl: FRAME,
      ...(o.paymasterService ? { paymasterService: o.paymasterService } : {}),
    }),
  });
  await dock.mount();
  const controller = embeddedController(dock);
  const frame = await scriptedFrame(FRAME);
  for (const type of ['SYNC_THEME', 'SYNC_DAPP_DATA'] as const) frame.on(type, () => ({ result: {} }));
  frame.on('CONNECT_EMAIL', () => ({ result: { action: 'VERIFY_OTP' } }));
  frame.on('CONNECT_OTP', () => ({ result: user }));
  frame.on('GET_USER', () => ({ result: user }));
  frame.on('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({ result: { smartAccountEnabledNetworks: [33322] } }));
  frame.on('RPC_REQUEST', ({ method }) => {
    if (method === 'eth_chainId') return { result: { result: '0x822a' } };
    if (method === 'eth_accounts') return { result: { result: [smart] } };
    // The reference frame's answer for a smart account, with or without a blockchain API to sponsor through.
    if (method === 'wallet_getCapabilities')
      return {
        result: {
          result: {
            '0x822a': {
              atomic: { status: 'supported' },
              ...(o.applies ? { paymasterService: { supported: true } } : {}),
            },
          },
        },
      };
    return 'hold';
  });
  frame.event('FRAME_READY', { version: 1 });
  const c = await controller;
  await c.connectEmail({ email: 'sam@example.com' });
  await c.verifyOtp({ otp: '123456' });
  await waitFor(() =>
    expect(dock.stores.connection.getState().chains.eip155?.accountState).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
    }),
  );
  expect(await client.getBalance({ address: smart })).toBe(0n);
  const { result } = renderHook(() => usePayment(), { wrapper: wrapperFor(dock) });
  return { dock, frame, smart, result };
}

describe('Pay from the embedded smart account', () => {
  it('sponsored by the host’s paymaster: the quote has no fee and no refusal; the wallet is asked for exactly 5 TEST with no fee set', async () => {
    const { dock, frame, smart, result } = await smartAccountPay({ paymasterService: PAYMASTER, applies: true });
    const recipient = freshAddress();
    void pay(dock, fiveTest(recipient));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.refreshQuote());
    expect(result.current.error).toBeUndefined();
    expect(result.current.quote).toMatchObject({ sponsored: true, fee: 0n, balance: parseEther('20') });

    const paying = result.current.payWithWallet();
    await waitFor(() => expect(rpcRequests(frame, 'eth_sendTransaction')).toHaveLength(1));
    const request = rpcRequests(frame, 'eth_sendTransaction')[0]!;
    const [tx] = (request.params as { params: [Record<string, unknown>] }).params;
    expect(tx).toMatchObject({ from: smart, to: token });
    for (const priced of ['gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas']) expect(tx[priced]).toBeUndefined();
    // The visitor declines in the frame: nothing sent, the payment stays ready (its sponsored quote still holds).
    frame.reply(request, { error: { message: 'User rejected the request.', rpcCode: 4001 } });
    await act(() => expect(paying).rejects.toMatchObject({ code: 'USER_REJECTED' }));
    expect(result.current).toMatchObject({ status: 'ready', quote: { sponsored: true } });
    expect(
      await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] }),
    ).toBe(0n);
  });

  it('no paymaster of the host, or a wallet that applies none on the network: refused for lacking AVENT, the wallet never asked', async () => {
    for (const setting of [{ applies: true }, { paymasterService: PAYMASTER, applies: false }]) {
      const { dock, frame, result } = await smartAccountPay(setting);
      void pay(dock, fiveTest(freshAddress()));
      await waitFor(() => expect(result.current.status).toBe('ready'));
      await act(() => result.current.refreshQuote());
      expect(result.current.quote).toBeUndefined();
      expect(result.current.error).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringMatching(/AVENT/) });
      await act(() => expect(result.current.payWithWallet()).rejects.toMatchObject({ code: 'INVALID_INPUT' }));
      expect(rpcRequests(frame, 'eth_sendTransaction')).toHaveLength(0);
      cleanup();
    }
  });
});
