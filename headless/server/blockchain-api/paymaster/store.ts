// Sponsorships in the database, so every API instance on it shares one set of limits. A sponsorship is a row per
// (chain, sender, nonce): a nonce is used once on chain, so of all the signatures ever given for one (sender, nonce)
// at most one user operation can land, and asking again for the same nonce replaces the row instead of adding one.
// The limits are checked and the row written in one transaction under a per-chain advisory lock: racing requests,
// from one instance or several, are taken one at a time, so none can slip past a limit another was about to reach.
// The row is committed before the signature is made and sent: a crash in between leaves a reservation that counts
// (conservative) and that a retry of the same operation reuses rather than doubles.
import { DB_NOW_MS } from '../../db/lease';
import type { Migration } from '../../db';
import type { Database, Sql } from '../../db/types';
import type { ResolvedLimit } from './config';

const TABLES = [
  `CREATE TABLE IF NOT EXISTS api_sponsorship (
    chain_id bigint NOT NULL, sender text NOT NULL, nonce numeric NOT NULL, max_cost numeric NOT NULL,
    signed_ms bigint NOT NULL, signatures int NOT NULL,
    PRIMARY KEY (chain_id, sender, nonce))`,
  'CREATE INDEX IF NOT EXISTS api_sponsorship_window ON api_sponsorship (chain_id, signed_ms)',
];

/** The paymaster's migrations (component 'blockchain-api-paymaster'): append, never edit. */
export const paymasterMigrations: readonly Migration[] = [{ name: 'sponsorships', up: TABLES }];

/** One sponsorship asked for. */
export interface SponsorshipRequest {
  chainId: number;
  /** Lower-case. */
  sender: string;
  nonce: bigint;
  /** The most it can cost (wei); 0 for a stub request, whose gas is not known yet. */
  maxCost: bigint;
}

/** A limit that refused, with what was used of it. */
export interface LimitReached {
  scope: 'user' | 'global';
  kind: 'operations' | 'wei';
  used: bigint;
  max: bigint;
  windowSeconds: number;
}

interface Usage {
  n: string;
  wei: string;
}

async function usage(
  tx: Sql,
  request: SponsorshipRequest,
  limit: ResolvedLimit,
  sender: string | null,
): Promise<{ operations: bigint; wei: bigint }> {
  // The row of this very (sender, nonce) is left out: a new signature for it replaces it.
  const rows = await tx.query<Usage>(
    `SELECT count(*)::text AS n, coalesce(sum(max_cost), 0)::text AS wei FROM api_sponsorship
      WHERE chain_id = $1 AND signed_ms > ${DB_NOW_MS} - $2::bigint * 1000 AND ($3::text IS NULL OR sender = $3)
        AND NOT (sender = $4 AND nonce = $5::numeric)`,
    [request.chainId, limit.windowSeconds, sender, request.sender, request.nonce.toString()],
  );
  return { operations: BigInt(rows[0]!.n), wei: BigInt(rows[0]!.wei) };
}

async function firstLimitReached(
  tx: Sql,
  request: SponsorshipRequest,
  limits: { perUser: ResolvedLimit | null; global: ResolvedLimit | null },
): Promise<LimitReached | null> {
  const checks = [
    ['user', limits.perUser, request.sender],
    ['global', limits.global, null],
  ] as const;
  for (const [scope, limit, sender] of checks) {
    if (!limit) continue;
    const used = await usage(tx, request, limit, sender);
    if (limit.maxOperations !== null && used.operations + 1n > BigInt(limit.maxOperations)) {
      return {
        scope,
        kind: 'operations',
        used: used.operations,
        max: BigInt(limit.maxOperations),
        windowSeconds: limit.windowSeconds,
      };
    }
    // A stub request (cost unknown) is refused once nothing of the budget is left.
    if (
      limit.maxWei !== null &&
      (request.maxCost === 0n ? used.wei >= limit.maxWei : used.wei + request.maxCost > limit.maxWei)
    ) {
      return { scope, kind: 'wei', used: used.wei, max: limit.maxWei, windowSeconds: limit.windowSeconds };
    }
  }
  return null;
}

const lockKey = (chainId: number) => `walletdock-paymaster:${chainId}`;

/**
 * Reserves a sponsorship when the limits allow it (the row is committed when this resolves); returns the limit that
 * refused otherwise, writing nothing. With `reserve: false` only checks (the stub request).
 */
export async function reserveSponsorship(
  db: Database,
  request: SponsorshipRequest,
  limits: { perUser: ResolvedLimit | null; global: ResolvedLimit | null },
  reserve: boolean,
): Promise<LimitReached | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey(request.chainId)]);
    const reached = await firstLimitReached(tx, request, limits);
    if (reached || !reserve) return reached;
    await tx.query(
      `INSERT INTO api_sponsorship (chain_id, sender, nonce, max_cost, signed_ms, signatures)
       VALUES ($1, $2, $3::numeric, $4::numeric, ${DB_NOW_MS}, 1)
       ON CONFLICT (chain_id, sender, nonce) DO UPDATE
         SET max_cost = EXCLUDED.max_cost, signed_ms = EXCLUDED.signed_ms, signatures = api_sponsorship.signatures + 1`,
      [request.chainId, request.sender, request.nonce.toString(), request.maxCost.toString()],
    );
    return null;
  });
}

/** Sponsorships recorded for `sender` on a chain (every nonce), newest first: for tests and operators. */
export async function sponsorshipsOf(
  db: Database,
  chainId: number,
  sender: string,
): Promise<{ nonce: bigint; maxCost: bigint; signatures: number }[]> {
  const rows = await db.query<{ nonce: string; max_cost: string; signatures: number }>(
    'SELECT nonce::text AS nonce, max_cost::text AS max_cost, signatures FROM api_sponsorship WHERE chain_id = $1 AND sender = $2 ORDER BY signed_ms DESC',
    [chainId, sender.toLowerCase()],
  );
  return rows.map((r) => ({ nonce: BigInt(r.nonce), maxCost: BigInt(r.max_cost), signatures: Number(r.signatures) }));
}
