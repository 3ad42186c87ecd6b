// The servers' HTTP floor on node:http.
export { startHttpServer, type HttpServer, type HttpServerOptions } from './server';
export type { Route, RouteRequest } from './routes';
export { HttpError, HttpMessages, MAX_BODY_BYTES, readJsonBody, sendJson } from './json';
export { issueMessage, parseRequest } from './validate';
export { EVM_ADDRESS_RULE, EvmAddressSchema, invalidAddressMessage, parseEvmAddress } from './address';
export { applyCors, parseOrigins, type CorsOptions } from './cors';
export { clientAddress, clientKey } from './client-ip';
export { Metrics, DEFAULT_BUCKETS } from './metrics';
export { RateLimiter } from './rate-limit';
export { serveStatic } from './static';
export { exitOnSignals, type ExitOnSignalsOptions } from './shutdown';
export { READINESS_TIMEOUT_MS, type ReadinessChecks } from './health';
