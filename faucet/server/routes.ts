// The faucet API under /api, plus /api/status. Bodies are parsed by the shared strict zod schemas;
// every refusal is a 4xx/5xx JSON reply with an `error` a visitor can read.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatEther } from 'viem';
import {
  clientAddress,
  clientKey,
  HttpError,
  issueMessage,
  parseEvmAddress,
  readJsonBody,
  sendJson,
  type Route,
} from 'walletdock/server/node';
import {
  ClaimRequestSchema,
  VerifyCaptchaRequestSchema,
  type ClaimResponse,
  type FaucetStatus,
  type HistoryResponse,
} from '../shared/schemas';
import { captchaUsed } from './captcha';
import type { FaucetContext } from './context';
import { HexData } from './rpc';
import { FaucetApiErrors } from '../shared/messages';

const secondsUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / 1000));

/** GET /api/captcha -> {sessionId, question}; rate-limited per client. */
async function getCaptcha(ctx: FaucetContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const client = clientKey(clientAddress(req, ctx.config.trustProxy));
  if (!ctx.captchaLimiter.take(client))
    throw new HttpError(429, FaucetApiErrors.captchaRateLimited, {}, { 'retry-after': '60' });
  const { sessionId, question } = ctx.captcha.create();
  ctx.metrics.inc('faucet_captchas_created_total');
  sendJson(res, 200, { sessionId, question });
}

/** POST /api/verify-captcha {sessionId, answer} -> {valid}; never consumes the session. */
async function verifyCaptcha(ctx: FaucetContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const parsed = VerifyCaptchaRequestSchema.safeParse(await readJsonBody(req));
  if (!parsed.success) {
    const message = issueMessage(parsed.error, {
      sessionId: FaucetApiErrors.noCaptcha,
      answer: FaucetApiErrors.enterAnswer,
    });
    sendJson(res, 400, { valid: false, error: message });
    return;
  }
  const { sessionId, answer } = parsed.data;
  if (typeof answer === 'string' && answer.trim() === '') {
    sendJson(res, 400, { valid: false, error: FaucetApiErrors.enterAnswer });
    return;
  }
  const client = clientKey(clientAddress(req, ctx.config.trustProxy));
  // Checking is free of the database, so bound it: a bot could otherwise try every answer of a session.
  if (!ctx.verifyLimiter.take(client))
    throw new HttpError(429, FaucetApiErrors.captchaRateLimited, { valid: false }, { 'retry-after': '60' });
  let result = ctx.captcha.check(sessionId, answer);
  if (result !== 'unknown' && (await captchaUsed(ctx.db, sessionId))) result = 'unknown';
  if (result === 'unknown') sendJson(res, 200, { valid: false, error: FaucetApiErrors.captchaExpired });
  else
    sendJson(res, 200, result === 'valid' ? { valid: true } : { valid: false, error: FaucetApiErrors.incorrectAnswer });
}

/** What every refused claim carries besides its `error` (the route's errorFields): the page parses one shape. */
const CLAIM_REFUSED = {
  success: false,
  amount: null,
  txHash: null,
  status: 'refused',
} as const satisfies Partial<ClaimResponse>;

function refusal(
  status: number,
  error: string,
  extra: Partial<ClaimResponse> = {},
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(status, error, extra, headers);
}

