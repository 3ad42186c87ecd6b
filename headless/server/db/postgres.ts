// PostgreSQL through `pg`'s pool. `pg` is loaded on first use, so a host that only uses PGlite (or only the sign-in
// helpers of walletdock/server) does not need it installed.
import type PgModule from 'pg';
import { silentLogger, type ServerLogger } from '../log';
import { DependencyUnavailableError, DependencyWatch, ServerBusyError } from '../unavailable';
import type { Database } from './types';

// int8 columns hold ms timestamps, nonces, block numbers and ids: all below 2^53, so numbers are exact and simpler
// than strings.
const INT8_OID = 20;

async function loadPg(): Promise<typeof PgModule> {
  try {
    return (await import('pg')).default;
  } catch (error) {
    throw new Error(
      `DATABASE_URL needs the 'pg' package (npm install pg): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

// A database that does not accept a connection within this long counts as down (its callers get 503), rather than
// holding every request until the operating system gives up on the connection.
const CONNECT_TIMEOUT_MS = 5_000;

/** pg-pool's error when no pooled connection came free within connectionTimeoutMillis (not a failed connection). */
const isPoolWait = (error: unknown): boolean =>
  error instanceof Error && error.message === 'timeout exceeded when trying to connect';

/**
 * A pool of at most `max` connections to `url`. A statement that cannot reach the database (refused, reset, shutting
 * down, restarting) rejects with DependencyUnavailableError('database'); the pool reconnects by itself when the
 * database is back, and `logger` hears when it went away and when it came back.
 */
export async function openPostgres(
  url: string,
  max: number,
  logger: ServerLogger = silentLogger,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
): Promise<Database> {
  const pg = await loadPg();
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID
        ? (v: string) => Number(v)
        : pg.types.getTypeParser(oid, format as 'text')) as PgModule.CustomTypesConfig['getTypeParser'],
  };
  const pool = new pg.Pool({ connectionString: url, max, types, connectionTimeoutMillis: connectTimeoutMs });
  // An idle client losing its connection (database restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const watch = new DependencyWatch(logger, 'database');
  // Waiting longer than the connect timeout for a pooled connection means every connection is busy: while the
  // database answers, that is an overloaded server (503 "busy"), not a database outage; while it is down, it is the
  // outage's doing.
  const checkedOut = <T>(call: () => Promise<T>): Promise<T> =>
    watch.run(() =>
      call().catch((error: unknown) => {
        if (!isPoolWait(error)) throw error;
        throw watch.down
          ? new DependencyUnavailableError('database', error)
          : new ServerBusyError('database connections', error);
      }),
    );
  const run = async <T>(client: PgModule.Pool | PgModule.PoolClient, text: string, params?: unknown[]): Promise<T[]> =>
    (await checkedOut(() => client.query(text, params))).rows as T[];
  return {
    kind: 'postgres',
    query: (text, params) => run(pool, text, params),
    async transaction(fn) {
      const client = await checkedOut(() => pool.connect());
      let broken = false;
      // A connection cut while the client is checked out (between two statements of the transaction) is emitted on
      // the client: unheard, it would crash the process. The next statement fails and the client is dropped.
      const cut = () => {
        broken = true;
      };
      client.on('error', cut);
      try {
        await run(client, 'BEGIN');
        const result = await fn({ query: (text, params) => run(client, text, params) });
        await run(client, 'COMMIT');
        return result;
      } catch (error) {
        broken ||= error instanceof DependencyUnavailableError;
        if (!broken) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        // A client whose connection broke is dropped, not handed to the next caller to fail on.
        client.off('error', cut);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
