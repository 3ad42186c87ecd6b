// The provider's checkout in a window of its own, and the balance reads while it is open. Loaded on demand by
// useOnrampUrl when Continue is pressed (window is touched only when these functions run, never at import).
import * as OnrampErrorMessages from './messages';
import { UnknownError } from '../model/errors/sdk';

/** The longest a provider's window is watched (a buyer who leaves it open for good stops the reads). */
const WATCH_MAX_MS = 30 * 60_000;

/** Opens `url` in the provider's window; rejects with the pop-up message when the browser gives none. */
export function openCheckoutWindow(url: string): Window {
  const opened = window.open(url, 'walletdock-onramp', 'popup,width=460,height=720');
  if (!opened) throw new UnknownError(OnrampErrorMessages.onrampWindowBlocked);
  return opened;
}

/**
 * Calls `tick` every `pollMs` while `popup` is open (at most 30 minutes; the caller reads the balances afresh
 * there), then `closed`. Its own module's imports stay few: it shares no chunk with start-up code.
 */
export function watchCheckoutWindow(
  popup: Window,
  options: { pollMs: number; tick: () => void; closed: () => void },
): void {
  const started = Date.now();
  const timer = setInterval(() => {
    options.tick();
    if (popup.closed || Date.now() - started > WATCH_MAX_MS) {
      clearInterval(timer);
      options.closed();
    }
  }, options.pollMs);
}
