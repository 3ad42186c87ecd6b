// The on-ramp's HTTP routes: the hosted API's three calls (GET /v1/onramp/options, POST /v1/onramp/quote, POST
// /v1/generators/onrampurl) answered by the sandbox, and the sandbox checkout (its page, "pay", and a status read).
// Every reply parses with the client's schemas (headless/core/onramp/api-schemas.ts).
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { parseFiatCents } from '../../../core/onramp/amounts';
import {
  clientAddress,
  clientKey,
  HttpError,
  parseEvmAddress,
  readJsonBody,
  sendJson,
  type Route,
  type RouteRequest,
} from '../../http';
import type { ApiContext } from '../context';
import { payoutReply, queuePayout, readCheckout, waitForPayout, bindCheckout } from './checkout';
import { OnrampMessages } from './messages';
import { onrampOptionsReply, sandboxNetwork } from './offer';
import { sendCheckoutPage } from './page';
import { openQuote, quoteReply, sealQuote } from './quote';
import type { OnrampService } from './service';

/** A route with a duration histogram (routes.ts's `timed`). */
export type TimedRoute = (
  route: string,
  method: Route['method'],
  path: string,
  handle: (r: RouteRequest) => Promise<void> | void,
) => Route;

const text = (max: number) => z.string().trim().min(1).max(max);
const amount = z.union([z.string().max(32), z.number().nonnegative().finite()]).transform(String);

const quoteBody = z.object({
  purchaseCurrency: text(64),
  paymentCurrency: text(16),
  amount,
  network: text(96).optional(),
  paymentMethod: text(32).optional(),
});

const urlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().max(128),
        blockchains: z.array(z.string().max(96)).max(20).optional(),
        supportedNetworks: z.array(z.string().max(96)).max(20).optional(),
        assets: z.array(z.string().max(64)).max(20).optional(),
      }),
    )
    .min(1)
    .max(10),
  defaultNetwork: text(96).optional(),
  partnerUserId: z.string().max(128).optional(),
  defaultExperience: z.string().max(16).optional(),
  presetCryptoAmount: amount.optional(),
  presetFiatAmount: amount.optional(),
  quoteId: z.string().max(1024).optional(),
  fiatCurrency: text(16).optional(),
  paymentMethod: text(32).optional(),
});

const CHECKOUT = '/onramp/sandbox/checkout';

function service(ctx: ApiContext): OnrampService {
  if (!ctx.onramp?.offer.payoutKey) throw new HttpError(503, OnrampMessages.off);
  return ctx.onramp;
}

function limit(onramp: OnrampService, which: keyof OnrampService['limiters'], req: IncomingMessage): void {
  if (!onramp.limiters[which].take(clientKey(clientAddress(req, onramp.trustProxy))))
    throw new HttpError(429, OnrampMessages.tooMany, {}, { 'retry-after': '60' });
}

async function body<T>(req: IncomingMessage, schema: z.ZodType<T>, message: string): Promise<T> {
  const parsed = schema.safeParse(await readJsonBody(req, 8 * 1024));
  if (!parsed.success) throw new HttpError(400, message);
  return parsed.data;
}

