// One PostgreSQL outage shared by every server that runs on it: two faucet instances, the blockchain API and the
// wallet frame, under steady load, with the database stopped for 30 s and started again. During the outage each
// answers what needs the database 503 with Retry-After and a sentence a person understands — never a 500 — /readyz
// says the database is missing and /healthz still says alive; afterwards each recovers by itself (nothing restarted):
// every claim answered 200 is paid exactly once and every claim answered 503 is not paid, the ledger has no nonce gap,
// a transfer made during the outage is indexed, a session from before it still works, and the operator's log says when
// the database went away and when it came back.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseEther, type Hex } from 'viem';
import { openDatabase, UnavailableMessages, type Database } from 'walletdock/server/node';
import { startFaucetServer, type FaucetServer } from '../../../../faucet/server/app';
import {
  checkLedger,
  claimFor,
  freshAddress,
  ipFor,
  rpc,
  testConfig,
  until,
  type ClaimRow,
} from '../../../faucet/server/helpers';
import { historyResponseSchema } from '../../../../headless/core/account-data/api-schemas';
import { getParsed, send, startDevnetApi, stopApi } from '../../../support/blockchain-api';
import { fundedAccount, type FundedAccount } from '../../../support/chain';
import { startFrameStack, type FrameStack } from '../../../support/frame';
import { captureLogs } from '../../../support/log-lines';
import { startPostgres, type TestPostgres } from '../../../support/postgres';
import { call, emailLogin } from '../frame/helpers';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const OUTAGE_MS = 30_000;
const HOST = 'http://127.0.0.1:5555';
const faucetLogs = captureLogs('faucet');
const apiLogs = captureLogs('blockchain-api');

let pg: TestPostgres;
let ledger: Database;
let faucets: FaucetServer[];
let api: Awaited<ReturnType<typeof startDevnetApi>>;
let frame: FrameStack;
let pageDir: string;
let payer: FundedAccount;
let key: Hex;

beforeAll(async () => {
  pg = await startPostgres();
  pageDir = await mkdtemp(join(tmpdir(), 'wd-frame-stub-page-'));
  await writeFile(join(pageDir, 'index.html'), '<!doctype html><title>stub</title>');
  await writeFile(join(pageDir, 'callback.html'), '<!doctype html><title>callback</title>');
  [{ privateKey: key }, payer] = await Promise.all([fundedAccount(rpcUrl, 1000n), fundedAccount(rpcUrl, 10n)]);
  const faucet = (id: string, logger = faucetLogs.logger) =>
    startFaucetServer(testConfig(rpcUrl, key, { DATABASE_URL: pg.url, INSTANCE_ID: id, LEASE_MS: '800' }), { logger });
  faucets = [await faucet('A'), await faucet('B')];
  [api, frame] = await Promise.all([
    startDevnetApi(rpcUrl, contracts, { databaseUrl: pg.url, logger: apiLogs.logger }),
    startFrameStack({ rpcUrl, pageDir, allowedOrigins: [HOST], databaseUrl: pg.url }),
  ]);
}, 120_000);

afterAll(async () => {
  for (const f of faucets ?? []) await f.close().catch(() => undefined);
  await stopApi(api).catch(() => undefined);
  await frame?.close().catch(() => undefined);
  await ledger?.close();
  await pg?.stop();
  await rm(pageDir, { recursive: true, force: true });
});

/** One answer the load got: which server, when it was asked and answered, status, Retry-After and error text. */
interface Answer {
  server: string;
  at: number;
  done: number;
  status: number;
  retryAfter: string | null;
  error: unknown;
}

