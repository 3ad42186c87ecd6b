// A per-file msw server that fails on any request no fixture answers, and counts every request it sees.
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Starts an msw server for the calling test file; `requests` counts requests since the last reset. */
export function useMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  const state = { requests: 0, server };
  server.events.on('request:start', () => {
    state.requests += 1;
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    state.requests = 0;
  });
  afterAll(() => server.close());
  return state;
}
