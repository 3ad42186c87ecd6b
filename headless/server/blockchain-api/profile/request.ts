// A registration request (POST /v1/profile/account {coin_type, address, message, signature}) read and checked
// before anything touches the chain or the database: the coin type names an eip155 chain this server serves
// (ENSIP-11), the address is an EVM address, the message is the signed JSON {name, attributes, timestamp} for a
// valid name under the current suffix (and the name asked for, when the body says), and its timestamp (seconds) is
// inside the window. Every refusal says what is wrong.
import { getAddress, type Address, type Hex } from 'viem';
import { z } from 'zod';
import { coinTypeToChainId, chainIdToCoinType } from '../../../core/namespaces/eip155/coin-type';
import {
  NAME_MESSAGE_MAX_AGE_S,
  NAME_MESSAGE_MAX_SKEW_S,
  NAME_SUFFIX,
  NAME_SUFFIX_LEGACY,
} from '../../../core/model/constants';
import * as NamesErrorMessages from '../../../core/names/messages';
import { nameLabelError, splitName } from '../../../core/names/rules';
import { HttpError, invalidAddressMessage, parseEvmAddress } from '../../http';
import type { ApiChain } from '../chains';

/** Largest registration body (bytes): an ERC-6492 signature carries its factory's deploy call. */
export const MAX_REGISTER_BODY_BYTES = 32 * 1024;
const MAX_MESSAGE_LENGTH = 4096;
const MAX_SIGNATURE_HEX = 24_000;
const MAX_ATTRIBUTES = 16;

/** The name service's refusal texts. */
export const NameMessages = {
  invalidBody:
    'Body must be {"coin_type": <ENSIP-11 coin type>, "address": "0x…", "message": "<the signed JSON>", "signature": "0x…"}',
  invalidName: (text: string) =>
    `Invalid name "${text.slice(0, 80)}": expected letters, digits and hyphens (4 to 63 characters) followed by ${NAME_SUFFIX} or ${NAME_SUFFIX_LEGACY}`,
  invalidLabel: (text: string, reason: string) => `Invalid name "${text.slice(0, 80)}": ${reason}`,
  legacySuffix: NamesErrorMessages.nameLegacySuffix(NAME_SUFFIX, NAME_SUFFIX_LEGACY),
  unsupportedZone: (zone: string) =>
    `Unsupported zone "${zone.slice(0, 40)}": names are registered under ${NAME_SUFFIX.slice(1)}`,
  invalidAddress: invalidAddressMessage,
  unsupportedNamespace: (coinType: number) =>
    `Unsupported coin type ${coinType}: names are registered for eip155 addresses only (ENSIP-11: 60 for chain 1, 0x80000000 | chainId for others)`,
  unsupportedChain: (coinType: number, chainId: number, served: readonly ApiChain[]) =>
    `Unsupported coin type ${coinType} (eip155:${chainId}): this server registers names on ${served.map((c) => `eip155:${c.chainId} (coin type ${chainIdToCoinType(c.chainId)})`).join(', ')}`,
  malformedMessage: `The message must be the signed JSON {"name": "<name>${NAME_SUFFIX}", "attributes": {…}, "timestamp": <Unix seconds>}`,
  nameMismatch: (signed: string, asked: string) =>
    `The signed message is for the name ${signed.slice(0, 80)}, not ${asked.slice(0, 80)}`,
  tooOld: (age: number) =>
    `The signed message is too old (signed ${age} s ago; at most ${NAME_MESSAGE_MAX_AGE_S} s): sign a new one`,
  inFuture: (ahead: number) =>
    `The signed message's timestamp is ${ahead} s in the future (Unix seconds expected): check the device's clock`,
  badSignature: (address: string, chainId: number) =>
    `The signature is not ${address}'s signature of this message on eip155:${chainId}`,
  nodeUnavailable: (chainId: number) =>
    `The signature could not be checked: the node of eip155:${chainId} did not answer. Please try again.`,
  replayed: 'This signed message was already used: sign a new one',
  taken: (name: string) => `The name ${name} is already taken`,
  notFound: (name: string) => `The name ${name} is not registered`,
} as const;

