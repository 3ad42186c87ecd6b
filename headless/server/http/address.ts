// The one EVM address rule of every server route, core's own (0x and 40 hex digits: all lower case, all upper case,
// or mixed case matching the EIP-55 checksum), so that an address a wallet or a person writes in capitals is
// accepted everywhere and a mistyped checksum is refused everywhere. Addresses leave it lower-cased, as stored.
import * as z from 'zod/mini';
import { isEvmAddress } from '../../core/namespaces/eip155/address';
import { HttpError } from './json';

/** The rule in words, for refusals: "expected …". */
export const EVM_ADDRESS_RULE = '0x followed by 40 hex characters (mixed case must match the EIP-55 checksum)';

/** The refusal of an address that breaks the rule (a route may say it its own way). */
export const invalidAddressMessage = (text: string): string =>
  `Invalid address "${text.slice(0, 64)}": expected ${EVM_ADDRESS_RULE}`;

/**
 * A zod type for an EVM address in a body or query: checked by the rule, lower-cased.
 *
 * @example
 * const Body = z.strictObject({ address: EvmAddressSchema });
 */
export const EvmAddressSchema = z.pipe(
  z.string().check(z.refine((text) => isEvmAddress(text, true), { message: `expected ${EVM_ADDRESS_RULE}` })),
  z.transform((text) => text.toLowerCase() as `0x${string}`),
);

/**
 * An EVM address from a path, query or body field, lower-cased; anything else is refused with HttpError 400 and
 * `refusal`'s text (default invalidAddressMessage).
 *
 * @example
 * const address = parseEvmAddress(params.address); // 400 "Invalid address "…": expected 0x followed by 40 hex characters (…)"
 */
export function parseEvmAddress(
  text: string | null | undefined,
  refusal: (text: string) => string = invalidAddressMessage,
): `0x${string}` {
  if (typeof text !== 'string' || !isEvmAddress(text, true)) throw new HttpError(400, refusal(text ?? ''));
  return text.toLowerCase() as `0x${string}`;
}
