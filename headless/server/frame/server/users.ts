// Users and how they log in: by email (the user row's email) or by a social provider's subject (an identity row).
// A provider's email is shown but never used to merge accounts: only a code sent to an address proves it.
import { randomUUID } from 'node:crypto';
import type { Sql } from 'walletdock/server/node';
import type { ServerUser } from '../api-schemas';

/** A user row. */
export interface UserRow {
  id: string;
  email: string | null;
  social_provider: string | null;
  user_name: string | null;
  eip155_address: string | null;
  solana_address: string | null;
}

/** The user as the API reports it. */
export function toServerUser(row: UserRow): ServerUser {
  return {
    id: row.id,
    email: row.email,
    socialProvider: row.social_provider,
    userName: row.user_name,
    eip155Address: row.eip155_address,
    solanaAddress: row.solana_address,
  };
}

/** Email addresses are compared lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user with this email, if any. */
export async function userByEmail(tx: Sql, email: string): Promise<UserRow | undefined> {
  return (await tx.query<UserRow>('SELECT * FROM frame_user WHERE email = $1', [email]))[0];
}

/** The user with this id (throws if absent: ids come from sessions). */
export async function userById(tx: Sql, id: string): Promise<UserRow> {
  const row = (await tx.query<UserRow>('SELECT * FROM frame_user WHERE id = $1', [id]))[0];
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** The user of an email login, created on first login. */
export async function userForEmail(tx: Sql, email: string): Promise<UserRow> {
  await tx.query('INSERT INTO frame_user (id, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING', [
    randomUUID(),
    email,
    Date.now(),
  ]);
  return (await userByEmail(tx, email))!;
}

/** The user of a provider's subject, created on first login (with the provider's name for the user). */
export async function userForIdentity(
  tx: Sql,
  provider: string,
  subject: string,
  userName: string | null,
): Promise<UserRow> {
  const found = await tx.query<{ user_id: string }>(
    'SELECT user_id FROM frame_identity WHERE provider = $1 AND subject = $2',
    [provider, subject],
  );
  if (found[0]) return userById(tx, found[0].user_id);
  const id = randomUUID();
  await tx.query('INSERT INTO frame_user (id, social_provider, user_name, created_at) VALUES ($1, $2, $3, $4)', [
    id,
    provider,
    userName,
    Date.now(),
  ]);
  await tx.query('INSERT INTO frame_identity (provider, subject, user_id, created_at) VALUES ($1, $2, $3, $4)', [
    provider,
    subject,
    id,
    Date.now(),
  ]);
  return userById(tx, id);
}

/** True when `deviceId` is an enrolled device of the user. */
export async function hasDevice(tx: Sql, userId: string, deviceId: string | undefined): Promise<boolean> {
  if (!deviceId) return false;
  return (await tx.query('SELECT 1 FROM frame_device WHERE id = $1 AND user_id = $2', [deviceId, userId])).length > 0;
}
