// CORS for the origins a server is configured with: a page on another origin (the faucet page in development, a
// host app calling the blockchain API) may call the API; any other origin gets no CORS headers, so browsers refuse.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Who may call from a browser on another origin. */
export interface CorsOptions {
  /** Exact origins (`https://app.example.com`), or `*` for any. */
  origins: readonly string[];
  methods?: string;
  headers?: string;
}

/** Parses a comma-separated origin list (an env variable such as CORS_ORIGIN); empty or absent: none. */
export function parseOrigins(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * Sets the CORS headers for `req`'s origin; true when `req` was a preflight and has been answered (204).
 * startHttpServer calls it for its `cors` option.
 *
 * @example
 * if (applyCors(req, res, { origins: parseOrigins(process.env.CORS_ORIGIN) })) return;
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, options: CorsOptions): boolean {
  if (options.origins.length === 0) return false;
  const origin = req.headers.origin;
  if (options.origins.includes('*')) res.setHeader('access-control-allow-origin', '*');
  else {
    res.setHeader('vary', 'origin');
    if (origin && options.origins.includes(origin)) res.setHeader('access-control-allow-origin', origin);
  }
  res.setHeader('access-control-allow-headers', options.headers ?? 'content-type');
  res.setHeader('access-control-allow-methods', options.methods ?? 'GET, POST, OPTIONS');
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204).end();
  return true;
}
