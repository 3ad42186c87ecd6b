// The HTTP floor as a server built on it sees it: routes with parameters, 404/405 in clear words, CORS only for the
// configured origins, bodies capped and checked by zod, internal errors hidden, counted and logged with their stack,
// a dependency outage answered 503 with Retry-After, the request id on every reply and log line, /healthz and /readyz,
// GET /metrics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DependencyUnavailableError,
  HttpError,
  HttpMessages,
  Metrics,
  parseRequest,
  readJsonBody,
  sendJson,
  startHttpServer,
  UnavailableMessages,
  type HttpServer,
} from 'walletdock/server/node';
import { onOneConnection } from '../../../support/keep-alive';
import { captureLogs } from '../../../support/log-lines';

const logs = captureLogs('test');
let databaseUp = true;

const metrics = new Metrics();
let http: HttpServer;

beforeAll(async () => {
  http = await startHttpServer({
    host: '127.0.0.1',
    port: 0,
    metrics: { registry: metrics, prefix: 'test' },
    cors: { origins: ['http://app.example'] },
    logger: logs.logger,
    readiness: {
      database: async () => {
        if (!databaseUp) throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
      },
    },
    routes: [
      {
        method: 'GET',
        path: '/v1/account/:address/balance',
        handle: ({ params, url, res }) =>
          sendJson(res, 200, { address: params.address, currency: url.searchParams.get('currency') }),
      },
      { method: 'GET', path: '/files/*rest', handle: ({ params, res }) => sendJson(res, 200, { rest: params.rest }) },
      {
        method: 'POST',
        path: '/v1/notes',
        handle: async ({ req, res }) => {
          const note = parseRequest(z.strictObject({ text: z.string().min(1).max(20) }), await readJsonBody(req, 64), {
            text: 'Please write a note',
          });
          sendJson(res, 201, note);
        },
      },
      {
        method: 'GET',
        path: '/v1/teapot',
        handle: () => {
          throw new HttpError(418, 'I am a teapot', { brewing: true }, { 'retry-after': '5' });
        },
      },
      {
        method: 'GET',
        path: '/v1/broken',
        handle: () => {
          throw new Error('secret detail, from postgres://app:hunter2@db.internal/app');
        },
      },
      {
        method: 'GET',
        path: '/v1/stored',
        handle: () => {
          throw new DependencyUnavailableError('database', new Error('Connection terminated unexpectedly'));
        },
      },
      {
        method: 'GET',
        path: '/v1/remote',
        handle: () => fetch('http://127.0.0.1:9/nothing-listens-here').then(() => undefined),
      },
    ],
    fallback: async ({ url, res }) => {
      if (url.pathname !== '/page') return false;
      res.writeHead(200, { 'content-type': 'text/plain' }).end('page');
      return true;
    },
  });
});

afterAll(async () => {
  await http?.close();
});

