// WalletConnect failures in the catalogue's words: wallet rejections become user
// rejections (4001), universal-provider relay messages become alerts shown once.
import {
  EmbeddedWalletAlerts,
  providerMessageToAlert,
  toWalletDockError,
  walkCauses,
  WalletDockError,
} from '../model/errors';
import { NotConfiguredError, NotFoundError, NotInitializedError } from '../model/errors/sdk';
import { UserRejectedError } from '../model/errors/rpc';
import { RpcErrorCode } from '../model/rpc-codes';
import * as ErrorMessages from '../model/error-messages';

/** An alert raised from a universal-provider message. */
export type WcAlertCode = keyof typeof EmbeddedWalletAlerts;

/** WalletConnect SDK rejection codes (USER_REJECTED, _CHAINS, _METHODS, _EVENTS) plus EIP-1193's 4001. */
const WC_USER_REJECTED_CODES = new Set([RpcErrorCode.UserRejected, 5000, 5001, 5002, 5003]);

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    // Error objects, and pino's serialised form of them ({ type, msg, stack }).
    const { message, msg } = value as { message?: unknown; msg?: unknown };
    if (typeof message === 'string') return message;
    if (typeof msg === 'string') return msg;
  }
  return undefined;
}

/** True when a WalletConnect error (plain `{code, message}` objects included) is the wallet user saying no. */
export function isWcUserRejection(error: unknown): boolean {
  return (
    walkCauses(error, (e) => {
      const code = (e as { code?: unknown } | null)?.code;
      return typeof code === 'number' && WC_USER_REJECTED_CODES.has(code as 4001);
    }) !== undefined
  );
}

/** Normalises a WalletConnect failure: a rejection gets code USER_REJECTED with rpcCode 4001. */
export function toWcError(error: unknown): WalletDockError {
  if (error instanceof WalletDockError) return error;
  if (isWcUserRejection(error)) {
    return new UserRejectedError(messageOf(error) ?? 'User rejected the request.', {
      rpcCode: RpcErrorCode.UserRejected,
      cause: error,
    });
  }
  const message = messageOf(error);
  // The universal provider's own texts are catalogue texts: keep them and give them a code.
  if (message === ErrorMessages.connectBeforeRequest || message?.startsWith("Namespace '")) {
    return new NotConfiguredError(message, { cause: error });
  }
  if (message === ErrorMessages.signClientNotInitialized) {
    return new NotInitializedError(message, { cause: error });
  }
  // The provider names the topic: "The provided session: {topic} doesn't exist in the Sign client".
  if (message?.endsWith("doesn't exist in the Sign client")) {
    return new NotFoundError(message, { cause: error });
  }
  // Plain {code, message} objects from the sign client are not Errors; give them one.
  return toWalletDockError(
    error instanceof Error || message === undefined ? error : Object.assign(new Error(message), error),
  );
}

/** Maps universal-provider messages to alerts, each code raised at most once per instance. */
export function createWcAlertOnce(
  onAlert: (code: WcAlertCode, title: string) => void,
): (messageOrError: unknown) => WcAlertCode | undefined {
  const raised = new Set<WcAlertCode>();
  return (messageOrError) => {
    const message = messageOf(messageOrError);
    const code = message === undefined ? undefined : providerMessageToAlert(message);
    if (!code || raised.has(code)) return undefined;
    raised.add(code);
    onAlert(code, EmbeddedWalletAlerts[code]);
    return code;
  };
}
