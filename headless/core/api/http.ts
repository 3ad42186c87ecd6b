// The generic HTTP helper: one place that builds URLs, times out, and parses every reply with zod.
// Core types and the standalone safeParse accept classic and mini schemas alike, and keep classic zod out of the bundle.
import { safeParse } from 'zod/mini';
import type * as zc from 'zod/v4/core';
import { walkCauses } from '../model/errors';
import { HttpError, RequestTimeoutError } from '../model/errors/http';
import { InvalidInputError } from '../model/errors/validation';

/** HTTP methods the helper speaks. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A query value; undefined, empty strings and empty arrays are left out, arrays are comma-joined. */
export type QueryValue = string | number | boolean | readonly string[] | undefined;

/** Query parameters of one request. */
export type QueryParams = Record<string, QueryValue>;

/** One request: the caller always names the schema its reply must satisfy. */
export interface HttpRequest<S extends zc.$ZodType> {
  path: string;
  schema: S;
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Options of createHttpClient. */
export interface HttpClientOptions {
  baseUrl: string;
  /** Appended as the `clientId` query parameter when set. */
  clientId?: string;
  /** Parameters added to every request (e.g. projectId, st, sv). */
  defaultQuery?: QueryParams;
  /** Milliseconds before "The request took too long to respond."; default 10 000. */
  timeoutMs?: number;
  /** Injected for tests and non-browser hosts; defaults to the global fetch at call time. */
  fetch?: typeof fetch;
}

/** A small JSON-over-HTTP client bound to one base URL. */
export interface HttpClient {
  request<S extends zc.$ZodType>(request: HttpRequest<S>): Promise<zc.output<S>>;
  get<S extends zc.$ZodType>(path: string, schema: S, init?: RequestOptions): Promise<zc.output<S>>;
  post<S extends zc.$ZodType>(path: string, schema: S, init?: RequestOptions): Promise<zc.output<S>>;
  put<S extends zc.$ZodType>(path: string, schema: S, init?: RequestOptions): Promise<zc.output<S>>;
  delete<S extends zc.$ZodType>(path: string, schema: S, init?: RequestOptions): Promise<zc.output<S>>;
  /** The absolute URL of a path with the default query, clientId and `query` appended (for image tags). */
  url(path: string, query?: QueryParams): string;
}

/** Per-call options of the method shortcuts. */
export type RequestOptions = Omit<HttpRequest<zc.$ZodType>, 'path' | 'schema' | 'method'>;

/** Default request timeout, the same as the JSON-RPC transports'. */
export const HTTP_TIMEOUT_MS = 10_000;

function appendQuery(url: URL, query: QueryParams | undefined): void {
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) url.searchParams.set(key, value.join(','));
    } else url.searchParams.set(key, String(value));
  }
}

// A body that is not JSON reaches the schema as its raw text, so the schema's own message reports it.
function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The HTTP status carried by an error thrown for a non-OK reply, if any. */
export function httpStatusOf(error: unknown): number | undefined {
  const hit = walkCauses(error, (e) => typeof (e as { status?: unknown })?.status === 'number');
  return hit === undefined ? undefined : (hit as { status: number }).status;
}

/** Creates the helper; nothing is fetched until a method is called. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;

  function url(path: string, query?: QueryParams): string {
    const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    const u = new URL(path.replace(/^\//, ''), base);
    appendQuery(u, options.defaultQuery);
    appendQuery(u, query);
    if (options.clientId) u.searchParams.set('clientId', options.clientId);
    return u.toString();
  }

  async function request<S extends zc.$ZodType>(req: HttpRequest<S>): Promise<zc.output<S>> {
    const doFetch = options.fetch ?? globalThis.fetch;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    if (req.signal?.aborted) controller.abort();
    req.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      let response: Response;
      let text: string;
      try {
        const headers: Record<string, string> = { ...req.headers };
        if (req.body !== undefined) headers['content-type'] = 'application/json';
        response = await doFetch(url(req.path, req.query), {
          method: req.method ?? 'GET',
          headers,
          body: req.body === undefined ? undefined : JSON.stringify(req.body),
          signal: controller.signal,
        });
        text = await response.text();
      } catch (cause) {
        if (timedOut) throw new RequestTimeoutError(undefined, { cause, timeoutMs });
        if (req.signal?.aborted) throw cause;
        throw new HttpError(undefined, { cause, url: url(req.path) });
      }
      if (!response.ok) {
        throw new HttpError(undefined, {
          status: response.status,
          url: response.url || url(req.path),
          // The reply's text (bounded) stays in the cause: a refusing server's own words (the name service's,
          // walletdock's answer `{ error: "…" }`).
          cause: { status: response.status, url: response.url, body: text.slice(0, 1000) },
        });
      }
      const parsed = safeParse(req.schema, parseJson(text));
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Invalid input';
        throw new InvalidInputError(message, { cause: parsed.error });
      }
      return parsed.data;
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onAbort);
    }
  }

  const shortcut =
    (method: HttpMethod) =>
    <S extends zc.$ZodType>(path: string, schema: S, init?: RequestOptions) =>
      request({ ...init, path, schema, method });

  return {
    request,
    get: shortcut('GET'),
    post: shortcut('POST'),
    put: shortcut('PUT'),
    delete: shortcut('DELETE'),
    url,
  };
}
