// The exchange's page in a window of its own, opened while the visitor's click still counts (a window opened after
// the session's round trip would be blocked), blank until the session's URL is known.
const NAME = 'walletdock-pay-exchange';

/** A blank window for the exchange's page, or null when the browser gives none (the view's link still leads there). */
export function openExchangeWindow(): Window | null {
  if (typeof window === 'undefined' || typeof window.open !== 'function') return null;
  try {
    return window.open('', NAME, 'popup,width=460,height=720') ?? null;
  } catch {
    return null;
  }
}

/** Sends `popup` to the exchange's `url`, cut off from this page first (the exchange gets no handle on the shop). */
export function showExchangePage(popup: Window | null, url: string): void {
  if (!popup || popup.closed) return;
  popup.opener = null;
  popup.location.href = url;
}
