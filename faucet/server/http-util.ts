// HTTP plumbing on node:http: capped JSON bodies, JSON replies, and static files for the faucet page.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { FaucetMessages } from './messages';

/** Largest request body accepted (bytes). */
export const MAX_BODY_BYTES = 1024;

/** A failed request with its HTTP status and visitor-facing message. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly extra: Record<string, unknown> = {}, readonly headers: Record<string, string> = {}) {
    super(message);
  }
}

/** Reads a JSON object body of at most MAX_BODY_BYTES; throws HttpError 413/400 otherwise. */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    drain(req);
    throw new HttpError(413, FaucetMessages.bodyTooLarge, {}, { connection: 'close' });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      drain(req);
      throw new HttpError(413, FaucetMessages.bodyTooLarge, {}, { connection: 'close' });
    }
    chunks.push(chunk);
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, FaucetMessages.malformedJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, FaucetMessages.notJson);
  return value as Record<string, unknown>;
}

// Let the client finish sending (so it can read our 413) but stop after a bound, then drop the connection.
function drain(req: IncomingMessage): void {
  let seen = 0;
  req.on('data', (c: Buffer) => {
    seen += c.length;
    if (seen > 16 * 1024 * 1024) req.destroy();
  });
  req.resume();
}

/** Sends a JSON reply. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store', ...headers });
  res.end(text);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.webp': 'image/webp', '.woff2': 'font/woff2', '.map': 'application/json', '.txt': 'text/plain; charset=utf-8',
};

/** Serves a file of `dir` for GET/HEAD (index.html for directories); false when there is no such file. */
export async function serveStatic(dir: string, pathname: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const root = resolve(dir);
  let file = resolve(join(root, normalize(decoded)));
  if (file !== root && !file.startsWith(root + sep)) return false;
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) return false;
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': info.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}
