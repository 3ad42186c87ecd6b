// The name rules (what may be registered, the suffixes and the namespaces names serve), shared by the client and the blockchain
// API's profile endpoints: what a typed name becomes, whether it may be registered, how a full name splits into its
// label and suffix, and the message a wallet signs to register one (JSON of name, attributes and a timestamp in
// seconds).
import { NAME_MAX_LENGTH, NAME_SUFFIX, NAME_SUFFIX_LEGACY } from '../model/constants';
import { servesOn } from '../namespaces/capabilities';
import type { ChainNamespace } from '../model/caip';
import * as NamesErrorMessages from './messages';

/** The suffixes names resolve under: the current one first, then the legacy one. */
export const NAME_SUFFIXES = [NAME_SUFFIX, NAME_SUFFIX_LEGACY] as const;

const NAME = /^[a-zA-Z0-9-]{4,}$/;

/** Name-registration rule: letters, digits and hyphens only, at least 4 characters (the suffix is not part of it). */
export function isValidName(name: string): boolean {
  return typeof name === 'string' && NAME.test(name);
}

/** A typed name, read: `label` (lower-case, no suffix), `name` (label + current suffix) and what is wrong with it. */
export interface NameInput {
  label: string;
  /** The full name to register: `label` + `.dock.id`. */
  name: string;
  /** Why it cannot be registered (a rule's text), or undefined. */
  error: string | undefined;
}

/** Why `label` (no suffix) cannot be registered: letters, digits and hyphens, 4 to 63 characters; else undefined. */
export function nameLabelError(label: string): string | undefined {
  if (!isValidName(label)) return NamesErrorMessages.invalidName;
  if (label.length > NAME_MAX_LENGTH) return NamesErrorMessages.nameTooLong(NAME_MAX_LENGTH);
  return undefined;
}

/**
 * Reads what someone typed: trimmed and lower-cased (names are case-insensitive), the current suffix dropped if
 * typed. A name with the legacy suffix is refused (none is registered under it any more).
 *
 * @example
 * parseNameInput(' Alice.dock.id ') // { label: 'alice', name: 'alice.dock.id', error: undefined }
 */
export function parseNameInput(text: string): NameInput {
  const lower = text.trim().toLowerCase();
  if (lower.endsWith(NAME_SUFFIX_LEGACY)) {
    const label = lower.slice(0, -NAME_SUFFIX_LEGACY.length);
    return {
      label,
      name: `${label}${NAME_SUFFIX}`,
      error: NamesErrorMessages.nameLegacySuffix(NAME_SUFFIX, NAME_SUFFIX_LEGACY),
    };
  }
  const label = lower.endsWith(NAME_SUFFIX) ? lower.slice(0, -NAME_SUFFIX.length) : lower;
  return { label, name: `${label}${NAME_SUFFIX}`, error: nameLabelError(label) };
}

/** A full name: its label and suffix, lower-cased. */
export interface SplitName {
  label: string;
  suffix: (typeof NAME_SUFFIXES)[number];
}

/** Splits a full name (`alice.dock.id`, any case) into a valid label and a known suffix; null when it is not one. */
export function splitName(text: string): SplitName | null {
  const lower = text.trim().toLowerCase();
  for (const suffix of NAME_SUFFIXES) {
    if (!lower.endsWith(suffix)) continue;
    const label = lower.slice(0, -suffix.length);
    return nameLabelError(label) === undefined ? { label, suffix } : null;
  }
  return null;
}

/** Whether names exist on a namespace (eip155 only). */
export function namesSupportedOn(namespace: ChainNamespace | undefined): boolean {
  return servesOn(namespace, 'names');
}

/** What a wallet signs to register a name. */
export interface NameRegistrationMessage {
  name: string;
  attributes: Record<string, string>;
  /** Unix time in seconds. */
  timestamp: number;
}

/**
 * The registration message: the JSON text of `{ name, attributes, timestamp }`, the timestamp in seconds. The
 * server accepts it for a few minutes (NAME_MESSAGE_MAX_AGE_S) and once.
 *
 * @example
 * createNameRegistrationMessage('alice.dock.id') // '{"name":"alice.dock.id","attributes":{},"timestamp":1767225600}'
 */
export function createNameRegistrationMessage(
  name: string,
  attributes: Record<string, string> = {},
  now = Date.now(),
): string {
  const message: NameRegistrationMessage = { name, attributes, timestamp: Math.floor(now / 1000) };
  return JSON.stringify(message);
}
