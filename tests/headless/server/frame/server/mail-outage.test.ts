// The frame server during a mail outage, with the real SMTP server of the tests (the development mailbox) stopped and
// started again: a code or device link that could not be sent answers 503 with Retry-After and a sentence a person
// understands, and leaves nothing behind — it does not count against CODES_PER_EMAIL_PER_HOUR, the 30 s pause does not
// block the retry, an earlier code still works, and no device approval is left pending. Once mail is back, the same
// address gets its code or link at once. /readyz names mail meanwhile, and the operator's log says once when mail went
// away and once when it came back, with no restart.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { UnavailableMessages } from 'walletdock/server/node';
import { startFrameServer } from '../../../../../headless/server/frame/server/app';
import { startFrameStack, stubFramePage, type FrameStack } from '../../../../support/frame';
import { captureLogs } from '../../../../support/log-lines';
import { call, codeFor, createWallet, emailLogin, lastMailId } from '../helpers';

const HOST = 'http://127.0.0.1:5555';
const PER_HOUR = 3;
const OUTAGE = {
  status: 503,
  body: { error: UnavailableMessages.mail, retryAfterSeconds: 30, requestId: expect.any(String) },
};
let stack: FrameStack;
let pageDir: string;
let stub: Awaited<ReturnType<typeof stubFramePage>> | undefined;
let n = 0;
const freshEmail = () => `outage${++n}-${Date.now()}@example.test`;
const api = (path: string, body?: unknown, token?: string) => call(stack.url, path, body, token);
const start = (email: string, deviceIds: string[] = []) =>
  fetch(`${stack.url}/api/email/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, deviceIds, hostOrigin: HOST }),
  });
const reply = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});
/** The 30 s resend pause of the address's last code has passed. */
const pauseOver = (email: string) =>
  stack.frame().db.query('UPDATE frame_code SET issued_at = issued_at - 31000 WHERE email = $1', [email]);

beforeAll(async () => {
  pageDir = (stub = await stubFramePage()).dir;
  stack = await startFrameStack({
    rpcUrl: inject('rpcUrl'),
    pageDir,
    allowedOrigins: [HOST],
    extraEnv: { CODES_PER_EMAIL_PER_HOUR: String(PER_HOUR) },
  });
}, 60_000);

// Mail is back after each test, whatever it did.
afterEach(() => stack.mailbox.startSmtp());

afterAll(async () => {
  await stack?.close();
  await stub?.remove();
});

describe('a mail outage', () => {
  it('code requests that cannot be sent answer 503, count for nothing and do not pause the retry; the earlier code still works', async () => {
    const email = freshEmail();
    const after = lastMailId(stack.mailbox);
    expect((await reply(await start(email))).body).toEqual({ action: 'VERIFY_OTP' });
    const earlier = await codeFor(stack.mailbox, email, after);
    await pauseOver(email);

    await stack.mailbox.stopSmtp();
    // More retries than the hour allows codes, one right after the other: each is the outage, never 429.
    for (let i = 0; i < PER_HOUR + 2; i++) {
      const response = await start(email);
      expect(await reply(response)).toEqual(OUTAGE);
      expect(response.headers.get('retry-after')).toBe('30');
    }
    await stack.mailbox.startSmtp();

    // Nothing was lost: the code mailed before the outage logs in.
    expect((await api('/api/email/verify', { email, otp: earlier.code })).status).toBe(200);
    // Nothing was counted: the address gets its next codes (one per hour's quota used before the outage).
    for (let sent = 1; sent < PER_HOUR; sent++) {
      await pauseOver(email);
      const mark = lastMailId(stack.mailbox);
      expect((await reply(await start(email))).body).toEqual({ action: 'VERIFY_OTP' });
      await codeFor(stack.mailbox, email, mark);
    }
    await pauseOver(email);
    expect((await reply(await start(email))).status).toBe(429);
  });

  it('a device link that cannot be sent answers 503 and leaves no approval pending; the retry sends one at once', async () => {
    const email = freshEmail();
    const token = await emailLogin(stack.url, stack.mailbox, email, HOST);
    const userId = ((await api('/api/session', undefined, token)).body.user as { id: string }).id;
    await createWallet(stack.url, token, userId);
    const approvals = async () =>
      (await stack.frame().db.query('SELECT id FROM frame_device_approval WHERE email = $1', [email])).length;

    await stack.mailbox.stopSmtp();
    for (let i = 0; i < PER_HOUR + 2; i++) {
      const response = await start(email, [crypto.randomUUID()]);
      expect(await reply(response)).toEqual(OUTAGE);
      expect(response.headers.get('retry-after')).toBe('30');
    }
    expect(await approvals()).toBe(0);
    await stack.mailbox.startSmtp();

    const mark = lastMailId(stack.mailbox);
    const sent = await reply(await start(email, [crypto.randomUUID()]));
    expect(sent.body).toMatchObject({ action: 'VERIFY_DEVICE' });
    await stack.mailbox.waitFor(email, { afterId: mark, match: (m) => m.subject === 'Approve a new device' });
    expect(await approvals()).toBe(1);
  });

  it('/readyz names mail while it is out, and the log says when it went away and when it came back', async () => {
    const logs = captureLogs('frame');
    // A second frame on the same database and mailbox, logging to the test.
    const frame = await startFrameServer(
      { ...stack.config, port: 0, publicUrl: undefined },
      { db: stack.frame().db, logger: logs.logger },
    );
    try {
      const email = freshEmail();
      await stack.mailbox.stopSmtp();
      expect(await call(frame.url, '/api/email/start', { email, deviceIds: [], hostOrigin: HOST })).toMatchObject(
        OUTAGE,
      );
      expect(await call(frame.url, '/readyz')).toEqual({
        status: 503,
        body: {
          status: 'unavailable',
          checks: { database: 'ok', mail: 'not answering' },
          error: UnavailableMessages.mail,
          retryAfterSeconds: 30,
          requestId: expect.any(String),
        },
      });
      await stack.mailbox.startSmtp();
      const mark = lastMailId(stack.mailbox);
      expect(await call(frame.url, '/api/email/start', { email, deviceIds: [], hostOrigin: HOST })).toEqual({
        status: 200,
        body: { action: 'VERIFY_OTP' },
      });
      await codeFor(stack.mailbox, email, mark);
      expect((await call(frame.url, '/readyz')).status).toBe(200);
      const mail = logs.lines.filter((l) => l.dependency === 'mail');
      expect(mail.filter((l) => l.level === 'warn' && /not answering/.test(l.msg))).toHaveLength(1);
      expect(mail).toContainEqual(
        expect.objectContaining({ status: 503, route: '/api/email/start', reqId: expect.any(String) }),
      );
      expect(mail.at(-1)).toMatchObject({ level: 'info', msg: expect.stringMatching(/^mail answering again after/) });
    } finally {
      await frame.close();
    }
  });
});
