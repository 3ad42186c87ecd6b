// The page's half of injectTestWallet: an EIP-1193 provider announced by EIP-6963 whose every request goes to the
// test wallet in Node through a Playwright binding. Playwright sends this function to the page as its source text, so
// it reads nothing from outside its body: no imports, no helpers of this module.

/** What the page script is given: the wallet's public EIP-6963 metadata and the names of its two channels. */
export interface InjectedWalletInit {
  info: { name: string; icon: string; rdns: string };
  /** The binding that forwards a request to the wallet in Node: `{ method, params }` -> `{ result } | { error }`. */
  binding: string;
  /** The page function Node calls with the wallet's events (accountsChanged, chainChanged, connect, disconnect). */
  events: string;
}

/** The reply of the binding: a result, or the wallet's EIP-1193 error. */
export type InjectedWalletReply = { result: unknown } | { error: { code: number; message: string; data?: unknown } };

/** Installs the provider in the page and announces it; runs before the page's own scripts (addInitScript). */
export function installInjectedWallet(init: InjectedWalletInit): void {
  const page = window as unknown as Record<string, unknown>;
  const forward = (message: { method: unknown; params: unknown }) =>
    (page[init.binding] as (m: typeof message) => Promise<InjectedWalletReply>)(message);
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  page[init.events] = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      // A dApp's listener that throws must not stop the others (as in an extension's emitter).
      try {
        listener(payload);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  };
  const provider = {
    isTestWallet: true,
    async request(args: { method?: unknown; params?: unknown }) {
      const reply = await forward({ method: args?.method, params: args?.params });
      if ('error' in reply) {
        const error = new Error(reply.error.message) as Error & { code: number; data?: unknown };
        error.code = reply.error.code;
        if (reply.error.data !== undefined) error.data = reply.error.data;
        throw error;
      }
      return reply.result;
    },
    on(event: string, listener: (payload: unknown) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const detail = Object.freeze({ info: Object.freeze({ ...init.info, uuid }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
