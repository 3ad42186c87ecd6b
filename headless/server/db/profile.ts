// Time spent per statement, printed every 5 s: to find what the database costs per request under load.
import type { Database, Sql } from './types';

/** Wraps `db` so every statement is timed; the totals go to stderr, slowest first. */
export function profiled(db: Database): Database {
  const stats = new Map<string, { n: number; ms: number }>();
  const record = (text: string, t: number) => {
    const key = text.replace(/\s+/g, ' ').slice(0, 60);
    const s = stats.get(key) ?? { n: 0, ms: 0 };
    s.n += 1;
    s.ms += performance.now() - t;
    stats.set(key, s);
  };
  const timed = (sql: Sql): Sql => ({
    async query(text, params) {
      const t = performance.now();
      try {
        return await sql.query(text, params);
      } finally {
        record(text, t);
      }
    },
    ...(sql.copyCsv
      ? {
          async copyCsv(table: string, columns: readonly string[], csv: string) {
            const t = performance.now();
            try {
              await sql.copyCsv!(table, columns, csv);
            } finally {
              record(`COPY ${table}`, t);
            }
          },
        }
      : {}),
  });
  const timer = setInterval(() => {
    console.error(
      [...stats]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([k, v]) => `${v.n.toString().padStart(6)} ${v.ms.toFixed(0).padStart(7)} ms  ${k}`)
        .join('\n'),
    );
    console.error('---');
  }, 5000);
  timer.unref();
  return {
    ...timed(db),
    kind: db.kind,
    transaction: (fn) => db.transaction((tx) => fn(timed(tx))),
    close: async () => {
      clearInterval(timer);
      await db.close();
    },
  };
}
