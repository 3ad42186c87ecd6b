// The embedded database's bulk load (copyCsv, PGlite only): rows land with NULLs and quoted text intact, and inside
// a transaction they commit or roll back with it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from 'walletdock/server/node';

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
