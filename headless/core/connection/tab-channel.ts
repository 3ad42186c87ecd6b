/**
 * Many tabs are one session: the tabs of an origin share walletdock's storage, so a reload in any of them restores the
 * same session, but a tab left open keeps what it showed. A connect, a disconnect, or an account or network change in one
 * tab is told to the others over a BroadcastChannel, as a hint only: each tab re-reads its own (checked) storage and follows what it says there
 * (connection.ts, followTab), so a tab whose storage is not shared (memory storage) is not moved by another's message.
 */
import type { TabMessage } from './tab-message-schema';

export type { TabMessage } from './tab-message-schema';

/** The instance's side of the channel. */
export interface TabChannel {
  post(message: TabMessage): void;
  close(): void;
}

/**
 * Opens the channel named `name` (the storage key prefix, so instances with their own prefix stay apart); undefined
 * where BroadcastChannel does not exist (the server, old browsers). Messages are parsed before `receive` sees them.
 */
export function openTabChannel(name: string, receive: (message: TabMessage) => void): TabChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(name);
  // Node (tests, SSR frameworks' dev servers) keeps its process alive for an open channel; a browser has no unref.
  (channel as { unref?: () => void }).unref?.();
  let closed = false;
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data;
    void import('./tab-message-schema').then(
      ({ parseTabMessage }) => {
        const message = parseTabMessage(data);
        if (message && !closed) receive(message);
      },
      () => undefined, // a chunk that failed to load: the next message asks again, the next reload restores anyway
    );
  };
  return {
    post(message) {
      if (!closed) channel.postMessage(message);
    },
    close() {
      closed = true;
      channel.close();
    },
  };
}
