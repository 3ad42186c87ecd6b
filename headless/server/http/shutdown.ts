// Clean shutdown of a server process: on SIGINT or SIGTERM stop accepting requests, let the work in hand finish
// (a lease handed over, the database closed), then exit; a shutdown that hangs is cut short.

/**
 * Runs `close` once on SIGINT/SIGTERM, then exits 0 (1 when `close` failed or took longer than `forceAfterMs`).
 *
 * @example
 * const api = await startBlockchainApi(config);
 * exitOnSignals('api', () => api.close());
 */
export function exitOnSignals(name: string, close: () => Promise<void>, forceAfterMs = 10_000): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${name}: ${signal}, shutting down`);
    const force = setTimeout(() => process.exit(1), forceAfterMs);
    force.unref();
    close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
