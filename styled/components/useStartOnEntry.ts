import { useEffect, useRef } from 'react';

/**
 * Runs a view's `start` (its connect, login or wait) once per `key` (a connector, a provider): when the view mounts
 * and when the key changes, never for an undefined key.
 *
 * It starts in a microtask the effect's cleanup cancels, not in the effect itself. StrictMode (development) runs each
 * new effect, its cleanup and the effect again, all before any microtask; useMutation's observer leaves its pending
 * mutation in that cleanup, and @tanstack/react-query 5.90 (which the peer range allows; later releases re-attach on
 * subscribe) never comes back to it: a mutation started in the first run is never heard of again, its status stays
 * pending and its per-call onSuccess never runs, so the modal stayed open after a connect. Started once the view is
 * mounted for good, the mutation has a subscribed observer for as long as the view shows it.
 */
export function useStartOnEntry(key: string | undefined, start: () => void): void {
  const started = useRef<string | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per key: `start` is a new closure each render
  useEffect(() => {
    if (key === undefined || started.current === key) return;
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled) return;
      started.current = key;
      start();
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
}
