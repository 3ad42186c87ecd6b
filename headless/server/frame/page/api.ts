// The frame page's calls to its own server (same origin). Replies are parsed with the API's schemas; a refusal
// becomes an ApiError carrying the server's words, which the page passes on to the app.
import type * as z from 'zod/mini';
import { replies } from '../api-schemas';

/** A refused call: the HTTP status, the server's message and, for a temporary refusal, the time until it ends. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Calls the frame server with the session token, when there is one. */
export class FrameApi {
  token: string | undefined;

  async call<S extends z.ZodMiniType>(path: string, reply: S, body?: unknown): Promise<z.infer<S>> {
    let response: Response;
    try {
      response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch {
      throw new ApiError(0, 'Network error. Please try again.');
    }
    const data: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = replies.error.safeParse(data);
      throw new ApiError(
        response.status,
        error.success ? error.data.error : `HTTP status code: ${response.status}`,
        error.success ? error.data.retryAfterMs : undefined,
      );
    }
    const parsed = reply.safeParse(data);
    if (!parsed.success) throw new ApiError(response.status, 'Unexpected reply from the wallet server');
    return parsed.data;
  }
}
