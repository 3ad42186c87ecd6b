// The faucet HTTP API against the run's anvil and a real PGlite database: the four endpoints (captcha, verify,
// claim, history), every faucet message, races (one address, one captcha), cooldown accounting, and hostile bodies.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getAddress, parseEther, type Hex } from 'viem';
import { fundedAccount, setBalance } from '../../support/chain';
import { HttpMessages, openDatabase, type Database } from 'walletdock/server/node';
import { startFaucetServer, type FaucetServer } from '../../../faucet/server/app';
import { FaucetApiErrors } from '../../../faucet/shared/messages';
import { FaucetStatusSchema, HistoryResponseSchema, VerifyCaptchaResponseSchema } from '../../../faucet/shared/schemas';
import { onOneConnection } from '../../support/keep-alive';
import { captcha, claimFor, freshAddress, ipFor, post, rpc, testConfig, until } from './helpers';

const rpcUrl = inject('rpcUrl');
let dir: string;
let db: Database;
let faucet: FaucetServer;
let url: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'faucet-api-'));
  db = await openDatabase({ dataDir: dir });
  const key = await fundedAccount(rpcUrl, 10_000n);
  faucet = await startFaucetServer(testConfig(rpcUrl, key.privateKey), { db });
  url = faucet.url;
});

afterAll(async () => {
  await faucet?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const balanceOf = async (a: string) => BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [a, 'latest']));

