// The faucet's tables, as migrations of the component 'faucet' (the server floor applies each once, under its lock,
// also when several instances start at once on one PostgreSQL). Times are ms since epoch (int8); amounts are wei
// (numeric).
import type { Migration } from 'walletdock/server/node';

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

// Reserves a batch of claims in one round trip. Per element: consume the captcha session (even for a wrong
// answer), then in a subtransaction write the claim, take both cooldown keys (only if expired: a concurrent holder
// makes this wait, then refuse) and the hourly outflow; any refusal rolls the subtransaction back.
const RESERVE_FUNCTION = `
CREATE OR REPLACE FUNCTION faucet_reserve(
  p_session text[], p_answer_ok boolean[], p_address text[], p_client text[], p_amount numeric, p_gas bigint[],
  p_now bigint, p_cooldown bigint, p_cap numeric
) RETURNS TABLE (idx int, kind text, claim_id bigint, next_at bigint) LANGUAGE plpgsql AS $$
DECLARE
  k int;
  n int;
  cid bigint;
  nxt bigint;
BEGIN
  FOR k IN 1 .. coalesce(array_length(p_session, 1), 0) LOOP
    idx := k; claim_id := NULL; next_at := NULL;
    INSERT INTO faucet_captcha_used (session_id, used_ms) VALUES (p_session[k], p_now) ON CONFLICT (session_id) DO NOTHING;
    IF NOT FOUND THEN kind := 'captcha-unknown'; RETURN NEXT; CONTINUE; END IF;
    IF NOT p_answer_ok[k] THEN kind := 'captcha-wrong'; RETURN NEXT; CONTINUE; END IF;
    BEGIN
      INSERT INTO faucet_claim (address, client_key, amount, gas, status, created_ms)
        VALUES (p_address[k], p_client[k], p_amount, p_gas[k], 'reserved', p_now) RETURNING id INTO cid;
      INSERT INTO faucet_cooldown (key, until_ms, claim_id)
        VALUES ('addr:' || p_address[k], p_now + p_cooldown, cid), ('client:' || p_client[k], p_now + p_cooldown, cid)
        ON CONFLICT (key) DO UPDATE SET until_ms = EXCLUDED.until_ms, claim_id = EXCLUDED.claim_id
        WHERE faucet_cooldown.until_ms <= p_now;
      GET DIAGNOSTICS n = ROW_COUNT;
      IF n < 2 THEN
        SELECT max(until_ms) INTO nxt FROM faucet_cooldown WHERE key IN ('addr:' || p_address[k], 'client:' || p_client[k]);
        RAISE EXCEPTION USING ERRCODE = 'FC001';
      END IF;
      IF p_cap IS NOT NULL THEN
        INSERT INTO faucet_outflow (hour, amount) SELECT p_now / 3600000, p_amount WHERE p_amount <= p_cap
          ON CONFLICT (hour) DO UPDATE SET amount = faucet_outflow.amount + EXCLUDED.amount
          WHERE faucet_outflow.amount + EXCLUDED.amount <= p_cap;
        IF NOT FOUND THEN RAISE EXCEPTION USING ERRCODE = 'FC002'; END IF;
      END IF;
      kind := 'reserved'; claim_id := cid;
    EXCEPTION
      WHEN SQLSTATE 'FC001' THEN kind := 'cooldown'; next_at := nxt;
      WHEN SQLSTATE 'FC002' THEN kind := 'outflow-cap';
    END;
    RETURN NEXT;
  END LOOP;
END $$`;

/**
 * The faucet's migrations. The first is the schema from before migrations were numbered (idempotent, so a database
 * made then takes it as it is); the second moves the signer lease to the floor's lease table.
 */
export const faucetMigrations: readonly Migration[] = [
  { name: 'ledger tables and faucet_reserve', up: [...DDL.split(';').map((s) => s.trim()).filter(Boolean), RESERVE_FUNCTION] },
  {
    name: 'signer lease in walletdock_lease',
    up: ['ALTER TABLE faucet_signer DROP COLUMN IF EXISTS lease_owner, DROP COLUMN IF EXISTS lease_until_ms'],
  },
];
