// The wallet frame server over HTTP with a real database (PGlite), the development mailbox (real SMTP) and the
// development OpenID provider: email codes and their limits, sessions, social login checks, share storage rules.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enrollProofMessage } from '../../../../../headless/server/frame/api-schemas';
import { deriveKeys, newSecret, openWallet, splitSecret } from '../../../../../headless/server/frame/page/keys';
import { startFrameStack, stubFramePage, type FrameStack } from '../../../../support/frame';
import { call, codeFor, createWallet as createWalletAt, emailLogin, lastMailId, providerLogin } from '../helpers';

let stack: FrameStack;
let pageDir: string;
let stub: Awaited<ReturnType<typeof stubFramePage>> | undefined;
const HOST = 'http://127.0.0.1:5555';
let n = 0;
const freshEmail = () => `user${++n}-${Date.now()}@example.test`;
const api = (path: string, body?: unknown, token?: string) => call(stack.url, path, body, token);
const login = (email: string) => emailLogin(stack.url, stack.mailbox, email, HOST);
const createWallet = (token: string, userId: string) => createWalletAt(stack.url, token, userId);

beforeAll(async () => {
  pageDir = (stub = await stubFramePage()).dir;
  stack = await startFrameStack({
    rpcUrl: inject('rpcUrl'),
    pageDir,
    allowedOrigins: [HOST, 'https://*.example.com', 'https://app-*.example.org'],
  });
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await stub?.remove();
});

describe('email codes', () => {
  it('logs in with the mailed 6-digit code; the database keeps no code in clear; a used code fails', async () => {
    const email = freshEmail();
    const after = lastMailId(stack.mailbox);
    await api('/api/email/start', { email, deviceIds: [], hostOrigin: HOST });
    const { code } = await codeFor(stack.mailbox, email, after);
    const rows = await stack
      .frame()
      .db.query<Record<string, unknown>>('SELECT * FROM frame_code WHERE email = $1', [email]);
    expect(JSON.stringify(rows)).not.toContain(code);
    const ok = await api('/api/email/verify', { email: email.toUpperCase(), otp: code });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ email, eip155Address: null });
    const reused = await api('/api/email/verify', { email, otp: code });
    expect(reused).toEqual({ status: 400, body: { error: 'No code is pending for this email. Request a new one.' } });
  });

  it('five wrong codes lock the address: the right code then fails and no new code is sent until the lock ends', async () => {
    const email = freshEmail();
    const after = lastMailId(stack.mailbox);
    await api('/api/email/start', { email, deviceIds: [], hostOrigin: HOST });
    const { code } = await codeFor(stack.mailbox, email, after);
    const wrong = code === '000000' ? '000001' : '000000';
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await api('/api/email/verify', { email, otp: wrong }));
    expect(replies.slice(0, 4).map((r) => r.body.error)).toEqual([
      'Invalid code. 4 attempts left.',
      'Invalid code. 3 attempts left.',
      'Invalid code. 2 attempts left.',
      'Invalid code. 1 attempt left.',
    ]);
    expect(replies[4]!.status).toBe(429);
    // The lock lasts until the code would have expired (~10 minutes): said in minutes, with the time left for the form.
    expect(replies[4]!.body).toMatchObject({
      error: 'Too many wrong codes. Try again in about 10 minutes.',
      retryAfterMs: expect.any(Number),
    });
    expect(replies[4]!.body.retryAfterMs).toBeGreaterThan(9 * 60_000);
    const right = await api('/api/email/verify', { email, otp: code });
    expect(right.status).toBe(429);
    // A new code for the locked address is refused with the lock, not with the 30 s resend pause.
    const again = await api('/api/email/start', { email, deviceIds: [], hostOrigin: HOST });
    expect(again.status).toBe(429);
    expect(again.body.error).toBe('Too many wrong codes. Try again in about 10 minutes.');
    expect(stack.mailbox.messages(email)).toHaveLength(1);
  });

  it('an expired code fails, and a second code within 30 s is refused in the spec words', async () => {
    const email = freshEmail();
    const after = lastMailId(stack.mailbox);
    await api('/api/email/start', { email, deviceIds: [], hostOrigin: HOST });
    const { code } = await codeFor(stack.mailbox, email, after);
    const soon = await api('/api/email/start', { email, deviceIds: [], hostOrigin: HOST });
    expect(soon.status).toBe(429);
    expect(soon.body.error).toMatch(/^Please try again after (30|29|28) seconds$/);
    // Ten minutes pass (the row's expiry moves into the past).
    await stack.frame().db.query('UPDATE frame_code SET expires_at = $2 WHERE email = $1', [email, Date.now() - 1]);
    expect(await api('/api/email/verify', { email, otp: code })).toEqual({
      status: 400,
      body: { error: 'This code has expired. Request a new one.' },
    });
  });

  it('refuses malformed input with the field named', async () => {
    expect(await api('/api/email/start', { email: 'nope', deviceIds: [], hostOrigin: HOST })).toEqual({
      status: 400,
      body: { error: 'Invalid value for email' },
    });
    expect(await api('/api/email/verify', { email: 'a@b.co', otp: '12345' })).toEqual({
      status: 400,
      body: { error: 'Invalid value for otp' },
    });
    expect((await api('/api/email/verify', { email: 'a@b.co', otp: '123456', extra: 1 })).status).toBe(400);
  });
});