describe('PostgreSQL stopped for 30 s under load', () => {
  it('faucet ×2, API and frame answer 503 during, recover alone after, and lose or double nothing', async () => {
    const token = await emailLogin(frame.url, frame.mailbox, `pg-outage-${Date.now()}@example.test`, HOST);
    const answers: Answer[] = [];
    const claims: { address: string; status: number; payout: string | undefined }[] = [];
    let running = true;
    const pause = () => new Promise((r) => setTimeout(r, 40));
    const record = async (server: string, request: () => Promise<Response>) => {
      const at = Date.now();
      const res = await request();
      const body = (await res.json()) as { error?: unknown };
      answers.push({
        server,
        at,
        done: Date.now(),
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        error: body.error,
      });
      return { res, body };
    };
    let n = 0;
    const load = [
      // Claims through both faucet instances.
      ...Array.from({ length: 4 }, async () => {
        while (running) {
          const i = n++;
          const address = freshAddress();
          const at = Date.now();
          const r = await claimFor(faucets[i % 2]!.url, address, ipFor(20_000 + i)).catch(() => null);
          if (r) {
            answers.push({
              server: 'faucet',
              at,
              done: Date.now(),
              status: r.status,
              retryAfter: r.headers.get('retry-after'),
              error: r.body.error,
            });
            claims.push({ address, status: r.status, payout: r.body.status });
          }
          await pause();
        }
      }),
      // Balances and history from the API (both read the index in the database).
      ...Array.from({ length: 2 }, async (_, w) => {
        while (running) {
          await record('api', () => fetch(`${api.url}/v1/account/${payer.address}/${w === 0 ? 'balance' : 'history'}`));
          await pause();
        }
      }),
      // The frame's session (read from the database).
      (async () => {
        while (running) {
          await record('frame', () =>
            fetch(`${frame.url}/api/session`, { headers: { authorization: `Bearer ${token}` } }),
          );
          await pause();
        }
      })(),
    ];

    await new Promise((r) => setTimeout(r, 3_000));
    await pg.halt();
    const haltedAt = Date.now();
    // A transfer the chain takes while the API cannot write its index.
    const during = await send(rpcUrl, payer, { to: freshAddress(), value: parseEther('1') });
    await new Promise((r) => setTimeout(r, OUTAGE_MS / 2));
    const servers = [...faucets.map((f) => f.url), api.url, frame.url];
    const readyDuring = await Promise.all(servers.map((u) => call(u, '/readyz')));
    // Alive all the same: an orchestrator that restarts on /healthz must not restart a server waiting for its database.
    const aliveDuring = await Promise.all(servers.map((u) => call(u, '/healthz')));
    await new Promise((r) => setTimeout(r, Math.max(0, haltedAt + OUTAGE_MS - Date.now())));
    // The outage ends when the restart begins: PostgreSQL may answer before resume() has returned.
    const restartedAt = Date.now();
    await pg.resume();
    const resumedAt = Date.now();
    // Nothing is restarted: each server finds the database again by itself.
    const recovered = await Promise.all(
      servers.map(async (u) => {
        await until(
          async () => ((await call(u, '/readyz')).status === 200 ? true : undefined),
          30_000,
          `${u} ready again`,
        );
        return Date.now() - resumedAt;
      }),
    );
    await new Promise((r) => setTimeout(r, 3_000));
    running = false;
    await Promise.all(load);

    // Never a 500; during the outage every refusal is the database's 503 with Retry-After.
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    const inOutage = answers.filter((a) => a.at > haltedAt + 1_000 && a.done < restartedAt);
    for (const server of ['faucet', 'api', 'frame']) {
      const mine = inOutage.filter((a) => a.server === server);
      expect(mine.length, server).toBeGreaterThan(5);
      expect(
        mine.filter((a) => a.status !== 503),
        server,
      ).toEqual([]);
      expect(new Set(mine.map((a) => `${a.retryAfter} ${String(a.error)}`)), server).toEqual(
        new Set([`5 ${UnavailableMessages.database}`]),
      );
    }
    for (const r of aliveDuring) expect(r).toEqual({ status: 200, body: { status: 'ok' } });
    for (const r of readyDuring)
      expect(r).toMatchObject({
        status: 503,
        body: { status: 'unavailable', checks: { database: 'not answering' }, error: UnavailableMessages.database },
      });
    expect(Math.max(...recovered)).toBeLessThan(20_000);
    const afterwards = answers.filter((a) => a.at > resumedAt + Math.max(...recovered));
    expect(afterwards.length).toBeGreaterThan(10);
    expect(afterwards.filter((a) => a.status !== 200)).toEqual([]);

    // The faucet: paid exactly what it said it would, once; no nonce gap.
    ledger = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
    await until(
      async () => {
        const [open] = await ledger.query<{ n: number }>(
          `SELECT count(*)::int8 AS n FROM faucet_claim WHERE status IN ('reserved','signed','broadcast')`,
        );
        return open?.n === 0 ? true : undefined;
      },
      60_000,
      'claims final',
    );
    const balanceOf = async (a: string) => BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [a, 'latest']));
    const balances = await Promise.all(claims.map((c) => balanceOf(c.address)));
    claims.forEach((c, i) =>
      expect(balances[i], `${c.status} ${c.address}`).toBe(c.status === 200 ? parseEther('1') : 0n),
    );
    expect(claims.filter((c) => c.status === 200).length).toBeGreaterThan(10);
    const rows = await ledger.query<ClaimRow>(
      'SELECT id, address, status, nonce, tx_hash, signer FROM faucet_claim ORDER BY id',
    );
    expect(rows.filter((r) => r.status !== 'confirmed')).toEqual([]);
    checkLedger(rows);
    expect(Number(await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [rows[0]!.signer, 'latest']))).toBe(rows.length);

    // The API indexed the transfer made during the outage; the frame's session from before still works.
    await api.waitForBlock(33322, Number(during.blockNumber), 30_000);
    const history = await getParsed(`${api.url}/v1/account/${payer.address}/history`, historyResponseSchema);
    expect(history.data.map((t) => t.metadata.hash)).toContain(during.hash);
    expect((await call(frame.url, '/api/session', undefined, token)).status).toBe(200);

    // What the operator read: the database going away with its cause, and back with how long it was gone.
    for (const logs of [faucetLogs, apiLogs]) {
      const gone = logs.lines.filter(
        (l) => l.dependency === 'database' && l.level === 'warn' && /not answering/.test(l.msg),
      );
      const back = logs.lines.filter((l) => l.dependency === 'database' && /answering again after/.test(l.msg));
      expect(gone.length).toBeGreaterThanOrEqual(1);
      expect(back.at(-1)!.downMs).toBeGreaterThan(OUTAGE_MS - 5_000);
      expect(logs.lines.filter((l) => l.level === 'error')).toEqual([]);
    }
  }, 240_000);
});
