// One check of a sign-in session, shared by the default storage (on every read) and by
// walletdock/server: shape, text/data agreement, chain, domain, nonce, time bounds, signature.
import { siwxSessionSchema } from './schemas';
import { createSiwxMessage, isSiwxNamespace } from './message';
import type { SIWXSession, SiwxChainId, SiwxVerifiers } from './types';

/** Why a session was refused. */
export type SiwxRejectReason =
  | 'malformed'
  | 'message-mismatch'
  | 'chain-mismatch'
  | 'domain-mismatch'
  | 'nonce-mismatch'
  | 'expired'
  | 'not-yet-valid'
  | 'unsupported-chain'
  | 'invalid-signature';

/** Outcome of a session check: the parsed session, or the first reason it failed. */
export type SiwxSessionCheck = { valid: true; session: SIWXSession } | { valid: false; reason: SiwxRejectReason };

/** What a session is checked against; absent expectations are not checked. */
export interface SiwxCheckOptions {
  verifiers: SiwxVerifiers;
  /** Current time in ms (default Date.now()). */
  now?: number;
  /** Expected domain(s) the message must name. */
  domain?: string | readonly string[];
  /** Expected nonce, or a predicate (e.g. a one-time nonce store's consume). */
  nonce?: string | ((nonce: string) => boolean | Promise<boolean>);
  /** Expected CAIP-2 chain(s). */
  chainId?: SiwxChainId | readonly SiwxChainId[];
  /** Tolerated clock difference for "Issued At" in the future, ms (default 60 s). */
  clockSkewMs?: number;
}

/** Time-bound reason for a session's data at `now`, or undefined when it is within its bounds. */
export function siwxTimeReason(
  data: Pick<SIWXSession['data'], 'expirationTime' | 'notBefore' | 'issuedAt'>,
  now: number = Date.now(),
  clockSkewMs = 60_000,
): 'expired' | 'not-yet-valid' | undefined {
  if (data.expirationTime && Date.parse(data.expirationTime) <= now) return 'expired';
  if (data.notBefore && Date.parse(data.notBefore) > now) return 'not-yet-valid';
  if (data.issuedAt && Date.parse(data.issuedAt) > now + clockSkewMs) return 'not-yet-valid';
  return undefined;
}

/** Checks a session (unknown input is parsed first) and says whether it can be trusted, and if not why. */
export async function checkSiwxSession(input: unknown, options: SiwxCheckOptions): Promise<SiwxSessionCheck> {
  const parsed = siwxSessionSchema.safeParse(input);
  if (!parsed.success) return { valid: false, reason: 'malformed' };
  const session = parsed.data as SIWXSession;
  const { data } = session;

  const namespace = data.chainId.split(':')[0] ?? '';
  if (!isSiwxNamespace(namespace)) return { valid: false, reason: 'unsupported-chain' };
  // The signature covers the text only; the data must be exactly what the text says.
  let text: string;
  try {
    text = createSiwxMessage(data);
  } catch {
    return { valid: false, reason: 'malformed' };
  }
  if (text !== session.message) return { valid: false, reason: 'message-mismatch' };

  if (options.chainId !== undefined && !toList(options.chainId).includes(data.chainId)) {
    return { valid: false, reason: 'chain-mismatch' };
  }
  if (options.domain !== undefined && !toList(options.domain).includes(data.domain)) {
    return { valid: false, reason: 'domain-mismatch' };
  }
  if (typeof options.nonce === 'string' && options.nonce !== data.nonce)
    return { valid: false, reason: 'nonce-mismatch' };
  const timeReason = siwxTimeReason(data, options.now ?? Date.now(), options.clockSkewMs);
  if (timeReason) return { valid: false, reason: timeReason };

  const verifier = options.verifiers[namespace];
  if (!verifier) return { valid: false, reason: 'unsupported-chain' };
  const ok = await verifier.verify(session).catch(() => false);
  if (!ok) return { valid: false, reason: 'invalid-signature' };
  // A nonce predicate usually consumes a one-time nonce, so it runs only for an otherwise valid session.
  if (typeof options.nonce === 'function' && !(await options.nonce(data.nonce))) {
    return { valid: false, reason: 'nonce-mismatch' };
  }
  return { valid: true, session };
}

function toList<T extends string>(value: T | readonly T[]): readonly T[] {
  return typeof value === 'string' ? [value as T] : (value as readonly T[]);
}
