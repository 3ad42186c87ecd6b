// Embedded PostgreSQL (PGlite, WebAssembly) on a worker thread (pglite-worker.mjs): statements and transactions
// travel as messages, so the database never holds up the server's event loop. PGlite is single-process: several
// instances need PostgreSQL.
import { mkdirSync } from 'node:fs';
import { startWorker } from '../worker/rpc';
import type { Database } from './types';

// Resolved next to this module: in the source tree headless/server/db/, in the built package dist/server/ (the
// build bundles the worker there and checks that this module landed in dist/server/node.js).
const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** Opens (creating if needed) the PGlite database in `dataDir`. */
export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const worker = await startWorker(WORKER_URL, { dataDir }, 'embedded database');
  let nextTx = 1;
  const copy = (tx: number | undefined) => async (table: string, columns: readonly string[], csv: string) => {
    await worker.call({
      op: 'copy',
      text: `COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`,
      csv,
      tx,
    });
  };
  return {
    kind: 'pglite',
    query: (text, params) => worker.call({ op: 'query', text, params }),
    copyCsv: copy(undefined),
    // PGlite runs one transaction at a time; others (and plain statements) queue behind it in the worker.
    async transaction(fn) {
      const tx = nextTx++;
      await worker.call({ op: 'begin', tx });
      let result;
      try {
        result = await fn({
          query: (text, params) => worker.call({ op: 'query', text, params, tx }),
          copyCsv: copy(tx),
        });
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
