// The kinds walletdock itself raises about its own state: something not configured, not found, not started, not
// supported, or a failure of its own; and UnknownError for anything else.
import { type ErrorKindOptions, WalletDockError } from './base';

/** walletdock itself failed (e.g. "Failed to disconnect"). */
export class InternalSdkError extends WalletDockError<'INTERNAL_SDK_ERROR'> {
  override readonly name = 'InternalSdkError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'INTERNAL_SDK_ERROR' });
  }
}

/** A feature was used that the instance was not given (sign-in without `siwx`, a capability without its API). */
export class NotConfiguredError extends WalletDockError<'NOT_CONFIGURED'> {
  override readonly name = 'NotConfiguredError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'NOT_CONFIGURED' });
  }
}

/** Something the call needs is missing: no active account or network, no adapter, no provider. */
export class NotFoundError extends WalletDockError<'NOT_FOUND'> {
  override readonly name = 'NotFoundError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'NOT_FOUND' });
  }
}

/** A client was used before it started (the WalletConnect session, the sign client). */
export class NotInitializedError extends WalletDockError<'NOT_INITIALIZED'> {
  override readonly name = 'NotInitializedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'NOT_INITIALIZED' });
  }
}

/** The namespace, network or wallet cannot do what was asked. */
export class UnsupportedError extends WalletDockError<'UNSUPPORTED'> {
  override readonly name = 'UnsupportedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'UNSUPPORTED' });
  }
}

/** Anything else, kept as `cause`. */
export class UnknownError extends WalletDockError<'UNKNOWN'> {
  override readonly name = 'UnknownError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'UNKNOWN' });
  }
}
