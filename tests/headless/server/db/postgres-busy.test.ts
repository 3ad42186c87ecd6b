// A server with more requests in hand than database connections is busy, not cut off from its database: its callers
// get 503 "busy" with Retry-After, and its operator does not read "database not answering" while the database is
// fine. Real PostgreSQL, a pool of one connection held by a transaction, the real HTTP floor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDatabase,
  sendJson,
  ServerBusyError,
  startHttpServer,
  UnavailableMessages,
  type Database,
  type HttpServer,
} from 'walletdock/server/node';
import { captureLogs } from '../../../support/log-lines';
import { startPostgres, type TestPostgres } from '../../../support/postgres';

let pg: TestPostgres;
let db: Database;
let http: HttpServer;
const logs = captureLogs('busy-test');

beforeAll(async () => {
  pg = await startPostgres();
  db = await openDatabase({
    databaseUrl: pg.url,
    dataDir: '',
    poolSize: 1,
    connectTimeoutMs: 300,
    logger: logs.logger,
  });
  http = await startHttpServer({
    host: '127.0.0.1',
    port: 0,
    logger: logs.logger,
    routes: [
      {
        method: 'GET',
        path: '/v1/now',
        handle: async ({ res }) => sendJson(res, 200, (await db.query<{ one: number }>('SELECT 1 AS one'))[0]),
      },
    ],
  });
});

afterAll(async () => {
  await http?.close();
  await db?.close();
  await pg?.stop();
});

describe('a PostgreSQL pool with every connection in use', () => {
  it('answers 503 "busy" with Retry-After, logs no outage, and serves again once a connection is free', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    // The only connection, taken by a transaction that waits.
    const transaction = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await held;
    });
    await new Promise((r) => setTimeout(r, 50));

    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(ServerBusyError);
    const reply = await fetch(`${http.url}/v1/now`);
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe('2');
    const body = (await reply.json()) as { error: string; requestId: string };
    expect(body.error).toBe(UnavailableMessages.busy);
    expect(body.requestId).toBe(reply.headers.get('x-request-id'));

    release();
    await transaction;
    const again = await fetch(`${http.url}/v1/now`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ one: 1 });

    // The operator reads that the server was busy, on the request's own line, and nothing about the database being away.
    const line = logs.lines.find((l) => l.reqId === body.requestId);
    expect(line).toMatchObject({
      level: 'warn',
      status: 503,
      busy: 'database connections',
      msg: 'request answered 503: busy (no database connections free in time)',
    });
    expect(logs.text()).not.toMatch(/not answering|answering again/);
  });
});
