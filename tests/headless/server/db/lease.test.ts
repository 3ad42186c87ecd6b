// Leases on a real PostgreSQL, each owner with its own connection pool as separate instances would have: one leader
// among several owners, takeover after release or expiry, and a stale holder's fenced write refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLease,
  keepLease,
  LostLeaseError,
  openDatabase,
  type Database,
  type LeaseKeeper,
} from 'walletdock/server/node';
import { startPostgres, type TestPostgres } from '../../../support/postgres';

let pg: TestPostgres;
const pools: Database[] = [];
/** A pool of its own, as another instance would have. */
const instance = async () => {
  const db = await openDatabase({ databaseUrl: pg.url, dataDir: '', poolSize: 2 });
  pools.push(db);
  return db;
};

beforeAll(async () => {
  pg = await startPostgres();
});

afterAll(async () => {
  for (const db of pools) await db.close();
  await pg?.stop();
});

const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('leases', () => {
  it('lets one owner lead among three, and hands over when the leader stops', async () => {
    const events: string[] = [];
    const keepers: LeaseKeeper[] = [];
    for (const owner of ['a', 'b', 'c'])
      keepers.push(
        keepLease({
          db: await instance(),
          name: 'indexer:1',
          owner,
          ttlMs: 300,
          onGained: async () => {
            events.push(`gained ${owner}`);
          },
          onLost: () => {
            events.push(`lost ${owner}`);
          },
        }),
      );
    await until(() => keepers.some((k) => k.leading), 'a leader');
    await new Promise((r) => setTimeout(r, 400)); // renewals come and go; the leader stays alone
    expect(keepers.filter((k) => k.leading)).toHaveLength(1);
    const first = keepers.find((k) => k.leading)!;
    await first.stop();
    await until(() => keepers.some((k) => k !== first && k.leading), 'a new leader');
    expect(keepers.filter((k) => k.leading)).toHaveLength(1);
    expect(events.filter((e) => e.startsWith('gained'))).toHaveLength(2);
    for (const k of keepers) await k.stop();
  });

  it('gives an expired lease to another owner and refuses the old holder’s fenced writes', async () => {
    const db = await instance();
    const old = createLease(db, { name: 'signer:x', owner: 'old', ttlMs: 100 });
    const next = createLease(await instance(), { name: 'signer:x', owner: 'next', ttlMs: 10_000 });
    expect(await old.acquire()).toBe(true);
    expect(await next.acquire()).toBe(false);
    await db.transaction((tx) => old.assertHeld(tx));
    await new Promise((r) => setTimeout(r, 150));
    expect(await next.acquire()).toBe(true);
    expect(await old.acquire()).toBe(false);
    await expect(db.transaction((tx) => old.assertHeld(tx))).rejects.toBeInstanceOf(LostLeaseError);
    await next.release();
    expect(await old.acquire()).toBe(true);
  });

  it('stops leading when a write finds the lease gone, and takes it again at the next renewal', async () => {
    const db = await instance();
    let gained = 0;
    let lost = 0;
    const keeper = keepLease({
      db,
      name: 'indexer:2',
      owner: 'solo',
      ttlMs: 150,
      onGained: async () => {
        gained += 1;
      },
      onLost: () => {
        lost += 1;
      },
    });
    await until(() => keeper.leading, 'leading');
    keeper.lose();
    expect([keeper.leading, lost]).toEqual([false, 1]);
    await until(() => keeper.leading, 'leading again');
    expect(gained).toBe(2);
    await keeper.stop();
    expect(await createLease(db, { name: 'indexer:2', owner: 'other', ttlMs: 1000 }).acquire()).toBe(true); // released on stop
  });
});
