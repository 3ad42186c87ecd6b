// Records every fetch whose host is not loopback, so a test can assert that nothing left
// 127.0.0.1 (the WalletConnect clients otherwise call verify, pulse and RPC gateways).
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface NetworkGuard {
  /** URLs of fetches to a non-loopback host (they are answered with a network error). */
  readonly remote: string[];
  restore(): void;
}

/** Replaces globalThis.fetch with one that refuses non-loopback hosts and records them. */
export function guardNetwork(): NetworkGuard {
  const original = globalThis.fetch;
  const remote: string[] = [];
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!LOOPBACK.has(new URL(url).hostname)) {
      remote.push(url);
      throw new TypeError(`blocked non-loopback request to ${url}`);
    }
    return original(input, init);
  }) as typeof fetch;
  return { remote, restore: () => void (globalThis.fetch = original) };
}

/** WalletConnect reads these: skip verify attestations/telemetry and the per-prefix global core cache. */
export function walletConnectTestEnv(): void {
  process.env.IS_VITEST = 'true';
  process.env.DISABLE_GLOBAL_CORE = 'true';
}
