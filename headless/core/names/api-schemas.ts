// The name service's replies (the profile endpoints), apart from the rest of the API's so that the names client,
// loaded on first use, carries only these (and an app without names none of the others).
import * as z from 'zod/mini';

const nameAttributes = z.union([z.record(z.string(), z.string()), z.array(z.record(z.string(), z.string()))]);
/** A name record: what a name resolves to per coin type, and its text attributes. */
export const nameRecordSchema = z.object({
  name: z.string(),
  registered: z.optional(z.number()),
  updated: z.optional(z.number()),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.optional(z.string()) })),
  attributes: z.optional(nameAttributes),
});
/** GET /v1/profile/account/{name}. */
export const profileAccountResponseSchema = nameRecordSchema;
/** GET /v1/profile/reverse/{address}: the names of an address. */
export const profileReverseResponseSchema = z.array(nameRecordSchema);
/** GET /v1/profile/suggestions/{name}. */
export const nameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
});
/** POST /v1/profile/account (name registration). */
export const registerNameResponseSchema = z.object({ success: z.boolean() });
