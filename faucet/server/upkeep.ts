// An instance's background chores, four times a second: the queue depth of all instances (each second), requests
// waiting on claims another instance paid (every half second), and each minute the purge of expired cooldowns, used
// captchas past their lifetime and idle rate-limit buckets. A database error is counted and tried again next tick.
import type { Metrics, RateLimiter, Sql } from 'walletdock/server/node';
import { purgeCaptchas } from './captcha';
import type { Claims } from './claim/claims';

/** What the chores touch. */
export interface UpkeepParts {
  db: Sql;
  claims: Claims;
  captchaTtlMs: number;
  limiters: RateLimiter[];
  metrics: Metrics;
  report(loop: string, error: unknown): void;
}

/** Starts the chores; `stop` ends them after the tick in progress. */
export function startUpkeep(parts: UpkeepParts): { stop(): Promise<void> } {
  let stopped = false;
  const loop = (async () => {
    let lastPurge = Date.now();
    for (let tick = 0; !stopped; tick++) {
      try {
        if (tick % 4 === 0) await parts.claims.refreshQueueDepth();
        // The local sender resolves its own claims at once; this catches claims paid by another instance.
        if (tick % 2 === 0) await parts.claims.catchUp();
        if (Date.now() - lastPurge > 60_000) {
          lastPurge = Date.now();
          await purgeCaptchas(parts.db, parts.captchaTtlMs);
          await parts.claims.purgeCooldowns();
          for (const limiter of parts.limiters) limiter.sweep();
        }
      } catch (error) {
        parts.metrics.inc('faucet_db_errors_total');
        parts.report('upkeep', error);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
    },
  };
}
