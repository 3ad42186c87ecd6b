// @ts-check
// The embedded database on its own thread. PGlite runs PostgreSQL as WebAssembly, synchronously: on the server's
// main thread every statement stalled HTTP parsing, signing and receipt handling.
// Here it runs beside them; pglite.ts speaks to it by messages. Plain JavaScript because worker threads on Node 20
// cannot load TypeScript through tsx's loader (the package build bundles it to dist/server/pglite-worker.mjs).
import { workerData } from 'node:worker_threads';
import { serveRequests } from '../worker/serve.mjs';

/**
 * @typedef {{ id: number, op: 'query', text: string, params?: unknown[], tx?: number }
 *   | { id: number, op: 'copy', text: string, csv: string, tx?: number }
 *   | { id: number, op: 'begin', tx: number }
 *   | { id: number, op: 'end', tx: number, commit: boolean }
 *   | { id: number, op: 'close' }} Request
 */

/** @type {{ dataDir: string }} */
const { dataDir } = workerData;

/** Open transactions by id: their handle, and how to finish them (commit or roll back). */
/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, finish: (commit: boolean) => void, done: Promise<void> }>} */
const open = new Map();

/** Holds a PGlite transaction open until the main thread sends `end` (PGlite's API is callback-scoped). */
function begin(/** @type {import('@electric-sql/pglite').PGlite} */ lite, /** @type {number} */ txId) {
  return new Promise((started, failed) => {
    /** @type {(commit: boolean) => void} */
    let finish = () => undefined;
    const decided = new Promise((resolve) => (finish = resolve));
    const rollback = new Error('rollback');
    const done = lite
      .transaction(async (tx) => {
        open.set(txId, { tx, finish, done: settled });
        started(undefined);
        if (!(await decided)) throw rollback;
      })
      .then(
        () => undefined,
        (error) => {
          if (error !== rollback) throw error;
        },
      );
    // The callback above runs after PGlite's BEGIN, so `settled` is set by then.
    const settled = done;
    done.catch(failed);
  });
}

/**
 * PGlite is not installed with walletdock (the package build says why: a library only its servers run on), so a
 * server on DATA_DIR without it says what to install, as DATABASE_URL without `pg` does (postgres.ts).
 */
async function loadPglite() {
  try {
    return (await import('@electric-sql/pglite')).PGlite;
  } catch (error) {
    throw new Error(
      `DATA_DIR needs the '@electric-sql/pglite' package (npm install @electric-sql/pglite), or set DATABASE_URL for PostgreSQL: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

await serveRequests(async () => {
  const PGlite = await loadPglite();
  const lite = await PGlite.create({ dataDir });
  return async (/** @type {Request} */ msg) => {
    switch (msg.op) {
      case 'query': {
        const target = msg.tx === undefined ? lite : open.get(msg.tx)?.tx;
        if (!target) throw new Error(`transaction ${msg.tx} is not open`);
        return (await target.query(msg.text, msg.params)).rows;
      }
      case 'copy': {
        // COPY … FROM '/dev/blob': PGlite reads the rows from the blob given with the statement.
        const target = msg.tx === undefined ? lite : open.get(msg.tx)?.tx;
        if (!target) throw new Error(`transaction ${msg.tx} is not open`);
        await target.query(msg.text, [], { blob: new Blob([msg.csv]) });
        return null;
      }
      case 'begin':
        await begin(lite, msg.tx);
        return null;
      case 'end': {
        const entry = open.get(msg.tx);
        if (!entry) throw new Error(`transaction ${msg.tx} is not open`);
        open.delete(msg.tx);
        entry.finish(msg.commit);
        await entry.done;
        return null;
      }
      case 'close':
        await lite.close();
        return null;
    }
  };
});
