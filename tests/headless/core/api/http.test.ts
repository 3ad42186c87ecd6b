// A generic HTTP helper supports GET, POST, PUT, DELETE with optional JSON body and query params and appends
// clientId when set; it throws 'HTTP status code: {n}' on non-OK, 'HTTP request failed.' and, on a timeout,
// 'The request took too long to respond.'.
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpClient, httpStatusOf } from '../../../../headless/core/api/http';
import { WalletDockError } from '../../../../headless/core/model/errors';
import { useMswServer } from '../../../support/msw/server';

const BASE = 'https://api.walletdock.test';
const echo = z.object({
  method: z.string(),
  query: z.record(z.string(), z.string()),
  body: z.unknown(),
  type: z.string(),
});

async function reply(request: Request) {
  const url = new URL(request.url);
  const text = await request.text();
  return HttpResponse.json({
    method: request.method,
    query: Object.fromEntries(url.searchParams),
    body: text ? JSON.parse(text) : null,
    type: request.headers.get('content-type') ?? '',
  });
}

const msw = useMswServer(
  http.all(`${BASE}/echo`, ({ request }) => reply(request)),
  http.get(`${BASE}/status/:code`, ({ params }) => new HttpResponse(null, { status: Number(params.code) })),
  http.get(`${BASE}/slow`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  http.get(`${BASE}/down`, () => HttpResponse.error()),
  http.get(`${BASE}/wrong-shape`, () => HttpResponse.json({ count: 'many' })),
);

describe('generic HTTP helper', () => {
  it('supports GET, POST, PUT, DELETE with an optional JSON body', async () => {
    const api = createHttpClient({ baseUrl: BASE });
    expect(await api.get('/echo', echo)).toMatchObject({ method: 'GET', body: null });
    for (const method of ['post', 'put', 'delete'] as const) {
      const out = await api[method]('/echo', echo, { body: { a: 1 } });
      expect(out).toEqual({ method: method.toUpperCase(), query: {}, body: { a: 1 }, type: 'application/json' });
    }
  });

  it('sends query params (arrays comma-joined, empty values left out) and the default query', async () => {
    const api = createHttpClient({ baseUrl: `${BASE}/`, defaultQuery: { projectId: 'p1', st: 'walletdock' } });
    const out = await api.get('echo', echo, {
      query: { page: 2, ids: ['a', 'b'], none: undefined, blank: '', no: [] },
    });
    expect(out.query).toEqual({ projectId: 'p1', st: 'walletdock', page: '2', ids: 'a,b' });
  });

  it('appends clientId when set, and only then', async () => {
    const withId = await createHttpClient({ baseUrl: BASE, clientId: 'client-7' }).get('/echo', echo);
    expect(withId.query).toEqual({ clientId: 'client-7' });
    expect((await createHttpClient({ baseUrl: BASE }).get('/echo', echo)).query).toEqual({});
    expect(createHttpClient({ baseUrl: BASE, clientId: 'c' }).url('/img/1', { a: 'b' })).toBe(
      `${BASE}/img/1?a=b&clientId=c`,
    );
  });

  it.each([500, 404, 403])('throws "HTTP status code: %i" on a non-OK reply', async (code) => {
    const error = await createHttpClient({ baseUrl: BASE })
      .get(`/status/${code}`, z.unknown())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletDockError);
    expect((error as WalletDockError).message).toBe(`HTTP status code: ${code}`);
    expect((error as WalletDockError).code).toBe('HTTP_ERROR');
    expect(httpStatusOf(error)).toBe(code);
  });

  it('throws "The request took too long to respond." on timeout', async () => {
    const error = await createHttpClient({ baseUrl: BASE, timeoutMs: 30 })
      .get('/slow', z.unknown())
      .catch((e) => e);
    expect(error).toBeInstanceOf(WalletDockError);
    expect((error as WalletDockError).message).toBe('The request took too long to respond.');
    expect((error as WalletDockError).code).toBe('TIMEOUT');
  });

  it('reports a failed connection as "HTTP request failed."', async () => {
    const error = await createHttpClient({ baseUrl: BASE })
      .get('/down', z.unknown())
      .catch((e) => e);
    expect((error as WalletDockError).message).toBe('HTTP request failed.');
  });

  it('parses every reply with the schema the caller passes (a wrong shape is an error, not data)', async () => {
    const schema = z.object({ count: z.number() });
    const error = await createHttpClient({ baseUrl: BASE })
      .get('/wrong-shape', schema)
      .catch((e) => e);
    expect(error).toBeInstanceOf(WalletDockError);
    expect((error as WalletDockError).code).toBe('INVALID_INPUT');
    expect(msw.requests).toBe(1);
  });

  it('does not send a request whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      createHttpClient({ baseUrl: BASE }).get('/echo', echo, { signal: controller.signal }),
    ).rejects.toThrow();
    expect(msw.requests).toBe(0);
  });

  it('lets the caller abort a request', async () => {
    const controller = new AbortController();
    const pending = createHttpClient({ baseUrl: BASE }).get('/slow', z.unknown(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
