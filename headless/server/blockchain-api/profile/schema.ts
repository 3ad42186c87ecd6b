// The name service's tables (component 'name' in walletdock_migration), beside the blockchain API's index.
//   api_name            one row per name: unique within its suffix (the primary key), label and suffix stored
//                       lower-case (names are case-insensitive), the address that claimed it, its text attributes
//                       (a JSON object), registered/updated in Unix seconds;
//   api_name_address    what the name resolves to per ENSIP-11 coin type (the chain it was registered on);
//   api_name_signature  each signed registration message accepted (keccak256 of address and message): one use only;
//                       rows older than the message window are pruned (the window refuses them anyway).
// A registration writes all three in one transaction, so a name is never half-made.
import type { Migration } from '../../db';

/** The name service's migrations: append, never edit. */
export const nameMigrations: readonly Migration[] = [
  {
    name: 'names',
    up: [
      `CREATE TABLE IF NOT EXISTS api_name (
      suffix text NOT NULL, label text NOT NULL, owner text NOT NULL, attributes text NOT NULL,
      registered bigint NOT NULL, updated bigint NOT NULL,
      PRIMARY KEY (suffix, label),
      CHECK (label = lower(label) AND suffix = lower(suffix) AND owner = lower(owner)))`,
      `CREATE TABLE IF NOT EXISTS api_name_address (
      suffix text NOT NULL, label text NOT NULL, coin_type bigint NOT NULL, address text NOT NULL, created bigint NOT NULL,
      PRIMARY KEY (suffix, label, coin_type),
      FOREIGN KEY (suffix, label) REFERENCES api_name (suffix, label))`,
      'CREATE INDEX IF NOT EXISTS api_name_address_by_address ON api_name_address (address)',
      'CREATE TABLE IF NOT EXISTS api_name_signature (digest text PRIMARY KEY, used_at bigint NOT NULL)',
      'CREATE INDEX IF NOT EXISTS api_name_signature_by_time ON api_name_signature (used_at)',
    ],
  },
];
