// The faucet's tables. Times are ms since epoch (int8); amounts are wei (numeric). Created idempotently under a
// transaction-scoped advisory lock so several instances starting at once on one PostgreSQL do not race.
import type { Database } from './db';

/** Claim states of the ledger: reserved -> signed -> broadcast -> confirmed | failed. */
export type ClaimStatus = 'reserved' | 'signed' | 'broadcast' | 'confirmed' | 'failed';

const DDL = `
CREATE TABLE IF NOT EXISTS faucet_captcha (
  session_id text PRIMARY KEY,
  answer integer NOT NULL,
  expires_ms bigint NOT NULL,
  consumed_ms bigint
);
CREATE TABLE IF NOT EXISTS faucet_claim (
  id bigserial PRIMARY KEY,
  address text NOT NULL,
  client_key text NOT NULL,
  amount numeric NOT NULL,
  gas bigint NOT NULL,
  status text NOT NULL,
  signer text,
  nonce bigint,
  tx_hash text,
  raw_tx text,
  max_fee numeric,
  priority_fee numeric,
  created_ms bigint NOT NULL,
  signed_ms bigint,
  broadcast_ms bigint,
  final_ms bigint,
  error text
);
CREATE INDEX IF NOT EXISTS faucet_claim_open ON faucet_claim (id) WHERE status IN ('reserved', 'signed', 'broadcast');
CREATE INDEX IF NOT EXISTS faucet_claim_address ON faucet_claim (address, id);
CREATE UNIQUE INDEX IF NOT EXISTS faucet_claim_nonce ON faucet_claim (signer, nonce) WHERE nonce IS NOT NULL;
CREATE TABLE IF NOT EXISTS faucet_tx (
  hash text PRIMARY KEY,
  claim_id bigint NOT NULL REFERENCES faucet_claim (id),
  nonce bigint NOT NULL,
  raw_tx text NOT NULL,
  max_fee numeric NOT NULL,
  priority_fee numeric NOT NULL,
  created_ms bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS faucet_tx_claim ON faucet_tx (claim_id);
CREATE TABLE IF NOT EXISTS faucet_cooldown (
  key text PRIMARY KEY,
  until_ms bigint NOT NULL,
  claim_id bigint
);
CREATE INDEX IF NOT EXISTS faucet_cooldown_claim ON faucet_cooldown (claim_id);
CREATE TABLE IF NOT EXISTS faucet_signer (
  address text PRIMARY KEY,
  next_nonce bigint NOT NULL,
  lease_owner text NOT NULL,
  lease_until_ms bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS faucet_outflow (
  hour bigint PRIMARY KEY,
  amount numeric NOT NULL
);
`;

/** The database clock in ms: leases compare against one clock even when instances' clocks disagree. */
export const NOW_MS = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/** Creates the tables if missing. */
export async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(833220001)');
    for (const statement of DDL.split(';').map((s) => s.trim()).filter(Boolean)) await tx.query(statement);
  });
}
