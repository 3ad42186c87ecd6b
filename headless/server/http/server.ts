// A JSON API server on node:http: routes by method and path, CORS for configured origins, a request counter per
// route and GET /metrics, /healthz and /readyz, one log line per request, and one error path: an HttpError becomes its
// status and `{error}` reply; a dependency that does not answer (database, node, mail, bundler) a 503 with Retry-After;
// anything else a counted and logged 500 that reveals nothing but the request id the caller can quote.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerLogger, redactText, type ServerLogger } from '../log';
import {
  DependencyUnavailableError,
  outageOf,
  RETRY_AFTER_SECONDS,
  ServerBusyError,
  UnavailableMessages,
} from '../unavailable';
import { applyCors, type CorsOptions } from './cors';
import { readinessRoutes, type ReadinessChecks } from './health';
import { HttpError, HttpMessages, sendJson } from './json';
import type { Metrics } from './metrics';
import { compileRoute, type CompiledRoute, type Route } from './routes';

/** Options of startHttpServer. */
export interface HttpServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  routes: readonly Route[];
  /**
   * Counts requests as `<prefix>_http_requests_total{path="<route>"}` (unmatched: "other"), unexpected errors as
   * `<prefix>_internal_errors_total` and dependency outages as `<prefix>_unavailable_total{dependency="…"}`, and serves
   * the registry on GET /metrics.
   */
  metrics?: { registry: Metrics; prefix: string };
  cors?: CorsOptions;
  /** Requests no route matched (a page's static files, say): true when it answered. Otherwise 404. */
  fallback?(request: { req: IncomingMessage; res: ServerResponse; url: URL }): Promise<boolean>;
  /** Where the request lines and errors go (default: JSON lines on stdout at info). */
  logger?: ServerLogger;
  /** The dependencies GET /readyz asks (`database: () => db.query('SELECT 1')`); GET /healthz is always there. */
  readiness?: ReadinessChecks;
}

/** A listening server. */
export interface HttpServer {
  /** Base URL, e.g. http://127.0.0.1:8787. */
  url: string;
  server: Server;
  /** Requests being answered now. */
  readonly inFlight: number;
  /**
   * Stops taking work: the listening socket closes, /readyz answers 503, and a request arriving on a kept-alive
   * connection is answered 503 "restarting" (Retry-After) and its connection closed. Requests already in hand go on.
   */
  drain(): void;
  /** Resolves when no request is in hand (at once when none is), or after `timeoutMs` with the number still open. */
  settled(timeoutMs: number): Promise<number>;
  /** Drains, gives the requests in hand `graceMs` (default 5 s) to finish, then closes every connection. */
  close(graceMs?: number): Promise<void>;
}

