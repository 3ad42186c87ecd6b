// The wallet frame while its SMTP server is down (a forwarder in front of the development mailbox refuses every
// connection): asking for a login code is answered 503 with Retry-After and a sentence a person understands, pressing
// "resend" is answered the same (not a 429 pause), /readyz names mail, the operator reads when mail went away and when
// it came back; once it is back the same address gets its code and signs in, with nothing to restart.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { UnavailableMessages } from 'walletdock/server/node';
import { startFrameServer, type FrameServer } from '../../../../../headless/server/frame/server/app';
import { startFrameStack, type FrameStack } from '../../../../support/frame';
import { captureLogs } from '../../../../support/log-lines';
import { startTcpCut, type TcpCut } from '../../../../support/tcp-cut';
import { call, codeFor, lastMailId } from '../helpers';

const HOST = 'http://127.0.0.1:5555';
const logs = captureLogs('frame');
let stack: FrameStack;
let smtp: TcpCut;
let frame: FrameServer;
let pageDir: string;

beforeAll(async () => {
  pageDir = await mkdtemp(join(tmpdir(), 'wd-frame-stub-page-'));
  await writeFile(join(pageDir, 'index.html'), '<!doctype html><title>stub</title>');
  await writeFile(join(pageDir, 'callback.html'), '<!doctype html><title>callback</title>');
  stack = await startFrameStack({ rpcUrl: inject('rpcUrl'), pageDir, allowedOrigins: [HOST] });
  // A second frame on the same database, sending through the forwarder, logging to the test.
  smtp = await startTcpCut(Number(new URL(stack.mailbox.smtpUrl).port));
  frame = await startFrameServer({ ...stack.config, port: 0, publicUrl: undefined, smtpUrl: `smtp://127.0.0.1:${smtp.port}` }, { db: stack.frame().db, logger: logs.logger });
}, 60_000);

afterAll(async () => {
  await frame?.close();
  await smtp?.close();
  await stack?.close();
  await rm(pageDir, { recursive: true, force: true });
});

describe('wallet frame during an SMTP outage', () => {
  it('answers code requests 503 while mail is down and sends the code once it is back', async () => {
    const email = `outage-${Date.now()}@example.test`;
    const start = () => call(frame.url, '/api/email/start', { email, deviceIds: [], hostOrigin: HOST });
    await smtp.cut();
    for (let press = 0; press < 3; press++) {
      const r = await start();
      expect(r).toEqual({ status: 503, body: { error: UnavailableMessages.mail, retryAfterSeconds: 30, requestId: expect.any(String) } });
    }
    const ready = await call(frame.url, '/readyz');
    expect(ready).toEqual({ status: 503, body: { status: 'unavailable', checks: { database: 'ok', mail: 'not answering' }, error: UnavailableMessages.mail } });

    await smtp.restore();
    const after = lastMailId(stack.mailbox);
    expect(await start()).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } });
    const { code } = await codeFor(stack.mailbox, email, after);
    const verified = await call(frame.url, '/api/email/verify', { email, otp: code });
    expect(verified.status).toBe(200);
    expect((await call(frame.url, '/readyz')).status).toBe(200);

    const mail = logs.lines.filter((l) => l.dependency === 'mail');
    expect(mail.filter((l) => /not answering/.test(l.msg))).toHaveLength(1);
    expect(mail.filter((l) => l.status === 503 && l.route === '/api/email/start')).toHaveLength(3);
    expect(mail.at(-1)).toMatchObject({ level: 'info', msg: expect.stringMatching(/^mail answering again after/) });
  });
});