describe('faucet API', () => {
  it('serves a captcha, verifies it without consuming it, pays a claim and lists it in history and status', async () => {
    const c = await captcha(url, ipFor(1));
    expect(c.question).toMatch(/^What is \d+ [+\-×] \d+\?$/);
    const wrong = await post(url, '/api/verify-captcha', { sessionId: c.sessionId, answer: String(c.answer + 1) });
    expect(VerifyCaptchaResponseSchema.parse(wrong.json)).toEqual({
      valid: false,
      error: FaucetApiErrors.incorrectAnswer,
    });
    const right = await post(url, '/api/verify-captcha', { sessionId: c.sessionId, answer: c.answer });
    expect(right.json).toEqual({ valid: true });
    const again = await post(url, '/api/verify-captcha', { sessionId: c.sessionId, answer: ` ${c.answer} ` });
    expect(again.json).toEqual({ valid: true }); // verifying twice still leaves it usable for the claim

    const to = freshAddress();
    const r = await post(
      url,
      '/api/claim',
      { address: to, captchaAnswer: String(c.answer), captchaSession: c.sessionId },
      ipFor(1),
    );
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ success: true, amount: '1', error: null, status: 'confirmed' });
    const receipt = await rpc<{ status: string; to: string }>(rpcUrl, 'eth_getTransactionReceipt', [r.json.txHash]);
    expect(receipt.status).toBe('0x1');
    expect(await balanceOf(to)).toBe(parseEther('1'));

    const h = HistoryResponseSchema.parse(await (await fetch(`${url}/api/history/${to}`)).json());
    expect(h.totalClaims).toBe(1);
    expect(h.totalAmount).toBe('1');
    expect(h.claims[0]).toMatchObject({ amount: '1', txHash: r.json.txHash });
    expect(Math.abs(h.claims[0]!.timestamp - Date.now())).toBeLessThan(60_000);
    const empty = HistoryResponseSchema.parse(await (await fetch(`${url}/api/history/${freshAddress()}`)).json());
    expect(empty).toEqual({ totalClaims: 0, totalAmount: '0', claims: [] });

    const status = FaucetStatusSchema.parse(await (await fetch(`${url}/api/status`)).json());
    expect(status).toMatchObject({
      chainId: 33322,
      amountPerClaim: '1',
      cooldownSeconds: 120,
      healthy: true,
      leader: true,
    });
    expect(status.faucetAddress).toBe(faucet.sender.account.address);
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toMatch(/faucet_claims_confirmed_total \d+/);
    expect(metrics).toMatch(/# TYPE faucet_claim_duration_seconds histogram/);
  });

  it('answers every faucet message: address, captcha, wrong answer, used captcha, cooldown with nextClaimAt', async () => {
    const ip = ipFor(2);
    const c = await captcha(url, ip);
    const body = { address: freshAddress(), captchaAnswer: String(c.answer), captchaSession: c.sessionId };
    const lower = body.address.toLowerCase();
    const letter = body.address.search(/[a-fA-F]/);
    const flipped =
      body.address[letter] === body.address[letter]!.toLowerCase()
        ? body.address[letter]!.toUpperCase()
        : body.address[letter]!.toLowerCase();
    const badChecksum = `${body.address.slice(0, letter)}${flipped}${body.address.slice(letter + 1)}`; // mixed case, wrong EIP-55
    for (const address of ['0x123', 'hello', badChecksum, `${lower}00`, '']) {
      const r = await post(url, '/api/claim', { ...body, address }, ip);
      expect([r.status, r.json.error]).toEqual([400, FaucetApiErrors.invalidAddress]);
    }
    for (const broken of [{ captchaAnswer: '' }, { captchaAnswer: '   ' }, { captchaSession: '' }]) {
      const r = await post(url, '/api/claim', { ...body, ...broken }, ip);
      expect([r.status, r.json.error]).toEqual([400, FaucetApiErrors.solveCaptcha]);
    }
    const { captchaAnswer: _a, ...noAnswer } = body;
    expect((await post(url, '/api/claim', noAnswer, ip)).json.error).toBe('Please solve the math problem');
    const v1 = await post(url, '/api/verify-captcha', { sessionId: c.sessionId, answer: '' });
    expect([v1.status, v1.json.error]).toEqual([400, 'Please enter an answer']);
    const v2 = await post(url, '/api/verify-captcha', { answer: '3' });
    expect([v2.status, v2.json.error]).toEqual([400, 'No captcha loaded. Please refresh.']);
    const v3 = await post(url, '/api/verify-captcha', { sessionId: 'nope', answer: '3' });
    expect(v3.json).toEqual({ valid: false, error: FaucetApiErrors.captchaExpired });

    // A wrong answer consumes the session: the right answer afterwards is refused.
    const wrong = await post(url, '/api/claim', { ...body, captchaAnswer: 'abc' }, ip);
    expect([wrong.status, wrong.json.error]).toEqual([400, 'Incorrect answer. Try again.']);
    const reused = await post(url, '/api/claim', body, ip);
    expect([reused.status, reused.json.error]).toEqual([400, FaucetApiErrors.captchaExpired]);

    const ok = await claimFor(url, body.address, ip);
    expect(ok.body.success).toBe(true);
    // Same address from another client, and another address from the same client: both in cooldown.
    for (const [address, from] of [
      [body.address, ipFor(3)],
      [freshAddress(), ip],
    ] as const) {
      const r = await claimFor(url, address, from);
      expect(r.status).toBe(429);
      expect(r.body.error).toMatch(/^Please wait (11\d|120) seconds before claiming again\.$/);
      expect(r.body.nextClaimAt).toBeGreaterThan(Date.now() + 100_000);
      expect(Number(r.headers.get('retry-after'))).toBe(r.body.retryAfterSeconds);
    }
    // Lower-case and checksummed spellings are one address.
    const r = await claimFor(url, getAddress(body.address).toLowerCase(), ipFor(4));
    expect(r.status).toBe(429);
  });

  it('groups IPv6 clients by /64 and honours only the trusted proxy hop', async () => {
    expect((await claimFor(url, freshAddress(), '2001:db8:1:2::1')).status).toBe(200);
    expect((await claimFor(url, freshAddress(), '2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await claimFor(url, freshAddress(), '2001:db8:1:3::1')).status).toBe(200);
    // A client cannot pick its address by prepending entries: only the last hop (our proxy's view) counts.
    expect((await claimFor(url, freshAddress(), `${ipFor(9)}, 2001:db8:1:2::1`)).status).toBe(429);
  });

  it('pays exactly once when 100 claims for one address race', async () => {
    const to = freshAddress();
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => claimFor(url, to, ipFor(1000 + i))));
    const paid = results.filter((r) => r.status === 200);
    expect(paid).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(99);
    expect(await balanceOf(to)).toBe(parseEther('1'));
  });

  it('never pays twice for one captcha session, even when 20 claims use it at once', async () => {
    const c = await captcha(url, ipFor(5));
    const targets = Array.from({ length: 20 }, () => freshAddress());
    const results = await Promise.all(
      targets.map((address, i) =>
        post(
          url,
          '/api/claim',
          { address, captchaAnswer: String(c.answer), captchaSession: c.sessionId },
          ipFor(2000 + i),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json.error === FaucetApiErrors.captchaExpired)).toHaveLength(19);
    const balances = await Promise.all(targets.map(balanceOf));
    expect(balances.reduce((a, b) => a + b, 0n)).toBe(parseEther('1'));
  });

  it('charges no cooldown when the payout fails (the recipient reverts)', async () => {
    const to = freshAddress();
    await rpc(rpcUrl, 'anvil_setCode', [to, '0x5f5ffd']); // PUSH0 PUSH0 REVERT: refuses every transfer
    const failed = await claimFor(url, to, ipFor(6));
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ success: false, status: 'failed', error: FaucetApiErrors.payoutFailed });
    await rpc(rpcUrl, 'anvil_setCode', [to, '0x']);
    const retry = await claimFor(url, to, ipFor(6)); // same address, same client: not in cooldown
    expect([retry.status, retry.body.success]).toEqual([200, true]);
    expect(await balanceOf(to)).toBe(parseEther('1'));
  });

  it('refuses hostile requests with a clear 4xx and keeps serving', async () => {
    const cases: [string, string | object, number, string | RegExp][] = [
      ['/api/claim', '{"address": ', 400, HttpMessages.malformedJson],
      ['/api/claim', '[1,2,3]', 400, HttpMessages.notJson],
      ['/api/claim', 'null', 400, HttpMessages.notJson],
      ['/api/claim', { address: 12, captchaAnswer: '1', captchaSession: 'x' }, 400, FaucetApiErrors.invalidAddress],
      [
        '/api/claim',
        { address: freshAddress(), captchaAnswer: { $gt: 0 }, captchaSession: 'x' },
        400,
        FaucetApiErrors.solveCaptcha,
      ],
      [
        '/api/claim',
        { address: freshAddress(), captchaAnswer: '1', captchaSession: 'x', admin: true },
        400,
        'Unknown field: admin',
      ],
      ['/api/verify-captcha', { sessionId: 'x', answer: '1', __proto__x: 1 }, 400, /^Unknown field/],
      ['/api/verify-captcha', { sessionId: ['x'], answer: '1' }, 400, 'No captcha loaded. Please refresh.'],
      ['/api/claim', `{"address":"${'a'.repeat(1100)}"}`, 413, HttpMessages.bodyTooLarge],
    ];
    for (const [path, body, status, error] of cases) {
      const r = await post(url, path, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(r.json.error).toMatch(error);
    }
    const huge = await fetch(`${url}/api/claim`, { method: 'POST', body: 'x'.repeat(1_000_000) });
    expect(huge.status).toBe(413);
    const chunked = await fetch(`${url}/api/claim`, {
      method: 'POST',
      duplex: 'half',
      body: new ReadableStream({
        start(c) {
          for (let i = 0; i < 50; i++) c.enqueue(new TextEncoder().encode('y'.repeat(100)));
          c.close();
        },
      }),
    } as RequestInit);
    expect(chunked.status).toBe(413);
    // A 2 MB upload is read to its end and refused in words; the visitor's connection stays usable.
    const [twoMb, after] = await onOneConnection(url, [
      { method: 'POST', path: '/api/claim', body: JSON.stringify({ address: 'a'.repeat(2 * 1024 * 1024) }) },
      { method: 'GET', path: '/api/captcha' },
    ]);
    expect(twoMb).toMatchObject({ status: 413, error: null, json: { error: HttpMessages.bodyTooLarge } });
    expect(after).toMatchObject({ status: 200, reusedSocket: true });
    expect((await fetch(`${url}/api/claim`)).status).toBe(405);
    expect((await fetch(`${url}/api/nope`)).status).toBe(404);
    expect((await fetch(`${url}/api/history/0xnothex`)).status).toBe(400);
    expect((await fetch(`${url}/api/history/%E0%A4%A`)).status).toBe(400);
    expect((await claimFor(url, freshAddress(), ipFor(7))).status).toBe(200); // still serving
  });
});

