// The sandbox exchange's page, where a session's URL leads: what is paid, to whom, on which network, and one
// "Complete payment" button (a plain form POST, no script), labelled as a sandbox that takes no money and pays test
// tokens of a test chain. While the payout is on its way the page reloads itself each second until it settles.
import type { ServerResponse } from 'node:http';
import type { ExchangeSession } from './session';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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

/** Writes the page of `session` (or a not-found page). */
export function sendExchangePage(
  res: ServerResponse,
  session: ExchangeSession | undefined,
  completePath: string,
  nowMs: number,
): void {
  const body = session
    ? sessionBody(session, completePath, nowMs)
    : '<p class="status bad" data-status="unknown">Unknown exchange session: start the payment again from the shop.</p>';
  const refresh =
    session && (session.status === 'queued' || session.status === 'signed')
      ? '<meta http-equiv="refresh" content="1">'
      : '';
  res.writeHead(session ? 200 : 404, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': CSP,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}
<title>Sandbox exchange (test tokens, no real payment)</title><style>${STYLE}</style></head>
<body><main><p class="banner" data-sandbox-banner>SANDBOX EXCHANGE: no money is taken. Completing sends test tokens of a test chain from the sandbox's own wallet.</p>${body}</main></body></html>`);
}

function sessionBody(s: ExchangeSession, completePath: string, nowMs: number): string {
  const row = (label: string, value: string, attr = '') =>
    `<dt>${escapeHtml(label)}</dt><dd${attr}>${escapeHtml(value)}</dd>`;
  const terms = `<h1>Pay ${escapeHtml(s.amount)} ${escapeHtml(s.symbol)}</h1><dl>
${row('Amount', `${s.amount} ${s.symbol}`, ' data-amount')}
${row('Network', `eip155:${s.chainId}`)}
${row('To', s.recipient, ' data-recipient')}</dl>`;
  const expired = s.expiresMs <= nowMs;
  const payable = s.status === 'open' || (s.status === 'failed' && s.txHash === null);
  const hash = s.txHash ? `<br>Transaction <code data-tx-hash>${escapeHtml(s.txHash)}</code>` : '';
  const status: Record<string, string> = {
    queued: '<p class="status" data-status="pending">Paying…</p>',
    signed: `<p class="status" data-status="pending">Paying…${hash}</p>`,
    confirmed: `<p class="status ok" data-status="confirmed">Paid: ${escapeHtml(s.amount)} ${escapeHtml(s.symbol)} sent. You can close this window and go back to the shop.${hash}</p>`,
    failed: `<p class="status bad" data-status="failed">${escapeHtml(s.error ?? 'The payment failed')}${hash}</p>`,
  };
  const action =
    payable && !expired
      ? `<form method="post" action="${escapeHtml(completePath)}"><button type="submit" data-complete>Complete payment (sandbox)</button></form>`
      : payable
        ? '<p class="status bad" data-status="expired">This session has expired: start the payment again from the shop.</p>'
        : '';
  return `${terms}${status[s.status] ?? ''}${action}`;
}
