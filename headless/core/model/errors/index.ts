// The error catalogue's entry: the base class and codes (base.ts), the kinds written out per domain (sdk, validation,
// connector, rpc, http, embedded, pay), and turning anything thrown into one of ours. The texts are in error-messages.ts.
// A kind is made with its class (`new NotFoundError(text)`); errorOfCode (kinds.ts) makes one from a code.
import * as ErrorMessages from '../error-messages';
import { RpcErrorCode } from '../rpc-codes';
import { HttpError, RequestTimeoutError } from './http';
import { UserRejectedError, WalletRpcError } from './rpc';
import { UnknownError } from './sdk';
import { WalletDockError, type WalletDockErrorCode } from './base';

export {
  ErrorCodes,
  WalletDockError,
  type ErrorCategory,
  type ErrorKindOptions,
  type WalletDockErrorCode,
  type WalletDockErrorOptions,
} from './base';
import type * as Connector from './connector';
import type * as Embedded from './embedded';
import type * as Http from './http';
import type * as Pay from './pay';
import type * as Rpc from './rpc';
import type * as Sdk from './sdk';
import type * as Validation from './validation';

type Instances<M> = { [K in keyof M]: M[K] extends abstract new (...args: never[]) => infer I ? I : never }[keyof M];

/**
 * Every kind of WalletDockError, told apart by `name` (or `code`): what the hooks type their `error` with. The union
 * of the classes written out in the domain files beside this one.
 */
export type WalletDockErrorType = Extract<
  | Instances<typeof Sdk>
  | Instances<typeof Validation>
  | Instances<typeof Connector>
  | Instances<typeof Rpc>
  | Instances<typeof Http>
  | Instances<typeof Embedded>
  | Instances<typeof Pay>,
  { readonly name: `${string}Error` }
>;

/** The kind of one code (its class's instances), whose literal `name` says the code: narrowing one narrows the other. */
export type WalletDockErrorOf<C extends WalletDockErrorCode> = Extract<WalletDockErrorType, { code: C }>;

/** A kind's literal name, from its code: USER_REJECTED is a UserRejectedError (read off the classes). */
export type ErrorKindName<C extends WalletDockErrorCode> = WalletDockErrorOf<C>['name'];

/** Embedded-wallet alert titles by code. */
export const EmbeddedWalletAlerts = {
  SWITCH_NETWORK_NOT_FOUND: 'Network Not Found',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  IFRAME_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  IFRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
  UNVERIFIED_DOMAIN: 'Unverified Domain',
  JWT_TOKEN_NOT_VALID: 'Session Expired',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
} as const satisfies Partial<Record<WalletDockErrorCode, string>>;

/** Maps a universal-provider error message to the embedded-wallet alert it raises (each alerts once). */
export function providerMessageToAlert(message: string): keyof typeof EmbeddedWalletAlerts | undefined {
  if (message.includes('Unauthorized: origin not allowed')) return 'INVALID_APP_CONFIGURATION';
  if (message.includes('JWT validation error: JWT Token is not yet valid')) return 'JWT_TOKEN_NOT_VALID';
  if (message.includes('Unauthorized: invalid key')) return 'INVALID_PROJECT_ID';
  return undefined;
}

/** Visits an error and its `cause` chain (bounded, cycle-safe) until `visit` returns true. */
export function walkCauses(error: unknown, visit: (e: unknown) => boolean): unknown {
  const seen = new Set<unknown>();
  let current = error;
  while (current !== undefined && current !== null && !seen.has(current) && seen.size < 16) {
    if (visit(current)) return current;
    seen.add(current);
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return undefined;
}

/** The numeric RPC `code` found first in the cause chain, if any. */
export function rpcCodeOf(error: unknown): number | undefined {
  const hit = walkCauses(error, (e) => typeof (e as { code?: unknown })?.code === 'number');
  return hit === undefined ? undefined : (hit as { code: number }).code;
}

/** True when the wallet's user declined: code 4001, viem's UserRejectedRequestError, or ours, anywhere in the chain. */
export function isUserRejection(error: unknown): boolean {
  return (
    walkCauses(error, (e) => {
      if (typeof e !== 'object' || e === null) return false;
      const { code, name } = e as { code?: unknown; name?: unknown };
      return code === RpcErrorCode.UserRejected || code === 'USER_REJECTED' || name === 'UserRejectedRequestError';
    }) !== undefined
  );
}

/** Normalises anything thrown into one of our error kinds, keeping the original as `cause`. */
export function toWalletDockError(error: unknown): WalletDockErrorType {
  // Ours already. (A plain WalletDockError a host threw itself is passed on as it is: telling its kind would bring
  // every kind's class into every app's first chunk, for a case only the host's own code makes.)
  if (error instanceof WalletDockError) return error as WalletDockErrorType;
  const rpcCode = rpcCodeOf(error);
  // viem errors carry a short human text; fall back to the plain message.
  const text =
    (error as { shortMessage?: unknown })?.shortMessage ??
    (error as { message?: unknown })?.message ??
    (typeof error === 'string' ? error : undefined);
  const message = typeof text === 'string' && text !== '' ? text : ErrorMessages.anErrorOccurred;
  if (isUserRejection(error)) return new UserRejectedError(message, { cause: error, rpcCode });
  // Match viem's transport errors by name anywhere in the chain (a failed call wraps them) so this file stays light.
  const named = (name: string) => walkCauses(error, (e) => (e as { name?: unknown })?.name === name) !== undefined;
  if (named('TimeoutError')) return new RequestTimeoutError(ErrorMessages.requestTimedOut, { cause: error });
  if (named('HttpRequestError')) return new HttpError(message, { cause: error });
  if (rpcCode !== undefined) return new WalletRpcError(message, { cause: error, rpcCode });
  return new UnknownError(message, { cause: error });
}
