// The on-ramp sandbox's tables (component 'blockchain-api-onramp' in walletdock_migration).
//
//   onramp_secret    one random key that seals quote ids (shared by every instance on the database), so a quote
//                    costs no write and cannot be forged or altered by the client;
//   onramp_checkout  one row per quote id a checkout was generated for: the terms (amounts as text, the payout in
//                    base units), the destination, the payout key that pays it, and the payout's life: open -> queued (someone pressed pay) ->
//                    signed (nonce, raw transaction and hash stored, BEFORE it is broadcast) -> confirmed | failed.
//                    The primary key is the quote id: one payout per quote;
//   onramp_payer     the payout key's next nonce per chain, advanced in the transaction that stores a signature.
import type { Migration } from '../../db';

const TABLES = [
  'CREATE TABLE IF NOT EXISTS onramp_secret (id int PRIMARY KEY, secret text NOT NULL)',
  `CREATE TABLE IF NOT EXISTS onramp_checkout (
    quote_id text PRIMARY KEY, chain_id bigint NOT NULL, symbol text NOT NULL, decimals int NOT NULL, recipient text NOT NULL,
    partner_user_id text, payment_currency text NOT NULL, payment_method text NOT NULL, payment_total text NOT NULL,
    provider_fee text NOT NULL, network_fee text NOT NULL, payment_subtotal text NOT NULL, purchase_amount text NOT NULL,
    value_wei numeric NOT NULL, expires_ms bigint NOT NULL, created_ms bigint NOT NULL,
    status text NOT NULL DEFAULT 'open', queued_ms bigint, payer text NOT NULL, nonce bigint, raw_tx text, tx_hash text, error text,
    settled_ms bigint)`,
  'CREATE INDEX IF NOT EXISTS onramp_checkout_work ON onramp_checkout (chain_id, status)',
  `CREATE TABLE IF NOT EXISTS onramp_payer (
    chain_id bigint NOT NULL, address text NOT NULL, next_nonce bigint NOT NULL, PRIMARY KEY (chain_id, address))`,
];

/** The on-ramp sandbox's migrations: append, never edit. */
export const onrampMigrations: readonly Migration[] = [{ name: 'sandbox checkout tables', up: TABLES }];
