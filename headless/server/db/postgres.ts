// PostgreSQL through `pg`'s pool. `pg` is loaded on first use, so a host that only uses PGlite (or only the sign-in
// helpers of walletdock/server) does not need it installed.
import type PgModule from 'pg';
import type { Database } from './types';

// int8 columns hold ms timestamps, nonces, block numbers and ids: all below 2^53, so numbers are exact and simpler
// than strings.
const INT8_OID = 20;

async function loadPg(): Promise<typeof PgModule> {
  try {
    return (await import('pg')).default;
  } catch (error) {
    throw new Error(`DATABASE_URL needs the 'pg' package (npm install pg): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A pool of at most `max` connections to `url`. */
export async function openPostgres(url: string, max: number): Promise<Database> {
  const pg = await loadPg();
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as PgModule.CustomTypesConfig['getTypeParser'],
  };
  const pool = new pg.Pool({ connectionString: url, max, types });
  // An idle client losing its connection (database restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const run = async <T>(client: PgModule.Pool | PgModule.PoolClient, text: string, params?: unknown[]): Promise<T[]> =>
    (await client.query(text, params)).rows as T[];
  return {
    kind: 'postgres',
    query: (text, params) => run(pool, text, params),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (text, params) => run(client, text, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
