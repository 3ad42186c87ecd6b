/**
 * The claim cooldown kept client-side per address (lastClaim_{address}, nextClaim_{address}, ms since
 * epoch). Stored values are parsed; corrupt ones read as absent. Addresses are keyed in lower case.
 */
import { z } from 'zod';

const Timestamp = z.coerce.number().int().nonnegative();

/** The stored cooldown of an address. */
export interface StoredCooldown {
  lastClaim: number | undefined;
  nextClaim: number | undefined;
}

function read(storage: Storage, key: string): number | undefined {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    const parsed = Timestamp.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Reads lastClaim_/nextClaim_ of an address. */
export function readCooldown(address: string, storage: Storage = localStorage): StoredCooldown {
  const a = address.toLowerCase();
  return { lastClaim: read(storage, `lastClaim_${a}`), nextClaim: read(storage, `nextClaim_${a}`) };
}

/** Writes lastClaim_/nextClaim_ of an address (storage failures are ignored: the server still enforces it). */
export function writeCooldown(
  address: string,
  lastClaim: number,
  nextClaim: number,
  storage: Storage = localStorage,
): void {
  const a = address.toLowerCase();
  try {
    storage.setItem(`lastClaim_${a}`, String(lastClaim));
    storage.setItem(`nextClaim_${a}`, String(nextClaim));
  } catch {
    /* private mode or full storage */
  }
}

/** m:ss of a remaining time (rounded up to the second). */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
