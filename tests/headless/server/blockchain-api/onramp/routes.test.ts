// The on-ramp endpoints of the self-hosted blockchain API over the shared devnet: options and quotes through the
// client's hosted-API schemas, the sandbox's prices (price table, provider fee, network fee), the payment-method limits per
// currency enforced by the server, sealed quote ids that cannot be altered or outlived, the checkout page labelled
// as a sandbox, and "pay" that sends exactly the quoted AVENT once, however often and however concurrently it is
// pressed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseEther, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
} from '../../../../../headless/core/onramp/api-schemas';
import { OnrampMessages } from '../../../../../headless/server/blockchain-api/onramp/messages';
import { isSandboxChain } from '../../../../../headless/server/blockchain-api/onramp/offer';
import { fundedAccount, setBalance, testPublicClient, type FundedAccount } from '../../../../support/chain';
import { getParsed, startDevnetApi, stopApi } from '../../../../support/blockchain-api';
import { checkoutFor, pay, postJson, postParsed, quoteAvent } from '../../../../support/onramp';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
let payout: FundedAccount;
let api: Awaited<ReturnType<typeof startDevnetApi>>;
const others: Awaited<ReturnType<typeof startDevnetApi>>[] = [];
const fresh = () => privateKeyToAccount(generatePrivateKey()).address;
const cents = (amount: string) => BigInt(Math.round(Number(amount) * 100));
const nonceOf = (address: Address) => client.getTransactionCount({ address });

beforeAll(async () => {
  payout = await fundedAccount(rpcUrl, 1000n);
  api = await startDevnetApi(rpcUrl, contracts, {
    onramp: { payoutKey: payout.privateKey, pollMs: 50 },
    indexer: { enabled: false },
  });
});

afterAll(async () => {
  for (const other of others) await other.close().catch(() => undefined);
  await stopApi(api);
});

