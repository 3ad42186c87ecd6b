// walletdock/pay on the devnet with the EIP-6963 test wallet: a payment lands exactly `amount` at `recipient` (read
// from the chain), in the native coin and in the TEST token; a double click and a reload while it is pending pay once;
// a rejection, too little money or the wrong network send nothing (the wallet is not even asked for the last two);
// with `features.pay` off pay() rejects; the PAY_* events; the timeout. Through an exchange (the blockchain API's
// sandbox, in its own process): the list filtered by includeOnly / exclude, and a payment its page completes lands
// exactly `amount` at `recipient`, which verifyPayment says is paid.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { erc20Abi, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { memoryStorage, useConnect, type KeyValueStorage, type WalletDockEvent } from 'walletdock';
import { openPay, pay, usePay, usePayExchanges, usePayment, type PayOptions } from 'walletdock/pay';
import { verifyPayment } from 'walletdock/server';
import { startApiProcess, type ApiProcess } from '../../support/api-process';
import { fundedAccount, mintTestToken, setBalance, testPublicClient } from '../../support/chain';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
const { token } = inject('contracts');
const client = testPublicClient(rpcUrl);
afterEach(cleanup);

const freshAddress = () => privateKeyToAddress(generatePrivateKey());
const tokenBalance = (address: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
const native = (recipient: string, amount: number): PayOptions => ({
  paymentAsset: {
    network: 'eip155:33322',
    asset: 'native',
    metadata: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
  },
  recipient,
  amount,
});
const testToken = (recipient: string, amount: number): PayOptions => ({
  paymentAsset: { network: 'eip155:33322', asset: token, metadata: { name: 'Test', symbol: 'TEST', decimals: 18 } },
  recipient,
  amount,
});

async function connectedPay(options: { storage?: KeyValueStorage; mint?: bigint } = {}) {
  const wallet = await announcedWallet();
  if (options.mint) {
    const minter = await fundedAccount(rpcUrl, 1n);
    await mintTestToken(rpcUrl, token, minter, wallet.address, options.mint);
  }
  const dock = devnetDock({ features: { pay: true }, storage: options.storage ?? memoryStorage() });
  const events: WalletDockEvent[] = [];
  dock.events.subscribe((e) => events.push(e));
  const { result } = renderHook(() => ({ connect: useConnect(), payment: usePayment(), pay: usePay() }), {
    wrapper: wrapperFor(dock),
  });
  await act(() => dock.ready);
  await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
  const sends = () => wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length;
  const payEvents = () => events.map((e) => e.data.event).filter((name) => name.startsWith('PAY_'));
  return { wallet, dock, result, events, sends, payEvents };
}

describe('pay() from the connected wallet', () => {
  it('pays 0.25 AVENT: the modal opens on Pay, the recipient gains exactly 0.25, the result carries the hash', async () => {
    const { dock, result, payEvents } = await connectedPay();
    const recipient = freshAddress();
    const settled = pay(dock, native(recipient, 0.25));
    await waitFor(() => expect(result.current.payment.status).toBe('ready'));
    expect(dock.stores.modal.getState().open).toBe(true);
    expect(dock.stores.router.getState().view).toBe('Pay');
    expect(result.current.payment.payment?.amountText).toBe('0.25');

    await act(() => result.current.payment.payWithWallet());
    const outcome = await settled;
    expect(outcome.success).toBe(true);
    expect(outcome.result).toMatchObject({ recipient, asset: 'native', amount: '0.25', caipNetworkId: 'eip155:33322' });
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'));
    const receipt = await client.getTransactionReceipt({ hash: outcome.result!.hash as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(payEvents()).toEqual(['PAY_MODAL_OPEN', 'PAY_INITIATED', 'PAY_SUCCESS']);
    expect(dock.storage.get('pendingPayment')).toBeUndefined();
  });

  it('pays 5 TEST with a double click: one transfer, exactly 5 TEST at the recipient', async () => {
    const { dock, result, sends, wallet } = await connectedPay({ mint: parseEther('20') });
    const recipient = freshAddress();
    const settled = pay(dock, testToken(recipient, 5));
    await waitFor(() => expect(result.current.payment.status).toBe('ready'));
    // The host's button clicked twice: the second pay() joins the payment shown, with the same id.
    const joined = pay(dock, testToken(recipient, 5));
    const before = await tokenBalance(wallet.address);
    const asked = sends();
    const [first, second] = await act(() =>
      Promise.all([result.current.payment.payWithWallet(), result.current.payment.payWithWallet()]),
    );
    expect(second).toEqual(first);
    expect((await settled).result).toEqual(first);
    expect((await joined).result).toEqual(first);
    expect(sends() - asked).toBe(1);
    expect(await tokenBalance(recipient)).toBe(parseEther('5'));
    expect(before - (await tokenBalance(wallet.address))).toBe(parseEther('5'));
  });

  it('a rejection sends nothing and leaves the payment ready with the wallet’s words; the retry pays', async () => {
    const { dock, result, wallet, payEvents } = await connectedPay();
    const recipient = freshAddress();
    const settled = pay(dock, native(recipient, 0.01));
    await waitFor(() => expect(result.current.payment.status).toBe('ready'));
    wallet.setBehavior('eth_sendTransaction', { reject: true });
    await act(() => expect(result.current.payment.payWithWallet()).rejects.toMatchObject({ code: 'USER_REJECTED' }));
    expect(result.current.payment).toMatchObject({ status: 'ready', error: { code: 'USER_REJECTED' } });
    expect(await client.getBalance({ address: recipient })).toBe(0n);
    expect(dock.storage.get('pendingPayment')).toBeUndefined();

    wallet.clearBehavior('eth_sendTransaction');
    await act(() => result.current.payment.payWithWallet());
    expect((await settled).success).toBe(true);
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'));
    expect(payEvents()).toEqual(['PAY_MODAL_OPEN', 'PAY_INITIATED', 'PAY_ERROR', 'PAY_INITIATED', 'PAY_SUCCESS']);
  });

  it('too little money or the wrong network: the wallet is never asked, the state says why', async () => {
    const { dock, result, wallet, sends } = await connectedPay();
    await setBalance(rpcUrl, wallet.address, 1n);
    const recipient = freshAddress();
    void pay(dock, native(recipient, 2));
    await waitFor(() => expect(result.current.payment.status).toBe('ready'));
    const asked = sends();
    await act(() => expect(result.current.payment.payWithWallet()).rejects.toMatchObject({ code: 'INVALID_INPUT' }));
    expect(result.current.payment.error?.message).toMatch(/insufficient|not enough/i);
    // 5 TEST without any TEST.
    void pay(dock, testToken(recipient, 5));
    await waitFor(() => expect(result.current.payment.payment?.token).toBe(token));
    await act(() => expect(result.current.payment.payWithWallet()).rejects.toMatchObject({ code: 'INVALID_INPUT' }));

    // On the second network, the payment's network is offered first.
    await act(() => dock.switchNetwork({ caipNetworkId: 'eip155:33323' }));
    await act(() =>
      expect(result.current.payment.payWithWallet()).rejects.toMatchObject({
        code: 'CONNECTOR_CHAIN_MISMATCH',
        message: expect.stringMatching(/^Switch to .+ to pay$/),
      }),
    );
    expect(sends()).toBe(asked);
    await act(() => result.current.payment.switchNetwork());
    expect(dock.stores.connection.getState().chains.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:33322');
  });

  it('a reload while the payment is on its way waits for that transaction: it is never sent twice', async () => {
    const storage = memoryStorage();
    const first = await connectedPay({ storage });
    const recipient = freshAddress();
    void pay(first.dock, native(recipient, 0.5));
    await waitFor(() => expect(first.result.current.payment.status).toBe('ready'));
    const { payment, paymentId } = first.result.current.payment;
    // The page is gone right after its wallet sent the transfer (the devnet mines at once, so the page that kept the
    // record is played here: the transfer sent, the record with its hash, then the reload).
    const hash = (await first.wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: first.wallet.address, to: recipient, value: '0x6f05b59d3b20000' }],
    })) as string;
    first.dock.storage.set('pendingPayment', {
      id: paymentId!,
      key: payment!.key,
      caipNetworkId: 'eip155:33322',
      createdAt: Date.now(),
      hash,
    });
    cleanup();

    const again = await connectedPay({ storage });
    const asked = again.sends();
    const outcome = await pay(again.dock, native(recipient, 0.5));
    expect(outcome).toMatchObject({ success: true, result: { hash, paymentId } });
    expect(again.sends()).toBe(asked);
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.5'));
    expect(storage.getItem('@walletdock/pendingPayment')).toBeNull();
  });

  it('closing the modal before anything is sent cancels; a timeout ends the payment with the modal saying so', async () => {
    const { dock, result } = await connectedPay();
    const cancelled = pay(dock, native(freshAddress(), 0.01));
    await waitFor(() => expect(dock.stores.modal.getState().open).toBe(true));
    act(() => dock.modal.close());
    expect(await cancelled).toMatchObject({ success: false, error: { code: 'USER_REJECTED' } });

    const timedOut = await pay(dock, native(freshAddress(), 0.02), 200);
    expect(timedOut).toMatchObject({
      success: false,
      error: { code: 'PAYMENT_FAILED', message: 'The payment was not completed within 1 second' },
    });
    await waitFor(() => expect(result.current.payment.status).toBe('error'));
  });

  it('usePay: open() follows the payment to its end and calls onSuccess with the result', async () => {
    const { dock, result } = await connectedPay();
    const recipient = freshAddress();
    const done: string[] = [];
    const hooked = renderHook(() => usePay({ onSuccess: (r) => done.push(r.hash) }), { wrapper: wrapperFor(dock) });
    act(() => hooked.result.current.open(native(recipient, 0.03)));
    await waitFor(() => expect(hooked.result.current.isPending).toBe(true));
    await waitFor(() => expect(result.current.payment.status).toBe('ready'));
    await act(() => result.current.payment.payWithWallet());
    await waitFor(() => expect(hooked.result.current.isSuccess).toBe(true));
    expect(done).toEqual([hooked.result.current.data!.hash]);
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.03'));
  });
});

