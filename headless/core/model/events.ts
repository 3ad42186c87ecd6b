/**
 * The instance's event emitter (the tracked analytics events): every tracked event goes to
 * subscribers (useEvents) and, when analytics is on, to the analytics client.
 */
import { createStore, type Store } from './store';

/** Names of tracked events; features may emit further names. */
export type TrackedEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_CANCEL_SIWX'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'PAY_MODAL_OPEN'
  | 'PAY_INITIATED'
  | 'PAY_SUCCESS'
  | 'PAY_ERROR'
  | 'ERROR_FETCH_TRANSACTIONS'
  /** A wallet answered after walletdock had given up on it (walletRequestTimeoutMs): which request, and for a send its hash. */
  | 'WALLET_LATE_ANSWER';

/** One tracked event as subscribers receive it. */
export interface WalletDockEvent {
  timestamp: number;
  data: { type: 'track'; event: TrackedEventName | (string & {}); properties?: Record<string, unknown> | undefined };
}

/** Where events go besides subscribers (the analytics client of analytics/analytics.ts). */
export type EventSink = (event: WalletDockEvent) => void;

/** The emitter of one walletdock instance. */
export interface EventEmitter {
  /** The last event (undefined before the first): what useEvents reads. */
  store: Store<WalletDockEvent | undefined>;
  track(event: TrackedEventName | (string & {}), properties?: Record<string, unknown>): void;
  /** Calls `listener` for every later event. */
  subscribe(listener: (event: WalletDockEvent) => void): () => void;
  /** Adds a sink (analytics); returns its removal. */
  addSink(sink: EventSink): () => void;
}

/** Creates an emitter; `now` is injectable for tests. */
export function createEventEmitter(now: () => number = Date.now): EventEmitter {
  const store = createStore<WalletDockEvent | undefined>(undefined);
  const listeners = new Set<(event: WalletDockEvent) => void>();
  const sinks = new Set<EventSink>();
  return {
    store,
    track(event, properties) {
      const value: WalletDockEvent = { timestamp: now(), data: { type: 'track', event, properties } };
      store.setState(value);
      for (const listener of [...listeners]) listener(value);
      for (const sink of [...sinks]) {
        try {
          sink(value);
        } catch {
          // Analytics must never break the flow that emitted the event.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addSink(sink) {
      sinks.add(sink);
      return () => sinks.delete(sink);
    },
  };
}
