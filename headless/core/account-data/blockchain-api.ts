// The blockchain API client for the account paths: supported chains, identity, history,
// fungible prices and balances, plus the NFTs of an address (served by walletdock's own API; the hosted one has no NFT path). Every
// request carries st, sv and projectId; every reply is parsed by the schemas in blockchain-api-schemas.ts, so a
// reply of the wrong shape is an error here, never a crash in a view.
import * as z from 'zod/mini';
import type { Identity } from './entities';
import {
  type IndexedHeads,
  balanceResponseSchema,
  belowFloorResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  nftsResponseSchema,
  pricesResponseSchema,
  supportedChainsResponseSchema,
} from './api-schemas';
import { createHostedApiClient, type HostedApiOptions } from '../api/sdk';
import { httpStatusOf } from '../api/http';
import { assertAtFloor, BelowFloorError } from './below-floor';

/** GET v1/supported-chains: the CAIP-2 ids the API serves over HTTP and websocket. */
export type SupportedChains = z.infer<typeof supportedChainsResponseSchema>;
/** A page of GET /v1/account/{account}/history. */
export type HistoryPage = z.infer<typeof historyResponseSchema>;
/** POST /v1/fungible/price. */
export type FungiblePrices = z.infer<typeof pricesResponseSchema>;
/** A page of GET /v1/account/{address}/nfts. */
export type NftsPage = z.infer<typeof nftsResponseSchema>;
/**
 * GET /v1/account/{address}/balance: the entries, and the indexed head per chain they reflect (`heads`, walletdock's
 * own API; the hosted API sends none).
 */
export type BalanceReply = z.infer<typeof balanceResponseSchema>;

/** Options of createBlockchainApiClient: where the API is and who asks. */
export interface BlockchainApiClientOptions extends Omit<HostedApiOptions, 'baseUrl'> {
  /** The API's base URL (see `resolveBlockchainApiUrl`). */
  baseUrl: string;
}

/** Per-call options. */
export interface BlockchainApiCallOptions {
  signal?: AbortSignal | undefined;
}

/** Options of a read that must reflect at least one block: the block of a receipt the caller holds. */
export interface FloorOptions {
  /**
   * The reply must reflect this block of `chainId` or later (sent as `minBlock`); an older one rejects with a
   * BelowFloorError (the API's 202 or 409, or heads below it) instead of resolving.
   */
  minBlock?: bigint | undefined;
}

/** The account paths of the blockchain API. */
export interface BlockchainApiClient {
  readonly baseUrl: string;
  /** GET v1/supported-chains. */
  supportedChains(options?: BlockchainApiCallOptions): Promise<SupportedChains>;
  /** GET /v1/identity/{address}: name and avatar; `sender` is the connected address asking. */
  identity(
    address: string,
    options?: BlockchainApiCallOptions & { sender?: string | undefined; chainId?: string | undefined },
  ): Promise<Identity>;
  /** GET /v1/account/{account}/history: one page, newest first; pass the previous page's `next` as `cursor`. */
  history(
    account: string,
    options?: BlockchainApiCallOptions &
      FloorOptions & {
        cursor?: string | undefined;
        chainId?: string | undefined;
        onramp?: string | undefined;
      },
  ): Promise<HistoryPage>;
  /** POST /v1/fungible/price: USD prices of CAIP-10 token addresses. */
  fungiblePrice(addresses: readonly string[], options?: BlockchainApiCallOptions): Promise<FungiblePrices>;
  /**
   * GET /v1/account/{address}/balance in USD on one CAIP-2 chain; `forceUpdate` skips the server's cache. The reply
   * keeps the heads it answered for, as history's does: a caller can hold the block the balances reflect.
   */
  balance(
    address: string,
    options: BlockchainApiCallOptions & FloorOptions & { chainId: string; forceUpdate?: boolean | undefined },
  ): Promise<BalanceReply>;
  /**
   * GET /v1/account/{address}/nfts (walletdock's own API; the hosted API has no NFT path): one page of the NFTs the
   * address holds on a CAIP-2 chain; pass the previous page's `next` as `cursor`.
   */
  nfts(
    address: string,
    options: BlockchainApiCallOptions & { chainId: string; cursor?: string | undefined },
  ): Promise<NftsPage>;
}

