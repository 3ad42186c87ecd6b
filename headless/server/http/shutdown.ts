// Clean shutdown of a server process: on SIGINT or SIGTERM stop taking requests, finish or durably queue the work in
// hand (requests answered, a lease handed over, the database closed), then exit; a shutdown that hangs is cut short
// after a bound, so an orchestrator's stop never waits on it for long.
import { silentLogger, type ServerLogger } from '../log';

/** Options of exitOnSignals. */
export interface ExitOnSignalsOptions {
  /** Hears the signal, how long the shutdown took, and a shutdown that failed or ran out of time. */
  logger?: ServerLogger;
  /** The bound: exit 1 when `close` has not finished after this long (default 10 s). */
  forceAfterMs?: number;
}

/**
 * Runs `close` once on SIGINT/SIGTERM, then exits 0 (1 when `close` failed or took longer than `forceAfterMs`).
 *
 * @example
 * const api = await createBlockchainApi(config);
 * exitOnSignals('api', () => api.close(), { logger });
 */
export function exitOnSignals(name: string, close: () => Promise<void>, options: ExitOnSignalsOptions = {}): void {
  const logger = options.logger ?? silentLogger;
  const forceAfterMs = options.forceAfterMs ?? 10_000;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    logger.info({ signal, boundMs: forceAfterMs }, `${name}: ${signal}, shutting down`);
    const force = setTimeout(() => {
      logger.error(
        { signal, ms: Date.now() - started },
        `${name}: shutdown did not finish within ${forceAfterMs} ms; exiting`,
      );
      process.exit(1);
    }, forceAfterMs);
    force.unref();
    close().then(
      () => {
        logger.info({ signal, ms: Date.now() - started }, `${name}: stopped`);
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ signal, err: error }, `${name}: shutdown failed`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
