// One small SQL interface over the two real databases the servers run on: embedded PGlite (no setup, one process)
// and PostgreSQL through `pg` (several instances behind a load balancer). The same SQL runs on both.
import { leaseTableMigration } from './lease';
import { applyMigrations, type Migration } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { profiled } from './profile';
import type { Database } from './types';
import type { ServerLogger } from '../log';

// The floor's own tables, under the component name 'walletdock'.
const FLOOR_MIGRATIONS: readonly Migration[] = [leaseTableMigration];

/** Options of openDatabase. */
export interface OpenDatabaseOptions {
  /** postgres://… for a shared PostgreSQL (needs the `pg` package); absent or empty: embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder (created if missing); ignored with `databaseUrl`. */
  dataDir: string;
  /** PostgreSQL connections per process (default 10). */
  poolSize?: number;
  /**
   * How long a statement waits for a PostgreSQL connection, a new one or a pooled one coming free, before its request
   * gets 503 (default 5000 ms): "database not answering" when it could not connect, "busy" when every connection was
   * in use that long.
   */
  connectTimeoutMs?: number;
  /** Print the time spent per SQL statement to stderr every 5 s (diagnostics). */
  profile?: boolean;
  /** Hears when PostgreSQL stops answering and when it is back (default: nothing logged). */
  logger?: ServerLogger;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite (on a worker thread) in `dataDir`, and brings the
 * floor's own tables (migration records, leases) up to date. Each server then applies its own migrations with
 * `applyMigrations(db, name, migrations)`.
 *
 * @example
 * const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '.data/api' });
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10, options.logger, options.connectTimeoutMs)
    : await openPglite(options.dataDir);
  try {
    await applyMigrations(db, 'walletdock', FLOOR_MIGRATIONS);
  } catch (error) {
    await db.close();
    throw error;
  }
  return options.profile ? profiled(db) : db;
}
