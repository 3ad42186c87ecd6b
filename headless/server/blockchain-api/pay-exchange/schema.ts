// The Pay exchange sandbox's table (component 'blockchain-api-pay-exchange' in walletdock_migration).
//
//   pay_exchange_session  one row per exchange session: what it pays (chain, asset, amount, recipient), the payment
//                         id the browser made (one session per payment id and exchange), and its payout's life, the
//                         on-ramp payer's columns (onramp/payer.ts): open -> queued (the visitor completed the page)
//                         -> signed (nonce, raw transaction, hash stored BEFORE broadcast) -> confirmed | failed. A
//                         token payout is a call: call_to (the token) and call_data (transfer(recipient, amount)).
//                         The nonces are in the on-ramp's onramp_payer (per chain and payout key; its migrations run first).
import type { Migration } from '../../db';

const TABLES = [
  `CREATE TABLE IF NOT EXISTS pay_exchange_session (
    session_id text PRIMARY KEY, exchange_id text NOT NULL, payment_id text, chain_id bigint NOT NULL, asset text NOT NULL,
    symbol text NOT NULL, decimals int NOT NULL, amount text NOT NULL, recipient text NOT NULL,
    value_wei numeric NOT NULL, call_to text, call_data text, expires_ms bigint NOT NULL, created_ms bigint NOT NULL,
    status text NOT NULL DEFAULT 'open', queued_ms bigint, payer text NOT NULL, nonce bigint, raw_tx text, tx_hash text,
    error text, settled_ms bigint)`,
  'CREATE UNIQUE INDEX IF NOT EXISTS pay_exchange_session_payment ON pay_exchange_session (exchange_id, payment_id)',
  'CREATE INDEX IF NOT EXISTS pay_exchange_session_work ON pay_exchange_session (chain_id, status)',
];

/** The exchange sandbox's migrations: append, never edit. */
export const payExchangeMigrations: readonly Migration[] = [{ name: 'sandbox exchange sessions', up: TABLES }];
