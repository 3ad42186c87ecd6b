// The name service over the database: claiming a name (one transaction: the signed message is used once, the name
// is inserted unless its suffix already has it, its address recorded), the records of a name or of an address, the
// registered variants among suggestions, and the identity an address shows (its newest name, the current suffix
// first). Names are unique within their suffix through the primary key, so of any number of racing claims exactly
// one inserts and the others find the name taken.
import { getAddress, keccak256, stringToBytes } from 'viem';
import { chainIdToCoinType } from '../../../core/namespaces/eip155/coin-type';
import { NAME_MESSAGE_MAX_AGE_S, NAME_MESSAGE_MAX_SKEW_S, NAME_SUFFIX } from '../../../core/model/constants';
import type { Database } from '../../db/types';
import { HttpError } from '../../http';
import type { IdentityRecord } from '../context';
import { NameMessages, type Registration } from './request';

/** A name record as the profile endpoints answer it (the client's nameRecordSchema). */
export interface NameRecord {
  name: string;
  registered: number;
  updated: number;
  addresses: Record<string, { address: string; created: string }>;
  attributes: Record<string, string>;
}

/** Most names listed for one address. */
export const MAX_NAMES_PER_ADDRESS = 100;

interface Row {
  suffix: string;
  label: string;
  attributes: string;
  registered: number;
  updated: number;
  coin_type: number;
  address: string;
  created: number;
}

const SELECT = `SELECT n.suffix, n.label, n.attributes, n.registered, n.updated, a.coin_type, a.address, a.created
  FROM api_name n JOIN api_name_address a ON a.suffix = n.suffix AND a.label = n.label`;

function records(rows: readonly Row[]): NameRecord[] {
  const byName = new Map<string, NameRecord>();
  for (const r of rows) {
    const name = `${r.label}${r.suffix}`;
    let record = byName.get(name);
    if (!record) {
      record = {
        name,
        registered: r.registered,
        updated: r.updated,
        addresses: {},
        attributes: JSON.parse(r.attributes) as Record<string, string>,
      };
      byName.set(name, record);
    }
    record.addresses[String(r.coin_type)] = {
      address: getAddress(r.address),
      created: new Date(r.created * 1000).toISOString(),
    };
  }
  return [...byName.values()];
}

/** The record of a name (label and suffix lower-case), or null when it is not registered. */
export async function nameRecord(db: Database, label: string, suffix: string): Promise<NameRecord | null> {
  const rows = await db.query<Row>(`${SELECT} WHERE n.suffix = $1 AND n.label = $2`, [suffix, label]);
  return records(rows)[0] ?? null;
}

/** The names that resolve to `address` (lower-case): the current suffix first, newest first. */
export async function namesOf(db: Database, address: string): Promise<NameRecord[]> {
  const rows = await db.query<Row>(
    `${SELECT} WHERE (n.suffix, n.label) IN (
       SELECT suffix, label FROM api_name_address WHERE address = $1 ORDER BY created DESC LIMIT ${MAX_NAMES_PER_ADDRESS})
     ORDER BY (n.suffix = $2) DESC, n.registered DESC, n.label, a.coin_type`,
    [address, NAME_SUFFIX],
  );
  return records(rows);
}

/** Which of `labels` are registered under `suffix`. */
export async function registeredLabels(db: Database, suffix: string, labels: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ label: string }>(
    'SELECT label FROM api_name WHERE suffix = $1 AND label = ANY($2::text[])',
    [suffix, [...labels]],
  );
  return new Set(rows.map((r) => r.label));
}

// An avatar is shown only from a URL a page may load without surprises.
const AVATAR = /^(https:\/\/|ipfs:\/\/)\S{1,1000}$/;

/**
 * The identity seam of the blockchain API (GET /v1/identity/{address}): the address's newest name (the current
 * suffix before the legacy one) and its `avatar` attribute; on a given chain only names registered for its coin type.
 */
export async function registeredNameIdentity(
  address: string,
  { chainId, db }: { chainId: number | null; db: Database },
): Promise<IdentityRecord | null> {
  const byChain = chainId === null ? '' : 'AND a.coin_type = $3';
  const rows = await db.query<{ suffix: string; label: string; attributes: string }>(
    `SELECT n.suffix, n.label, n.attributes FROM api_name_address a JOIN api_name n ON n.suffix = a.suffix AND n.label = a.label
     WHERE a.address = $1 ${byChain} ORDER BY (n.suffix = $2) DESC, n.registered DESC, n.label LIMIT 1`,
    chainId === null
      ? [address.toLowerCase(), NAME_SUFFIX]
      : [address.toLowerCase(), NAME_SUFFIX, chainIdToCoinType(chainId)],
  );
  const row = rows[0];
  if (!row) return null;
  const avatar = (JSON.parse(row.attributes) as Record<string, string>).avatar;
  return { name: `${row.label}${row.suffix}`, avatar: avatar && AVATAR.test(avatar) ? avatar : null };
}

/** What a claim did: a new name, or a name its owner already held (attributes merged, the coin type added). */
export type ClaimResult = 'registered' | 'renewed';

/**
 * Claims `r.name` for `r.address` (signature already checked), in one transaction: the signed message is recorded as
 * used (a replay is refused 409), the name inserted unless taken (409 when another address holds it; its owner's
 * new signature renews it), and the coin type's address recorded. A refusal rolls everything back.
 */
export async function claimName(db: Database, r: Registration, now: number): Promise<ClaimResult> {
  const digest = keccak256(stringToBytes(`${r.address}\n${r.message}`));
  return db.transaction(async (tx) => {
    const fresh = await tx.query(
      'INSERT INTO api_name_signature (digest, used_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING digest',
      [digest, now],
    );
    if (fresh.length === 0) throw new HttpError(409, NameMessages.replayed);
    const attributes = JSON.stringify(r.attributes);
    const inserted = await tx.query(
      `INSERT INTO api_name (suffix, label, owner, attributes, registered, updated) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (suffix, label) DO NOTHING RETURNING label`,
      [r.suffix, r.label, r.address, attributes, now],
    );
    let result: ClaimResult = 'registered';
    if (inserted.length === 0) {
      const [held] = await tx.query<{ owner: string; attributes: string }>(
        'SELECT owner, attributes FROM api_name WHERE suffix = $1 AND label = $2 FOR UPDATE',
        [r.suffix, r.label],
      );
      if (held?.owner !== r.address) throw new HttpError(409, NameMessages.taken(r.name));
      const merged = { ...(JSON.parse(held.attributes) as Record<string, string>), ...r.attributes };
      await tx.query('UPDATE api_name SET attributes = $3, updated = $4 WHERE suffix = $1 AND label = $2', [
        r.suffix,
        r.label,
        JSON.stringify(merged),
        now,
      ]);
      result = 'renewed';
    }
    await tx.query(
      `INSERT INTO api_name_address (suffix, label, coin_type, address, created) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (suffix, label, coin_type) DO NOTHING`,
      [r.suffix, r.label, r.coinType, r.address, now],
    );
    return result;
  });
}

/** Forgets used messages older than the window (the timestamp check refuses them anyway). Not in a claim's transaction. */
export async function pruneUsedMessages(db: Database, now: number): Promise<void> {
  await db.query('DELETE FROM api_name_signature WHERE used_at < $1', [
    now - NAME_MESSAGE_MAX_AGE_S - NAME_MESSAGE_MAX_SKEW_S,
  ]);
}
