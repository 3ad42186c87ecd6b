// Pay's sandbox exchange on the self-hosted blockchain API over the shared devnet: the list, a session per payment
// id, the sandbox page labelled as such, and "complete" that really pays exactly the amount to the recipient on the
// devnet (TEST tokens or AVENT) once, however often and however concurrently it is pressed, so that verifyPayment
// says paid. Replies parse with the client's schemas (core/api/pay-exchange-schemas.ts).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { erc20Abi, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { verifyPayment } from 'walletdock/server';
import {
  payExchangeSessionResponseSchema,
  payExchangeStatusResponseSchema,
  payExchangesResponseSchema,
} from '../../../../../headless/core/api/pay-exchange-schemas';
import { PayExchangeMessages } from '../../../../../headless/server/blockchain-api/pay-exchange/messages';
import { fundedAccount, mintTestToken, testPublicClient, type FundedAccount } from '../../../../support/chain';
import { getParsed, refusal, startDevnetApi, stopApi } from '../../../../support/blockchain-api';
import { postJson, postParsed } from '../../../../support/onramp';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
let payout: FundedAccount;
let api: Awaited<ReturnType<typeof startDevnetApi>>;
const fresh = () => privateKeyToAccount(generatePrivateKey()).address;
const testBalance = (owner: Address) =>
  client.readContract({ address: contracts.token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const randomId = () => crypto.randomUUID();

beforeAll(async () => {
  payout = await fundedAccount(rpcUrl, 1000n);
  await mintTestToken(rpcUrl, contracts.token, payout, payout.address, parseEther('1000'));
  api = await startDevnetApi(rpcUrl, contracts, {
    payExchange: { payoutKey: payout.privateKey, pollMs: 50 },
    indexer: { enabled: false },
  });
});
afterAll(async () => {
  await stopApi(api);
});

const startSession = (body: Record<string, unknown>) =>
  postParsed(`${api.url}/v1/pay/exchanges/sandbox/sessions`, body, payExchangeSessionResponseSchema);
const statusOf = (sessionId: string) =>
  getParsed(`${api.url}/v1/pay/exchanges/sandbox/sessions/${sessionId}`, payExchangeStatusResponseSchema);
const complete = (url: string) => postJson(`${url}/complete`, {});

describe('the exchange list', () => {
  it('lists the sandbox for the devnet coin and its tokens, and nothing for what it cannot pay', async () => {
    const list = (query: string) => getParsed(`${api.url}/v1/pay/exchanges?${query}`, payExchangesResponseSchema);
    const sandbox = {
      id: 'sandbox',
      name: 'Sandbox Exchange',
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
    };
    expect(await list(`network=eip155:33322&asset=${contracts.token}`)).toEqual({ exchanges: [sandbox], total: 1 });
    expect(await list('network=eip155:33322&asset=native')).toEqual({ exchanges: [sandbox], total: 1 });
    expect(await list('network=eip155:1&asset=native')).toEqual({ exchanges: [], total: 0 });
    // An address with no token behind it.
    expect(await list(`network=eip155:33322&asset=${fresh()}`)).toEqual({ exchanges: [], total: 0 });
    expect(await refusal(`${api.url}/v1/pay/exchanges?network=base`)).toEqual({
      status: 400,
      error: PayExchangeMessages.invalidListQuery,
    });
  });
});

describe('an exchange session', () => {
  it('pays exactly 5 TEST to the recipient once, however often "complete" is pressed, and verifyPayment says paid', async () => {
    const shop = fresh();
    const order = {
      network: 'eip155:33322',
      asset: contracts.token,
      amount: '5',
      recipient: shop,
      paymentId: randomId(),
    };
    const session = await startSession(order);
    expect(session.url).toBe(`${api.url}/pay/sandbox/exchange/${session.sessionId}`);
    expect(await statusOf(session.sessionId)).toEqual({
      sessionId: session.sessionId,
      status: 'UNKNOWN',
      txHash: null,
    });

    // The page says it is a sandbox, what is paid and to whom, and offers one button.
    const page = await fetch(session.url);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('SANDBOX EXCHANGE: no money is taken');
    expect(html).toContain('<h1>Pay 5 TEST</h1>');
    expect(html).toContain(`<dd data-recipient>${shop.toLowerCase()}</dd>`);
    expect(html).toContain('data-complete');

    // A double press, at once: one payout, both answer it.
    const [first, second] = await Promise.all([complete(session.url), complete(session.url)]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const done = payExchangeStatusResponseSchema.parse(first.body);
    expect(done).toMatchObject({ sessionId: session.sessionId, status: 'SUCCESS', txHash: expect.any(String) });
    expect(await testBalance(shop)).toBe(parseEther('5'));
    // Pressed again later, and the same payment id started again: the same session, nothing more paid.
    expect((await complete(session.url)).body).toEqual(first.body);
    expect((await startSession(order)).sessionId).toBe(session.sessionId);
    expect((await startSession({ ...order, amount: '5.000' })).sessionId).toBe(session.sessionId);
    expect(await testBalance(shop)).toBe(parseEther('5'));
    expect(await statusOf(session.sessionId)).toEqual(done);

    expect(
      await verifyPayment(
        { chainId: 'eip155:33322', txHash: done.txHash!, recipient: shop, asset: contracts.token, amount: 5 },
        { rpcUrl },
      ),
    ).toMatchObject({ paid: true, payer: payout.address.toLowerCase(), received: parseEther('5') });
  });

  it('pays the native coin, and the page form goes back to the page showing it paid', async () => {
    const shop = fresh();
    const session = await startSession({ network: 'eip155:33322', asset: 'native', amount: 0.25, recipient: shop });
    const pressed = await fetch(`${session.url}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(`/pay/sandbox/exchange/${session.sessionId}`);
    let status = await statusOf(session.sessionId);
    for (let i = 0; status.status === 'IN_PROGRESS' && i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await statusOf(session.sessionId);
    }
    expect(status.status).toBe('SUCCESS');
    expect(await client.getBalance({ address: shop })).toBe(parseEther('0.25'));
    expect(await (await fetch(session.url)).text()).toContain('data-status="confirmed"');
  });

  it('refuses a payment id reused for another payment, and what it cannot pay, in words', async () => {
    const shop = fresh();
    const paymentId = randomId();
    const order = { network: 'eip155:33322', asset: contracts.token, amount: '5', recipient: shop, paymentId };
    await startSession(order);
    const post = (body: Record<string, unknown>, exchange = 'sandbox') =>
      postJson(`${api.url}/v1/pay/exchanges/${exchange}/sessions`, body);
    expect(await post({ ...order, amount: '6' })).toMatchObject({
      status: 409,
      body: { error: PayExchangeMessages.paymentIdTaken },
    });
    expect(await post({ ...order, paymentId: randomId() }, 'binance')).toMatchObject({
      status: 404,
      body: { error: PayExchangeMessages.unknownExchange('binance') },
    });
    expect(await post({ ...order, paymentId: randomId(), network: 'eip155:1' })).toMatchObject({
      status: 400,
      body: { error: PayExchangeMessages.unservedNetwork('eip155:1') },
    });
    expect(await post({ ...order, paymentId: randomId(), amount: '0.0000000000000000001' })).toMatchObject({
      status: 400,
      body: { error: PayExchangeMessages.invalidAmount('0.0000000000000000001', 18) },
    });
    expect(await post({ ...order, paymentId: randomId(), amount: '0' })).toMatchObject({ status: 400 });
    expect(await post({ ...order, paymentId: randomId(), recipient: 'shop.eth' })).toMatchObject({
      status: 400,
      body: { error: PayExchangeMessages.invalidRecipient },
    });
    const nothing = fresh().toLowerCase();
    expect(await post({ ...order, paymentId: randomId(), asset: nothing })).toMatchObject({
      status: 400,
      body: { error: PayExchangeMessages.notAToken(nothing) },
    });
    expect(await refusal(`${api.url}/v1/pay/exchanges/sandbox/sessions/nope`)).toEqual({
      status: 404,
      error: PayExchangeMessages.unknownSession,
    });
  });

  it('a payout its key cannot cover fails before anything is signed (no nonce used)', async () => {
    const shop = fresh();
    const nonce = await client.getTransactionCount({ address: payout.address });
    const session = await startSession({
      network: 'eip155:33322',
      asset: contracts.token,
      amount: '1000000000',
      recipient: shop,
    });
    const reply = await complete(session.url);
    expect(reply.status).toBe(502);
    expect(payExchangeStatusResponseSchema.parse(reply.body)).toMatchObject({
      status: 'FAILED',
      txHash: null,
      error: PayExchangeMessages.balanceLow,
    });
    expect(await client.getTransactionCount({ address: payout.address })).toBe(nonce);
    expect(await testBalance(shop)).toBe(0n);
  });
});