describe('draining (SIGTERM)', () => {
  it('finishes the requests in hand, answers the next one on a kept-alive connection 503, and takes no new request', async () => {
    const server = await startHttpServer({
      host: '127.0.0.1',
      port: 0,
      logger: logs.logger,
      routes: [
        {
          method: 'GET',
          path: '/v1/slow',
          handle: async ({ res }) => {
            await new Promise((r) => setTimeout(r, 800));
            sendJson(res, 200, { done: true });
          },
        },
      ],
    });
    const inHand = fetch(`${server.url}/v1/slow`);
    const kept = onOneConnection(server.url, [
      { method: 'GET', path: '/v1/slow' },
      { method: 'GET', path: '/v1/slow' },
    ]);
    await expect.poll(() => server.inFlight).toBe(2);
    server.drain();
    const [first, second] = await kept;
    expect(first).toMatchObject({ status: 200, json: { done: true } });
    expect(second).toMatchObject({
      status: 503,
      reusedSocket: true,
      json: { error: UnavailableMessages.shuttingDown, retryAfterSeconds: 1 },
    });
    // A new request is not taken: refused at connect, or (fetch reusing a connection it holds) answered 503.
    const late = await fetch(`${server.url}/v1/slow`).catch((e: Error) => e);
    expect(late instanceof Error ? 'refused' : late.status).toBeOneOf(['refused', 503]);
    expect(await (await inHand).json()).toEqual({ done: true });
    expect(await server.settled(1000)).toBe(0);
    await server.close();
  });
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${http.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('startHttpServer', () => {
  it('routes by method and path with decoded parameters, and answers 404 and 405 in words', async () => {
    expect(await (await fetch(`${http.url}/v1/account/0xAbC/balance?currency=usd`)).json()).toEqual({
      address: '0xAbC',
      currency: 'usd',
    });
    expect(await (await fetch(`${http.url}/files/a%20b/c`)).json()).toEqual({ rest: 'a b/c' });
    expect(await (await fetch(`${http.url}/files/%E0%A4%A`)).json()).toEqual({ rest: '%E0%A4%A' });
    const missing = await fetch(`${http.url}/v1/account//balance`);
    expect([missing.status, await missing.json()]).toEqual([404, { error: HttpMessages.notFound }]);
    const wrong = await fetch(`${http.url}/v1/notes`);
    expect([wrong.status, wrong.headers.get('allow'), await wrong.json()]).toEqual([
      405,
      'POST',
      { error: HttpMessages.methodNotAllowed },
    ]);
    expect(await (await fetch(`${http.url}/page`)).text()).toBe('page');
  });

  it('caps and checks JSON bodies with the field named', async () => {
    const ok = await post('/v1/notes', JSON.stringify({ text: 'hi' }));
    expect([ok.status, await ok.json()]).toEqual([201, { text: 'hi' }]);
    const cases: [string, number, string][] = [
      [JSON.stringify({ text: 'x'.repeat(100) }), 413, HttpMessages.bodyTooLarge],
      ['{"text": ', 400, HttpMessages.malformedJson],
      ['[1]', 400, HttpMessages.notJson],
      [JSON.stringify({ text: '' }), 400, 'Please write a note'],
      [JSON.stringify({ text: 'hi', admin: true }), 400, 'Unknown field: admin'],
    ];
    for (const [body, status, error] of cases) {
      const r = await post('/v1/notes', body);
      expect([r.status, ((await r.json()) as { error: string }).error], body).toEqual([status, error]);
    }
  });

  it('answers a 2 MB body with 413 and serves the next request on the same connection', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });
    const [refused, next] = await onOneConnection(http.url, [
      { method: 'POST', path: '/v1/notes', body: big },
      { method: 'POST', path: '/v1/notes', body: JSON.stringify({ text: 'after' }) },
    ]);
    expect(refused).toMatchObject({ status: 413, error: null, json: { error: HttpMessages.bodyTooLarge } });
    expect(next).toMatchObject({ status: 201, json: { text: 'after' }, reusedSocket: true });
  });

  it('replies with an HttpError as thrown, and hides, counts and logs anything else with its stack and request id', async () => {
    const teapot = await fetch(`${http.url}/v1/teapot`);
    expect([teapot.status, teapot.headers.get('retry-after'), await teapot.json()]).toEqual([
      418,
      '5',
      { error: 'I am a teapot', brewing: true },
    ]);
    const broken = await fetch(`${http.url}/v1/broken`);
    const requestId = broken.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect([broken.status, await broken.json()]).toEqual([500, { error: HttpMessages.internal, requestId }]);
    expect(metrics.get('test_internal_errors_total')).toBe(1);
    const line = logs.lines.find((l) => l.reqId === requestId)!;
    expect(line).toMatchObject({
      level: 'error',
      name: 'test',
      method: 'GET',
      route: '/v1/broken',
      status: 500,
      err: { type: 'Error' },
    });
    expect((line.err as { stack: string }).stack).toMatch(
      /^Error: secret detail, from postgres:\/\/app:\*\*\*@db\.internal\/app\n\s+at /,
    );
    expect(logs.text()).not.toContain('hunter2');
  });

  it('answers a dependency that does not answer with 503, Retry-After and words a person understands', async () => {
    const stored = await fetch(`${http.url}/v1/stored`);
    expect([stored.status, stored.headers.get('retry-after'), await stored.json()]).toEqual([
      503,
      '5',
      { error: UnavailableMessages.database, retryAfterSeconds: 5, requestId: stored.headers.get('x-request-id') },
    ]);
    // A connection refused by a service the route called, unnamed: still an outage, not an internal error.
    const remote = await fetch(`${http.url}/v1/remote`);
    expect([remote.status, ((await remote.json()) as { error: string }).error]).toEqual([
      503,
      UnavailableMessages.other,
    ]);
    expect(metrics.get('test_unavailable_total{dependency="database"}')).toBe(1);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: 'warn', route: '/v1/stored', status: 503, dependency: 'database' }),
    );
  });

  it("logs one line per request with its id, route pattern, status and duration, and keeps a proxy's request id", async () => {
    const res = await fetch(`${http.url}/v1/account/0xabc/balance?token=s3cret`, {
      headers: { 'x-request-id': 'edge-1234567890' },
    });
    expect(res.headers.get('x-request-id')).toBe('edge-1234567890');
    const line = logs.lines.find((l) => l.reqId === 'edge-1234567890')!;
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/v1/account/:address/balance',
      status: 200,
    });
    expect(line.ms).toEqual(expect.any(Number));
    expect(logs.text()).not.toContain('s3cret');
  });

  it('says it is alive on /healthz, and on /readyz whether its dependencies answer', async () => {
    expect(await (await fetch(`${http.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${http.url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', checks: { database: 'ok' } }]);
    databaseUp = false;
    const down = await fetch(`${http.url}/readyz`);
    const requestId = down.headers.get('x-request-id');
    // Like every outage's 503: the reply names the dependency (never its address) and carries the id to quote; the
    // operator's log line names the dependency and why it did not answer.
    expect([down.status, down.headers.get('retry-after'), await down.json()]).toEqual([
      503,
      '5',
      {
        status: 'unavailable',
        checks: { database: 'not answering' },
        error: UnavailableMessages.database,
        retryAfterSeconds: 5,
        requestId,
      },
    ]);
    expect(logs.lines.find((l) => l.reqId === requestId)).toMatchObject({
      level: 'warn',
      route: '/readyz',
      status: 503,
      dependency: 'database',
      cause: 'database: connect ECONNREFUSED 10.0.0.5:5432',
      msg: 'request answered 503: database unavailable',
    });
    databaseUp = true;
  });

  it('allows the configured origin only, and answers its preflight', async () => {
    const allowed = await fetch(`${http.url}/v1/teapot`, { headers: { origin: 'http://app.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://app.example');
    const other = await fetch(`${http.url}/v1/teapot`, { headers: { origin: 'http://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${http.url}/v1/notes`, {
      method: 'OPTIONS',
      headers: { origin: 'http://app.example', 'access-control-request-method': 'POST' },
    });
    expect([preflight.status, preflight.headers.get('access-control-allow-methods')]).toEqual([
      204,
      'GET, POST, OPTIONS',
    ]);
  });

  it('counts requests per route pattern and serves them on GET /metrics', async () => {
    const text = await (await fetch(`${http.url}/metrics`)).text();
    expect(text).toContain('# TYPE test_http_requests_total counter');
    expect(text).toMatch(/^test_http_requests_total\{path="\/v1\/account\/balance"\} 2$/m);
    expect(text).toMatch(/^test_http_requests_total\{path="other"\} \d+$/m);
    metrics.observe('test_duration_seconds', 0.2);
    expect(metrics.render()).toContain(
      'test_duration_seconds_bucket{le="0.25"} 1\ntest_duration_seconds_bucket{le="0.5"} 1',
    );
  });
});
