/**
 * The faucet API as the page calls it. Every reply is parsed by the shared zod schemas; a fetch that
 * never reaches the server throws FaucetNetworkError so the page can say "Network error. Please try again.".
 */
import type * as z from 'zod/mini';
import {
  CaptchaSchema,
  ClaimResponseSchema,
  FaucetStatusSchema,
  HistoryResponseSchema,
  VerifyCaptchaResponseSchema,
  type Captcha,
  type ClaimResponse,
  type FaucetStatus,
  type HistoryResponse,
  type VerifyCaptchaResponse,
} from '../../shared/schemas';
import { apiBase } from './config';

/** The request did not reach the faucet server (offline, refused, aborted). */
export class FaucetNetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'FaucetNetworkError';
  }
}

/** The server answered with something that is not the expected shape (no usable body). */
export class FaucetReplyError extends Error {
  constructor(readonly status: number) {
    super(`Unexpected faucet reply (HTTP ${status})`);
    this.name = 'FaucetReplyError';
  }
}

async function call<T>(path: string, schema: z.ZodMiniType<T>, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init?.headers },
    });
  } catch (error) {
    throw new FaucetNetworkError(error);
  }
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new FaucetReplyError(response.status);
  return parsed.data;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** GET /api/captcha. */
export const fetchCaptcha = (): Promise<Captcha> => call('/api/captcha', CaptchaSchema);

/** POST /api/verify-captcha. */
export const verifyCaptchaAnswer = (sessionId: string, answer: string): Promise<VerifyCaptchaResponse> =>
  call('/api/verify-captcha', VerifyCaptchaResponseSchema, post({ sessionId, answer }));

/** POST /api/claim; refusals (4xx/5xx) come back as a ClaimResponse with success false and an error. */
export const claimCoins = (address: string, captchaAnswer: string, captchaSession: string): Promise<ClaimResponse> =>
  call('/api/claim', ClaimResponseSchema, post({ address, captchaAnswer, captchaSession }));

/** GET /api/history/{address}. */
export const fetchHistory = (address: string): Promise<HistoryResponse> =>
  call(`/api/history/${encodeURIComponent(address)}`, HistoryResponseSchema);

/** GET /api/status (amount, cooldown); 503 when unhealthy still carries the same body. */
export const fetchStatus = (): Promise<FaucetStatus> => call('/api/status', FaucetStatusSchema);

export type { Captcha, ClaimResponse, FaucetStatus, HistoryResponse };
