/** A listener called after every state change of a store. */
export type Listener = () => void;

/** A small subscribable state container: the one primitive every walletdock slice is built on. */
export interface Store<S> {
  getState(): S;
  /** Replaces the state with `next(state)`; listeners run only when the reference changed. */
  setState(next: S | ((state: S) => S)): void;
  subscribe(listener: Listener): () => void;
}

/**
 * Creates a store. Each walletdock instance creates its own stores (never module-level), so two
 * instances in one process — or one per server request — never share state.
 */
export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    setState(next) {
      const value = typeof next === 'function' ? (next as (s: S) => S)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
