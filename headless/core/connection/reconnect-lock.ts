/**
 * Two tabs reloaded at once each restore the saved session. Their restores take turns under a Web Lock of the origin,
 * so the second reads what the first settled before asking the wallet: a session the first found gone (the wallet no
 * longer knows the site, or the person disconnected meanwhile) is reset without a second wallet request.
 */

/** The longest a restore waits for another tab's (which is itself bounded by the wallet time-out). */
const LOCK_WAIT_MS = 35_000;

interface LockManagerLike {
  request<T>(name: string, options: { signal: AbortSignal }, run: () => Promise<T>): Promise<T>;
}

/** Runs `run` holding the lock `name`; without Web Locks, or after waiting too long, runs it anyway. */
export async function withReconnectLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (!locks) return run();
  let ran = false;
  try {
    return await locks.request(name, { signal: AbortSignal.timeout(LOCK_WAIT_MS) }, () => {
      ran = true;
      return run();
    });
  } catch (error) {
    if (ran) throw error;
    return run(); // the wait was cut: a turn taken without the lock beats a restore that never runs
  }
}
