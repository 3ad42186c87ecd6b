// One-time nonces for sign-in, kept in memory by the host's server: issue one per sign-in attempt,
// consume it when verifying, so a signed message cannot be replayed.
import { generateSiwxNonce } from '../core/siwx/nonce';

/** A store of one-time nonces. */
export interface SiwxNonceStore {
  /** A fresh nonce, valid for `ttlMs`. */
  issue(): string;
  /** True once for an issued, unexpired nonce; false for unknown, used or expired ones. */
  consume(nonce: string): boolean;
}

/** Creates an in-memory nonce store (default lifetime 10 minutes); use a shared store behind several servers. */
export function createSiwxNonceStore(options: { ttlMs?: number; now?: () => number } = {}): SiwxNonceStore {
  const ttl = options.ttlMs ?? 10 * 60 * 1000;
  const now = options.now ?? Date.now;
  const issued = new Map<string, number>();
  const sweep = (): void => {
    const t = now();
    for (const [nonce, expires] of issued) if (expires <= t) issued.delete(nonce);
  };
  return {
    issue() {
      sweep();
      const nonce = generateSiwxNonce();
      issued.set(nonce, now() + ttl);
      return nonce;
    },
    consume(nonce) {
      const expires = issued.get(nonce);
      issued.delete(nonce);
      return expires !== undefined && expires > now();
    },
  };
}
