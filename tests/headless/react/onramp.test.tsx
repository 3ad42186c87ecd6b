// The Buy hooks against the real blockchain API over the devnet (its on-ramp sandbox paying from a funded key):
// options and quotes as the API gives them, the fallbacks when the API fails or refuses, the debounce (one
// quote for input typed in a burst), providers per configuration and restricted timezone, and the provider
// URL: the generator's sandbox checkout, a blocked window, and balances read afresh while the window is open.
import { act, renderHook, waitFor } from '@testing-library/react';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { useBalances, useConnect, type WalletDock } from 'walletdock';
import { useOnrampOptions, useOnrampProviders, useOnrampQuote, useOnrampUrl } from 'walletdock/onramp';
import { DEFAULT_ONRAMP_OPTIONS, MOCK_QUOTE_ID } from 'walletdock/utils';
import { fundedAccount } from '../../support/chain';
import { startApiProcess, type ApiProcess } from '../../support/api-process';
import { devnetPrices } from '../../support/blockchain-api';
import { pay } from '../../support/onramp';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
let api: ApiProcess;
afterEach(cleanup);

beforeAll(async () => {
  const payout = await fundedAccount(rpcUrl, 1000n);
  // Its start takes over 30 s while builds share the machine.
  api = await startApiProcess(
    rpcUrl,
    { PRICES: devnetPrices(contracts), ONRAMP_PAYOUT_KEY: payout.privateKey },
    { startMs: 90_000 },
  );
}, 120_000);
afterAll(() => api?.stop());

/** A port nothing listens on: the API is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((ok) => probe.close(() => ok()));
  return port;
}

/** The API's fetch, counting the requests to each path. */
function countingFetch() {
  const paths: string[] = [];
  const counted: typeof fetch = (input, init) => {
    paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return fetch(input, init);
  };
  return { fetch: counted, count: (path: string) => paths.filter((p) => p === path).length };
}

const render = <T,>(dock: WalletDock, hook: () => T) => renderHook(hook, { wrapper: wrapperFor(dock) });
const AVENT = {
  purchaseCurrency: 'AVENT',
  network: 'eip155:33322',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
} as const;

