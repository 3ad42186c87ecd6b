// What the route handlers share: configuration, database, chain client, sender, limits and claim waiters.
import type { z } from 'zod';
import type { Database, Metrics, RateLimiter } from 'walletdock/server/node';
import type { FaucetConfig } from './config';
import type { CaptchaSealer } from './captcha';
import type { Reserver } from './ledger';
import type { RpcClient } from './rpc';
import type { Sender } from './sender';

/** How a claim's wait ended: final, or still pending when the receipt wait ran out. */
export interface ClaimOutcome {
  status: 'confirmed' | 'failed' | 'pending';
  txHash: string | null;
  error: string | null;
}

/** The per-instance state the handlers use. */
export interface FaucetContext {
  config: FaucetConfig;
  db: Database;
  rpc: RpcClient;
  sender: Sender;
  metrics: Metrics;
  captchaLimiter: RateLimiter;
  verifyLimiter: RateLimiter;
  captcha: CaptchaSealer;
  reserver: Reserver;
  hexSchema: z.ZodType<string>;
  /** Open claims (reserved, signed, broadcast), all instances: refreshed from the database a few times a second. */
  queueDepth(): number;
  /** Counts a reservation made here until the next refresh of queueDepth. */
  reserved(): void;
  /** Resolves when the claim is final, or after `timeoutMs` with its current hash. */
  waitForClaim(claimId: number, timeoutMs: number): Promise<ClaimOutcome>;
  /** Chain reachable recently and the database answering. */
  healthy(): boolean;
}
