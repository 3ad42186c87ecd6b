// zod schemas for sign-in sessions (SPEC §3 "Sign-in session") and CACAOs (CAIP-74) returned by
// universal-provider `authenticate`. Everything read back from storage or a wallet goes through these.
import { z } from 'zod';

/** A CAIP-2 network id as text: namespace:reference. */
export const caipNetworkIdSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/, 'Expected a CAIP-2 network id')
  .transform((value) => value as `${string}:${string}`);

/** The fields of a sign-in message (SPEC §3 message fields; CAIP-122 data model). */
export const siwxMessageDataSchema = z.object({
  accountAddress: z.string().min(1),
  chainId: caipNetworkIdSchema,
  domain: z.string().min(1),
  uri: z.string().min(1),
  version: z.string().min(1),
  nonce: z.string().min(1),
  scheme: z.string().optional(),
  statement: z.string().optional(),
  issuedAt: z.string().optional(),
  expirationTime: z.string().optional(),
  notBefore: z.string().optional(),
  requestId: z.string().optional(),
  resources: z.array(z.string()).optional(),
});

/** A CACAO (CAIP-74) as returned by a wallet for one-click authentication. */
export const cacaoSchema = z.object({
  h: z.object({ t: z.string() }),
  p: z
    .object({
      iss: z.string().min(1),
      domain: z.string().min(1),
      aud: z.string().optional(),
      uri: z.string().optional(),
      version: z.string().optional(),
      nonce: z.string().min(1),
      iat: z.string().optional(),
      nbf: z.string().optional(),
      exp: z.string().optional(),
      statement: z.string().optional(),
      requestId: z.string().optional(),
      resources: z.array(z.string()).optional(),
    })
    // SPEC §3: "aud or uri (one is required)".
    .refine((p) => Boolean(p.aud ?? p.uri), { message: 'Either aud or uri is required' }),
  s: z.object({ t: z.string(), s: z.string().min(1), m: z.string().optional() }),
});

/** A stored sign-in session: the message data, the exact text signed, the signature and an optional CACAO. */
export const siwxSessionSchema = z.object({
  data: siwxMessageDataSchema,
  message: z.string().min(1),
  signature: z.string().min(1),
  cacao: cacaoSchema.optional(),
});

/** The persisted list of sessions (one localStorage value). */
export const siwxSessionListSchema = z.array(siwxSessionSchema);

/** JSON-RPC reply of the §7 signature check (eth_call through the RPC gateway). */
export const signatureCheckResponseSchema = z.object({
  result: z.string().optional(),
  error: z.object({ code: z.number().optional(), message: z.string().optional() }).optional(),
});
