// Route patterns: literal segments, `:name` (one non-empty segment) and a last `*name` (the rest of the path, possibly
// empty, slashes included). Parameters are percent-decoded; text that does not decode is passed on as it came, for
// the route's own check to refuse.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a route handler gets. */
export interface RouteRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
}

/** One route: a method, a path pattern and its handler; an HttpError thrown from the handler becomes the reply. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** e.g. `/api/claim`, `/v1/account/:address/balance`, `/api/history/*address`. */
  path: string;
  handle(request: RouteRequest): Promise<void> | void;
  /**
   * Fields every error reply of this route carries besides `error`, for clients that parse one reply shape whatever
   * the status (the faucet's claim: `{success: false, amount: null, txHash: null}`).
   */
  errorFields?: Record<string, unknown>;
}

/** A route with its pattern compiled. */
export interface CompiledRoute extends Route {
  /** The pattern without its parameters (`/v1/account/balance`): the metrics label. */
  label: string;
  match(pathname: string): Record<string, string> | null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Compiles a route's pattern. */
export function compileRoute(route: Route): CompiledRoute {
  const parts = route.path.split('/');
  const rest = parts.at(-1)?.startsWith('*') ? parts.pop()!.slice(1) : undefined;
  const label = parts.filter((p) => !p.startsWith(':')).join('/') || '/';
  return {
    ...route,
    label,
    match(pathname) {
      const segments = pathname.split('/');
      if (rest === undefined ? segments.length !== parts.length : segments.length <= parts.length) return null;
      const params: Record<string, string> = {};
      for (const [i, part] of parts.entries()) {
        const segment = segments[i]!;
        if (part.startsWith(':')) {
          if (segment === '') return null;
          params[part.slice(1)] = safeDecode(segment);
        } else if (part !== segment) return null;
      }
      if (rest !== undefined) params[rest] = safeDecode(segments.slice(parts.length).join('/'));
      return params;
    },
  };
}
