// JSON-RPC transports, by configuring viem: its http transport already retries 403/408/413/429/5xx
// with exponential backoff and honours Retry-After, and its fallback ranks URLs by stability and latency.
import { fallback, http, type Transport } from 'viem';
import {
  FALLBACK_POLLING_MS,
  RANK_PING_TIMEOUT_MS,
  RANK_SAMPLE_COUNT,
  RANK_WEIGHT_LATENCY,
  RANK_WEIGHT_STABILITY,
  RPC_BATCH_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from './constants';
import { InvalidInputError } from './errors/validation';

/** Options of createTransport; defaults are the spec's. */
export interface CreateTransportOptions {
  /** Send JSON-RPC calls in batches of up to 1000 (default true). */
  batch?: boolean;
  /** Rank several URLs by stability and latency (default true when there is more than one URL). */
  rank?: boolean;
  timeout?: number;
  retryCount?: number;
  retryDelay?: number;
  /** Extra fetch options, e.g. headers. */
  fetchOptions?: Omit<RequestInit, 'body'>;
}

/**
 * One viem transport for a chain: http with timeout 10 s, 3 retries from 150 ms and batching; several URLs
 * become a fallback ranked every 4 s over 10 samples (stability 0.7, latency 0.3, 1 s ping time-out).
 */
export function createTransport(urls: readonly string[], options: CreateTransportOptions = {}): Transport {
  if (urls.length === 0) throw new InvalidInputError('At least one RPC URL is required');
  const httpOptions = {
    timeout: options.timeout ?? RPC_TIMEOUT_MS,
    retryCount: options.retryCount ?? RPC_RETRY_COUNT,
    retryDelay: options.retryDelay ?? RPC_RETRY_DELAY_MS,
    batch: options.batch === false ? false : { batchSize: RPC_BATCH_SIZE },
    fetchOptions: options.fetchOptions,
  };
  const transports = urls.map((url) => http(url, httpOptions));
  if (transports.length === 1) return transports[0] as Transport;
  const rank = options.rank ?? true;
  return fallback(transports, {
    // The fallback retries by moving to the next URL; each http transport already retried its own URL.
    retryCount: 0,
    rank: rank && {
      interval: FALLBACK_POLLING_MS,
      sampleCount: RANK_SAMPLE_COUNT,
      timeout: RANK_PING_TIMEOUT_MS,
      weights: { stability: RANK_WEIGHT_STABILITY, latency: RANK_WEIGHT_LATENCY },
    },
  });
}
