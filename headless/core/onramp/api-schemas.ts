// Blockchain API replies of the on-ramp calls: options, quote and the provider URL generator. Apart from
// blockchain-api-schemas.ts (which re-exports them) so that the on-ramp's calls, loaded on demand, bring only these
// schemas. Objects tolerate extra fields (the API may grow) but every field we read is type-checked.
import * as z from 'zod/mini';

const money = z.object({ amount: z.string(), currency: z.string() });

/** POST /v1/generators/onrampurl. */
export const onrampUrlResponseSchema = z.object({ url: z.url() });
/** GET /v1/onramp/options. */
export const onrampOptionsResponseSchema = z.object({
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
    }),
  ),
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() }),
      ),
    }),
  ),
});
/** On-ramp options. */
export type OnrampOptions = z.infer<typeof onrampOptionsResponseSchema>;
/** POST /v1/onramp/quote. */
export const onrampQuoteResponseSchema = z.object({
  coinbaseFee: money,
  networkFee: money,
  paymentSubtotal: money,
  paymentTotal: money,
  purchaseAmount: money,
  quoteId: z.string(),
});
/** An on-ramp quote. */
export type OnrampQuote = z.infer<typeof onrampQuoteResponseSchema>;
