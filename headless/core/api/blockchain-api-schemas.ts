// Blockchain API replies no capability of ours reads yet: smart sessions, and the JSON-RPC envelope of the
// signature-check call. Each capability keeps the replies it parses beside its client (account-data/, swap/,
// names/, onramp/ api-schemas.ts). Objects tolerate extra fields (the API may grow).
import * as z from 'zod/mini';
import { hexSchema } from '../model/hex';

/** GET /v1/sessions/{address}: smart sessions, each identified by its permission context id (pci). */
export const smartSessionsResponseSchema = z.object({
  pcis: z.array(z.looseObject({ pci: z.string() })),
});
/** POST /v1/sessions/{address}/revoke: the result is not specified, so it is not read. */
export const revokeSessionResponseSchema = z.unknown();

/** JSON-RPC 2.0 reply of the signature-check eth_call: a result or an error. */
export const jsonRpcResponseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.string()]), result: hexSchema }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), z.string(), z.null()]),
    error: z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }),
  }),
]);