describe('useOnrampOptions', () => {
  it('offers what the API offers: AVENT on the devnet for USD and EUR', async () => {
    const { result } = render(devnetDock({ blockchainApiUrl: api.url }), () => useOnrampOptions());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.purchaseCurrencies.map((c) => c.id)).toEqual(['AVENT']);
    expect(result.current.data?.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR']);
  });

  it('falls back to the built-in default options when the API is down', async () => {
    const { result } = render(devnetDock({ blockchainApiUrl: `http://127.0.0.1:${await closedPort()}` }), () =>
      useOnrampOptions(),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(DEFAULT_ONRAMP_OPTIONS);
  });
});

describe('useOnrampQuote', () => {
  it('prices the settled amount once, however fast it was typed', async () => {
    const counter = countingFetch();
    const dock = devnetDock({ blockchainApiUrl: api.url, api: { fetch: counter.fetch } });
    const { result, rerender } = renderHook(({ amount }) => useOnrampQuote({ ...AVENT, amount, debounceMs: 150 }), {
      wrapper: wrapperFor(dock),
      initialProps: { amount: '2' },
    });
    for (const amount of ['20', '20.', '20.5', '20']) rerender({ amount });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.paymentTotal).toEqual({ amount: '20.00', currency: 'USD' });
    expect(result.current.data?.purchaseAmount.currency).toBe('AVENT');
    expect(result.current.data?.quoteId).not.toBe(MOCK_QUOTE_ID);
    expect(counter.count('/v1/onramp/quote')).toBe(1);
  });

  it('gives the mock quote, every amount the input, when the API refuses (above the card limit)', async () => {
    const { result } = render(devnetDock({ blockchainApiUrl: api.url }), () =>
      useOnrampQuote({ ...AVENT, amount: '9000', debounceMs: 0 }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const money = { amount: '9000', currency: 'USD' };
    expect(result.current.data).toEqual({
      quoteId: MOCK_QUOTE_ID,
      coinbaseFee: money,
      networkFee: money,
      paymentSubtotal: money,
      paymentTotal: money,
      purchaseAmount: money,
    });
  });

  it('asks nothing until there is an amount', async () => {
    const counter = countingFetch();
    const { result } = render(devnetDock({ blockchainApiUrl: api.url, api: { fetch: counter.fetch } }), () =>
      useOnrampQuote({ ...AVENT, amount: '', debounceMs: 0 }),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(result.current.fetchStatus).toBe('idle');
    expect(counter.count('/v1/onramp/quote')).toBe(0);
  });
});

describe('useOnrampProviders', () => {
  it('lists the configured providers with their 1–2% fee, none in a restricted timezone, with the reason', async () => {
    const dock = devnetDock({
      blockchainApiUrl: api.url,
      onramp: { providers: [{ name: 'sandbox' }, { name: 'meld', publicKey: 'pk' }] },
    });
    const here = render(dock, () => useOnrampProviders({ timezone: 'Europe/Berlin' })).result;
    await waitFor(() => expect(here.current.isPending).toBe(false));
    expect(here.current.providers.map((p) => [p.name, p.feeRange])).toEqual([
      ['sandbox', { min: 1, max: 2 }],
      ['meld', { min: 1, max: 2 }],
    ]);
    expect(here.current.restricted).toBeUndefined();
    const shanghai = render(dock, () => useOnrampProviders({ timezone: 'Asia/Shanghai' })).result;
    await waitFor(() => expect(shanghai.current.isPending).toBe(false));
    expect(shanghai.current.providers).toEqual([]);
    expect(shanghai.current.restricted).toEqual({
      timezone: 'Asia/Shanghai',
      explanation: 'Buying crypto is not available in your region',
    });
  });

  it('offers no provider that needs the blockchain API when there is none', async () => {
    const dock = devnetDock({ onramp: { providers: [{ name: 'coinbase' }, { name: 'coinbase', appId: 'app' }] } });
    const { result } = render(dock, () => useOnrampProviders({ timezone: 'UTC' }));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.providers.map((p) => [p.name, p.viaGenerator])).toEqual([['coinbase', false]]);
  });
});

describe('useOnrampUrl', () => {
  const sandbox = {
    name: 'sandbox',
    label: 'Sandbox (test coins)',
    feeRange: { min: 1, max: 2 },
    viaGenerator: true,
    config: { name: 'sandbox' },
  } as const;

  it('rejects with the pop-up message when the browser gives no window', async () => {
    const dock = devnetDock({ blockchainApiUrl: api.url });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { result } = render(dock, () => useOnrampUrl());
    const purchase = {
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      asset: 'AVENT',
      network: 'eip155:33322',
      chainId: 33322,
      fiatAmount: '20',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
    };
    await expect(act(() => result.current.mutateAsync({ provider: sandbox, purchase }))).rejects.toThrow(
      'The provider window was blocked',
    );
    expect(open.mock.calls[0]?.[0]).toMatch(new RegExp(`^${api.url}/onramp/sandbox/checkout/`));
    open.mockRestore();
  });

  it('opens the checkout and reads the balances afresh while its window is open', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock({ blockchainApiUrl: api.url });
    // jsdom has no windows: the provider's window is an object that says whether it is closed.
    const provider = { closed: false } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(provider);
    const { result } = render(dock, () => ({
      connect: useConnect(),
      buy: useOnrampUrl({ pollMs: 100 }),
      balances: useBalances(),
    }));
    await act(() => dock.ready);
    await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    await waitFor(() => expect(result.current.balances.data?.balances[0]?.quantity.numeric).toBe('10'));
    const purchase = {
      address: wallet.address,
      asset: 'AVENT',
      network: 'eip155:33322',
      chainId: 33322,
      fiatAmount: '20',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
    };
    const url = await act(() => result.current.buy.mutateAsync({ provider: sandbox, purchase }));
    expect(result.current.buy.isWindowOpen).toBe(true);
    expect((await pay(url)).status).toBe(200);
    // 20 USD less the 1% fee and the network fee, at $20 an AVENT: between 0.9 and 1 AVENT more.
    await waitFor(() =>
      expect(Number(result.current.balances.data?.balances[0]?.quantity.numeric)).toBeGreaterThan(10.9),
    );
    expect(Number(result.current.balances.data?.balances[0]?.quantity.numeric)).toBeLessThan(11);
    (provider as { closed: boolean }).closed = true;
    await waitFor(() => expect(result.current.buy.isWindowOpen).toBe(false));
    open.mockRestore();
  });

  it('once an answer shows the payout, its block is the floor: an API instance behind it never brings the old balance back', async () => {
    const wallet = await announcedWallet();
    const replica = laggingReplica();
    const dock = devnetDock({ blockchainApiUrl: api.url, api: { fetch: replica.fetch } });
    const provider = { closed: false } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(provider);
    // Every render's AVENT, as the Tokens row would show it.
    const shown: number[] = [];
    const { result } = render(dock, () => {
      const value = { connect: useConnect(), buy: useOnrampUrl({ pollMs: 300 }), balances: useBalances() };
      const avent = value.balances.data?.balances[0]?.quantity.numeric;
      if (avent !== undefined) shown.push(Number(avent));
      return value;
    });
    await act(() => dock.ready);
    await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    await waitFor(() => expect(result.current.balances.data?.balances[0]?.quantity.numeric).toBe('10'));
    const url = await act(() =>
      result.current.buy.mutateAsync({
        provider: sandbox,
        purchase: { ...AVENT_PURCHASE, address: wallet.address },
      }),
    );
    expect((await pay(url)).status).toBe(200);
    await waitFor(() => expect(replica.payoutHead()).toBeDefined(), { timeout: 20_000 });
    // The instance behind answers the next reads; then the one that indexes again.
    await waitFor(() => expect(replica.behindLeft()).toBe(0), { timeout: 20_000 });
    await waitFor(() => expect(replica.answeredAfter()).toBeGreaterThan(0), { timeout: 20_000 });
    // The old balance never came back once the coins showed, and the reads after the payout asked for its block.
    const arrived = shown.findIndex((avent) => avent > 10.9);
    expect(arrived).toBeGreaterThan(-1);
    expect(shown.slice(arrived).filter((avent) => avent < 10.9)).toEqual([]);
    expect(replica.minBlocks()).toContain(String(replica.payoutHead()));
    expect(Number(result.current.balances.data?.balances[0]?.quantity.numeric)).toBeGreaterThan(10.9);
    (provider as { closed: boolean }).closed = true;
    await waitFor(() => expect(result.current.buy.isWindowOpen).toBe(false));
    open.mockRestore();
  });
});

const AVENT_PURCHASE = {
  asset: 'AVENT',
  network: 'eip155:33322',
  chainId: 33322,
  fiatAmount: '20',
  fiatCurrency: 'USD',
  paymentMethod: 'card',
};

/**
 * The API's fetch behind a second instance whose index lags: after the first balance answer that shows the payout
 * (the native coin above 10.9), the next 3 balance reads reach the instance behind, which answers as walletdock's API
 * does when its index is below the block asked (202 with its heads) and, asked no block, its old balances (200).
 */
function laggingReplica() {
  let before: { body: string; heads: Record<string, { number: number } | null> } | undefined;
  let payoutHead: number | undefined;
  let behindLeft = 3;
  let answeredAfter = 0;
  const minBlocks: string[] = [];
  const json = (body: string, status: number) =>
    new Response(body, { status, headers: { 'content-type': 'application/json', 'retry-after': '1' } });
  const replicaFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.pathname.endsWith('/balance')) return fetch(input, init);
    const minBlock = url.searchParams.get('minBlock');
    if (minBlock !== null) minBlocks.push(minBlock);
    if (before && payoutHead !== undefined && behindLeft > 0) {
      behindLeft -= 1;
      if (minBlock === null) return json(before.body, 200);
      const refusal = { error: 'index behind', heads: before.heads, minBlock: { 'eip155:33322': Number(minBlock) } };
      return json(JSON.stringify(refusal), 202);
    }
    const reply = await fetch(input, init);
    const body = await reply.clone().text();
    const parsed = JSON.parse(body) as {
      balances: { address?: string; quantity: { numeric: string } }[];
      heads: Record<string, { number: number } | null>;
    };
    const avent = Number(parsed.balances.find((entry) => entry.address === undefined)?.quantity.numeric ?? 0);
    if (!before) before = { body, heads: parsed.heads };
    else if (payoutHead === undefined && avent > 10.9) payoutHead = parsed.heads['eip155:33322']?.number;
    else if (payoutHead !== undefined && behindLeft === 0) answeredAfter += 1;
    return reply;
  };
  return {
    fetch: replicaFetch,
    payoutHead: () => payoutHead,
    behindLeft: () => behindLeft,
    answeredAfter: () => answeredAfter,
    minBlocks: () => [...minBlocks],
  };
}