/** The message of the innermost cause of `error`. */
function rootMessage(error: unknown): string {
  let e = error;
  for (let depth = 0; depth < 5 && e instanceof Error && e.cause !== undefined; depth++) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

// A request id from a proxy in front is kept (one id across the hops) when it looks like one.
const FORWARDED_ID = /^[\w.:@-]{8,128}$/;

/**
 * Starts listening on host:port.
 *
 * @example
 * const http = await startHttpServer({
 *   host: '127.0.0.1', port: 0, metrics: { registry: new Metrics(), prefix: 'api' }, cors: { origins: ['https://app.example.com'] },
 *   readiness: { database: () => db.query('SELECT 1') },
 *   routes: [{ method: 'GET', path: '/v1/account/:address/balance', handle: ({ params, res }) => sendJson(res, 200, balances(params.address)) }],
 * });
 */
export async function startHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  const logger = options.logger ?? createServerLogger({ name: options.metrics?.prefix ?? 'http' });
  const metrics = options.metrics;
  let draining = false;
  let inFlight = 0;
  let idle: (() => void)[] = [];
  const routes: CompiledRoute[] = [...options.routes, ...readinessRoutes(options.readiness ?? {})].map(compileRoute);
  if (metrics) {
    // The process's memory, for a soak's flat line and an operator's alert (Prometheus's usual names).
    metrics.registry.gauge('process_resident_memory_bytes', () => process.memoryUsage.rss());
    metrics.registry.gauge('nodejs_heap_used_bytes', () => process.memoryUsage().heapUsed);
    routes.push(
      compileRoute({
        method: 'GET',
        path: '/metrics',
        handle: ({ res }) => {
          res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' });
          res.end(metrics.registry.render());
        },
      }),
    );
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    match: { route: CompiledRoute; params: Record<string, string> } | undefined,
    others: CompiledRoute[],
  ): Promise<void> {
    if (options.cors && applyCors(req, res, options.cors)) return;
    if (draining)
      throw new HttpError(
        503,
        UnavailableMessages.shuttingDown,
        { retryAfterSeconds: 1 },
        { 'retry-after': '1', connection: 'close' },
      );
    if (match) {
      await match.route.handle({ req, res, url, params: match.params });
      return;
    }
    if (others.length > 0)
      throw new HttpError(405, HttpMessages.methodNotAllowed, {}, { allow: others.map((r) => r.method).join(', ') });
    if (options.fallback && (await options.fallback({ req, res, url }))) return;
    throw new HttpError(404, HttpMessages.notFound);
  }

  // The reply for what a handler threw, and the fields of its log line.
  function failure(
    error: unknown,
    requestId: string,
  ): { status: number; body: Record<string, unknown>; headers: Record<string, string>; log: Record<string, unknown> } {
    if (error instanceof HttpError) {
      const body = { error: error.message, ...error.extra, ...(error.status >= 500 ? { requestId } : {}) };
      return {
        status: error.status,
        body,
        headers: error.headers,
        log: error.status >= 500 ? { error: error.message } : {},
      };
    }
    // A 503 to try again after `seconds`: the server is busy or something it relies on does not answer.
    const tryLater = (
      message: string,
      seconds: number,
      log: Record<string, unknown>,
      fields: Record<string, unknown> = {},
    ) => ({
      status: 503,
      body: { ...fields, error: message, retryAfterSeconds: seconds, requestId },
      headers: { 'retry-after': String(seconds) },
      log,
    });
    if (error instanceof ServerBusyError) {
      if (metrics) metrics.registry.inc(`${metrics.prefix}_busy_total`);
      return tryLater(UnavailableMessages.busy, error.retryAfterSeconds, { busy: error.resource });
    }
    const outage = outageOf(error);
    if (outage) {
      if (metrics) metrics.registry.inc(`${metrics.prefix}_unavailable_total{dependency="${outage.dependency}"}`);
      // The cause in a few words: its stack was logged once, by the dependency's watch, when the outage began.
      return tryLater(
        UnavailableMessages[outage.dependency],
        outage.retryAfterSeconds ?? RETRY_AFTER_SECONDS.other,
        { dependency: outage.dependency, cause: redactText(rootMessage(error)) },
        error instanceof DependencyUnavailableError ? error.replyFields : {},
      );
    }
    if (metrics) metrics.registry.inc(`${metrics.prefix}_internal_errors_total`);
    return { status: 500, body: { error: HttpMessages.internal, requestId }, headers: {}, log: { err: error } };
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    const forwarded = req.headers['x-request-id'];
    const requestId = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    res.setHeader('x-request-id', requestId);
    const url = new URL(req.url ?? '/', 'http://server.invalid');
    const method = req.method ?? 'GET';
    const matching = routes.filter((r) => r.match(url.pathname) !== null);
    const route = matching.find((r) => r.method === method);
    const params = route?.match(url.pathname) ?? undefined;
    metrics?.registry.inc(`${metrics.prefix}_http_requests_total{path="${matching[0]?.label ?? 'other'}"}`);
    inFlight += 1;
    let problem: Record<string, unknown> = {};
    const finished = () => {
      inFlight -= 1;
      const fields = {
        reqId: requestId,
        method,
        route: route ? route.path : matching.length > 0 ? '(method not allowed)' : 'other',
        status: res.writableFinished ? res.statusCode : 0,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...problem,
      };
      if (!res.writableFinished) logger.info({ ...fields, aborted: true }, 'request aborted by the client');
      else if (res.statusCode >= 500 && 'err' in problem && !('dependency' in problem))
        logger.error(fields, 'request failed: unexpected error');
      else if (res.statusCode >= 500 && 'busy' in problem)
        logger.warn(fields, `request answered 503: busy (no ${String(problem.busy)} free in time)`);
      else if (res.statusCode >= 500)
        logger.warn(
          fields,
          'dependency' in problem
            ? `request answered 503: ${String(problem.dependency)} unavailable`
            : 'request answered 5xx',
        );
      else logger.info(fields, 'request');
      if (inFlight === 0) for (const resolve of idle.splice(0)) resolve();
    };
    res.once('close', finished);
    handle(req, res, url, route && params ? { route, params } : undefined, matching).catch((error: unknown) => {
      const { status, body, headers, log } = failure(error, requestId);
      problem = log;
      sendJson(res, status, { ...route?.errorFields, ...body }, headers);
    });
  });
  server.requestTimeout = 60_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));

  const api: HttpServer = {
    url: `http://${host}:${port}`,
    server,
    get inFlight() {
      return inFlight;
    },
    drain() {
      if (draining) return;
      draining = true;
      server.close();
      server.closeIdleConnections();
    },
    settled(timeoutMs) {
      if (inFlight === 0) return Promise.resolve(0);
      return new Promise<number>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve(0);
        };
        const timer = setTimeout(() => {
          idle = idle.filter((f) => f !== done);
          resolve(inFlight);
        }, timeoutMs);
        idle.push(done);
      });
    },
    async close(graceMs = 5_000) {
      api.drain();
      await api.settled(graceMs);
      server.closeAllConnections();
      await closed;
    },
  };
  return api;
}
