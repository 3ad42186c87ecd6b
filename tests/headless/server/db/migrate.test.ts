// Per-component migrations on a real PostgreSQL (the faucet's tests run them on PGdb): each step once and in order,
// a failing step leaves nothing behind, an edited or reordered list is refused, and several instances starting at
// once apply each step exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, openDatabase, type Database, type Migration } from 'walletdock/server/node';
import { startPostgres, type TestPostgres } from '../../../support/postgres';

const steps: Migration[] = [
  { name: 'notes', up: ['CREATE TABLE note (id serial PRIMARY KEY, text text NOT NULL)'] },
  {
    name: 'first note',
    up: async (tx) => {
      await tx.query(`INSERT INTO note (text) VALUES ('first')`);
    },
  },
];

let pg: TestPostgres;
let db: Database;

beforeAll(async () => {
  pg = await startPostgres();
  db = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
});

afterAll(async () => {
  await db?.close();
  await pg?.stop();
});

describe('applyMigrations', () => {
  it('applies each step once, in order, per component, and keeps components apart', async () => {
    await applyMigrations(db, 'notes', steps);
    await applyMigrations(db, 'notes', steps);
    await applyMigrations(db, 'other', [{ name: 'others', up: ['CREATE TABLE other_note (id int)'] }]);
    expect(await db.query('SELECT text FROM note')).toEqual([{ text: 'first' }]);
    const recorded = await db.query(
      'SELECT component, version, name FROM walletdock_migration ORDER BY component, version',
    );
    expect(recorded).toEqual([
      { component: 'notes', version: 1, name: 'notes' },
      { component: 'notes', version: 2, name: 'first note' },
      { component: 'other', version: 1, name: 'others' },
      { component: 'walletdock', version: 1, name: 'leases' },
    ]);
  });

  it('adds only the new step of a longer list, and leaves nothing of a failing one', async () => {
    const broken: Migration = {
      name: 'broken',
      up: [`INSERT INTO note (text) VALUES ('half')`, 'SELECT * FROM no_such_table'],
    };
    await expect(applyMigrations(db, 'notes', [...steps, broken])).rejects.toThrow(/no_such_table/);
    expect(await db.query('SELECT text FROM note')).toEqual([{ text: 'first' }]);
    await applyMigrations(db, 'notes', [
      ...steps,
      { name: 'second note', up: [`INSERT INTO note (text) VALUES ('second')`] },
    ]);
    expect(await db.query('SELECT text FROM note ORDER BY id')).toEqual([{ text: 'first' }, { text: 'second' }]);
  });

  it('refuses a list whose applied steps were reordered or renamed', async () => {
    await expect(applyMigrations(db, 'notes', [steps[1]!, steps[0]!])).rejects.toThrow(
      'notes migration 1 is "notes" in the database but "first note" here: migrations were reordered or edited',
    );
  });

  it('applies each step exactly once when six instances start at once on a fresh database', async () => {
    await db.query('CREATE DATABASE fresh');
    const url = pg.url.replace(/\/postgres$/, '/fresh');
    const instances = await Promise.all(
      Array.from({ length: 6 }, () => openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 })),
    );
    try {
      await Promise.all(instances.map((one) => applyMigrations(one, 'notes', steps)));
      const [one] = instances;
      expect(await one!.query('SELECT text FROM note')).toEqual([{ text: 'first' }]);
      expect(
        await one!.query('SELECT component, version FROM walletdock_migration ORDER BY component, version'),
      ).toEqual([
        { component: 'notes', version: 1 },
        { component: 'notes', version: 2 },
        { component: 'walletdock', version: 1 },
      ]);
    } finally {
      await Promise.all(instances.map((one) => one.close()));
    }
  });
});
