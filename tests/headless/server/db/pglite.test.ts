// The embedded database's bulk load (copyCsv, PGlite only): rows land with NULLs and quoted text intact, and inside
// a transaction they commit or roll back with it. And a server where PGlite is not installed says what to install.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from 'walletdock/server/node';
import { startWorker } from '../../../../headless/server/worker/rpc';

let dir: string;
let db: Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wd-pglite-'));
  db = await openDatabase({ dataDir: dir });
  await db.query('CREATE TABLE row_note (id int8 PRIMARY KEY, text text, amount numeric)');
});

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('PGlite copyCsv', () => {
  it('loads CSV rows in a transaction that commits or rolls back as a whole', async () => {
    expect(db.copyCsv).toBeTypeOf('function');
    await db.transaction(async (tx) => {
      await tx.copyCsv!(
        'row_note',
        ['id', 'text', 'amount'],
        '1,plain,123456789012345678901234567890\n2,,0\n3,"a, ""quoted"" one",7',
      );
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.copyCsv!('row_note', ['id', 'text', 'amount'], '4,kept?,1');
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    await expect(
      db.transaction((tx) => tx.copyCsv!('row_note', ['id', 'text', 'amount'], '1,duplicate,1')),
    ).rejects.toThrow(/duplicate key/);
    expect(await db.query('SELECT id, text, amount::text AS amount FROM row_note ORDER BY id')).toEqual([
      { id: 1, text: 'plain', amount: '123456789012345678901234567890' },
      { id: 2, text: null, amount: '0' },
      { id: 3, text: 'a, "quoted" one', amount: '7' },
    ]);
  });
});

describe('PGlite not installed', () => {
  it('fails to open with one error naming the package to install, or DATABASE_URL', async () => {
    // The worker as the package ships it, in a folder with no node_modules above it: PGlite cannot be resolved there,
    // as in a host that installed walletdock alone.
    const host = mkdtempSync(join(tmpdir(), 'wd-no-pglite-'));
    try {
      const source = (path: string) => fileURLToPath(new URL(`../../../../headless/server/${path}`, import.meta.url));
      for (const path of ['db/pglite-worker.mjs', 'worker/serve.mjs']) {
        mkdirSync(join(host, path, '..'), { recursive: true });
        copyFileSync(source(path), join(host, path));
      }
      const opening = startWorker(
        pathToFileURL(join(host, 'db/pglite-worker.mjs')),
        { dataDir: join(host, 'data') },
        'embedded database',
      );
      await expect(opening).rejects.toThrow(
        /^embedded database: DATA_DIR needs the '@electric-sql\/pglite' package \(npm install @electric-sql\/pglite\), or set DATABASE_URL for PostgreSQL: Cannot find package '@electric-sql\/pglite'/,
      );
    } finally {
      rmSync(host, { recursive: true, force: true });
    }
  });
});
