// JSON-RPC to one chain's node, for the indexer and the API's live reads: calls and batches with a timeout per
// request, retries of transport failures (a node restarting must not stop the indexer for good), and eth_getLogs
// that halves a range the node refuses as too large or too many results. A node still unreachable after the retries
// is an outage (DependencyUnavailableError 'node': the request that needed it gets 503), not an internal error.
import { DependencyUnavailableError, type DependencyWatch } from '../unavailable';

/** An error the node answered with (as opposed to a transport failure). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly method: string,
  ) {
    super(`${method}: ${message}`);
  }
}

/** One JSON-RPC call. */
export interface RpcCall {
  method: string;
  params: unknown[];
}

/** A node's JSON-RPC endpoint. */
export interface ChainRpc {
  readonly url: string;
  /** One call; a node error rejects with RpcError. */
  call<T>(method: string, params?: unknown[]): Promise<T>;
  /** Several calls, sent `maxBatch` per HTTP request (a few requests at once); results in order; the first node error rejects. */
  batch<T>(calls: readonly RpcCall[]): Promise<T[]>;
  /** Like batch, but each call's node error comes back in its place (a transport failure still rejects). */
  batchSettled<T>(calls: readonly RpcCall[]): Promise<(T | RpcError)[]>;
}

/** Options of createChainRpc. */
export interface ChainRpcOptions {
  timeoutMs?: number;
  /** Transport failures retried per request (exponential backoff from 100 ms). */
  retries?: number;
  /** Calls per HTTP request (nodes commonly cap batches at 100 to 1000). */
  maxBatch?: number;
  /** HTTP requests of one batch in flight at once. */
  parallel?: number;
  /** Follows whether the node answers (logs when it goes away and comes back). */
  watch?: DependencyWatch;
}

interface Reply {
  id: number;
  result?: unknown;
  error?: { code: number; message: string };
}

/**
 * A JSON-RPC client of `url`.
 *
 * @example
 * const rpc = createChainRpc('http://127.0.0.1:8545');
 * const head = BigInt(await rpc.call<string>('eth_blockNumber'));
 */
export function createChainRpc(url: string, options: ChainRpcOptions = {}): ChainRpc {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 3;
  const maxBatch = options.maxBatch ?? 100;
  const parallel = options.parallel ?? 4;
  let nextId = 1;

  async function post(calls: readonly RpcCall[]): Promise<unknown[]> {
    const first = nextId;
    nextId += calls.length;
    const body = JSON.stringify(
      calls.map((c, i) => ({ jsonrpc: '2.0', id: first + i, method: c.method, params: c.params })),
    );
    for (let attempt = 0; ; attempt++) {
      let replies: Reply[];
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) throw new Error(`HTTP status code: ${res.status}`);
        const json: unknown = await res.json();
        replies = (Array.isArray(json) ? json : [json]) as Reply[];
      } catch (error) {
        if (attempt >= retries)
          throw options.watch ? options.watch.failed(error) : new DependencyUnavailableError('node', error);
        await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
        continue;
      }
      options.watch?.ok();
      const byId = new Map<number, Reply>();
      for (const reply of replies)
        if (reply && typeof reply === 'object' && typeof reply.id === 'number') byId.set(reply.id, reply);
      return calls.map((c, i) => {
        const reply = byId.get(first + i);
        if (!reply) return new RpcError(-32603, 'no reply in batch', c.method);
        if (reply.error) return new RpcError(Number(reply.error.code), String(reply.error.message), c.method);
        return reply.result ?? null;
      });
    }
  }

  async function settled<T>(calls: readonly RpcCall[]): Promise<(T | RpcError)[]> {
    const chunks: (readonly RpcCall[])[] = [];
    for (let i = 0; i < calls.length; i += maxBatch) chunks.push(calls.slice(i, i + maxBatch));
    const results: unknown[][] = new Array(chunks.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(parallel, chunks.length) }, async () => {
        while (next < chunks.length) {
          const k = next++;
          results[k] = await post(chunks[k]!);
        }
      }),
    );
    return results.flat() as (T | RpcError)[];
  }

  return {
    url,
    async call<T>(method: string, params: unknown[] = []) {
      const [result] = await post([{ method, params }]);
      if (result instanceof RpcError) throw result;
      return result as T;
    },
    async batch<T>(calls: readonly RpcCall[]) {
      const results = await settled<T>(calls);
      const failed = results.find((r) => r instanceof RpcError);
      if (failed) throw failed;
      return results as T[];
    },
    batchSettled: settled,
  };
}

// What nodes say when a log query is over their range or result limits (geth, erigon, nethermind, alchemy, infura…).
const TOO_LARGE = /range|too many|limit|exceed|too large|response size|-32005/i;

/** Hex quantity of a block number for JSON-RPC. */
export const hexBlock = (n: number): string => `0x${n.toString(16)}`;

/**
 * eth_getLogs over [from, to] for `topics`, halving the range while the node refuses it as too large; a single
 * block that is still refused rejects.
 */
export async function getLogsSplitting<T>(rpc: ChainRpc, from: number, to: number, topics: unknown[]): Promise<T[]> {
  try {
    return await rpc.call<T[]>('eth_getLogs', [{ fromBlock: hexBlock(from), toBlock: hexBlock(to), topics }]);
  } catch (error) {
    if (!(error instanceof RpcError) || from === to || !TOO_LARGE.test(`${error.code} ${error.message}`)) throw error;
    const mid = Math.floor((from + to) / 2);
    return [
      ...(await getLogsSplitting<T>(rpc, from, mid, topics)),
      ...(await getLogsSplitting<T>(rpc, mid + 1, to, topics)),
    ];
  }
}
