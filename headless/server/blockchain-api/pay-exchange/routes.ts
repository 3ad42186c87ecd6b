// Pay with an exchange: the exchange calls of the blockchain API (list, start a session, its status), answered by the
// sandbox exchange, and the sandbox's own page (the session's URL) with its "Complete payment" form. Every reply
// parses with the client's schemas (headless/core/api/pay-exchange-schemas.ts).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { formatUnits } from 'viem';
import { z } from 'zod';
import { parseTokenAmount } from '../../../core/model/parse-amount';
import { clientAddress, clientKey, HttpError, parseEvmAddress, readJsonBody, sendJson, type Route } from '../../http';
import type { ApiContext } from '../context';
import type { TimedRoute } from '../onramp/routes';
import { PayExchangeMessages } from './messages';
import { sendExchangePage } from './page';
import { SANDBOX_EXCHANGE, type PayExchangeService } from './service';
import { openSession, queueSessionPayout, readSession, statusReply, waitForSession } from './session';

const PAGE = '/pay/sandbox/exchange';
const network = z
  .string()
  .trim()
  .regex(/^eip155:[1-9]\d{0,15}$/);
const asset = z.string().trim().max(64);

const sessionBody = z.strictObject({
  network,
  asset,
  amount: z.union([z.string().trim().max(80), z.number().positive().finite()]).transform(String),
  recipient: z.string().max(128),
  paymentId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .optional(),
});

function service(ctx: ApiContext): PayExchangeService {
  if (!ctx.payExchange?.payerAddress) throw new HttpError(503, PayExchangeMessages.off);
  return ctx.payExchange;
}

function limit(exchange: PayExchangeService, which: keyof PayExchangeService['limiters'], req: IncomingMessage): void {
  if (!exchange.limiters[which].take(clientKey(clientAddress(req, exchange.trustProxy))))
    throw new HttpError(429, PayExchangeMessages.tooMany, {}, { 'retry-after': '60' });
}

function exchangeOf(id: string): void {
  if (id !== SANDBOX_EXCHANGE.id) throw new HttpError(404, PayExchangeMessages.unknownExchange(id));
}

function chainOf(exchange: PayExchangeService, caip2: string) {
  const chain = exchange.chains.find((c) => c.caip2 === caip2);
  if (!chain) throw new HttpError(400, PayExchangeMessages.unservedNetwork(caip2));
  return chain;
}

const parseAsset = (text: string): string =>
  text === 'native' ? 'native' : parseEvmAddress(text, () => PayExchangeMessages.invalidAsset);

/** The exchange routes, spread into the API's routes. */
export function payExchangeRoutes(ctx: ApiContext, timed: TimedRoute): Route[] {
  return [
    timed('pay-exchanges', 'GET', '/v1/pay/exchanges', async ({ url, res }) => {
      const query = z
        .object({ network: network.optional(), asset: asset.optional() })
        .safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) throw new HttpError(400, PayExchangeMessages.invalidListQuery);
      const exchange = ctx.payExchange;
      let served = !!exchange?.payerAddress;
      if (served && exchange && query.data.network) {
        const chain = exchange.chains.find((c) => c.caip2 === query.data.network);
        served = !!chain && (!query.data.asset || !!(await exchange.assetOf(chain, parseAsset(query.data.asset))));
      }
      // An API without a payout key, or for an asset it cannot pay, offers no exchange: a list, not an error.
      sendJson(res, 200, { exchanges: served ? [SANDBOX_EXCHANGE] : [], total: served ? 1 : 0 });
    }),
    timed('pay-exchange-session', 'POST', '/v1/pay/exchanges/:exchangeId/sessions', async ({ req, res, params }) => {
      exchangeOf(params.exchangeId!);
      const exchange = service(ctx);
      limit(exchange, 'session', req);
      const parsed = sessionBody.safeParse(await readJsonBody(req, 4 * 1024));
      if (!parsed.success) throw new HttpError(400, PayExchangeMessages.invalidSessionBody);
      const body = parsed.data;
      const chain = chainOf(exchange, body.network);
      const assetId = parseAsset(body.asset);
      const recipient = parseEvmAddress(body.recipient, () => PayExchangeMessages.invalidRecipient);
      const info = await exchange.assetOf(chain, assetId);
      if (!info) throw new HttpError(400, PayExchangeMessages.notAToken(assetId));
      const value = parseTokenAmount(body.amount, info.decimals);
      if (!value) throw new HttpError(400, PayExchangeMessages.invalidAmount(body.amount, info.decimals));
      const now = Date.now();
      const session = await openSession(
        exchange.db,
        randomBytes(16).toString('base64url'),
        {
          exchangeId: SANDBOX_EXCHANGE.id,
          paymentId: body.paymentId,
          chainId: chain.chainId,
          asset: assetId,
          symbol: info.symbol,
          decimals: info.decimals,
          // Stored as the base units say it, so "5" and "5.0" are one payment.
          amount: formatUnits(value, info.decimals),
          recipient,
          ...info.payout(recipient, value),
          payer: exchange.payerAddress,
          expiresMs: now + exchange.sessionTtlMs,
        },
        now,
      );
      sendJson(res, 200, { sessionId: session.sessionId, url: `${exchange.publicUrl()}${PAGE}/${session.sessionId}` });
    }),
    timed(
      'pay-exchange-status',
      'GET',
      '/v1/pay/exchanges/:exchangeId/sessions/:sessionId',
      async ({ params, res }) => {
        exchangeOf(params.exchangeId!);
        const session = await readSession(service(ctx).db, params.sessionId!);
        if (!session) throw new HttpError(404, PayExchangeMessages.unknownSession);
        res.setHeader('cache-control', 'no-store');
        sendJson(res, 200, statusReply(session));
      },
    ),
    timed('pay-exchange-page', 'GET', `${PAGE}/:sessionId`, async ({ params, res }) => {
      const exchange = service(ctx);
      sendExchangePage(
        res,
        await readSession(exchange.db, params.sessionId!),
        `${PAGE}/${params.sessionId}/complete`,
        Date.now(),
      );
    }),
    timed('pay-exchange-complete', 'POST', `${PAGE}/:sessionId/complete`, async ({ req, res, params }) => {
      const exchange = service(ctx);
      limit(exchange, 'complete', req);
      const form = /application\/x-www-form-urlencoded|multipart\/form-data/i.test(req.headers['content-type'] ?? '');
      req.resume();
      const queued = await queueSessionPayout(exchange.db, params.sessionId!, Date.now());
      exchange.wake(queued.chainId);
      const closed = new AbortController();
      res.once('close', () => closed.abort());
      const settled = await waitForSession(
        exchange.db,
        queued.sessionId,
        form ? Math.min(exchange.completeWaitMs, 5_000) : exchange.completeWaitMs,
        closed.signal,
      );
      if (form) {
        res.writeHead(303, { location: `${PAGE}/${settled.sessionId}`, 'cache-control': 'no-store' });
        res.end();
        return;
      }
      const reply = statusReply(settled);
      sendJson(res, reply.status === 'SUCCESS' ? 200 : reply.status === 'FAILED' ? 502 : 202, reply);
    }),
  ];
}
