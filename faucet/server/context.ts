// What the route handlers share: configuration, database, chain client, claims, sender and limits.
import type { Database, Metrics, RateLimiter } from 'walletdock/server/node';
import type { CaptchaSealer } from './captcha';
import type { Claims } from './claim/claims';
import type { FaucetConfig } from './config';
import type { RpcClient } from './rpc';
import type { Sender } from './sender/sender';

/** The per-instance state the handlers use. */
export interface FaucetContext {
  config: FaucetConfig;
  db: Database;
  rpc: RpcClient;
  sender: Sender;
  metrics: Metrics;
  claims: Claims;
  /** Captchas created per client and minute. */
  captchaLimiter: RateLimiter;
  /** Captcha answers checked per client and minute. */
  verifyLimiter: RateLimiter;
  captcha: CaptchaSealer;
  /** Chain reachable recently and the database answering. */
  healthy(): boolean;
}
