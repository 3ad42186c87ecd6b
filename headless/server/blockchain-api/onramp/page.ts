// The sandbox checkout page the generated URL opens: the quote's terms, the destination, and one "Pay" button,
// labelled as a sandbox that takes no money and pays test coins (the page itself: ../sandbox-page.ts).
import type { ServerResponse } from 'node:http';
import { escapeHtml, sendSandboxPage, termRow, txHashLine } from '../sandbox-page';
import type { Checkout } from './checkout';

/** Writes the checkout page of `checkout` (or a not-found page). */
export function sendCheckoutPage(
  res: ServerResponse,
  checkout: Checkout | undefined,
  payPath: string,
  nowMs: number,
): void {
  sendSandboxPage(res, {
    found: checkout !== undefined,
    title: 'Sandbox checkout (test coins, no real payment)',
    banner: 'SANDBOX: no money is taken and nothing real is bought. Pressing Pay sends test coins of a test chain.',
    body: checkout
      ? checkoutBody(checkout, payPath, nowMs)
      : '<p class="status bad" data-status="unknown">Unknown checkout: get a new quote.</p>',
    settling: checkout?.status === 'queued' || checkout?.status === 'signed',
  });
}

function checkoutBody(c: Checkout, payPath: string, nowMs: number): string {
  const terms = `<h1>Buy ${escapeHtml(c.purchaseAmount)} ${escapeHtml(c.symbol)}</h1><dl>
${termRow('You pay', `${c.paymentTotal} ${c.paymentCurrency}`, ' data-total')}
${termRow('Payment method', c.paymentMethod === 'ach_bank_account' ? 'Bank account (sandbox)' : 'Card (sandbox)')}
${termRow('Provider fee', `${c.providerFee} ${c.paymentCurrency}`)}
${termRow('Network fee', `${c.networkFee} ${c.paymentCurrency}`)}
${termRow('You receive', `${c.purchaseAmount} ${c.symbol}`, ' data-amount')}
${termRow('Network', `eip155:${c.chainId}`)}
${termRow('To wallet', c.recipient, ' data-recipient')}</dl>`;
  const expired = c.expiresMs <= nowMs;
  const payable = c.status === 'open' || (c.status === 'failed' && c.txHash === null);
  const hash = txHashLine(c.txHash);
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
