// The sandbox exchange's page, where a session's URL leads: what is paid, to whom, on which network, and one
// "Complete payment" button, labelled as a sandbox that takes no money and pays test tokens of a test chain (the
// page itself: ../sandbox-page.ts).
import type { ServerResponse } from 'node:http';
import { escapeHtml, sendSandboxPage, termRow, txHashLine } from '../sandbox-page';
import type { ExchangeSession } from './session';

/** Writes the page of `session` (or a not-found page). */
export function sendExchangePage(
  res: ServerResponse,
  session: ExchangeSession | undefined,
  completePath: string,
  nowMs: number,
): void {
  sendSandboxPage(res, {
    found: session !== undefined,
    title: 'Sandbox exchange (test tokens, no real payment)',
    banner:
      "SANDBOX EXCHANGE: no money is taken. Completing sends test tokens of a test chain from the sandbox's own wallet.",
    body: session
      ? sessionBody(session, completePath, nowMs)
      : '<p class="status bad" data-status="unknown">Unknown exchange session: start the payment again from the shop.</p>',
    settling: session?.status === 'queued' || session?.status === 'signed',
  });
}

function sessionBody(s: ExchangeSession, completePath: string, nowMs: number): string {
  const terms = `<h1>Pay ${escapeHtml(s.amount)} ${escapeHtml(s.symbol)}</h1><dl>
${termRow('Amount', `${s.amount} ${s.symbol}`, ' data-amount')}
${termRow('Network', `eip155:${s.chainId}`)}
${termRow('To', s.recipient, ' data-recipient')}</dl>`;
  const expired = s.expiresMs <= nowMs;
  const payable = s.status === 'open' || (s.status === 'failed' && s.txHash === null);
  const hash = txHashLine(s.txHash);
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
