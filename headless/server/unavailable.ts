// When a service a server relies on (its database, the chain's node, the SMTP server, the ERC-4337 bundler) does not
// answer, the request it serves cannot be done now but can be later: the caller gets 503 with Retry-After and a sentence
// a person understands, never a 500. The clients of those services turn their connection failures into
// DependencyUnavailableError (one gate per dependency); the HTTP floor answers it. A DependencyWatch logs the moment a
// dependency stops answering and the moment it is back, once each, instead of a line per failed call.
import { LogThrottle, type LogFields, type ServerLogger } from './log';

/** A service the servers rely on. */
export type Dependency = 'database' | 'node' | 'mail' | 'bundler';

/** What the caller reads in the 503's `error`. */
export const UnavailableMessages = {
  database: 'The database is not answering right now. Please try again in a few seconds.',
  node: 'The blockchain node is not answering right now. Please try again in a few seconds.',
  mail: 'Email cannot be sent right now. Please try again in a minute.',
  bundler: 'The smart-account service (bundler) is not answering right now. Please try again in a few seconds.',
  other: 'A service this server relies on is not answering right now. Please try again in a few seconds.',
  shuttingDown: 'This server is restarting. Please try again in a moment.',
  busy: 'This server is busy right now. Please try again in a few seconds.',
} as const;

/** Seconds a caller is asked to wait (Retry-After) per dependency. */
export const RETRY_AFTER_SECONDS: Record<Dependency | 'other', number> = {
  database: 5,
  node: 5,
  mail: 30,
  bundler: 10,
  other: 5,
};

/**
 * A dependency did not answer (refused, reset, timed out, shutting down). Thrown by the dependency's client; the HTTP
 * floor answers 503 with `UnavailableMessages[dependency]` and Retry-After.
 *
 * @example
 * throw new DependencyUnavailableError('mail', error);
 */
export class DependencyUnavailableError extends Error {
  /**
   * `replyFields`: what the 503 reply carries besides `error`, `retryAfterSeconds` and `requestId` (the readiness
   * check's `checks`, say).
   */
  constructor(
    readonly dependency: Dependency,
    cause: unknown,
    readonly retryAfterSeconds: number = RETRY_AFTER_SECONDS[dependency],
    readonly replyFields: Record<string, unknown> = {},
  ) {
    super(`${dependency} unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DependencyUnavailableError';
  }
}

/**
 * The server has more requests in hand than it can serve in time (every database connection busy for longer than the
 * wait allows): the dependency answers, the server is overloaded. The HTTP floor answers 503 with
 * `UnavailableMessages.busy` and Retry-After; it is not an outage, so no DependencyWatch hears of it.
 *
 * @example
 * throw new ServerBusyError('database connections', error);
 */
export class ServerBusyError extends Error {
  constructor(
    readonly resource: string,
    cause: unknown,
    readonly retryAfterSeconds = 2,
  ) {
    super(`no ${resource} free in time: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ServerBusyError';
  }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ESOCKET',
  'ECONNECTION',
  'EDNS',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_CLOSED',
  // PostgreSQL: the server is shutting down, crashed, starting up, or out of connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const CONNECTION_MESSAGES =
  /fetch failed|socket hang up|other side closed|Connection terminated|connection error|not queryable|the database system is (starting up|shutting down)|Greeting never received|Connection timeout/i;

/**
 * True when `error` (or one of its causes) is a failed connection to another service rather than a refusal by it:
 * refused, reset, timed out (fetch's TimeoutError included), a PostgreSQL connection exception (SQLSTATE 08…) or
 * shutdown (57P0…).
 */
export function isConnectionFailure(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, name, message } = e as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (name === 'TimeoutError' || name === 'AbortError' || name === 'ConnectTimeoutError') return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

/** The outage an error stands for, if any: its dependency ('other' for a bare connection failure) and the wait. */
export function outageOf(error: unknown): { dependency: Dependency | 'other'; retryAfterSeconds: number } | null {
  if (error instanceof DependencyUnavailableError)
    return { dependency: error.dependency, retryAfterSeconds: error.retryAfterSeconds };
  if (isConnectionFailure(error)) return { dependency: 'other', retryAfterSeconds: RETRY_AFTER_SECONDS.other };
  return null;
}

/**
 * Follows one dependency's state from the calls its client makes: the first failure logs a warning with the cause,
 * the first success after failures logs how long it was down and how many calls failed meanwhile.
 *
 * @example
 * const watch = new DependencyWatch(logger, 'node');
 * try { const r = await call(); watch.ok(); return r; } catch (e) { if (isConnectionFailure(e)) throw watch.failed(e); throw e; }
 */
export class DependencyWatch {
  private downSince: number | null = null;
  private failures = 0;

  constructor(
    private readonly logger: ServerLogger,
    readonly dependency: Dependency,
    private readonly fields: Record<string, unknown> = {},
  ) {}

  /** True between a failure and the next success. */
  get down(): boolean {
    return this.downSince !== null;
  }

  /** A call failed to connect: returns the error to throw. */
  failed(cause: unknown): DependencyUnavailableError {
    this.failures += 1;
    if (this.downSince === null) {
      this.downSince = Date.now();
      this.logger.warn(
        { dependency: this.dependency, ...this.fields, err: cause },
        `${this.dependency} not answering: requests that need it get 503 until it is back`,
      );
    }
    return cause instanceof DependencyUnavailableError ? cause : new DependencyUnavailableError(this.dependency, cause);
  }

  /** A call succeeded. */
  ok(): void {
    if (this.downSince === null) return;
    const downMs = Date.now() - this.downSince;
    this.logger.info(
      { dependency: this.dependency, ...this.fields, downMs, failedCalls: this.failures },
      `${this.dependency} answering again after ${(downMs / 1000).toFixed(1)} s`,
    );
    this.downSince = null;
    this.failures = 0;
  }

  /**
   * Runs one call of the dependency: a connection failure is recorded and thrown as DependencyUnavailableError, any
   * other error (the dependency answered with a refusal) is thrown as is, and counts as the dependency answering.
   */
  async run<T>(call: () => Promise<T>): Promise<T> {
    try {
      const result = await call();
      this.ok();
      return result;
    } catch (error) {
      if (error instanceof DependencyUnavailableError || isConnectionFailure(error)) throw this.failed(error);
      this.ok();
      throw error;
    }
  }
}

/**
 * Reports an error of a background loop (an indexer, a sender, upkeep) that retries by itself: an outage is left to
 * its DependencyWatch (logged when it starts and ends), anything else is logged with its stack, at most once per loop
 * and `intervalMs`, with how many were held back.
 *
 * @example
 * const report = loopErrorReporter(logger);
 * try { await indexOnce(); } catch (error) { report('indexer', error, { chainId }); }
 */
export function loopErrorReporter(
  logger: ServerLogger,
  intervalMs = 10_000,
): (loop: string, error: unknown, fields?: LogFields) => void {
  const throttle = new LogThrottle(intervalMs);
  return (loop, error, fields = {}) => {
    // An outage is logged by its watch; a loop that found the server busy simply runs again.
    if (outageOf(error) || error instanceof ServerBusyError) return;
    const suppressed = throttle.take(`${loop}:${JSON.stringify(fields)}`);
    if (suppressed !== null) logger.error({ loop, ...fields, suppressed, err: error }, `${loop} failed; retried`);
  };
}
