// The wallet frame server's tables (component 'frame'). Times are milliseconds since the epoch (int8). Nothing here
// opens a wallet by itself: shares are sealed with keys derived from the server secret, codes and link tokens are
// kept as keyed hashes, and session tokens are signed, not stored (a row holds only the session id).
import type { Migration } from 'walletdock/server/node';

/** Migrations of the frame server, in order (append only). */
export const frameMigrations: readonly Migration[] = [
  {
    name: 'users, identities, devices, sessions, codes',
    up: [
      `CREATE TABLE frame_user (
        id text PRIMARY KEY,
        email text UNIQUE,
        social_provider text,
        user_name text,
        eip155_address text,
        solana_address text,
        created_at int8 NOT NULL
      )`,
      `CREATE TABLE frame_identity (
        provider text NOT NULL,
        subject text NOT NULL,
        user_id text NOT NULL REFERENCES frame_user (id),
        created_at int8 NOT NULL,
        PRIMARY KEY (provider, subject)
      )`,
      // One row per enrolled device: the wallet's auth and recovery shares of that device's split, sealed.
      `CREATE TABLE frame_device (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES frame_user (id),
        auth_share text NOT NULL,
        recovery_share text NOT NULL,
        created_at int8 NOT NULL,
        last_used_at int8 NOT NULL
      )`,
      'CREATE INDEX frame_device_by_user ON frame_device (user_id, created_at)',
      `CREATE TABLE frame_session (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES frame_user (id),
        device_id text,
        method text NOT NULL,
        host_origin text,
        created_at int8 NOT NULL,
        expires_at int8 NOT NULL,
        fresh_until int8 NOT NULL,
        revoked_at int8
      )`,
      // One live code per email address (a new one replaces it); the send window survives replacements.
      `CREATE TABLE frame_code (
        email text PRIMARY KEY,
        purpose text NOT NULL,
        code_hash text NOT NULL,
        context text,
        issued_at int8 NOT NULL,
        expires_at int8 NOT NULL,
        attempts int4 NOT NULL,
        locked_until int8,
        used boolean NOT NULL,
        window_start int8 NOT NULL,
        sent_in_window int4 NOT NULL
      )`,
      `CREATE TABLE frame_device_approval (
        id text PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        email text NOT NULL,
        host_origin text,
        created_at int8 NOT NULL,
        expires_at int8 NOT NULL,
        approved_at int8
      )`,
      `CREATE TABLE frame_oidc_attempt (
        id text PRIMARY KEY,
        provider text NOT NULL,
        state text NOT NULL,
        nonce text NOT NULL,
        code_verifier text NOT NULL,
        host_origin text,
        expires_at int8 NOT NULL
      )`,
      `CREATE TABLE frame_email_change (
        user_id text PRIMARY KEY REFERENCES frame_user (id),
        new_email text NOT NULL,
        stage text NOT NULL,
        expires_at int8 NOT NULL
      )`,
    ],
  },
  {
    name: 'farcaster sign-in attempts',
    up: [
      // One row per open relay channel (Sign In With Farcaster), named by a hash of the page's attempt id.
      `CREATE TABLE frame_farcaster_attempt (
        id text PRIMARY KEY,
        channel_token text NOT NULL,
        nonce text NOT NULL,
        domain text NOT NULL,
        host_origin text,
        expires_at int8 NOT NULL
      )`,
    ],
  },
];
