// Kept balances behind an account's own newest transaction: whether they reflect its block, and the mark that shows
// them as updating. Apart from the balances' other rules (balances.ts, which reads units through viem), so the
// provider's marking in the writer's step (react/refresh-account-data.ts) costs the page's first chunk only this.
import type { Balances } from './balances';

/** Whether `balances` reflect `block` or later (known only where the source said which block it answered for). */
export function reflectsBlock(balances: Balances, block: bigint): boolean {
  return balances.head !== undefined && BigInt(balances.head.number) >= block;
}

/** `balances` marked as read before the account's newest own transaction (see Balances.updating). */
export function asUpdating(balances: Balances): Balances {
  return { ...balances, updating: true };
}
