// Sign-in message text (CAIP-122): EIP-4361 for eip155, Sign-In-With-Solana for solana and the
// generic CAIP-122 form for bip122. The text is a pure function of the data so that a verifier can
// rebuild it and compare byte for byte.
import { getAddress } from 'viem';
import type { WalletDockError } from '../model/errors';
import { InvalidInputError } from '../model/errors/validation';
import { UnsupportedError } from '../model/errors/sdk';
import type { SIWXMessageData, SiwxNamespace } from './types';

/** The account name each namespace's header uses ("... sign in with your Ethereum account:"). */
export const SIWX_ACCOUNT_NAMES = { eip155: 'Ethereum', solana: 'Solana', bip122: 'Bitcoin' } as const;

/** Namespaces with a sign-in message form. */
export const SIWX_NAMESPACES: readonly SiwxNamespace[] = ['eip155', 'solana', 'bip122'];

// SIWS names the well-known clusters instead of their genesis hash (CAIP-2 reference).
const SOLANA_CLUSTERS: Record<string, string> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
};

const DOMAIN =
  /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)*[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?::[0-9]{1,5})?$/;
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*$/;
const URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]*$/;
const NONCE = /^[a-zA-Z0-9]{8,}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** True when the namespace of a CAIP-2 id has a sign-in message form. */
export function isSiwxNamespace(namespace: string): namespace is SiwxNamespace {
  return (SIWX_NAMESPACES as readonly string[]).includes(namespace);
}

/** Splits a CAIP-2 id into a supported namespace and its reference, or throws. */
export function splitSiwxChainId(chainId: string): { namespace: SiwxNamespace; reference: string } {
  const [namespace, reference, extra] = chainId.split(':');
  if (!namespace || !reference || extra !== undefined) throw invalid(`chainId "${chainId}" is not a CAIP-2 network id`);
  if (!isSiwxNamespace(namespace)) {
    throw new UnsupportedError(`Sign-in is not supported on ${namespace}`);
  }
  return { namespace, reference };
}

/** The "Chain ID:" value written in the message for a CAIP-2 id. */
export function messageChainId(namespace: SiwxNamespace, reference: string): string {
  if (namespace === 'solana') return SOLANA_CLUSTERS[reference] ?? reference;
  return reference;
}

/** The CAIP-2 reference for a message's "Chain ID:" value (inverse of messageChainId). */
export function referenceFromMessageChainId(namespace: SiwxNamespace, value: string): string {
  if (namespace === 'solana') {
    const named = Object.entries(SOLANA_CLUSTERS).find(([, name]) => name === value || `solana:${name}` === value);
    if (named) return named[0];
  }
  return value;
}

/**
 * Builds the CAIP-122 text to sign: EIP-4361 for eip155, Sign-In-With-Solana for solana, CAIP-122 for bip122.
 * The text is a pure function of `data`, so a server can rebuild it byte for byte. That is why a missing
 * nonce is an error rather than filled in here: the caller must know (and store) the nonce it signed.
 * Throws WalletDockError (INVALID_INPUT) for data the standard forbids, a missing nonce included.
 *
 * @example
 * ```ts
 * import { createSiwxMessage, generateSiwxNonce } from 'walletdock';
 *
 * const nonce = generateSiwxNonce(); // or a one-time nonce issued by your server
 * const message = createSiwxMessage({
 *   domain: 'app.example.com', uri: 'https://app.example.com', version: '1', nonce,
 *   chainId: 'eip155:1', accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
 *   issuedAt: new Date().toISOString(),
 * });
 * ```
 */
