// Smart sessions in the database: one row per (account, pci), kept after revocation so a revoked pci can never be
// recorded again (a replayed grant signature would otherwise bring it back).
import type { Migration } from '../../db';
import type { Database } from '../../db/types';
import type { SmartSessionPermissions } from '../../../core/smart-account/session-typed-data';

const TABLES = [
  `CREATE TABLE IF NOT EXISTS api_smart_session (
    address text NOT NULL, pci text NOT NULL, chain_id bigint NOT NULL, expiry bigint NOT NULL, permissions text NOT NULL,
    granted_at bigint NOT NULL, revoked_at bigint,
    PRIMARY KEY (address, pci))`,
];

/** The sessions' migrations (component 'blockchain-api-sessions'): append, never edit. */
export const sessionMigrations: readonly Migration[] = [{ name: 'smart sessions', up: TABLES }];

/** A stored session (address and pci lower-case, times in unix seconds). */
export interface StoredSession extends SmartSessionPermissions {
  address: string;
  pci: string;
  chainId: number;
  expiry: number;
  grantedAt: number;
  revokedAt: number | null;
}

interface Row {
  address: string;
  pci: string;
  chain_id: string;
  expiry: string;
  permissions: string;
  granted_at: string;
  revoked_at: string | null;
}

const toSession = (r: Row): StoredSession => ({
  address: r.address,
  pci: r.pci,
  chainId: Number(r.chain_id),
  expiry: Number(r.expiry),
  ...(JSON.parse(r.permissions) as SmartSessionPermissions),
  grantedAt: Number(r.granted_at),
  revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
});

const NOW_S = '(extract(epoch from clock_timestamp()))::bigint';

/** Most sessions listed for one account. */
export const MAX_SESSIONS_LISTED = 200;

/** The account's sessions, newest first (on one chain when given). */
export async function sessionsOf(db: Database, address: string, chainId: number | null): Promise<StoredSession[]> {
  const rows = await db.query<Row>(
    `SELECT * FROM api_smart_session WHERE address = $1 AND ($2::bigint IS NULL OR chain_id = $2) ORDER BY granted_at DESC, pci LIMIT ${MAX_SESSIONS_LISTED}`,
    [address, chainId],
  );
  return rows.map(toSession);
}

/** One session, or null. */
export async function sessionOf(db: Database, address: string, pci: string): Promise<StoredSession | null> {
  const rows = await db.query<Row>('SELECT * FROM api_smart_session WHERE address = $1 AND pci = $2', [address, pci]);
  return rows[0] ? toSession(rows[0]) : null;
}

/** Records a grant once; the stored row when (address, pci) was already recorded (then nothing changes). */
export async function recordGrant(
  db: Database,
  s: { address: string; pci: string; chainId: number; expiry: number; permissions: string },
): Promise<{ inserted: boolean; session: StoredSession }> {
  const inserted = await db.query<Row>(
    `INSERT INTO api_smart_session (address, pci, chain_id, expiry, permissions, granted_at) VALUES ($1, $2, $3, $4, $5, ${NOW_S})
     ON CONFLICT (address, pci) DO NOTHING RETURNING *`,
    [s.address, s.pci, s.chainId, s.expiry, s.permissions],
  );
  if (inserted[0]) return { inserted: true, session: toSession(inserted[0]) };
  return { inserted: false, session: (await sessionOf(db, s.address, s.pci))! };
}

/** Marks the session revoked (the first revocation's time stays); the row after, or null when there is none. */
export async function recordRevocation(db: Database, address: string, pci: string): Promise<StoredSession | null> {
  await db.query(
    `UPDATE api_smart_session SET revoked_at = ${NOW_S} WHERE address = $1 AND pci = $2 AND revoked_at IS NULL`,
    [address, pci],
  );
  return sessionOf(db, address, pci);
}

/** active, expired (past its expiry) or revoked, at `nowS`. */
export function sessionStatus(
  s: StoredSession,
  nowS = Math.floor(Date.now() / 1000),
): 'active' | 'expired' | 'revoked' {
  if (s.revokedAt !== null) return 'revoked';
  return s.expiry <= nowS ? 'expired' : 'active';
}
