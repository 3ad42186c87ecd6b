// Per-key token buckets in memory, per instance (the faucet's captchas per client; codes per email or per IP): a bot
// cannot ask faster than a person would. Idle buckets are forgotten so the map stays small.

/** Allows `perMinute` events per key, refilled continuously, with a burst of the same size. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly perMinute: number) {}

  /** Takes one token for `key`; false when the key is over its rate. */
  take(key: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + ((now - bucket.at) / 60_000) * this.perMinute);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Drops buckets that have been full for a minute. */
  sweep(now = Date.now()): void {
    for (const [key, b] of this.buckets) if (now - b.at > 60_000) this.buckets.delete(key);
  }
}
