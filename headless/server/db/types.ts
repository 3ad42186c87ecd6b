// The database handle every server part speaks to, whichever database is behind it (see database.ts).

/** Something that runs one SQL statement with $n parameters and returns its rows. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Bulk-loads CSV rows (`COPY table (columns) FROM … WITH (FORMAT csv)`; an empty unquoted field is NULL). PGlite
   * only, where it is several times faster than INSERT … SELECT; absent on PostgreSQL (that needs a COPY stream):
   * callers check for it and insert otherwise.
   */
  copyCsv?(table: string, columns: readonly string[], csv: string): Promise<void>;
}

/**
 * A database handle: statements, transactions (BEGIN/COMMIT, ROLLBACK on throw) and close.
 *
 * @example
 * const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '.data/api' });
 * const rows = await db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM my_table');
 * await db.transaction(async (tx) => { await tx.query('UPDATE my_table SET seen = true WHERE id = $1', [1]); });
 * await db.close();
 */
export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
