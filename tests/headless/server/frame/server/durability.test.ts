// The frame server's state is in its database: a kill -9 of the server process loses no committed session, wallet
// share, spent code or open Farcaster sign-in (PGlite), and the same API runs on PostgreSQL (DATABASE_URL).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../../../faucet/devnet/anvil';
import { devFrameEnv, devnetChain } from '../../../../../faucet/devnet/frame/env';
import { completeFarcasterSignIn } from '../../../../../faucet/devnet/frame/farcaster-client';
import { startDevFarcasterRelay, type DevFarcasterRelay } from '../../../../../faucet/devnet/frame/farcaster-relay';
import { startDevMailbox, type DevMailbox } from '../../../../../faucet/devnet/frame/mailbox';
import { openWallet } from '../../../../../headless/server/frame/page/keys';
import { createFarcasterTestUser, farcasterFrameEnv } from '../../../../support/farcaster';
import { startFrameStack, stubFramePage, TEST_FRAME_SECRET } from '../../../../support/frame';
import { startPostgres, type TestPostgres } from '../../../../support/postgres';
import { call, codeFor, createWallet, emailLogin, lastMailId } from '../helpers';

const HOST = 'http://127.0.0.1:5556';
let pageDir: string;
let stub: Awaited<ReturnType<typeof stubFramePage>> | undefined;
let mailbox: DevMailbox;

beforeAll(async () => {
  pageDir = (stub = await stubFramePage()).dir;
  mailbox = await startDevMailbox();
});

afterAll(async () => {
  await mailbox?.close();
  await stub?.remove();
});

describe('kill -9', () => {
  let child: ChildProcess | undefined;
  let dataDir: string;
  let port: number;
  let relay: DevFarcasterRelay;
  const url = () => `http://127.0.0.1:${port}`;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  async function startServer(): Promise<void> {
    const env = {
      ...process.env,
      ...devFrameEnv({
        port,
        smtpUrl: mailbox.smtpUrl,
        providers: [],
        allowedOrigins: [HOST],
        chains: [devnetChain(inject('rpcUrl'))],
        pageDir,
        dataDir,
        secret: TEST_FRAME_SECRET,
      }),
      ...farcasterFrameEnv(relay.url, inject('rpcUrl')),
    };
    // node --import tsx runs the server in this very process, so the PID we SIGKILL is the server itself.
    child = spawn(process.execPath, ['--import', 'tsx', 'headless/server/frame/server/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on('data', (d: Buffer) => {
        if (d.toString().includes('frame listening on')) resolve();
      });
      child!.once('exit', (code) => reject(new Error(`frame server exited (${code})`)));
    });
  }
  const kill9 = () =>
    new Promise<void>((resolve) => {
      child!.once('exit', () => resolve());
      child!.kill('SIGKILL');
    });

  beforeAll(async () => {
    [dataDir, port, relay] = await Promise.all([
      mkdtemp(join(tmpdir(), 'wd-frame-crash-db-')),
      freePort(),
      startDevFarcasterRelay(),
    ]);
  });

  afterAll(async () => {
    if (running()) await kill9();
    await relay?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps sessions, wallet shares and spent codes across kill -9 and restart (PGlite)', async () => {
    await startServer();
    const email = `crash-${Date.now()}@example.test`;
    const token = await emailLogin(url(), mailbox, email, HOST);
    const userId = ((await call(url(), '/api/session', undefined, token)).body.user as { id: string }).id;
    const wallet = await createWallet(url(), token, userId);
    expect(wallet.reply.status).toBe(200);
    const used = await codeFor(mailbox, email);
    const signedOut = await emailLogin(url(), mailbox, `other-${Date.now()}@example.test`, HOST);
    expect((await call(url(), '/api/session/sign-out', {}, signedOut)).status).toBe(200);

    await kill9();
    await startServer();
    const share = await call(url(), '/api/wallet/device-share', { deviceId: wallet.deviceId }, token);
    expect(share.status).toBe(200);
    const { keys } = await openWallet(wallet.shares.device, share.body.authShare as string, wallet.keys.eip155.address);
    expect(keys.solana.address).toBe(wallet.keys.solana.address);
    expect((await call(url(), '/api/session', undefined, signedOut)).status).toBe(401);
    expect((await call(url(), '/api/email/verify', { email, otp: used.code })).status).toBe(400);
    expect(lastMailId(mailbox)).toBeGreaterThan(0);
  }, 120_000);

  it('keeps an open Farcaster sign-in across kill -9: it completes after the restart, exactly once', async () => {
    if (!running()) await startServer();
    const user = await createFarcasterTestUser(inject('rpcUrl'), 'dora');
    const attempt = (await call(url(), '/api/farcaster/start', { hostOrigin: HOST })).body as {
      attemptId: string;
      url: string;
    };
    await kill9();
    await startServer();
    await completeFarcasterSignIn({ relayUrl: relay.url, url: attempt.url, user });
    const done = await call(url(), '/api/farcaster/complete', { attemptId: attempt.attemptId });
    expect(done).toMatchObject({ status: 200, body: { user: { socialProvider: 'farcaster', userName: 'dora' } } });
    expect((await call(url(), '/api/farcaster/complete', { attemptId: attempt.attemptId })).status).toBe(410);
  }, 120_000);
});

describe('PostgreSQL', () => {
  let pg: TestPostgres;

  beforeAll(async () => {
    pg = await startPostgres();
  }, 60_000);

  afterAll(async () => {
    await pg?.stop();
  });

  it('logs in, stores a wallet and keeps the session across a restart on DATABASE_URL', async () => {
    const stack = await startFrameStack({
      rpcUrl: inject('rpcUrl'),
      pageDir,
      allowedOrigins: [HOST],
      databaseUrl: pg.url,
      extraEnv: { AUTH_PER_MINUTE: '6' },
    });
    try {
      expect(stack.frame().db.kind).toBe('postgres');
      const token = await emailLogin(stack.url, stack.mailbox, `pg-${Date.now()}@example.test`, HOST);
      const userId = ((await call(stack.url, '/api/session', undefined, token)).body.user as { id: string }).id;
      const wallet = await createWallet(stack.url, token, userId);
      expect(wallet.reply.status).toBe(200);
      // A second wallet for the same account is refused (the first one's shares stay).
      const again = await createWallet(stack.url, token, userId);
      expect(again.reply.status).toBe(409);
      await stack.restart();
      expect(
        (await call(stack.url, '/api/wallet/device-share', { deviceId: wallet.deviceId }, token)).body.authShare,
      ).toBe(wallet.shares.auth);
      // Login requests per client address: 6 a minute here (counted per instance, from its start).
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++)
        statuses.push((await call(stack.url, '/api/social/start', { provider: 'google', hostOrigin: HOST })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await stack.close();
    }
  }, 120_000);
});