/**
 * A client of the blockchain API at `baseUrl`: a self-hosted walletdock API (`npm run api`) or the hosted one.
 * Nothing is requested until a method is called; failures reject with a WalletDockError ("HTTP status code: 500",
 * "The request took too long to respond.", or the schema's message for a reply of the wrong shape).
 *
 * @example
 * ```ts
 * import { createBlockchainApiClient } from 'walletdock/query';
 *
 * const api = createBlockchainApiClient({ baseUrl: 'http://127.0.0.1:8788' });
 * const { balances } = await api.balance('0xf39F…2266', { chainId: 'eip155:33322' });
 * ```
 */
export function createBlockchainApiClient(options: BlockchainApiClientOptions): BlockchainApiClient {
  const http = createHostedApiClient(options, options.baseUrl);
  const path = (template: string, address: string) => template.replace('{address}', encodeURIComponent(address));
  // A read with a floor: the reply is either the answer (its heads checked against the floor) or the API's refusal
  // to answer older than it (202 with the heads it has, or 409 whose body the HTTP error keeps).
  async function atFloor<S extends z.ZodMiniType<{ heads?: IndexedHeads | undefined }>>(
    url: string,
    schema: S,
    chainId: string | undefined,
    minBlock: bigint | undefined,
    call: { signal?: AbortSignal | undefined; query: Record<string, string | undefined> },
  ): Promise<z.infer<S>> {
    const query = { ...call.query, minBlock: minBlock === undefined ? undefined : String(minBlock) };
    if (minBlock === undefined || chainId === undefined) return http.get(url, schema, { signal: call.signal, query });
    const floorOf = (reply: z.infer<typeof belowFloorResponseSchema>, status: number) =>
      new BelowFloorError({ chainId, minBlock, head: reply.heads[chainId]?.number ?? null, status });
    const reply = await http
      .get(url, z.union([belowFloorResponseSchema, schema]), { signal: call.signal, query })
      .catch((error: unknown) => {
        const body = (error as { cause?: { body?: unknown } })?.cause?.body;
        if (httpStatusOf(error) !== 409 || typeof body !== 'string') throw error;
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          throw error;
        }
        const refusal = z.safeParse(belowFloorResponseSchema, parsed);
        throw refusal.success ? floorOf(refusal.data, 409) : error;
      });
    const refusal = z.safeParse(belowFloorResponseSchema, reply);
    if (refusal.success) throw floorOf(refusal.data, 202);
    const answer = reply as z.infer<S>;
    assertAtFloor(answer.heads, chainId, minBlock);
    return answer;
  }
  return {
    baseUrl: options.baseUrl,
    supportedChains: ({ signal } = {}) => http.get('/v1/supported-chains', supportedChainsResponseSchema, { signal }),
    identity: (address, { signal, sender, chainId } = {}) =>
      http.get(path('/v1/identity/{address}', address), identityResponseSchema, { signal, query: { sender, chainId } }),
    history: (account, { signal, cursor, chainId, onramp, minBlock } = {}) =>
      atFloor(path('/v1/account/{address}/history', account), historyResponseSchema, chainId, minBlock, {
        signal,
        query: { cursor, chainId, onramp },
      }),
    fungiblePrice: (addresses, { signal } = {}) =>
      http.post('/v1/fungible/price', pricesResponseSchema, {
        signal,
        body: { currency: 'usd', addresses, projectId: options.projectId },
      }),
    balance: (address, { signal, chainId, forceUpdate, minBlock }) =>
      atFloor(path('/v1/account/{address}/balance', address), balanceResponseSchema, chainId, minBlock, {
        signal,
        query: { currency: 'usd', chainId, forceUpdate: forceUpdate ? 'true' : undefined },
      }),
    nfts: (address, { signal, chainId, cursor }) =>
      http.get(path('/v1/account/{address}/nfts', address), nftsResponseSchema, { signal, query: { chainId, cursor } }),
  };
}
