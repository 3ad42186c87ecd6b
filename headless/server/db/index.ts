// The servers' database floor: one Database over PGlite or PostgreSQL, per-component migrations, leases.
export { openDatabase, type OpenDatabaseOptions } from './database';
export type { Database, Sql } from './types';
export { applyMigrations, type Migration } from './migrate';
export {
  createLease,
  keepLease,
  LostLeaseError,
  DB_NOW_MS,
  type Lease,
  type LeaseOptions,
  type LeaseKeeper,
  type LeaseKeeperOptions,
} from './lease';
