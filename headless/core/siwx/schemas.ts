// zod schemas for sign-in sessions and CACAOs (CAIP-74) returned by
// universal-provider `authenticate`. Everything read back from storage or a wallet goes through these.
// zod/mini: the sign-in path loads with the modal, and classic zod would outweigh it many times over.
import * as z from 'zod/mini';

const text = () => z.string().check(z.minLength(1));

/** A CAIP-2 network id as text: namespace:reference. */
export const caipNetworkIdSchema = z
  .string()
  .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/, 'Expected a CAIP-2 network id'));

/** The fields of a sign-in message (the CAIP-122 data model). */
export const siwxMessageDataSchema = z.object({
  accountAddress: text(),
  chainId: caipNetworkIdSchema,
  domain: text(),
  uri: text(),
  version: text(),
  nonce: text(),
  scheme: z.optional(z.string()),
  statement: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
});

/** A CACAO (CAIP-74) as returned by a wallet for one-click authentication. */
export const cacaoSchema = z.object({
  h: z.object({ t: z.string() }),
  p: z
    .object({
      iss: text(),
      domain: text(),
      aud: z.optional(z.string()),
      uri: z.optional(z.string()),
      version: z.optional(z.string()),
      nonce: text(),
      iat: z.optional(z.string()),
      nbf: z.optional(z.string()),
      exp: z.optional(z.string()),
      statement: z.optional(z.string()),
      requestId: z.optional(z.string()),
      resources: z.optional(z.array(z.string())),
    })
    // A message names its audience: `aud` or `uri`, one of them at least.
    .check(z.refine((p) => Boolean(p.aud ?? p.uri), { message: 'Either aud or uri is required' })),
  s: z.object({ t: z.string(), s: text(), m: z.optional(z.string()) }),
});

/** A stored sign-in session: the message data, the exact text signed, the signature and an optional CACAO. */
export const siwxSessionSchema = z.object({
  data: siwxMessageDataSchema,
  message: text(),
  signature: text(),
  cacao: z.optional(cacaoSchema),
});

/** The persisted list of sessions (one localStorage value). */
export const siwxSessionListSchema = z.array(siwxSessionSchema);
