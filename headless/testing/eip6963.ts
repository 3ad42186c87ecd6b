/** EIP-6963 wallet metadata. */
export interface EIP6963ProviderInfo {
  /** A UUIDv4, unique per page session. */
  uuid: string;
  name: string;
  /** A data URI (RFC 2397) of a square image. */
  icon: string;
  /** Reverse-DNS identifier, e.g. "dev.walletdock.testwallet". */
  rdns: string;
}

/** The detail of an 'eip6963:announceProvider' event. */
export interface EIP6963ProviderDetail<P> {
  info: EIP6963ProviderInfo;
  provider: P;
}

const ICON =
  'data:image/svg+xml;base64,' +
  // A plain rounded square with "T": no remote asset so it works offline.
  'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSI5NiIgaGVpZ2h0PSI5NiI+PHJlY3Qgd2lkdGg9Ijk2IiBoZWlnaHQ9Ijk2IiByeD0iMjQiIGZpbGw9IiMzMzYiLz48dGV4dCB4PSI0OCIgeT0iNjQiIGZvbnQtc2l6ZT0iNDgiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZpbGw9IiNmZmYiPlQ8L3RleHQ+PC9zdmc+';

function uuidV4(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  // randomUUID needs a secure context in browsers; getRandomValues does not.
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Default info of a test wallet: a fresh uuid, name "Test Wallet", an inline icon. */
export function defaultTestWalletInfo(): EIP6963ProviderInfo {
  return { uuid: uuidV4(), name: 'Test Wallet', icon: ICON, rdns: 'dev.walletdock.testwallet' };
}

/** The `window`-like target to announce on: the given one, else globalThis.window when present. */
export function resolveAnnounceTarget(target?: EventTarget): EventTarget | undefined {
  if (target) return target;
  const w = (globalThis as { window?: EventTarget }).window;
  return w && typeof w.dispatchEvent === 'function' ? w : undefined;
}

/**
 * Dispatches 'eip6963:announceProvider' on target and re-announces on every
 * 'eip6963:requestProvider'. Returns a function that stops answering requests.
 */
export function announceProvider<P>(target: EventTarget, detail: EIP6963ProviderDetail<P>): () => void {
  const frozen = Object.freeze({ info: Object.freeze({ ...detail.info }), provider: detail.provider });
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: frozen }));
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}
