// One small SQL interface over the two real databases the faucet runs on: embedded PGlite (no setup, one process)
// and PostgreSQL through `pg` (several instances behind a load balancer). The same SQL runs on both.
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { migrate } from './schema';
import { startWorker } from './worker-rpc';

/** Something that runs one SQL statement with $n parameters and returns its rows. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/** A database handle: statements, transactions (BEGIN/COMMIT, ROLLBACK on throw) and close. */
export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens (and migrates) PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir`. */
export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string; poolSize?: number }): Promise<Database> {
  const db = opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10) : await openPglite(opts.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return process.env.FAUCET_PROFILE === '1' ? profiled(db) : db;
}

// FAUCET_PROFILE=1: time spent per statement, printed every 5 s (to find what the database costs per claim).
function profiled(db: Database): Database {
  const stats = new Map<string, { n: number; ms: number }>();
  const timed = (sql: Sql): Sql => ({
    async query(text, params) {
      const t = performance.now();
      try {
        return await sql.query(text, params);
      } finally {
        const key = text.replace(/\s+/g, ' ').slice(0, 60);
        const s = stats.get(key) ?? { n: 0, ms: 0 };
        s.n += 1;
        s.ms += performance.now() - t;
        stats.set(key, s);
      }
    },
  });
  const timer = setInterval(() => {
    console.error([...stats].sort((a, b) => b[1].ms - a[1].ms).map(([k, v]) => `${v.n.toString().padStart(6)} ${v.ms.toFixed(0).padStart(7)} ms  ${k}`).join('\n'));
    console.error('---');
  }, 5000);
  timer.unref();
  return { ...timed(db), kind: db.kind, transaction: (fn) => db.transaction((tx) => fn(timed(tx))), close: db.close };
}

// int8 columns hold ms timestamps, nonces and ids: all below 2^53, so numbers are exact and simpler than strings.
const INT8_OID = 20;

function openPostgres(url: string, max: number): Database {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
  };
  const pool = new pg.Pool({ connectionString: url, max, types });
  // An idle client losing its connection (database restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const run = async <T>(client: pg.Pool | pg.PoolClient, text: string, params?: unknown[]): Promise<T[]> =>
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

/** PGlite on a worker thread (pglite-worker.mjs): statements and transactions travel as messages. */
async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const worker = await startWorker(new URL('./pglite-worker.mjs', import.meta.url), { dataDir }, 'faucet database');
  let nextTx = 1;
  return {
    kind: 'pglite',
    query: (text, params) => worker.call({ op: 'query', text, params }),
    // PGlite runs one transaction at a time; others (and plain statements) queue behind it in the worker.
    async transaction(fn) {
      const tx = nextTx++;
      await worker.call({ op: 'begin', tx });
      let result;
      try {
        result = await fn({ query: (text, params) => worker.call({ op: 'query', text, params, tx }) });
      } catch (error) {
        await worker.call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await worker.call({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      await worker.call({ op: 'close' }).catch(() => undefined);
      await worker.close();
    },
  };
}
