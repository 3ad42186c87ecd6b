// CAIP-2 network ids and CAIP-10 account ids.
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors/validation';
import * as ErrorMessages from './error-messages';

/** The chain namespaces walletdock knows. */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos';

/** Every known namespace, in the spec's order. */
export const CHAIN_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'];

/** A CAIP-2 network id, `namespace:reference`. */
export type CaipNetworkId = `${string}:${string}`;

/** A CAIP-10 account id, `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`;

/** Parts of a CAIP-2 network id. */
export interface ParsedCaipNetworkId {
  namespace: ChainNamespace;
  reference: string;
}

/** Parts of a CAIP-10 account id. */
export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string;
  caipNetworkId: CaipNetworkId;
}

/** True for one of the five known namespaces. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
}

/** Splits `namespace:reference`; throws the spec's "must be in CAIP-2 format" error or an unknown-namespace error. */
export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  const parts = typeof id === 'string' ? id.split(':') : [];
  if (parts.length !== 2 || parts.some((p) => p === '')) {
    throw new InvalidCaipNetworkIdError(undefined, { value: String(id) });
  }
  const [namespace, reference] = parts as [string, string];
  if (!isChainNamespace(namespace)) {
    throw new InvalidCaipNetworkIdError(ErrorMessages.unknownNamespace(namespace), { value: id });
  }
  return { namespace, reference };
}

/** The chain number of an eip155 CAIP-2 id (`eip155:33322` -> 33322); a malformed id throws as in parseCaipNetworkId. */
export function eip155ChainNumber(id: string): number {
  return Number(parseCaipNetworkId(id).reference);
}

/** Splits `namespace:reference:address`; anything but 3 non-empty parts with a known namespace is "Invalid CAIP-10 address". */
export function parseCaipAddress(addr: string): ParsedCaipAddress {
  const parts = typeof addr === 'string' ? addr.split(':') : [];
  if (parts.length !== 3 || parts.some((p) => p === '') || !isChainNamespace(parts[0])) {
    throw new InvalidCaipAddressError(undefined, { value: String(addr) });
  }
  const [namespace, reference, address] = parts as [ChainNamespace, string, string];
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` };
}

/** Non-throwing checks, for filters and schemas. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return attempt(() => parseCaipNetworkId(value as string));
}

/** True for a well-formed CAIP-10 id with a known namespace. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return attempt(() => parseCaipAddress(value as string));
}

function attempt(fn: () => unknown): boolean {
  try {
    fn();
    return true;
  } catch {
    return false;
  }
}

/** Builds `namespace:reference` (validated, so a bad part throws rather than producing a broken id). */
export function formatCaipNetworkId(namespace: ChainNamespace, reference: string | number): CaipNetworkId {
  const id: CaipNetworkId = `${namespace}:${reference}`;
  parseCaipNetworkId(id);
  return id;
}

/** Builds `namespace:reference:address` from a CAIP-2 id and an address. */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  const id: CaipAddress = `${caipNetworkId}:${address}`;
  parseCaipAddress(id);
  return id;
}
