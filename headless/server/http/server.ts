// A JSON API server on node:http: routes by method and path, CORS for configured origins, a request counter per
// route and GET /metrics, and one error path: an HttpError becomes its status and `{error}` reply, anything else
// a counted 500 that reveals nothing.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyCors, type CorsOptions } from './cors';
import { HttpError, HttpMessages, sendJson } from './json';
import type { Metrics } from './metrics';
import { compileRoute, type Route } from './routes';

/** Options of startHttpServer. */
export interface HttpServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  routes: readonly Route[];
  /**
   * Counts requests as `<prefix>_http_requests_total{path="<route>"}` (unmatched: "other") and unexpected errors as
   * `<prefix>_internal_errors_total`, and serves the registry on GET /metrics.
   */
  metrics?: { registry: Metrics; prefix: string };
  cors?: CorsOptions;
  /** Requests no route matched (a page's static files, say): true when it answered. Otherwise 404. */
  fallback?(request: { req: IncomingMessage; res: ServerResponse; url: URL }): Promise<boolean>;
}

/** A listening server. */
export interface HttpServer {
  /** Base URL, e.g. http://127.0.0.1:8787. */
  url: string;
  server: Server;
  /** Stops accepting connections and waits for the open requests to finish. */
  close(): Promise<void>;
}

/**
 * Starts listening on host:port.
 *
 * @example
 * const http = await startHttpServer({
 *   host: '127.0.0.1', port: 0, metrics: { registry: new Metrics(), prefix: 'api' }, cors: { origins: ['https://app.example.com'] },
 *   routes: [{ method: 'GET', path: '/v1/account/:address/balance', handle: ({ params, res }) => sendJson(res, 200, balances(params.address)) }],
 * });
 */
export async function startHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  const routes = options.routes.map(compileRoute);
  const metrics = options.metrics;
  if (metrics) {
    routes.push(compileRoute({
      method: 'GET',
      path: '/metrics',
      handle: ({ res }) => {
        res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' });
        res.end(metrics.registry.render());
      },
    }));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://server.invalid');
    const method = req.method ?? 'GET';
    const matches = routes.map((route) => ({ route, params: route.match(url.pathname) })).filter((m) => m.params !== null);
    metrics?.registry.inc(`${metrics.prefix}_http_requests_total{path="${matches[0]?.route.label ?? 'other'}"}`);
    if (options.cors && applyCors(req, res, options.cors)) return;
    if (matches.length > 0) {
      const match = matches.find((m) => m.route.method === method);
      if (!match) throw new HttpError(405, HttpMessages.methodNotAllowed, {}, { allow: matches.map((m) => m.route.method).join(', ') });
      await match.route.handle({ req, res, url, params: match.params! });
      return;
    }
    if (options.fallback && (await options.fallback({ req, res, url }))) return;
    throw new HttpError(404, HttpMessages.notFound);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        sendJson(res, error.status, { error: error.message, ...error.extra }, error.headers);
        return;
      }
      if (metrics) metrics.registry.inc(`${metrics.prefix}_internal_errors_total`);
      sendJson(res, 500, { error: HttpMessages.internal });
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
  return {
    url: `http://${host}:${port}`,
    server,
    async close() {
      server.closeIdleConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
