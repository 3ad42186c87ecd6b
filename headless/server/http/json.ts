// JSON over node:http: errors that carry their status and a message for the caller, capped request bodies, replies.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The floor's own reply texts (a server's route texts are its own). */
export const HttpMessages = {
  bodyTooLarge: 'Request body too large',
  malformedJson: 'Malformed JSON body',
  notJson: 'Request body must be a JSON object',
  unknownFields: (fields: string[]) => `Unknown field${fields.length > 1 ? 's' : ''}: ${fields.join(', ')}`,
  invalidField: (field: string) => `Invalid value for ${field}`,
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  internal: 'Internal error. Please try again.',
} as const;

/**
 * A failed request: its HTTP status, the message the caller reads (`{error: message, ...extra}`), extra body
 * fields and headers. Thrown from a route, it becomes the reply.
 *
 * @example
 * throw new HttpError(429, 'Too many requests', { retryAfterSeconds: 60 }, { 'retry-after': '60' });
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Default largest request body (bytes). */
export const MAX_BODY_BYTES = 1024;

/**
 * Most bytes of a refused body read to its end (beyond it the connection is closed after the 413). Reading the rest
 * lets the client finish its upload and read the 413, and keeps its kept-alive connection usable; replying while it
 * still sends makes many clients see a reset (EPIPE) instead of the answer.
 */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

const tooLarge = (close: boolean) =>
  new HttpError(413, HttpMessages.bodyTooLarge, {}, close ? { connection: 'close' } : {});

/**
 * Reads a JSON object body of at most `maxBytes`; throws HttpError 413 (too large) or 400 (not a JSON object).
 *
 * @example
 * const body = await readJsonBody(req); // then parseRequest(schema, body, …)
 */
export async function readJsonBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > DRAIN_LIMIT_BYTES) throw tooLarge(true);
  const text = await readBody(req, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, HttpMessages.malformedJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HttpError(400, HttpMessages.notJson);
  return value as Record<string, unknown>;
}

// Events rather than `for await`: leaving an async iterator early destroys the request, and with it the socket.
function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else if (size > DRAIN_LIMIT_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(tooLarge(true));
      }
    });
    req.once('end', () =>
      size > maxBytes ? reject(tooLarge(false)) : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.once('error', reject);
  });
}

/**
 * Sends a JSON reply (never cached); does nothing when a reply was already sent.
 *
 * @example
 * sendJson(res, 200, { balances });
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}