/** The on-ramp routes, spread into the API's routes. */
export function onrampRoutes(ctx: ApiContext, timed: TimedRoute): Route[] {
  return [
    timed('onramp-options', 'GET', '/v1/onramp/options', async ({ res }) => {
      sendJson(res, 200, await onrampOptionsReply(service(ctx).offer));
    }),
    timed('onramp-quote', 'POST', '/v1/onramp/quote', async ({ req, res }) => {
      const onramp = service(ctx);
      limit(onramp, 'quote', req);
      const request = await body(req, quoteBody, OnrampMessages.invalidQuoteBody);
      const terms = await onramp.price(request);
      sendJson(res, 200, quoteReply(terms, sealQuote(onramp.secret, terms)));
    }),
    timed('onramp-url', 'POST', '/v1/generators/onrampurl', async ({ req, res }) => {
      const onramp = service(ctx);
      limit(onramp, 'url', req);
      const b = await body(req, urlBody, OnrampMessages.invalidUrlBody);
      if (b.defaultExperience !== undefined && b.defaultExperience !== 'buy')
        throw new HttpError(400, OnrampMessages.onlyBuy);
      let quoteId = b.quoteId;
      let terms;
      if (quoteId) {
        terms = openQuote(onramp.secret, quoteId);
        if (!terms || !onramp.offer.chains.some((c) => c.chainId === terms!.chainId))
          throw new HttpError(400, OnrampMessages.invalidQuote);
        if (terms.expiresMs <= Date.now()) throw new HttpError(410, OnrampMessages.quoteExpired);
        if (b.presetFiatAmount !== undefined && parseFiatCents(b.presetFiatAmount) !== terms.totalCents)
          throw new HttpError(400, OnrampMessages.presetMismatch);
      } else {
        if (b.presetFiatAmount === undefined) throw new HttpError(400, OnrampMessages.presetFiatRequired);
        const first = b.destinationWallets[0]!;
        const network = b.defaultNetwork ?? first.blockchains?.[0] ?? first.supportedNetworks?.[0];
        const purchaseCurrency =
          first.assets?.[0] ??
          onramp.offer.chains.find(
            (c) => !network || [sandboxNetwork(c, '').name, String(c.chainId), c.caip2].includes(network),
          )?.nativeCurrency.symbol ??
          '';
        terms = await onramp.price({
          purchaseCurrency,
          paymentCurrency: b.fiatCurrency ?? 'USD',
          amount: b.presetFiatAmount,
          network,
          paymentMethod: b.paymentMethod,
        });
        quoteId = sealQuote(onramp.secret, terms);
      }
      const chain = onramp.offer.chains.find((c) => c.chainId === terms.chainId)!;
      const names = [sandboxNetwork(chain, '').name, String(chain.chainId), chain.caip2];
      const wallet = b.destinationWallets.find((w) => {
        const nets = [...(w.blockchains ?? []), ...(w.supportedNetworks ?? [])];
        return nets.length === 0 || nets.some((n) => names.includes(n));
      });
      if (!wallet) throw new HttpError(400, OnrampMessages.noDestinationForNetwork(names[0]!));
      const destination = parseEvmAddress(wallet.address, OnrampMessages.invalidDestination);
      await bindCheckout(onramp.db, quoteId, terms, destination, b.partnerUserId, onramp.payerAddress);
      sendJson(res, 200, { url: `${onramp.publicUrl()}${CHECKOUT}/${quoteId}` });
    }),
    timed('onramp-checkout', 'GET', `${CHECKOUT}/:quoteId`, async ({ params, res }) => {
      const onramp = service(ctx);
      sendCheckoutPage(
        res,
        await readCheckout(onramp.db, params.quoteId!),
        `${CHECKOUT}/${params.quoteId}/pay`,
        Date.now(),
      );
    }),
    timed('onramp-checkout-status', 'GET', `${CHECKOUT}/:quoteId/status`, async ({ params, res }) => {
      const checkout = await readCheckout(service(ctx).db, params.quoteId!);
      if (!checkout) throw new HttpError(404, OnrampMessages.unknownCheckout);
      sendJson(res, 200, payoutReply(checkout));
    }),
    timed('onramp-pay', 'POST', `${CHECKOUT}/:quoteId/pay`, async ({ req, res, params }) => {
      const onramp = service(ctx);
      limit(onramp, 'pay', req);
      const form = /application\/x-www-form-urlencoded|multipart\/form-data/i.test(req.headers['content-type'] ?? '');
      req.resume();
      const queued = await queuePayout(onramp.db, params.quoteId!, Date.now());
      onramp.wake(queued.chainId);
      const closed = new AbortController();
      res.once('close', () => closed.abort());
      const settled = await waitForPayout(
        onramp.db,
        queued.quoteId,
        form ? Math.min(onramp.offer.payWaitMs, 5_000) : onramp.offer.payWaitMs,
        closed.signal,
      );
      if (form) {
        res.writeHead(303, { location: `${CHECKOUT}/${settled.quoteId}`, 'cache-control': 'no-store' });
        res.end();
        return;
      }
      const reply = payoutReply(settled);
      sendJson(res, reply.status === 'confirmed' ? 200 : reply.status === 'failed' ? 502 : 202, reply);
    }),
  ];
}
