// A per-file msw server that fails on any request no fixture answers, and counts every request it sees.
import { setupServer } from 'msw/node';
import { http, passthrough, type RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Starts an msw server for the calling test file; `requests` counts requests since the last reset. */
export function useMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  // `remote` leaves out requests to 127.0.0.1, which loopbackPassthrough lets through to local servers.
  const state = { requests: 0, remote: 0, server };
  server.events.on('request:start', ({ request }) => {
    state.requests += 1;
    if (new URL(request.url).hostname !== '127.0.0.1') state.remote += 1;
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    state.requests = 0;
    state.remote = 0;
  });
  afterAll(() => server.close());
  return state;
}

/** Lets requests to 127.0.0.1 (the devnet, local servers) through untouched: msw mocks only remote hosts. */
export const loopbackPassthrough = http.all(/^https?:\/\/127\.0\.0\.1(:\d+)?\//, () => passthrough());
