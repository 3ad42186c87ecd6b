// The kinds of a request that failed on the way: an HTTP error (with the status and URL it is about) and a request
// or wait that took too long.
import * as ErrorMessages from '../error-messages';
import { type ErrorKindOptions, WalletDockError } from './base';

/** An HTTP request failed ("HTTP status code: {status}", "HTTP request failed."). */
export class HttpError extends WalletDockError<'HTTP_ERROR'> {
  override readonly name = 'HttpError' as const;
  /** The reply's status; undefined when no reply came. */
  readonly status: number | undefined;
  /** The URL asked, when known. */
  readonly url: string | undefined;
  constructor(message?: string, options: ErrorKindOptions & { status?: number; url?: string } = {}) {
    super(
      message ??
        (options.status === undefined ? ErrorMessages.httpRequestFailed : ErrorMessages.httpStatus(options.status)),
      { ...options, code: 'HTTP_ERROR' },
    );
    this.status = options.status;
    this.url = options.url;
  }
}

/** A request to a wallet that the time-out gate bounds (connection/wallet-timeout.ts). */
export type WalletRequest = 'connect' | 'reconnect' | 'signMessage' | 'sendTransaction' | 'switchNetwork';

/**
 * A request or a wait took too long ("The request took too long to respond."; a wallet that never answered a connect:
 * "Connection timeout. Please try again.").
 */
export class RequestTimeoutError extends WalletDockError<'TIMEOUT'> {
  override readonly name = 'RequestTimeoutError' as const;
  /** How long it was given (ms), when known. */
  readonly timeoutMs: number | undefined;
  /** The wallet request that went unanswered, when it was the wallet that did not answer (the `walletRequestTimeoutMs` option). */
  readonly walletRequest: WalletRequest | undefined;
  constructor(
    message: string = ErrorMessages.requestTimedOut,
    options: ErrorKindOptions & {
      timeoutMs?: number;
      walletRequest?: WalletRequest;
    } = {},
  ) {
    super(message, { ...options, code: 'TIMEOUT' });
    this.timeoutMs = options.timeoutMs;
    this.walletRequest = options.walletRequest;
  }
}
