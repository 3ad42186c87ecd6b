// The faucet's tables, as migrations of the component 'faucet' (the server floor applies each once, under its lock,
// also when several instances start at once on one PostgreSQL). Times are ms since epoch (int8); amounts are wei
// (numeric).
import type { Migration } from 'walletdock/server/node';
import { RESERVE_FUNCTION } from './claim/reserve-function';
import { STORE_SIGNED_FUNCTION } from './sender/store-signed-function';

/** Claim states of the ledger: reserved -> signed -> broadcast -> confirmed | failed. */
export type ClaimStatus = 'reserved' | 'signed' | 'broadcast' | 'confirmed' | 'failed';

const DDL = `
CREATE TABLE IF NOT EXISTS faucet_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
CREATE TABLE IF NOT EXISTS faucet_captcha_used (
  session_id text PRIMARY KEY,
  used_ms bigint NOT NULL
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

/**
 * The faucet's migrations. The first is the schema from before migrations were numbered (idempotent, so a database
 * made then takes it as it is); the second moves the signer lease to the floor's lease table; the third stores a
 * signed batch in one statement (`faucet_tx` then keeps only what a replacement needs).
 */
export const faucetMigrations: readonly Migration[] = [
  {
    name: 'ledger tables and faucet_reserve',
    up: [
      ...DDL.split(';')
        .map((s) => s.trim())
        .filter(Boolean),
      RESERVE_FUNCTION,
    ],
  },
  {
    name: 'signer lease in walletdock_lease',
    up: ['ALTER TABLE faucet_signer DROP COLUMN IF EXISTS lease_owner, DROP COLUMN IF EXISTS lease_until_ms'],
  },
  { name: 'faucet_store_signed', up: [STORE_SIGNED_FUNCTION] },
];
