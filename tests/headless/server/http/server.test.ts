// The HTTP floor as a server built on it sees it: routes with parameters, 404/405 in clear words, CORS only for the
// configured origins, bodies capped and checked by zod, internal errors hidden and counted, GET /metrics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, HttpMessages, Metrics, parseRequest, readJsonBody, sendJson, startHttpServer, type HttpServer } from 'walletdock/server/node';
import { onOneConnection } from '../../../support/keep-alive';

const metrics = new Metrics();
let http: HttpServer;

beforeAll(async () => {
  http = await startHttpServer({
    host: '127.0.0.1',
    port: 0,
    metrics: { registry: metrics, prefix: 'test' },
    cors: { origins: ['http://app.example'] },
    routes: [
      { method: 'GET', path: '/v1/account/:address/balance', handle: ({ params, url, res }) => sendJson(res, 200, { address: params.address, currency: url.searchParams.get('currency') }) },
      { method: 'GET', path: '/files/*rest', handle: ({ params, res }) => sendJson(res, 200, { rest: params.rest }) },
      {
        method: 'POST',
        path: '/v1/notes',
        handle: async ({ req, res }) => {
          const note = parseRequest(z.strictObject({ text: z.string().min(1).max(20) }), await readJsonBody(req, 64), { text: 'Please write a note' });
          sendJson(res, 201, note);
        },
      },
      { method: 'GET', path: '/v1/teapot', handle: () => { throw new HttpError(418, 'I am a teapot', { brewing: true }, { 'retry-after': '5' }); } },
      { method: 'GET', path: '/v1/broken', handle: () => { throw new Error('secret detail'); } },
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

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${http.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('startHttpServer', () => {
  it('routes by method and path with decoded parameters, and answers 404 and 405 in words', async () => {
    expect(await (await fetch(`${http.url}/v1/account/0xAbC/balance?currency=usd`)).json()).toEqual({ address: '0xAbC', currency: 'usd' });
    expect(await (await fetch(`${http.url}/files/a%20b/c`)).json()).toEqual({ rest: 'a b/c' });
    expect(await (await fetch(`${http.url}/files/%E0%A4%A`)).json()).toEqual({ rest: '%E0%A4%A' });
    const missing = await fetch(`${http.url}/v1/account//balance`);
    expect([missing.status, await missing.json()]).toEqual([404, { error: HttpMessages.notFound }]);
    const wrong = await fetch(`${http.url}/v1/notes`);
    expect([wrong.status, wrong.headers.get('allow'), await wrong.json()]).toEqual([405, 'POST', { error: HttpMessages.methodNotAllowed }]);
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

  it('replies with an HttpError as thrown, and hides and counts anything else', async () => {
    const teapot = await fetch(`${http.url}/v1/teapot`);
    expect([teapot.status, teapot.headers.get('retry-after'), await teapot.json()]).toEqual([418, '5', { error: 'I am a teapot', brewing: true }]);
    const broken = await fetch(`${http.url}/v1/broken`);
    expect([broken.status, await broken.text()]).toEqual([500, JSON.stringify({ error: HttpMessages.internal })]);
    expect(metrics.get('test_internal_errors_total')).toBe(1);
  });

  it('allows the configured origin only, and answers its preflight', async () => {
    const allowed = await fetch(`${http.url}/v1/teapot`, { headers: { origin: 'http://app.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://app.example');
    const other = await fetch(`${http.url}/v1/teapot`, { headers: { origin: 'http://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${http.url}/v1/notes`, { method: 'OPTIONS', headers: { origin: 'http://app.example', 'access-control-request-method': 'POST' } });
    expect([preflight.status, preflight.headers.get('access-control-allow-methods')]).toEqual([204, 'GET, POST, OPTIONS']);
  });

  it('counts requests per route pattern and serves them on GET /metrics', async () => {
    const text = await (await fetch(`${http.url}/metrics`)).text();
    expect(text).toContain('# TYPE test_http_requests_total counter');
    expect(text).toMatch(/^test_http_requests_total\{path="\/v1\/account\/balance"\} 1$/m);
    expect(text).toMatch(/^test_http_requests_total\{path="other"\} \d+$/m);
    metrics.observe('test_duration_seconds', 0.2);
    expect(metrics.render()).toContain('test_duration_seconds_bucket{le="0.25"} 1\ntest_duration_seconds_bucket{le="0.5"} 1');
  });
});