describe('pay() refusals', () => {
  it('with features.pay off, rejects with the switch to turn on and opens nothing', async () => {
    const dock = devnetDock();
    await dock.mount();
    await expect(pay(dock, native(freshAddress(), 1))).rejects.toMatchObject({
      code: 'NOT_CONFIGURED',
      message: 'Pay is off: set `features: { pay: true }` in createWalletDock to accept payments',
    });
    expect(dock.stores.modal.getState().open).toBe(false);
  });

  it('bad options reject with their code before any view opens', async () => {
    const dock = devnetDock({ features: { pay: true } });
    await dock.mount();
    await expect(openPay(dock, native('nobody', 1))).rejects.toMatchObject({ code: 'INVALID_RECIPIENT' });
    await expect(openPay(dock, native(freshAddress(), 0))).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
    expect(dock.stores.modal.getState().open).toBe(false);
  });
});

describe('pay() through an exchange (the blockchain API’s sandbox)', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    const payout = await fundedAccount(rpcUrl, 100n);
    await mintTestToken(rpcUrl, token, payout, payout.address, parseEther('100'));
    // A fresh PGlite and the server's compile took 45 s to over 110 s at a load of 13-18 on 2 cores.
    api = await startApiProcess(
      rpcUrl,
      { INDEXER: 'false', PAY_EXCHANGE_PAYOUT_KEY: payout.privateKey },
      { startMs: 240_000 },
    );
  }, 260_000);
  afterAll(async () => {
    await api?.stop();
  });

  const exchangeDock = () => {
    const dock = devnetDock({ features: { pay: true }, blockchainApiUrl: api.url });
    const { result } = renderHook(() => ({ payment: usePayment(), exchanges: usePayExchanges() }), {
      wrapper: wrapperFor(dock),
    });
    return { dock, result };
  };

  it('lists the sandbox for the payment, and none once includeOnly or exclude leaves it out', async () => {
    const { dock, result } = exchangeDock();
    await act(() => dock.ready);
    await act(() => openPay(dock, testToken(freshAddress(), 1)));
    await waitFor(() => expect(result.current.exchanges.exchanges.map((e) => e.id)).toEqual(['sandbox']));
    expect(result.current.exchanges.exchanges[0]?.name).toBe('Sandbox Exchange');
    for (const payWithExchange of [{ exclude: ['sandbox'] }, { includeOnly: ['binance'] }]) {
      await act(() => openPay(dock, { ...testToken(freshAddress(), 2), payWithExchange }));
      await waitFor(() => expect(result.current.exchanges.isPending).toBe(false));
      expect(result.current.exchanges.exchanges).toEqual([]);
    }
    await act(() => openPay(dock, { ...testToken(freshAddress(), 3), payWithExchange: { includeOnly: ['sandbox'] } }));
    await waitFor(() => expect(result.current.exchanges.exchanges.map((e) => e.id)).toEqual(['sandbox']));
  });

  it('pays 5 TEST with no wallet connected: the exchange’s page completes it, the recipient gains exactly 5', async () => {
    const { dock, result } = exchangeDock();
    await act(() => dock.ready);
    const recipient = freshAddress();
    const settled = pay(dock, testToken(recipient, 5));
    await waitFor(() => expect(result.current.payment.status).toBe('ready'));
    // The browser's window for the exchange's page (jsdom opens none): where the page sent it is what is completed.
    const opened: { url?: string } = {};
    const popup = {
      closed: false,
      opener: window,
      close: () => undefined,
      location: {
        set href(url: string) {
          opened.url = url;
        },
      },
    };
    const open = window.open;
    window.open = () => popup as unknown as Window;
    let paying: Promise<unknown>;
    try {
      act(() => {
        paying = result.current.payment.payWithExchange('sandbox');
      });
    } finally {
      window.open = open;
    }
    await waitFor(() => expect(result.current.payment.step).toBe('exchange'));
    expect(result.current.payment.exchange).toMatchObject({ exchangeId: 'sandbox', name: 'Sandbox Exchange' });
    expect(opened.url).toBe(result.current.payment.exchange!.url);
    expect(popup.opener).toBeNull();
    expect(await tokenBalance(recipient)).toBe(0n);
    // The visitor completes the page; the payment settles at a later status read (every 3 s).
    const completed = await fetch(`${opened.url}/complete`, { method: 'POST', body: '' });
    expect(completed.status).toBe(200);
    const outcome = await settled;
    await paying!;
    expect(outcome).toMatchObject({ success: true, result: { recipient, amount: '5', asset: token } });
    expect(await tokenBalance(recipient)).toBe(parseEther('5'));
    const verdict = await verifyPayment(
      { chainId: 33322, txHash: outcome.result!.hash, recipient, asset: token, amount: 5 },
      { rpcUrl },
    );
    expect(verdict).toMatchObject({ paid: true });
    expect(dock.storage.get('pendingPayment')).toBeUndefined();
  }, 60_000);
});
