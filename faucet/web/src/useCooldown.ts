/**
 * The claim cooldown of the address being claimed for: restored from local storage when the address
 * becomes known (a wallet connects), replaced by the server's answer when they differ (history: last claim +
 * the server's cooldown; a refused claim: its nextClaimAt), and ticking once a second while it runs.
 */
import { useCallback, useEffect, useState } from 'react';
import { readCooldown, writeCooldown } from './cooldown';

/** Cooldown state of one address. */
export interface Cooldown {
  /** ms left (0 when ready). */
  remainingMs: number;
  active: boolean;
  /** A claim just succeeded: run the full cooldown from now. */
  start(cooldownMs: number): void;
  /** The server's next claim time wins (undefined: the server knows of no cooldown). */
  applyServer(nextClaimAt: number | undefined, lastClaim?: number): void;
}

/** The cooldown of `address` (undefined or invalid: none). */
export function useCooldown(address: string | undefined): Cooldown {
  const [nextClaim, setNextClaim] = useState<number | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setNextClaim(address ? readCooldown(address).nextClaim : undefined);
    setNow(Date.now());
  }, [address]);

  const active = nextClaim !== undefined && nextClaim > now;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [active]);

  const start = useCallback(
    (cooldownMs: number) => {
      const t = Date.now();
      setNow(t);
      setNextClaim(t + cooldownMs);
      if (address) writeCooldown(address, t, t + cooldownMs);
    },
    [address],
  );

  const applyServer = useCallback(
    (nextClaimAt: number | undefined, lastClaim?: number) => {
      const t = Date.now();
      setNow(t);
      const next = nextClaimAt !== undefined && nextClaimAt > t ? nextClaimAt : undefined;
      setNextClaim((local) => (local === next ? local : next));
      if (address) {
        const stored = readCooldown(address);
        if (next !== undefined && stored.nextClaim !== next)
          writeCooldown(address, lastClaim ?? stored.lastClaim ?? t, next);
        if (next === undefined && stored.nextClaim !== undefined && stored.nextClaim > t)
          writeCooldown(address, stored.lastClaim ?? t, t);
      }
    },
    [address],
  );

  return { remainingMs: active ? nextClaim - now : 0, active, start, applyServer };
}
