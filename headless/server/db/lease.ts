// Leases: exactly one writer among several instances on one database (the faucet's signer, the blockchain API's
// indexer). A lease is a row (name, owner, expiry on the database clock, so instances whose clocks disagree still
// agree on it). The holder renews it every third of its lifetime; another instance takes it once it has expired or
// was released. Writes that must come from the holder alone check it inside their own transaction (`assertHeld`),
// which also holds off a takeover until that transaction ends.
import type { Migration } from './migrate';
import type { Sql } from './types';

/** The database clock in ms, as SQL: leases compare against one clock even when instances' clocks disagree. */
export const DB_NOW_MS = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/** The floor's lease table. */
export const leaseTableMigration: Migration = {
  name: 'leases',
  up: [
    'CREATE TABLE IF NOT EXISTS walletdock_lease (name text PRIMARY KEY, owner text NOT NULL, until_ms bigint NOT NULL)',
  ],
};

/** Thrown when this instance no longer holds a lease: it must stop writing at once. */
export class LostLeaseError extends Error {
  constructor(name = 'lease') {
    super(`${name} lease lost`);
  }
}

/** Which lease, who asks for it, and for how long each renewal holds. */
export interface LeaseOptions {
  /** The lease's name, e.g. `faucet-signer:0xabc…` or `indexer:33322`. */
  name: string;
  /** This instance's id (unique among the instances sharing the database). */
  owner: string;
  /** How long a renewal holds: an instance that stops renewing loses the lease this long after its last renewal. */
  ttlMs: number;
}

/** One lease as seen by one owner. */
export interface Lease extends LeaseOptions {
  /** Takes the lease when it is free or expired, or renews it when held; true when this owner holds it now. */
  acquire(): Promise<boolean>;
  /** Gives the lease up at once (another instance can take it without waiting for expiry). */
  release(): Promise<void>;
  /** Inside a write transaction: throws LostLeaseError unless this owner holds the lease, and holds off takeovers until commit. */
  assertHeld(tx: Sql): Promise<void>;
}

/**
 * A lease on `db` (see keepLease for the renewal loop).
 *
 * @example
 * const lease = createLease(db, { name: 'indexer:33322', owner: instanceId, ttlMs: 5000 });
 * if (await lease.acquire()) await db.transaction(async (tx) => { await lease.assertHeld(tx); ... });
 */
export function createLease(db: Sql, options: LeaseOptions): Lease {
  const { name, owner, ttlMs } = options;
  return {
    name,
    owner,
    ttlMs,
    async acquire() {
      const rows = await db.query(
        `INSERT INTO walletdock_lease (name, owner, until_ms) VALUES ($1, $2, ${DB_NOW_MS} + $3)
         ON CONFLICT (name) DO UPDATE SET owner = EXCLUDED.owner, until_ms = EXCLUDED.until_ms
         WHERE walletdock_lease.owner = EXCLUDED.owner OR walletdock_lease.until_ms < ${DB_NOW_MS}
         RETURNING name`,
        [name, owner, ttlMs],
      );
      return rows.length === 1;
    },
    async release() {
      await db.query('UPDATE walletdock_lease SET until_ms = 0 WHERE name = $1 AND owner = $2', [name, owner]);
    },
    async assertHeld(tx) {
      const rows = await tx.query('SELECT 1 FROM walletdock_lease WHERE name = $1 AND owner = $2 FOR SHARE', [
        name,
        owner,
      ]);
      if (rows.length !== 1) throw new LostLeaseError(name);
    },
  };
}

/** Options of keepLease: the lease, and what to do when this instance starts and stops leading. */
export interface LeaseKeeperOptions extends LeaseOptions {
  db: Sql;
  /**
   * Runs when this instance has just taken the lease; it leads once this resolves. Throwing leaves it not leading
   * (tried again at the next renewal; a LostLeaseError also calls onLost).
   */
  onGained(): Promise<void>;
  /** Runs when this instance stops leading: the lease was not renewed in time, was taken over, or `lose()` was called. */
  onLost(): void;
}

/** A running renewal loop. */
export interface LeaseKeeper {
  readonly lease: Lease;
  /** True between a successful onGained and the next loss. */
  readonly leading: boolean;
  /** Stops leading now (e.g. a write found the lease gone): calls onLost; the loop may take the lease again later. */
  lose(): void;
  /** Ends the loop and releases the lease if held. */
  stop(): Promise<void>;
}

/**
 * Keeps taking and renewing a lease every third of its lifetime (at least every 50 ms). A database error keeps the
 * current state: writes fenced by `assertHeld` stop a stale holder anyway.
 *
 * @example
 * const keeper = keepLease({ db, name: 'indexer:33322', owner: instanceId, ttlMs: 5000,
 *   onGained: async () => { await resumeFromLastBlock(); }, onLost: () => { abortBatch(); } });
 * // ... on shutdown:
 * await keeper.stop();
 */
export function keepLease(options: LeaseKeeperOptions): LeaseKeeper {
  const lease = createLease(options.db, options);
  let leading = false;
  let stopped = false;
  let wake: (() => void) | null = null;
  const lose = (): void => {
    leading = false;
    options.onLost();
  };
  const loop = (async () => {
    while (!stopped) {
      try {
        const held = await lease.acquire();
        if (held && !leading && !stopped) {
          await options.onGained();
          leading = true;
        } else if (!held && leading) lose();
      } catch (error) {
        if (error instanceof LostLeaseError) lose();
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(50, Math.floor(options.ttlMs / 3)));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })();
  return {
    lease,
    get leading() {
      return leading;
    },
    lose,
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      if (leading) await lease.release().catch(() => undefined);
      leading = false;
    },
  };
}