describe('faucet limits', () => {
  it('serves the page from STATIC_DIR, refuses contracts when configured, rate-limits captchas, caps hourly outflow', async () => {
    const key = await fundedAccount(rpcUrl, 1000n);
    const page = join(dir, 'page');
    mkdirSync(page);
    writeFileSync(join(page, 'index.html'), '<!doctype html><title>faucet</title>');
    const other = await startFaucetServer(
      testConfig(rpcUrl, key.privateKey, {
        REFUSE_CONTRACTS: 'true',
        CAPTCHA_PER_MINUTE: '3',
        HOURLY_OUTFLOW_CAP: '1.5',
        COOLDOWN_MS: '1000',
        STATIC_DIR: page,
      }),
      { db },
    );
    try {
      const html = await fetch(`${other.url}/`);
      expect([html.status, html.headers.get('content-type'), await html.text()]).toEqual([
        200,
        'text/html; charset=utf-8',
        '<!doctype html><title>faucet</title>',
      ]);
      expect((await fetch(`${other.url}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
      expect((await fetch(`${other.url}/missing.js`)).status).toBe(404);

      const contract = freshAddress();
      await rpc(rpcUrl, 'anvil_setCode', [contract, '0x00']);
      const refused = await claimFor(other.url, contract, ipFor(10));
      expect([refused.status, refused.body.error]).toEqual([400, FaucetApiErrors.contractRecipient]);
      await captcha(other.url, ipFor(10));
      await captcha(other.url, ipFor(10)); // the third captcha of this client this minute: the last one allowed
      const limited = await fetch(`${other.url}/api/captcha`, { headers: { 'x-forwarded-for': ipFor(10) } });
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { error: string }).error).toBe(FaucetApiErrors.captchaRateLimited);

      expect((await claimFor(other.url, freshAddress(), ipFor(11))).status).toBe(200);
      const capped = await claimFor(other.url, freshAddress(), ipFor(12));
      expect([capped.status, capped.body.error]).toEqual([503, FaucetApiErrors.outflowCap]);
      expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it('refuses claims below the reserve, and fails (without cooldown) a claim the balance cannot pay with gas', async () => {
    const key = await fundedAccount(rpcUrl, 1000n);
    const poor = await startFaucetServer(testConfig(rpcUrl, key.privateKey, { FAUCET_RESERVE: '5' }), { db });
    try {
      await until(async () => (poor.sender.balance !== null ? true : undefined), 10_000, 'balance');
      await setBalance(rpcUrl, key.address, 5n);
      await until(async () => (poor.sender.balance === parseEther('5') ? true : undefined), 10_000, 'low balance');
      const r = await claimFor(poor.url, freshAddress(), ipFor(20));
      expect([r.status, r.body.error]).toEqual([503, FaucetApiErrors.lowBalance]);
      expect(r.headers.get('retry-after')).toBe('300');

      // Enough for the amount above the reserve but not for the gas: the signer refuses it, no cooldown is charged.
      const edge = parseEther('6') + 1n;
      await rpc(rpcUrl, 'anvil_setBalance', [key.address, `0x${edge.toString(16)}`]);
      await until(async () => (poor.sender.balance === edge ? true : undefined), 10_000, 'edge balance');
      const to = freshAddress();
      const unpaid = await claimFor(poor.url, to, ipFor(21));
      expect([unpaid.status, unpaid.body.status, unpaid.body.error]).toEqual([
        502,
        'failed',
        FaucetApiErrors.outOfFunds,
      ]);
      await setBalance(rpcUrl, key.address, 100n);
      await until(async () => (poor.sender.balance === parseEther('100') ? true : undefined), 10_000, 'refunded');
      const paid = await claimFor(poor.url, to, ipFor(21));
      expect([paid.status, paid.body.success]).toEqual([200, true]);
    } finally {
      await poor.close();
    }
  });
});
