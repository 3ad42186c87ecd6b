// The page both sandboxes (the on-ramp's checkout, the pay exchange's session) show in the visitor's window: a
// banner saying it is a sandbox, the terms, a status and at most one plain form POST. No script runs and nothing
// loads from elsewhere; while a payout is on its way the page reloads itself each second until it settles.
import type { ServerResponse } from 'node:http';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Only inline styles and a form posting to this origin; nothing else may load or run.
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}
.banner{background:#fef3c7;color:#78350f;border:1px solid #f59e0b;border-radius:8px;padding:10px;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#52525b}dd{margin:0;text-align:right;word-break:break-all}
button{width:100%;padding:12px;border:0;border-radius:8px;background:#2563eb;color:#fff;font-size:16px;cursor:pointer}
.status{padding:10px;border-radius:8px;background:#f4f4f5;overflow-wrap:anywhere}code{word-break:break-all}.ok{background:#dcfce7}.bad{background:#fee2e2}
@media (prefers-color-scheme:dark){body{background:#18181b;color:#f4f4f5}main{background:#27272a}dt{color:#a1a1aa}.status{background:#3f3f46}.ok{background:#14532d}.bad{background:#7f1d1d}}`;

/** One line of the terms: an escaped label and value, with optional attributes (e.g. ` data-amount`) for tests. */
export const termRow = (label: string, value: string, attr = '') =>
  `<dt>${escapeHtml(label)}</dt><dd${attr}>${escapeHtml(value)}</dd>`;

/** What a payout's status shows: the transaction's hash once it has one. */
export const txHashLine = (txHash: string | null) =>
  txHash ? `<br>Transaction <code data-tx-hash>${escapeHtml(txHash)}</code>` : '';

/** Writes a sandbox page; `body` is HTML the caller escaped, `title` and `banner` are plain text. */
export function sendSandboxPage(
  res: ServerResponse,
  page: { found: boolean; title: string; banner: string; body: string; settling: boolean },
): void {
  res.writeHead(page.found ? 200 : 404, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': CSP,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  const refresh = page.settling ? '<meta http-equiv="refresh" content="1">' : '';
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}
<title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head>
<body><main><p class="banner" data-sandbox-banner>${escapeHtml(page.banner)}</p>${page.body}</main></body></html>`);
}