/** A full name from a path (`alice.dock.id`, any case), split into label and suffix; refused when not one. */
export function parseFullName(text: string): { label: string; suffix: string; name: string } {
  const split = splitName(text);
  if (!split) throw new HttpError(400, NameMessages.invalidName(text));
  return { ...split, name: `${split.label}${split.suffix}` };
}

/** A name to register or suggest for: a label or a full name under the current suffix. */
export function parseRegistrableName(text: string): { label: string; name: string } {
  const lower = text.trim().toLowerCase();
  if (lower.endsWith(NAME_SUFFIX_LEGACY)) throw new HttpError(400, NameMessages.legacySuffix);
  const label = lower.endsWith(NAME_SUFFIX) ? lower.slice(0, -NAME_SUFFIX.length) : lower;
  const reason = nameLabelError(label);
  if (reason) throw new HttpError(400, NameMessages.invalidLabel(text, reason));
  return { label, name: `${label}${NAME_SUFFIX}` };
}

const bodySchema = z.object({
  coin_type: z.union([
    z.number().int().nonnegative(),
    z
      .string()
      .regex(/^[0-9]{1,10}$/)
      .transform(Number),
  ]),
  address: z.string().max(100),
  message: z.string().max(MAX_MESSAGE_LENGTH),
  signature: z
    .string()
    .regex(/^0x(?:[0-9a-fA-F]{2})+$/)
    .max(MAX_SIGNATURE_HEX),
  // Beyond the hosted API's body: the name the client asked for, which must be the one in the signed message.
  name: z.string().max(200).optional(),
});

const messageSchema = z.strictObject({
  name: z.string().max(200),
  attributes: z
    .record(z.string().regex(/^[A-Za-z0-9._-]{1,64}$/), z.string().max(1024))
    .refine((a) => Object.keys(a).length <= MAX_ATTRIBUTES)
    .default({}),
  timestamp: z.number().int().nonnegative(),
});

/** A registration that passed every check but the signature's and the database's. */
export interface Registration {
  chain: ApiChain;
  coinType: number;
  /** Lower-case. */
  address: string;
  /** EIP-55, for the signature check. */
  checksummed: Address;
  message: string;
  signature: Hex;
  label: string;
  suffix: string;
  /** label + suffix. */
  name: string;
  attributes: Record<string, string>;
  timestamp: number;
}

/**
 * Reads and checks a registration body against the served chains and `now` (Unix seconds); throws HttpError 400
 * with the reason.
 */
export function readRegistration(body: unknown, chainById: ReadonlyMap<number, ApiChain>, now: number): Registration {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, NameMessages.invalidBody);
  const { coin_type: coinType, message, signature } = parsed.data;
  const chainId = coinTypeToChainId(coinType);
  if (chainId === undefined) throw new HttpError(400, NameMessages.unsupportedNamespace(coinType));
  const chain = chainById.get(chainId);
  if (!chain) throw new HttpError(400, NameMessages.unsupportedChain(coinType, chainId, [...chainById.values()]));
  const address = parseEvmAddress(parsed.data.address);

  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    throw new HttpError(400, NameMessages.malformedMessage);
  }
  const signed = messageSchema.safeParse(json);
  if (!signed.success) throw new HttpError(400, NameMessages.malformedMessage);
  const { label, name } = parseRegistrableName(signed.data.name);
  if (parsed.data.name !== undefined && parseRegistrableName(parsed.data.name).name !== name) {
    throw new HttpError(400, NameMessages.nameMismatch(signed.data.name, parsed.data.name));
  }
  const age = now - signed.data.timestamp;
  if (age > NAME_MESSAGE_MAX_AGE_S) throw new HttpError(400, NameMessages.tooOld(age));
  if (-age > NAME_MESSAGE_MAX_SKEW_S) throw new HttpError(400, NameMessages.inFuture(-age));
  return {
    chain,
    coinType,
    address,
    checksummed: getAddress(address),
    message,
    signature: signature as Hex,
    label,
    suffix: NAME_SUFFIX,
    name,
    attributes: signed.data.attributes,
    timestamp: signed.data.timestamp,
  };
}
