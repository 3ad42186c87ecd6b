// The convert (swap) paths of the blockchain API: tokens, quotes, allowance, gas price, and the approve and
// swap transactions built by the API. Every request carries st, sv and projectId; every reply is parsed by the schemas
// of swap-api-schemas.ts. Loaded on demand with the rest of Swap's work.
import type { z } from 'zod/mini';
import {
  allowanceResponseSchema,
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  gasPriceResponseSchema,
  swapQuotesResponseSchema,
  swapTokensResponseSchema,
} from './api-schemas';
import { createHostedApiClient, type HostedApiOptions } from '../api/sdk';

/** A token of GET /v1/convert/tokens. */
export type SwapApiToken = z.infer<typeof swapTokensResponseSchema>['tokens'][number];
/** A quote of GET /v1/convert/quotes. */
export type SwapApiQuote = z.infer<typeof swapQuotesResponseSchema>['quotes'][number];
/** GET /v1/convert/gas-price. */
export type SwapGasPrice = z.infer<typeof gasPriceResponseSchema>;
/** A transaction built by POST /v1/convert/build-transaction. */
export type SwapApiTransaction = z.infer<typeof buildTransactionResponseSchema>['tx'];
/** A transaction built by GET /v1/convert/build-approve. */
export type SwapApiApproval = z.infer<typeof buildApproveResponseSchema>['tx'];

/** Per-call options. */
interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** The convert paths of one blockchain API. */
export interface SwapApiClient {
  /** GET /v1/convert/tokens?chainId: the tokens swapped on a CAIP-2 chain. */
  tokens(chainId: string, options?: CallOptions): Promise<SwapApiToken[]>;
  /** GET /v1/convert/quotes: `amount` base units of `from` (CAIP-10) into `to`; the best route first. */
  quotes(
    q: { from: string; to: string; amount: bigint; userAddress: string; gasPrice?: string | undefined },
    options?: CallOptions,
  ): Promise<SwapApiQuote[]>;
  /** GET /v1/convert/allowance: what the API's router may take of `tokenAddress` (CAIP-10) from `userAddress`. */
  allowance(q: { tokenAddress: string; userAddress: string }, options?: CallOptions): Promise<bigint>;
  /** GET /v1/convert/gas-price?chainId. */
  gasPrice(chainId: string, options?: CallOptions): Promise<SwapGasPrice>;
  /** GET /v1/convert/build-approve: the approval of `from` for the router (`amount`: exactly that much). */
  buildApprove(
    q: { userAddress: string; from: string; to: string; amount?: bigint | undefined },
    options?: CallOptions,
  ): Promise<SwapApiApproval>;
  /** POST /v1/convert/build-transaction: the swap, guaranteeing `toAmount` (when given) less `slippage` percent. */
  buildTransaction(
    body: {
      userAddress: string;
      from: string;
      to: string;
      amount: bigint;
      slippage: number;
      toAmount?: bigint | undefined;
      /** Build without the API's estimate (a swap that runs after an approval not yet on chain, in one batch). */
      disableEstimate?: boolean | undefined;
    },
    options?: CallOptions,
  ): Promise<SwapApiTransaction>;
}

/**
 * A client of the convert paths of the blockchain API at `baseUrl` (a self-hosted walletdock API, or the hosted one).
 * Failures reject with a WalletDockError ("HTTP status code: 400" with the server's own words in its cause, "The
 * request took too long to respond.", or the schema's message).
 */
export function createSwapApiClient(options: Omit<HostedApiOptions, 'baseUrl'> & { baseUrl: string }): SwapApiClient {
  const http = createHostedApiClient(options, options.baseUrl);
  return {
    tokens: async (chainId, { signal } = {}) =>
      (await http.get('/v1/convert/tokens', swapTokensResponseSchema, { signal, query: { chainId } })).tokens,
    quotes: async ({ from, to, amount, userAddress, gasPrice }, { signal } = {}) =>
      (
        await http.get('/v1/convert/quotes', swapQuotesResponseSchema, {
          signal,
          query: { from, to, amount: amount.toString(), userAddress, gasPrice },
        })
      ).quotes,
    allowance: async (query, { signal } = {}) =>
      BigInt((await http.get('/v1/convert/allowance', allowanceResponseSchema, { signal, query })).allowance),
    gasPrice: (chainId, { signal } = {}) =>
      http.get('/v1/convert/gas-price', gasPriceResponseSchema, { signal, query: { chainId } }),
    buildApprove: async ({ userAddress, from, to, amount }, { signal } = {}) =>
      (
        await http.get('/v1/convert/build-approve', buildApproveResponseSchema, {
          signal,
          query: { userAddress, from, to, amount: amount?.toString() },
        })
      ).tx,
    buildTransaction: async ({ userAddress, from, to, amount, slippage, toAmount, disableEstimate }, { signal } = {}) =>
      (
        await http.post('/v1/convert/build-transaction', buildTransactionResponseSchema, {
          signal,
          body: {
            amount: amount.toString(),
            eip155: { slippage: String(slippage) },
            projectId: options.projectId,
            from,
            to,
            userAddress,
            disableEstimate: disableEstimate ?? false,
            ...(toAmount === undefined ? {} : { toAmount: toAmount.toString() }),
          },
        })
      ).tx,
  };
}