describe('on-ramp options and quotes', () => {
  it('offers AVENT on the devnet for USD and EUR with the default card and bank limits', async () => {
    const options = await getParsed(`${api.url}/v1/onramp/options`, onrampOptionsResponseSchema);
    expect(options.purchaseCurrencies).toEqual([
      {
        id: 'AVENT',
        name: 'AVENT',
        symbol: 'AVENT',
        networks: [
          { name: 'eip155:33322', display_name: 'WalletDock Devnet', chain_id: '33322', contract_address: '' },
        ],
      },
    ]);
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ];
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ]);
  });

  it('prices 20 USD of AVENT at $20 less the 1% provider fee and the network fee of one transfer', async () => {
    const quote = await quoteAvent(api.url, '20');
    expect(quote.paymentTotal).toEqual({ amount: '20.00', currency: 'USD' });
    expect(quote.coinbaseFee).toEqual({ amount: '0.20', currency: 'USD' });
    const network = cents(quote.networkFee.amount);
    expect(network).toBeGreaterThanOrEqual(1n);
    expect(network).toBeLessThan(100n);
    expect(cents(quote.paymentSubtotal.amount)).toBe(2000n - 20n - network);
    expect(quote.purchaseAmount.currency).toBe('AVENT');
    // subtotal / $20, in AVENT with at most 8 decimals.
    expect(parseEther(quote.purchaseAmount.amount)).toBe(
      (parseUnits(quote.paymentSubtotal.amount, 18) / 20n / 10n ** 10n) * 10n ** 10n,
    );
    expect(quote.quoteId).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect((await quoteAvent(api.url, '20')).quoteId).not.toBe(quote.quoteId);
  });

  it('converts euros at the configured rate (1 EUR = 1.08 USD)', async () => {
    const quote = await quoteAvent(api.url, '100', { paymentCurrency: 'EUR', paymentMethod: 'ach_bank_account' });
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'EUR' });
    const subtotal = Number(quote.paymentSubtotal.amount);
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo((subtotal * 1.08) / 20, 6);
  });

  it.each([
    ['USD', 'card', '9.99', 400, OnrampMessages.belowMinimum('10.00', 'USD', 'card')],
    ['USD', 'card', '10', 200, ''],
    ['USD', 'card', '7500.00', 200, ''],
    ['USD', 'card', '7500.01', 400, OnrampMessages.aboveMaximum('7500.00', 'USD', 'card')],
    ['USD', 'ach_bank_account', '25000.00', 200, ''],
    ['USD', 'ach_bank_account', '25000.01', 400, OnrampMessages.aboveMaximum('25000.00', 'USD', 'ach_bank_account')],
    ['EUR', 'card', '7500.01', 400, OnrampMessages.aboveMaximum('7500.00', 'EUR', 'card')],
    ['EUR', 'ach_bank_account', '9.99', 400, OnrampMessages.belowMinimum('10.00', 'EUR', 'ach_bank_account')],
    ['EUR', 'ach_bank_account', '25000', 200, ''],
    ['GBP', 'card', '20', 400, OnrampMessages.unsupportedPaymentCurrency('GBP', ['USD', 'EUR'])],
    ['USD', 'paypal', '20', 400, OnrampMessages.unsupportedPaymentMethod('paypal', 'USD')],
    ['USD', 'card', '20.001', 400, OnrampMessages.invalidAmount('20.001')],
    ['USD', 'card', '-20', 400, OnrampMessages.invalidAmount('-20')],
  ])('%s by %s: %s gets %i', async (paymentCurrency, paymentMethod, amount, status, error) => {
    const reply = await postJson(`${api.url}/v1/onramp/quote`, {
      purchaseCurrency: 'AVENT',
      paymentCurrency,
      amount,
      network: 'eip155:33322',
      paymentMethod,
    });
    expect(reply.status).toBe(status);
    if (status === 200) expect(onrampQuoteResponseSchema.safeParse(reply.body).success).toBe(true);
    else expect(reply.body.error).toBe(error);
  });

  it('refuses what it does not sell, and a body of the wrong shape', async () => {
    const quote = (body: unknown) => postJson(`${api.url}/v1/onramp/quote`, body);
    expect(
      (await quote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '20', network: 'ethereum' })).body.error,
    ).toBe(OnrampMessages.unknownPurchaseCurrency('ETH', ['AVENT']));
    expect(
      (await quote({ purchaseCurrency: 'AVENT', paymentCurrency: 'USD', amount: '20', network: 'base' })).body.error,
    ).toBe(OnrampMessages.unknownNetwork('base', 'AVENT'));
    expect(await quote({ purchaseCurrency: 'AVENT' })).toEqual({
      status: 400,
      body: { error: OnrampMessages.invalidQuoteBody },
    });
  });

  it('answers 503 on a server without a payout key', async () => {
    const off = await startDevnetApi(rpcUrl, contracts, { db: api.db, indexer: { enabled: false } });
    others.push(off);
    expect(
      await postJson(`${off.url}/v1/onramp/quote`, { purchaseCurrency: 'AVENT', paymentCurrency: 'USD', amount: '20' }),
    ).toEqual({ status: 503, body: { error: OnrampMessages.off, requestId: expect.any(String) } });
    expect((await fetch(`${off.url}/v1/onramp/options`)).status).toBe(503);
  });

  it('never sells on a known main network', async () => {
    expect(await Promise.all([1, 8453, 56, 137].map(isSandboxChain))).toEqual([false, false, false, false]);
    expect(await Promise.all([33322, 31337, 11155111, 84532, 987654321].map(isSandboxChain))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('sandbox checkout', () => {
  it('generates a checkout URL for a quote, and opens a page labelled as a sandbox with the quoted terms', async () => {
    const to = fresh();
    const quote = await quoteAvent(api.url, '20');
    const url = await checkoutFor(api.url, quote.quoteId, to);
    expect(url).toBe(`${api.url}/onramp/sandbox/checkout/${quote.quoteId}`);
    // The same quote for the same wallet: the same checkout.
    expect(await checkoutFor(api.url, quote.quoteId, to)).toBe(url);
    const page = await fetch(url);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('SANDBOX: no money is taken');
    expect(html).toContain(`Buy ${quote.purchaseAmount.amount} AVENT`);
    expect(html).toContain(to.toLowerCase());
    expect(html).toContain('Pay 20.00 USD (sandbox)');
  });

  it('generates a checkout from the hosted API body alone (presetFiatAmount, destination wallets)', async () => {
    const { url } = await postParsed(
      `${api.url}/v1/generators/onrampurl`,
      {
        destinationWallets: [{ address: fresh(), blockchains: ['eip155:33322'] }],
        partnerUserId: 'u1',
        defaultExperience: 'buy',
        presetFiatAmount: 50,
      },
      onrampUrlResponseSchema,
    );
    const status = await getParsed(`${url}/status`, (await import('zod/mini')).looseObject({}));
    expect(status).toMatchObject({ status: 'open', symbol: 'AVENT', chainId: 'eip155:33322' });
  });

  it('refuses altered, foreign and expired quotes, another wallet for a bound quote, and amounts beyond the limits', async () => {
    const quote = await quoteAvent(api.url, '20');
    const generate = (body: Record<string, unknown>) =>
      postJson(`${api.url}/v1/generators/onrampurl`, { destinationWallets: [{ address: fresh() }], ...body });
    // Raise the amount inside the sealed payload: the seal no longer matches.
    const [payload, seal] = quote.quoteId.split('.') as [string, string];
    const terms = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const altered = `${Buffer.from(JSON.stringify({ ...terms, w: '999000000000000000000' })).toString('base64url')}.${seal}`;
    expect(await generate({ quoteId: altered })).toEqual({ status: 400, body: { error: OnrampMessages.invalidQuote } });
    expect(await generate({ quoteId: 'mocked-quote-id' })).toEqual({
      status: 400,
      body: { error: OnrampMessages.invalidQuote },
    });
    expect(await generate({ quoteId: quote.quoteId, presetFiatAmount: '25' })).toEqual({
      status: 400,
      body: { error: OnrampMessages.presetMismatch },
    });
    await checkoutFor(api.url, quote.quoteId, fresh());
    expect(await generate({ quoteId: quote.quoteId })).toEqual({
      status: 409,
      body: { error: OnrampMessages.boundElsewhere },
    });
    expect(await generate({ presetFiatAmount: '7600' })).toEqual({
      status: 400,
      body: { error: OnrampMessages.aboveMaximum('7500.00', 'USD', 'card') },
    });
    expect(await generate({ presetFiatAmount: '20', destinationWallets: [{ address: '0xnot' }] })).toEqual({
      status: 400,
      body: { error: OnrampMessages.invalidDestination('0xnot') },
    });
    expect(await generate({ presetFiatAmount: '20', defaultExperience: 'send' })).toEqual({
      status: 400,
      body: { error: OnrampMessages.onlyBuy },
    });

    // A second instance on the same database shares the quote secret; its quotes live 1 ms.
    const brief = await startDevnetApi(rpcUrl, contracts, {
      db: api.db,
      indexer: { enabled: false },
      onramp: { payoutKey: payout.privateKey, quoteTtlMs: 1 },
    });
    others.push(brief);
    const stale = await quoteAvent(brief.url, '20');
    await new Promise((r) => setTimeout(r, 5));
    expect(await generate({ quoteId: stale.quoteId })).toEqual({
      status: 410,
      body: { error: OnrampMessages.quoteExpired },
    });
  });

  it('pays the quoted AVENT to the destination exactly once, also when pay is pressed many times at once', async () => {
    const to = fresh();
    const quote = await quoteAvent(api.url, '20');
    const url = await checkoutFor(api.url, quote.quoteId, to);
    const nonce = await nonceOf(payout.address);
    const replies = await Promise.all(Array.from({ length: 10 }, () => pay(url)));
    for (const reply of replies)
      expect(reply).toMatchObject({
        status: 200,
        body: { status: 'confirmed', amount: quote.purchaseAmount.amount, symbol: 'AVENT' },
      });
    expect(new Set(replies.map((r) => r.body.txHash)).size).toBe(1);
    expect(await client.getBalance({ address: to })).toBe(parseEther(quote.purchaseAmount.amount));
    // Later presses report the same payout and send nothing.
    expect((await pay(url)).body.txHash).toBe(replies[0]!.body.txHash);
    expect(await client.getBalance({ address: to })).toBe(parseEther(quote.purchaseAmount.amount));
    expect(await nonceOf(payout.address)).toBe(nonce + 1);
  });

  it('pays from the page form and shows the payout', async () => {
    const quote = await quoteAvent(api.url, '30');
    const to = fresh();
    const url = await checkoutFor(api.url, quote.quoteId, to);
    const posted = await fetch(`${url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/onramp/sandbox/checkout/${quote.quoteId}`);
    const html = await (await fetch(url)).text();
    expect(html).toMatch(/data-status="(confirmed|pending)"/);
    expect(html).not.toContain('data-pay');
    await expect.poll(() => client.getBalance({ address: to })).toBe(parseEther(quote.purchaseAmount.amount));
  });

  it('refuses pay for an unknown checkout, and fails (paying nothing) when the key cannot cover it, then pays once funded', async () => {
    expect(await pay(`${api.url}/onramp/sandbox/checkout/nope`)).toEqual({
      status: 404,
      body: { error: OnrampMessages.unknownCheckout },
    });

    const poor = await fundedAccount(rpcUrl, 1n);
    const small = await startDevnetApi(rpcUrl, contracts, {
      db: api.db,
      indexer: { enabled: false },
      onramp: { payoutKey: poor.privateKey, pollMs: 50 },
    });
    others.push(small);
    const quote = await quoteAvent(small.url, '100'); // ~4.9 AVENT from a key holding 1
    const to = fresh();
    const url = await checkoutFor(small.url, quote.quoteId, to);
    expect(await pay(url)).toMatchObject({
      status: 502,
      body: { status: 'failed', txHash: null, error: OnrampMessages.payoutBalanceLow },
    });
    expect(await nonceOf(poor.address)).toBe(0);
    await setBalance(rpcUrl, poor.address, 100n);
    expect(await pay(url)).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    expect(await client.getBalance({ address: to })).toBe(parseEther(quote.purchaseAmount.amount));
    expect(await nonceOf(poor.address)).toBe(1);
  });
});
