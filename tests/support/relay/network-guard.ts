// Records every request whose host is not loopback, so a test can assert that nothing left
// 127.0.0.1 (the WalletConnect clients otherwise call verify, pulse and RPC gateways). Covers
// global fetch and node:http/https (cross-fetch's node-fetch and the `ws` handshake use them).
import http from 'node:http';
import https from 'node:https';

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
  const restores = [patchModule(http, 'http:', remote), patchModule(https, 'https:', remote)];
  return {
    remote,
    restore: () => {
      globalThis.fetch = original;
      for (const restore of restores) restore();
    },
  };
}

type RequestFn = typeof http.request;

function hostOf(args: unknown[]): string | undefined {
  const [first, second] = args;
  if (typeof first === 'string') return new URL(first).hostname;
  if (first instanceof URL) return first.hostname;
  const options = (typeof first === 'object' && first !== null ? first : second) as
    | { hostname?: string | null; host?: string | null }
    | undefined;
  return options?.hostname ?? options?.host?.split(':')[0] ?? 'localhost';
}

function patchModule(mod: typeof http | typeof https, protocol: string, remote: string[]): () => void {
  const original = { request: mod.request, get: mod.get };
  const wrap = (fn: RequestFn): RequestFn =>
    ((...args: unknown[]) => {
      const host = hostOf(args);
      if (host && !LOOPBACK.has(host)) remote.push(`${protocol}//${host}`);
      return (fn as (...a: unknown[]) => ReturnType<RequestFn>)(...args);
    }) as RequestFn;
  mod.request = wrap(original.request as RequestFn);
  mod.get = wrap(original.get as RequestFn);
  return () => {
    mod.request = original.request;
    mod.get = original.get;
  };
}

/** WalletConnect reads these: skip verify attestations/telemetry and the per-prefix global core cache. */
export function walletConnectTestEnv(): void {
  process.env.IS_VITEST = 'true';
  process.env.DISABLE_GLOBAL_CORE = 'true';
}
