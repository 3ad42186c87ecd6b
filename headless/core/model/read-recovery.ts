// A read that failed is asked again on its own while a view shows it, so a view that says the network failed (with
// Retry) recovers without a click once the RPC or the blockchain API answers again. One rule in two forms: a
// refetchInterval for the query cache's hooks, and a timer for the stores that ask their reads themselves.
import { READ_RECOVERY_MS } from './constants';

/** What refetchWhileFailed reads of a query (TanStack Query's Query has it). */
export interface ReadStatus {
  state: { status: 'pending' | 'error' | 'success' };
}

/**
 * TanStack Query's `refetchInterval` of a read: none while it holds, every READ_RECOVERY_MS once it failed. TanStack
 * runs it only while the query has an observer and the page is visible, so nothing is polled that nobody sees.
 */
export function refetchWhileFailed(query: ReadStatus): number | false {
  return query.state.status === 'error' ? READ_RECOVERY_MS : false;
}

/** A timer that runs `again` READ_RECOVERY_MS after it is armed; arming it again while it waits changes nothing. */
export interface RecoveryTimer {
  arm(): void;
  cancel(): void;
}

/** The timer form of the rule, for a store whose reads failed: `again` asks them once more. */
export function createRecoveryTimer(again: () => void, delayMs = READ_RECOVERY_MS): RecoveryTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    arm() {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        again();
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
