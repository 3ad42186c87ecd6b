// Schema migrations that several components own independently: each server (faucet, blockchain API, wallet frame,
// and the floor itself) registers its own ordered list under its own name. A step is applied once, in order, and
// recorded in walletdock_migration; every start runs under one advisory lock, so several instances starting at
// once on one PostgreSQL apply each step exactly once (the others wait, then find it recorded).
import type { Database, Sql } from './types';

/**
 * One step of a component's schema. Its version is its position in the list (1-based): append new steps, never
 * reorder or edit applied ones (a recorded name that differs from the list's is refused at start).
 */
export interface Migration {
  /** What the step does, in a few words; recorded with the version. */
  name: string;
  /** SQL statements run in order (one statement each), or a function given the migration's transaction. */
  up: readonly string[] | ((tx: Sql) => Promise<void>);
}

// Any fixed number: the lock only has to be the same for every instance and component.
const MIGRATION_LOCK = 833220000;

/**
 * Applies the steps of `component` not yet recorded, all in one transaction (a failing step leaves nothing
 * half-done). Steps recorded beyond the end of the list (a newer instance applied them) are left alone.
 *
 * @example
 * await applyMigrations(db, 'blockchain-api', [
 *   { name: 'blocks', up: ['CREATE TABLE IF NOT EXISTS api_block (number bigint PRIMARY KEY, hash text NOT NULL)'] },
 * ]);
 */
export async function applyMigrations(
  db: Database,
  component: string,
  migrations: readonly Migration[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.query(`CREATE TABLE IF NOT EXISTS walletdock_migration (
      component text NOT NULL,
      version int NOT NULL,
      name text NOT NULL,
      applied_ms bigint NOT NULL,
      PRIMARY KEY (component, version)
    )`);
    const rows = await tx.query<{ version: number; name: string }>(
      'SELECT version, name FROM walletdock_migration WHERE component = $1',
      [component],
    );
    const recorded = new Map(rows.map((r) => [r.version, r.name]));
    for (const [index, step] of migrations.entries()) {
      const version = index + 1;
      const seen = recorded.get(version);
      if (seen !== undefined) {
        if (seen !== step.name)
          throw new Error(
            `${component} migration ${version} is "${seen}" in the database but "${step.name}" here: migrations were reordered or edited`,
          );
        continue;
      }
      if (typeof step.up === 'function') await step.up(tx);
      else for (const statement of step.up) await tx.query(statement);
      await tx.query(
        'INSERT INTO walletdock_migration (component, version, name, applied_ms) VALUES ($1, $2, $3, $4)',
        [component, version, step.name, Date.now()],
      );
    }
  });
}
