// Faucet entities and API bodies, shared by the faucet server (faucet/server)
// and page (faucet/web). Requests are strict (unknown fields refused); responses tolerate extra fields so the server can
// grow.
// zod/mini: the page pays for the checks it uses, not for zod's whole method API.
import * as z from 'zod/mini';

const nonNegativeInt = () => z.int().check(z.nonnegative());

/** A decimal string of the native coin (AVENT, 18 decimals), e.g. "1" or "0.25". */
export const FaucetAmountSchema = z.string().check(z.regex(/^\d+(\.\d{1,18})?$/));

/** A 32-byte transaction hash. */
export const TxHashSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));

/** Captcha {question, sessionId} returned by GET /api/captcha. */
export const CaptchaSchema = z.object({
  sessionId: z.string().check(z.minLength(1)),
  question: z.string().check(z.minLength(1)),
});
export type Captcha = z.infer<typeof CaptchaSchema>;

/** A captcha answer as typed by the visitor (text) or as a number. */
export const CaptchaAnswerSchema = z.union([z.string().check(z.maxLength(32)), z.int()]);

/** Body of POST /api/verify-captcha. */
export const VerifyCaptchaRequestSchema = z.strictObject({
  sessionId: z.string().check(z.minLength(1), z.maxLength(64)),
  answer: CaptchaAnswerSchema,
});
export type VerifyCaptchaRequest = z.infer<typeof VerifyCaptchaRequestSchema>;

/** Reply of POST /api/verify-captcha; `error` says why when the session is unknown or expired. */
export const VerifyCaptchaResponseSchema = z.object({ valid: z.boolean(), error: z.optional(z.string()) });
export type VerifyCaptchaResponse = z.infer<typeof VerifyCaptchaResponseSchema>;

/** Body of POST /api/claim. */
export const ClaimRequestSchema = z.strictObject({
  address: z.string().check(z.maxLength(64)),
  captchaAnswer: CaptchaAnswerSchema,
  captchaSession: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type ClaimRequest = z.infer<typeof ClaimRequestSchema>;

/**
 * Claim response {success, amount, txHash, error}. Extra fields: `status` of the payout, and on a cooldown
 * or busy refusal `nextClaimAt` (ms since epoch) and `retryAfterSeconds` so the page can show the server's countdown.
 */
export const ClaimResponseSchema = z.object({
  success: z.boolean(),
  amount: z.nullable(FaucetAmountSchema),
  txHash: z.nullable(TxHashSchema),
  error: z.nullable(z.string()),
  status: z.optional(z.enum(['confirmed', 'pending', 'failed', 'refused'])),
  nextClaimAt: z.optional(z.int()),
  retryAfterSeconds: z.optional(nonNegativeInt()),
});
export type ClaimResponse = z.infer<typeof ClaimResponseSchema>;

/** One past claim of an address: timestamp in ms since epoch. */
export const FaucetClaimEntrySchema = z.object({
  amount: FaucetAmountSchema,
  txHash: TxHashSchema,
  timestamp: nonNegativeInt(),
});
export type FaucetClaimEntry = z.infer<typeof FaucetClaimEntrySchema>;

/** History response {totalClaims, totalAmount, claims} of GET /api/history/{address}, newest claim first. */
export const HistoryResponseSchema = z.object({
  totalClaims: nonNegativeInt(),
  totalAmount: FaucetAmountSchema,
  claims: z.array(FaucetClaimEntrySchema),
});
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;

/** GET /api/status: what the faucet pays, from which address, and whether it can pay now. */
export const FaucetStatusSchema = z.object({
  chainId: z.int().check(z.positive()),
  faucetAddress: z.string(),
  balance: z.nullable(FaucetAmountSchema),
  amountPerClaim: FaucetAmountSchema,
  cooldownSeconds: nonNegativeInt(),
  queueDepth: nonNegativeInt(),
  healthy: z.boolean(),
  leader: z.boolean(),
});
export type FaucetStatus = z.infer<typeof FaucetStatusSchema>;

/** Any error reply of the faucet API (4xx/5xx outside /api/claim also carry `error`). */
export const FaucetErrorResponseSchema = z.looseObject({ error: z.string() });
