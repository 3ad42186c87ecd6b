// The kinds the embedded wallet raises: its frame did not load or answer, refused this origin or project, or its
// session expired; and a request to the frame that failed.
import { type ErrorKindOptions, WalletDockError } from './base';

/** The embedded wallet does not know the network to switch to. */
export class SwitchNetworkNotFoundError extends WalletDockError<'SWITCH_NETWORK_NOT_FOUND'> {
  override readonly name = 'SwitchNetworkNotFoundError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'SWITCH_NETWORK_NOT_FOUND' });
  }
}

/** The embedded wallet refused this origin ("Invalid App Configuration"). */
export class InvalidAppConfigurationError extends WalletDockError<'INVALID_APP_CONFIGURATION'> {
  override readonly name = 'InvalidAppConfigurationError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'INVALID_APP_CONFIGURATION' });
  }
}

/** The embedded wallet's frame did not load. */
export class IframeLoadFailedError extends WalletDockError<'IFRAME_LOAD_FAILED'> {
  override readonly name = 'IframeLoadFailedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'IFRAME_LOAD_FAILED' });
  }
}

/** The embedded wallet's frame did not answer in time. */
export class IframeRequestTimeoutError extends WalletDockError<'IFRAME_REQUEST_TIMEOUT'> {
  override readonly name = 'IframeRequestTimeoutError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'IFRAME_REQUEST_TIMEOUT' });
  }
}

/** The embedded wallet does not vouch for this domain. */
export class UnverifiedDomainError extends WalletDockError<'UNVERIFIED_DOMAIN'> {
  override readonly name = 'UnverifiedDomainError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'UNVERIFIED_DOMAIN' });
  }
}

/** The embedded wallet's session expired. */
export class JwtTokenNotValidError extends WalletDockError<'JWT_TOKEN_NOT_VALID'> {
  override readonly name = 'JwtTokenNotValidError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'JWT_TOKEN_NOT_VALID' });
  }
}

/** The project id was refused. */
export class InvalidProjectIdError extends WalletDockError<'INVALID_PROJECT_ID'> {
  override readonly name = 'InvalidProjectIdError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'INVALID_PROJECT_ID' });
  }
}

/** A hosted service was asked for without a project id. */
export class ProjectIdNotConfiguredError extends WalletDockError<'PROJECT_ID_NOT_CONFIGURED'> {
  override readonly name = 'ProjectIdNotConfiguredError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'PROJECT_ID_NOT_CONFIGURED' });
  }
}

/** A request to the embedded wallet's frame failed ("Request was aborted", "Something went wrong"). */
export class FrameRequestFailedError extends WalletDockError<'FRAME_REQUEST_FAILED'> {
  override readonly name = 'FrameRequestFailedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'FRAME_REQUEST_FAILED' });
  }
}
