/**
 * The one bound on how long walletdock waits for a wallet. A wallet may never answer (an extension that hangs, a
 * phone put away, a popup closed without a reply), and a visitor left on a spinner has no way out: every request
 * that waits on the person or their wallet (connect, a signature, a send, a network switch) goes through this gate,
 * which gives up after the bound with a RequestTimeoutError the views show with Try again. The wallet's answer may
 * still come later; the request's `late` handler decides what to do with it (a connect is undone, see connection.ts),
 * so an answer nobody waits for any more never acts behind the visitor's back.
 */
import * as ErrorMessages from '../model/error-messages';
import { RequestTimeoutError, type WalletRequest } from '../model/errors/http';

/** How long a wallet request is waited for by default: the spec's 30 s connection time-out. */
export const WALLET_REQUEST_TIMEOUT_MS = 30_000;

/**
 * Runs `ask` and gives up after the bound. `late` receives an answer that came after the time-out (a failure after
 * it is dropped: the visitor was already told).
 */
export type WalletRequestGate = <T>(
  request: WalletRequest,
  ask: () => Promise<T>,
  late?: (answer: T) => void,
) => Promise<T>;

/** The gate of an instance, with its bound (the `walletRequestTimeoutMs` option). */
export function walletRequestGate(timeoutMs: number = WALLET_REQUEST_TIMEOUT_MS): WalletRequestGate {
  return (request, ask, late) =>
    new Promise((resolve, reject) => {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        // A connect's text is the spec's; the other requests say the request took too long.
        const message = request === 'connect' ? ErrorMessages.connectionTimeout : ErrorMessages.requestTimedOut;
        reject(new RequestTimeoutError(message, { timeoutMs, walletRequest: request }));
      }, timeoutMs);
      Promise.resolve()
        .then(ask)
        .then(
          (answer) => {
            clearTimeout(timer);
            if (!timedOut) resolve(answer);
            else late?.(answer);
          },
          (error: unknown) => {
            clearTimeout(timer);
            if (!timedOut) reject(error);
          },
        );
    });
}
