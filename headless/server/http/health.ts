// GET /healthz and GET /readyz, for a load balancer or an orchestrator. /healthz says the process is alive and
// serving (restart it when this fails); /readyz says it can do its work now: every dependency answered a cheap call
// within two seconds (take it out of rotation while this fails, and send it traffic again when it passes). A draining
// server (SIGTERM received) is not ready.
import { RETRY_AFTER_SECONDS, UnavailableMessages, type Dependency } from '../unavailable';
import { sendJson } from './json';
import type { Route } from './routes';

/** The dependencies a server's readiness depends on, each a cheap call that rejects when it does not answer. */
export type ReadinessChecks = Partial<Record<Dependency, () => Promise<unknown>>>;

/** How long a dependency may take to answer a readiness check. */
export const READINESS_TIMEOUT_MS = 2_000;

// Only "ok" or "not answering" per dependency: the reply is public, the cause (hosts, ports) goes to the log.
async function answers(run: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS); }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The two routes over `checks`; `draining` says when the server stopped taking work. */
export function readinessRoutes(checks: ReadinessChecks, draining: () => boolean): Route[] {
  return [
    { method: 'GET', path: '/healthz', handle: ({ res }) => sendJson(res, 200, { status: 'ok' }) },
    {
      method: 'GET',
      path: '/readyz',
      async handle({ res }) {
        if (draining()) {
          sendJson(res, 503, { status: 'draining', error: UnavailableMessages.shuttingDown }, { 'retry-after': '1' });
          return;
        }
        const entries = Object.entries(checks) as [Dependency, () => Promise<unknown>][];
        const results = await Promise.all(entries.map(async ([name, run]) => [name, await answers(run)] as const));
        const down = results.filter(([, ok]) => !ok).map(([name]) => name);
        const body = { status: down.length === 0 ? 'ready' : 'unavailable', checks: Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'ok' : 'not answering'])) };
        if (down.length === 0) return sendJson(res, 200, body);
        const wait = Math.max(...down.map((d) => RETRY_AFTER_SECONDS[d]));
        sendJson(res, 503, { ...body, error: UnavailableMessages[down[0]!] }, { 'retry-after': String(wait) });
      },
    },
  ];
}

