// Request checking with zod, refused in clear words: a 400 names the field, or the unknown fields, never zod's own
// message.
import * as z from 'zod/mini';
import { HttpError, HttpMessages } from './json';

/**
 * The caller-facing message for the first schema issue: the text of `byField` for the first field that has an
 * issue, else the unknown fields (strict objects), else "Invalid value for <field>".
 */
export function issueMessage(error: z.core.$ZodError, byField: Record<string, string> = {}): string {
  for (const [field, message] of Object.entries(byField)) {
    if (error.issues.some((i) => i.path[0] === field)) return message;
  }
  const unknown = error.issues.flatMap((i) => (i.code === 'unrecognized_keys' ? i.keys : []));
  if (unknown.length > 0) return HttpMessages.unknownFields(unknown.map(String));
  const first = error.issues[0];
  return HttpMessages.invalidField(String(first?.path[0] ?? 'body'));
}

/**
 * Parses `value` (a body, query or path parameters) with `schema`; throws HttpError 400 with issueMessage's text.
 *
 * @example
 * const { address } = parseRequest(z.strictObject({ address: AddressSchema }), params, { address: 'Invalid address' });
 */
export function parseRequest<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  byField: Record<string, string> = {},
): z.infer<S> {
  // zod's core parse: takes both zod classic and zod/mini schemas (the faucet's shared ones are mini).
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new HttpError(400, issueMessage(parsed.error, byField));
  return parsed.data;
}