describe('sessions and shares', () => {
  it('a session survives a server restart; sign-out ends it', async () => {
    const token = await login(freshEmail());
    await stack.restart();
    expect((await api('/api/session', undefined, token)).status).toBe(200);
    expect((await api('/api/session/sign-out', {}, token)).status).toBe(200);
    expect(await api('/api/session', undefined, token)).toEqual({ status: 401, body: { error: 'Session expired' } });
    expect((await api('/api/session', undefined, 'not-a-token')).status).toBe(401);
  });

  it('stores a wallet only with a proof from its key; releases the device share to its session and the recovery share only right after a login', async () => {
    const email = freshEmail();
    const token = await login(email);
    const {
      body: { user },
    } = await api('/api/session', undefined, token);
    const userId = (user as { id: string }).id;

    // A proof signed by another key is refused, and nothing is stored.
    const other = await deriveKeys(newSecret());
    const secret = newSecret();
    const shares = await splitSecret(secret);
    const keys = await deriveKeys(secret);
    const deviceId = crypto.randomUUID();
    const forged = await other.eip155.signMessage({
      message: enrollProofMessage({ userId, deviceId, authShare: shares.auth, recoveryShare: shares.recovery }),
    });
    const refused = await api(
      '/api/wallet/create',
      {
        deviceId,
        authShare: shares.auth,
        recoveryShare: shares.recovery,
        eip155Address: keys.eip155.address,
        solanaAddress: keys.solana.address,
        proof: forged,
      },
      token,
    );
    expect(refused).toEqual({ status: 403, body: { error: 'The wallet key did not sign this enrollment.' } });

    const created = await createWallet(token, userId);
    expect(created.reply.status).toBe(200);
    const device = await api('/api/wallet/device-share', { deviceId: created.deviceId }, token);
    expect(device.body.authShare).toBe(created.shares.auth);
    const opened = await openWallet(
      created.shares.device,
      device.body.authShare as string,
      created.keys.eip155.address,
    );
    expect(opened.keys.eip155.address).toBe(created.keys.eip155.address);

    // The database holds the shares sealed: none of them, nor the secret's key, appears in it.
    const dump = JSON.stringify(
      await stack.frame().db.query('SELECT * FROM frame_device WHERE user_id = $1', [userId]),
    );
    for (const share of Object.values(created.shares)) expect(dump).not.toContain(share);

    // A session that is no longer fresh keeps its own device share but gets no recovery share.
    await stack.frame().db.query('UPDATE frame_session SET fresh_until = 0 WHERE user_id = $1', [userId]);
    expect((await api('/api/wallet/device-share', { deviceId: created.deviceId }, token)).status).toBe(200);
    expect(await api('/api/wallet/recover', {}, token)).toEqual({
      status: 403,
      body: { error: 'Please sign in again to use this wallet on this device.' },
    });

    // A new login (a new device) recovers with the auth and recovery shares.
    const second = await login(email);
    const recovered = await api('/api/wallet/recover', {}, second);
    expect(recovered.status).toBe(200);
    const reopened = await openWallet(
      recovered.body.authShare as string,
      recovered.body.recoveryShare as string,
      created.keys.eip155.address,
    );
    expect(reopened.keys.solana.address).toBe(created.keys.solana.address);
    // ...and it cannot take the first device's share (its session is bound to no device, and the device is not its own).
    await stack.frame().db.query('UPDATE frame_session SET fresh_until = 0 WHERE user_id = $1', [userId]);
    expect((await api('/api/wallet/device-share', { deviceId: created.deviceId }, second)).status).toBe(403);
  });

  it('an existing wallet on an unknown device asks for device approval; the emailed link approves it and sends the code', async () => {
    const email = freshEmail();
    const token = await login(email);
    const userId = ((await api('/api/session', undefined, token)).body.user as { id: string }).id;
    const { deviceId } = await createWallet(token, userId);
    // 30 s pass before the next code.
    await stack.frame().db.query('UPDATE frame_code SET issued_at = 0 WHERE email = $1', [email]);

    const known = await api('/api/email/start', { email, deviceIds: [deviceId], hostOrigin: HOST });
    expect(known.body).toEqual({ action: 'VERIFY_OTP' });
    const after = lastMailId(stack.mailbox);
    const unknown = await api('/api/email/start', { email, deviceIds: [crypto.randomUUID()], hostOrigin: HOST });
    expect(unknown.body).toMatchObject({ action: 'VERIFY_DEVICE' });
    const approvalId = unknown.body.approvalId as string;
    expect((await api('/api/email/device', { approvalId })).body).toEqual({ approved: false });
    const mail = await stack.mailbox.waitFor(email, {
      afterId: after,
      match: (m) => m.subject === 'Approve a new device',
    });
    expect(mail.text).toContain(HOST);
    const link = /(http\S+\/device\/approve\?token=\S+)/.exec(mail.text)![1]!;
    // Following the link (a mail scanner) approves nothing; the button does.
    expect(await (await fetch(link)).text()).toContain('Approve this device');
    expect((await api('/api/email/device', { approvalId })).body).toEqual({ approved: false });
    const approved = await fetch(`${stack.url}/device/approve`, {
      method: 'POST',
      body: `token=${new URL(link).searchParams.get('token')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await approved.text()).toContain('We emailed you a code');
    expect((await api('/api/email/device', { approvalId })).body).toEqual({ approved: true });
    const { code } = await codeFor(stack.mailbox, email, mail.id);
    expect((await api('/api/email/verify', { email, otp: code })).status).toBe(200);
  });
});

describe('social login', () => {
  const start = async (provider = 'google') =>
    (await api('/api/social/start', { provider, hostOrigin: HOST })).body as {
      attemptId: string;
      authorizationUrl: string;
    };

  it('completes an OpenID Connect login (PKCE, state, nonce) and an OAuth 2 one (userinfo); an attempt works once', async () => {
    const google = await start('google');
    const url = new URL(google.authorizationUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const callbackUrl = await providerLogin(google.authorizationUrl, 'ada');
    expect(callbackUrl.startsWith(`${stack.url}/oidc/callback?code=`)).toBe(true);
    const done = await api('/api/social/complete', { attemptId: google.attemptId, callbackUrl });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ socialProvider: 'google', userName: 'ada', email: null });
    expect((await api('/api/social/complete', { attemptId: google.attemptId, callbackUrl })).body).toEqual({
      error: 'This sign-in attempt has expired. Please start again.',
    });

    const github = await start('github');
    const gh = await api('/api/social/complete', {
      attemptId: github.attemptId,
      callbackUrl: await providerLogin(github.authorizationUrl, 'grace'),
    });
    expect(gh.body.user).toMatchObject({ socialProvider: 'github', userName: 'grace' });
    // The same person logs in again: the same user.
    const again = await start('google');
    const second = await api('/api/social/complete', {
      attemptId: again.attemptId,
      callbackUrl: await providerLogin(again.authorizationUrl, 'ada'),
    });
    expect((second.body.user as { id: string }).id).toBe((done.body.user as { id: string }).id);
  });

  it('refuses a tampered state', async () => {
    const attempt = await start();
    const callback = new URL(await providerLogin(attempt.authorizationUrl, 'mallory'));
    callback.searchParams.set('state', 'forged-state');
    const refused = await api('/api/social/complete', { attemptId: attempt.attemptId, callbackUrl: callback.href });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('The sign-in could not be completed. Please try again.');
    expect(String(refused.body.reason)).toMatch(/state/i);
  });

  it("refuses an ID token whose nonce is not the attempt's", async () => {
    const attempt = await start();
    const tampered = new URL(attempt.authorizationUrl);
    tampered.searchParams.set('nonce', 'attacker-chosen-nonce');
    const refused = await api('/api/social/complete', {
      attemptId: attempt.attemptId,
      callbackUrl: await providerLogin(tampered.href, 'mallory'),
    });
    expect(refused.status).toBe(400);
    expect(String(refused.body.reason)).toMatch(/nonce/i);
  });

  it('refuses a callback for another redirect URI and an unconfigured provider', async () => {
    const attempt = await start();
    const callback = new URL(await providerLogin(attempt.authorizationUrl, 'eve'));
    const elsewhere = `http://127.0.0.1:1/oidc/callback${callback.search}`;
    expect((await api('/api/social/complete', { attemptId: attempt.attemptId, callbackUrl: elsewhere })).status).toBe(
      400,
    );
    expect((await api('/api/social/start', { provider: 'myspace', hostOrigin: HOST })).status).toBe(400);
  });
});

describe('the page', () => {
  it('is served with a CSP that lets only the allowed origins frame it', async () => {
    const csp = (await fetch(`${stack.url}/`)).headers.get('content-security-policy')!;
    const ancestors = /frame-ancestors ([^;]+)/.exec(csp)![1]!.split(' ');
    expect(ancestors).toEqual(
      expect.arrayContaining([HOST, 'https://*.example.com', 'http://localhost:*', 'https://*.vercel.app']),
    );
    expect(ancestors).not.toContain('*');
    expect(csp).toContain("script-src 'self'");
    // A pattern CSP cannot express is matched on the request's Referer: only that exact origin is added.
    const withReferer = (referer: string) =>
      fetch(`${stack.url}/`, { headers: { referer } }).then((r) => r.headers.get('content-security-policy')!);
    expect(await withReferer('https://app-7.example.org/page')).toContain('https://app-7.example.org');
    expect(await withReferer('https://evil.example.net/')).not.toContain('evil');
    expect((await fetch(`${stack.url}/oidc/callback`)).headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    );
  });
});
