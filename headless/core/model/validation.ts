// Pure validation rules that no feature module owns: fee fields, origins, email guard.
// (The send rules live with Send, in send/rules.ts; the name rule with the names, in names/rules.ts.)
import { FeeConflictError, assertRequest, type BaseError } from 'viem';
import { EMAIL_LOGIN_COOLDOWN_MS } from './constants';
import { InvalidInputError } from './errors/validation';
import * as ErrorMessages from './error-messages';

/** Fee and address fields of a transaction request. */
export interface FeeFields {
  to?: `0x${string}` | null;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
}

/**
 * Transaction fee rules, through viem's own checks: gasPrice excludes maxFeePerGas/maxPriorityFeePerGas,
 * maxFeePerGas <= 2^256-1, priority fee <= max fee, `to` a valid address. Throws with viem's message as text.
 */
export function assertTransactionFees(tx: FeeFields): void {
  try {
    if (tx.gasPrice !== undefined && (tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined)) {
      throw new FeeConflictError();
    }
    assertRequest({
      to: tx.to ?? undefined,
      maxFeePerGas: tx.maxFeePerGas,
      maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
    });
  } catch (error) {
    const text = (error as BaseError).shortMessage ?? String(error);
    throw new InvalidInputError(text, { cause: error });
  }
}

/** Hosts always allowed to embed the wallet, whatever the project's list says. */
const ALWAYS_ALLOWED_HOST = /(^localhost$)|(\.pages\.dev$)|(\.vercel\.app$)|(\.ngrok-free\.app$)/;

/**
 * True when `origin` may use the project: localhost on any port, *.pages.dev, *.vercel.app, *.ngrok-free.app,
 * or a match in `allowedOrigins`. A pattern with a scheme ("https://*.example.com") matches the whole origin;
 * one without ("*.example.com", "example.com:8080") matches host[:port]; "*" matches any run of characters.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (ALWAYS_ALLOWED_HOST.test(url.hostname)) return true;
  const full = `${url.protocol}//${url.host}`;
  return allowedOrigins.some((pattern) => wildcard(pattern).test(pattern.includes('://') ? full : url.host));
}

function wildcard(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i');
}

/**
 * Email-login rate guard: undefined when a login may start, else "Please try again after {n} seconds" with n
 * rounded up so the text never says 0 while still blocked.
 */
export function emailLoginGuard(lastLoginAt: number | undefined, now: number = Date.now()): string | undefined {
  if (lastLoginAt === undefined) return undefined;
  const remaining = lastLoginAt + EMAIL_LOGIN_COOLDOWN_MS - now;
  return remaining > 0 ? ErrorMessages.tryAgainAfter(Math.ceil(remaining / 1000)) : undefined;
}
