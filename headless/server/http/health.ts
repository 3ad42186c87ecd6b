// GET /healthz and GET /readyz, for a load balancer or an orchestrator. /healthz says the process is alive and
// serving (restart it when this fails); /readyz says it can do its work now: every dependency answered a cheap call
// within two seconds (take it out of rotation while this fails, and send it traffic again when it passes). A draining
// server (SIGTERM received) is not ready: the floor answers every request then, /readyz included, 503 "restarting".
import { DependencyUnavailableError, RETRY_AFTER_SECONDS, type Dependency } from '../unavailable';
import { sendJson } from './json';
import type { Route } from './routes';

/** The dependencies a server's readiness depends on, each a cheap call that rejects when it does not answer. */
export type ReadinessChecks = Partial<Record<Dependency, () => Promise<unknown>>>;

/** How long a dependency may take to answer a readiness check. */
export const READINESS_TIMEOUT_MS = 2_000;

// null when the dependency answered, else why not.
async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)),
          READINESS_TIMEOUT_MS,
        );
      }),
    ]);
    return null;
  } catch (error) {
    return error ?? new Error('failed');
  } finally {
    clearTimeout(timer);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The two routes over `checks`. */
export function readinessRoutes(checks: ReadinessChecks): Route[] {
  return [
    { method: 'GET', path: '/healthz', handle: ({ res }) => sendJson(res, 200, { status: 'ok' }) },
    {
      method: 'GET',
      path: '/readyz',
      async handle({ res }) {
        const entries = Object.entries(checks) as [Dependency, () => Promise<unknown>][];
        const results = await Promise.all(entries.map(async ([name, run]) => [name, await failureOf(run)] as const));
        const checked = Object.fromEntries(
          results.map(([name, failure]) => [name, failure === null ? 'ok' : 'not answering']),
        );
        const down = results.filter(([, failure]) => failure !== null);
        if (down.length === 0) return sendJson(res, 200, { status: 'ready', checks: checked });
        // Answered like every outage: 503 with Retry-After and the request id, and a log line naming the dependency
        // and its cause. Only "ok" or "not answering" per dependency goes in the public reply, never hosts or ports.
        const cause = new Error(down.map(([name, failure]) => `${name}: ${messageOf(failure)}`).join('; '));
        throw new DependencyUnavailableError(
          down[0]![0],
          cause,
          Math.max(...down.map(([name]) => RETRY_AFTER_SECONDS[name])),
          { status: 'unavailable', checks: checked },
        );
      },
    },
  ];
}
