/**
 * Runs `task` when the browser is next idle (requestIdleCallback, at the latest after `timeout`), or after
 * `fallbackDelay` where there is no such call (Safari): for downloads that must not compete with what the visitor is
 * waiting for. Returns a cancel function, so an effect can return it.
 */
export function whenIdle(
  task: () => void,
  { timeout = 2000, fallbackDelay = 200 }: { timeout?: number; fallbackDelay?: number } = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackDelay);
  return () => window.clearTimeout(handle);
}
