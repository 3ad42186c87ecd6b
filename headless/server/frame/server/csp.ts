// Who may frame the wallet page: a CSP frame-ancestors list built from the always-allowed hosts (localhost on any
// port, *.pages.dev, *.vercel.app, *.ngrok-free.app) and the configured origin patterns. A pattern CSP can express
// (a leading "*." label, a ":*" port) is listed as is; one it cannot (a "*" inside a label) is matched per request
// against the page's Referer with the same rule the page and the app use, and only that exact origin is listed.
// The browser enforces the list against the real ancestors, so a forged or missing Referer only narrows it.
import { isOriginAllowed } from '../../../core/model/validation';

const ALWAYS = [
  'http://localhost:*',
  'https://localhost:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
];
const SOURCE = /^(?:(https?):\/\/)?(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/i;

/** The CSP source for an origin pattern, or undefined when CSP cannot express it exactly. */
export function cspSource(pattern: string): string | undefined {
  if (pattern === '*') return '*';
  const m = SOURCE.exec(pattern.replace(/\/$/, ''));
  if (!m) return undefined;
  const [, scheme, wild, host, port] = m;
  return `${scheme ? `${scheme}://` : ''}${wild ?? ''}${host}${port ? `:${port}` : ''}`.toLowerCase();
}

/** The frame-ancestors sources for the allowed patterns and, when given, the origin in the page request's Referer. */
export function frameAncestors(allowedOrigins: readonly string[], referer?: string): string {
  const sources = new Set(ALWAYS);
  let inexpressible = false;
  for (const pattern of allowedOrigins) {
    const source = cspSource(pattern);
    if (source) sources.add(source);
    else inexpressible = true;
  }
  if (inexpressible && referer) {
    try {
      const origin = new URL(referer).origin;
      if (origin !== 'null' && isOriginAllowed(origin, allowedOrigins)) sources.add(origin);
    } catch {
      // No usable Referer: the static list stands.
    }
  }
  return [...sources].join(' ');
}

/** The wallet page's Content-Security-Policy: its own scripts and styles, the chains' nodes, the allowed ancestors. */
export function framePageCsp(p: {
  allowedOrigins: readonly string[];
  connectOrigins: readonly string[];
  referer?: string;
}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${[...new Set(p.connectOrigins)].join(' ')}`.trim(),
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors(p.allowedOrigins, p.referer)}`,
  ].join('; ');
}

/** The CSP of the frame origin's top-level pages (login callback, device approval): never framed. */
export const TOP_LEVEL_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