/** POST /api/claim {address, captchaAnswer, captchaSession} -> {success, amount, txHash, error}. */
async function claim(ctx: FaucetContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = Date.now();
  const parsed = ClaimRequestSchema.safeParse(await readJsonBody(req));
  if (!parsed.success) {
    throw refusal(
      400,
      issueMessage(parsed.error, {
        address: FaucetApiErrors.invalidAddress,
        captchaAnswer: FaucetApiErrors.solveCaptcha,
        captchaSession: FaucetApiErrors.solveCaptcha,
      }),
    );
  }
  const body = parsed.data;
  const address = parseEvmAddress(body.address, () => FaucetApiErrors.invalidAddress);
  if (typeof body.captchaAnswer === 'string' && body.captchaAnswer.trim() === '')
    throw refusal(400, FaucetApiErrors.solveCaptcha);
  const { config } = ctx;
  // Refusals that cost the visitor nothing come before the captcha is consumed.
  if (ctx.claims.queueDepth >= config.maxInFlight) {
    ctx.metrics.inc('faucet_claims_total{result="busy"}');
    throw refusal(503, FaucetApiErrors.busy, { retryAfterSeconds: 5 }, { 'retry-after': '5' });
  }
  const balance = ctx.sender.balance;
  if (balance !== null && balance < config.reserve + config.amount) {
    ctx.metrics.inc('faucet_claims_total{result="low_balance"}');
    throw refusal(503, FaucetApiErrors.lowBalance, { retryAfterSeconds: 300 }, { 'retry-after': '300' });
  }
  const verdict = ctx.captcha.check(body.captchaSession, body.captchaAnswer);
  if (verdict === 'unknown') throw refusal(400, FaucetApiErrors.captchaExpired);
  if (config.refuseContracts) {
    // The signer checks code again (for the gas limit); this early look only serves the refusal.
    const code = await ctx.rpc.call('eth_getCode', [address, 'latest'], HexData);
    if (code !== '0x' && code !== '0x0') throw refusal(400, FaucetApiErrors.contractRecipient);
  }
  const client = clientKey(clientAddress(req, config.trustProxy));
  const result = await ctx.claims.reserve({
    address,
    clientKey: client,
    captchaSession: body.captchaSession,
    answerOk: verdict === 'valid',
    gas: 21_000n,
  });
  ctx.metrics.inc(`faucet_claims_total{result="${result.kind}"}`);
  switch (result.kind) {
    case 'captcha-unknown':
      throw refusal(400, FaucetApiErrors.captchaExpired);
    case 'captcha-wrong':
      throw refusal(400, FaucetApiErrors.incorrectAnswer);
    case 'cooldown': {
      const seconds = secondsUntil(result.nextClaimAt);
      throw refusal(
        429,
        FaucetApiErrors.cooldown(seconds),
        { nextClaimAt: result.nextClaimAt, retryAfterSeconds: seconds },
        { 'retry-after': String(seconds) },
      );
    }
    case 'outflow-cap': {
      const nextHour = (Math.floor(Date.now() / 3_600_000) + 1) * 3_600_000;
      throw refusal(
        503,
        FaucetApiErrors.outflowCap,
        { retryAfterSeconds: secondsUntil(nextHour) },
        { 'retry-after': String(secondsUntil(nextHour)) },
      );
    }
  }
  ctx.sender.enqueue({ id: result.claimId, address, amount: config.amount, gas: 21_000n });
  const outcome = await ctx.claims.wait(result.claimId, config.receiptTimeoutMs);
  ctx.metrics.observe('faucet_claim_duration_seconds', (Date.now() - started) / 1000);
  const amount = formatEther(config.amount);
  if (outcome.status === 'failed') {
    sendJson(res, 502, {
      success: false,
      amount: null,
      txHash: outcome.txHash,
      error: outcome.error ?? FaucetApiErrors.payoutFailed,
      status: 'failed',
    } satisfies ClaimResponse);
    return;
  }
  const status = outcome.status === 'confirmed' ? 'confirmed' : 'pending';
  sendJson(res, 200, { success: true, amount, txHash: outcome.txHash, error: null, status } satisfies ClaimResponse);
}

/** GET /api/history/{address} -> {totalClaims, totalAmount, claims[{amount, txHash, timestamp}]}. */
async function history(ctx: FaucetContext, address: string, res: ServerResponse): Promise<void> {
  const h = await ctx.claims.history(parseEvmAddress(address, () => FaucetApiErrors.invalidAddress));
  const body: HistoryResponse = {
    totalClaims: h.totalClaims,
    totalAmount: formatEther(h.totalAmount),
    claims: h.claims.map((c) => ({ amount: formatEther(c.amount), txHash: c.txHash, timestamp: c.timestamp })),
  };
  sendJson(res, 200, body);
}

/** GET /api/status: chain, faucet address, balance, amount, cooldown, queue depth, health. */
function status(ctx: FaucetContext, res: ServerResponse): void {
  const balance = ctx.sender.balance;
  const body: FaucetStatus = {
    chainId: ctx.config.chainId,
    faucetAddress: ctx.sender.account.address,
    balance: balance === null ? null : formatEther(balance),
    amountPerClaim: formatEther(ctx.config.amount),
    cooldownSeconds: Math.round(ctx.config.cooldownMs / 1000),
    queueDepth: ctx.claims.queueDepth,
    healthy: ctx.healthy(),
    leader: ctx.sender.leader,
  };
  sendJson(res, body.healthy ? 200 : 503, body);
}

/** The faucet API's routes over `ctx`. */
export function faucetRoutes(ctx: FaucetContext): Route[] {
  return [
    { method: 'GET', path: '/api/captcha', handle: ({ req, res }) => getCaptcha(ctx, req, res) },
    { method: 'POST', path: '/api/verify-captcha', handle: ({ req, res }) => verifyCaptcha(ctx, req, res) },
    { method: 'POST', path: '/api/claim', handle: ({ req, res }) => claim(ctx, req, res), errorFields: CLAIM_REFUSED },
    {
      method: 'GET',
      path: '/api/history/*address',
      handle: ({ params, res }) => history(ctx, params.address ?? '', res),
    },
    { method: 'GET', path: '/api/status', handle: ({ res }) => status(ctx, res) },
  ];
}