export function createSiwxMessage(data: SIWXMessageData): string {
  const { namespace, reference } = splitSiwxChainId(data.chainId);
  validate(data, namespace, reference);
  const address = namespace === 'eip155' ? getAddress(data.accountAddress) : data.accountAddress;
  const origin = data.scheme ? `${data.scheme}://${data.domain}` : data.domain;
  const header = `${origin} wants you to sign in with your ${SIWX_ACCOUNT_NAMES[namespace]} account:\n${address}`;
  const chainLine = `Chain ID: ${messageChainId(namespace, reference)}`;
  const times = [
    data.issuedAt && `Issued At: ${data.issuedAt}`,
    data.expirationTime && `Expiration Time: ${data.expirationTime}`,
    data.notBefore && `Not Before: ${data.notBefore}`,
    data.requestId !== undefined && `Request ID: ${data.requestId}`,
  ];
  const resources = data.resources?.length ? [`Resources:${data.resources.map((r) => `\n- ${r}`).join('')}`] : [];
  const statement = data.statement || undefined;

  if (namespace === 'solana') {
    // SIWS: blank-line separated blocks; an absent statement leaves no empty block.
    const fields = [
      `URI: ${data.uri}`,
      `Version: ${data.version}`,
      chainLine,
      `Nonce: ${data.nonce}`,
      ...times,
      ...resources,
    ];
    return [header, statement, lines(fields)].filter((part) => part !== undefined).join('\n\n');
  }
  // EIP-4361 ABNF: address LF LF [statement LF] LF fields. CAIP-122 (bip122) keeps that layout and
  // its own field order (Chain ID after Request ID).
  const fields =
    namespace === 'eip155'
      ? [`URI: ${data.uri}`, `Version: ${data.version}`, chainLine, `Nonce: ${data.nonce}`, ...times, ...resources]
      : [`URI: ${data.uri}`, `Version: ${data.version}`, `Nonce: ${data.nonce}`, ...times, chainLine, ...resources];
  return `${header}\n\n${statement === undefined ? '' : `${statement}\n`}\n${lines(fields)}`;
}

function lines(parts: Array<string | false | undefined>): string {
  return parts.filter((part): part is string => typeof part === 'string').join('\n');
}

function validate(data: SIWXMessageData, namespace: SiwxNamespace, reference: string): void {
  if (!DOMAIN.test(data.domain)) throw invalid('domain must be an RFC 3986 authority (host[:port])');
  if (data.scheme !== undefined && !SCHEME.test(data.scheme)) throw invalid('scheme must be an RFC 3986 scheme');
  if (namespace !== 'eip155' && data.scheme !== undefined) throw invalid('scheme is only part of EIP-4361 messages');
  if (!URI.test(data.uri)) throw invalid('uri must be an RFC 3986 URI');
  // Checked before the pattern: String(undefined) is 9 letters, and a message must never carry "Nonce: undefined".
  if (typeof data.nonce !== 'string') throw invalid('nonce is required (a server-issued one, or generateSiwxNonce())');
  if (!NONCE.test(data.nonce)) throw invalid('nonce must be at least 8 alphanumeric characters');
  if (/[\r\n]/.test(data.version)) throw invalid('version must be one line');
  if (namespace === 'eip155') {
    if (data.version !== '1') throw invalid('version must be "1" for EIP-4361');
    if (!/^[0-9]+$/.test(reference)) throw invalid('an eip155 chain id must be numeric');
    if (!/^0x[0-9a-fA-F]{40}$/.test(data.accountAddress)) throw invalid('accountAddress must be a 0x address');
    if (!data.issuedAt) throw invalid('issuedAt is required by EIP-4361');
  } else if (!/^[a-zA-Z0-9]+$/.test(data.accountAddress)) {
    throw invalid('accountAddress must be a plain address');
  }
  if (data.statement !== undefined && /[\r\n]/.test(data.statement))
    throw invalid('statement must not contain a newline');
  for (const [field, value] of [
    ['issuedAt', data.issuedAt],
    ['expirationTime', data.expirationTime],
    ['notBefore', data.notBefore],
  ] as const) {
    if (value !== undefined && (!RFC3339.test(value) || Number.isNaN(Date.parse(value)))) {
      throw invalid(`${field} must be an RFC 3339 date-time`);
    }
  }
  if (data.requestId !== undefined && /[\r\n]/.test(data.requestId)) throw invalid('requestId must be one line');
  for (const resource of data.resources ?? []) {
    if (!URI.test(resource)) throw invalid(`resource "${resource}" must be an RFC 3986 URI`);
  }
}

function invalid(reason: string): WalletDockError {
  return new InvalidInputError(`Invalid sign-in message: ${reason}`);
}
