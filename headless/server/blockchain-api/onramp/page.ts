// The sandbox checkout page the generated URL opens: the quote's terms, the destination, and one "Pay" button (a
// plain form POST, no script), labelled on every line as a sandbox that takes no money and pays test coins. While
// the payout is on its way the page reloads itself each second until it is confirmed or failed.
import type { ServerResponse } from 'node:http';
import type { Checkout } from './checkout';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Only inline styles and a form posting to this origin; nothing else may load or run.
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}
.banner{background:#fef3c7;color:#78350f;border:1px solid #f59e0b;border-radius:8px;padding:10px;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#52525b}dd{margin:0;text-align:right;word-break:break-all}
button{width:100%;padding:12px;border:0;border-radius:8px;background:#2563eb;color:#fff;font-size:16px;cursor:pointer}
.status{padding:10px;border-radius:8px;background:#f4f4f5;overflow-wrap:anywhere}code{word-break:break-all}.ok{background:#dcfce7}.bad{background:#fee2e2}`;

/** Writes the checkout page of `checkout` (or a not-found page). */
export function sendCheckoutPage(
  res: ServerResponse,
  checkout: Checkout | undefined,
  payPath: string,
  nowMs: number,
): void {
  const body = checkout
    ? checkoutBody(checkout, payPath, nowMs)
    : '<p class="status bad" data-status="unknown">Unknown checkout: get a new quote.</p>';
  const refresh =
    checkout && (checkout.status === 'queued' || checkout.status === 'signed')
      ? '<meta http-equiv="refresh" content="1">'
      : '';
  res.writeHead(checkout ? 200 : 404, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': CSP,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}
<title>Sandbox checkout (test coins, no real payment)</title><style>${STYLE}</style></head>
<body><main><p class="banner" data-sandbox-banner>SANDBOX: no money is taken and nothing real is bought. Pressing Pay sends test coins of a test chain.</p>${body}</main></body></html>`);
}

function checkoutBody(c: Checkout, payPath: string, nowMs: number): string {
  const row = (label: string, value: string, attr = '') =>
    `<dt>${escapeHtml(label)}</dt><dd${attr}>${escapeHtml(value)}</dd>`;
  const terms = `<h1>Buy ${escapeHtml(c.purchaseAmount)} ${escapeHtml(c.symbol)}</h1><dl>
${row('You pay', `${c.paymentTotal} ${c.paymentCurrency}`, ' data-total')}
${row('Payment method', c.paymentMethod === 'ach_bank_account' ? 'Bank account (sandbox)' : 'Card (sandbox)')}
${row('Provider fee', `${c.providerFee} ${c.paymentCurrency}`)}
${row('Network fee', `${c.networkFee} ${c.paymentCurrency}`)}
${row('You receive', `${c.purchaseAmount} ${c.symbol}`, ' data-amount')}
${row('Network', `eip155:${c.chainId}`)}
${row('To wallet', c.recipient, ' data-recipient')}</dl>`;
  const expired = c.expiresMs <= nowMs;
  const payable = c.status === 'open' || (c.status === 'failed' && c.txHash === null);
  const hash = c.txHash ? `<br>Transaction <code data-tx-hash>${escapeHtml(c.txHash)}</code>` : '';
  const status: Record<string, string> = {
    queued: '<p class="status" data-status="pending">Sending your test coins…</p>',
    signed: `<p class="status" data-status="pending">Sending your test coins…${hash}</p>`,
    confirmed: `<p class="status ok" data-status="confirmed">Paid: ${escapeHtml(c.purchaseAmount)} ${escapeHtml(c.symbol)} sent. You can close this window.${hash}</p>`,
    failed: `<p class="status bad" data-status="failed">${escapeHtml(c.error ?? 'The payout failed')}${hash}</p>`,
  };
  const action =
    payable && !expired
      ? `<form method="post" action="${escapeHtml(payPath)}"><button type="submit" data-pay>Pay ${escapeHtml(c.paymentTotal)} ${escapeHtml(c.paymentCurrency)} (sandbox)</button></form>`
      : payable
        ? '<p class="status bad" data-status="expired">This quote has expired: get a new quote.</p>'
        : '';
  return `${terms}${status[c.status] ?? ''}${action}`;
}
