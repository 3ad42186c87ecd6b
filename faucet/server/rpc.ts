// A thin JSON-RPC client for the chain node with batching: one HTTP request carries a whole batch of
// eth_sendRawTransaction or eth_getTransactionReceipt calls, which is what lets the sender keep up. A node that cannot
// be reached is an outage (DependencyUnavailableError 'node': a claim that needed it is answered 503), logged by its
// watch when it goes and when it is back. It speaks node:http over kept-alive connections rather than fetch: the
// sender calls the node several times per signing batch, and fetch (undici, web streams) cost the main thread about
// three times the CPU per call, plus a steady trickle of JIT compilation of its many functions.
import http from 'node:http';
import https from 'node:https';
import { z } from 'zod';
import { DependencyUnavailableError, type DependencyWatch } from 'walletdock/server/node';

const ReplySchema = z.object({
  id: z.number(),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
});

/** One call's outcome: a result, or the node's error. */
export type RpcOutcome = { ok: true; result: unknown } | { ok: false; code: number; message: string };

/** A JSON-RPC call. */
export interface RpcCall {
  method: string;
  params: unknown[];
}

/** Client of one node URL; `healthy` tells whether the last request reached it. */
export class RpcClient {
  private nextId = 1;
  /** Time of the last successful exchange (ms), 0 before any. */
  lastOkAt = 0;

  private readonly target: URL;
  private readonly agent: http.Agent;

  constructor(
    readonly url: string,
    private readonly timeoutMs = 10_000,
    private readonly watch?: DependencyWatch,
  ) {
    this.target = new URL(url);
    this.agent = new (this.target.protocol === 'https:' ? https.Agent : http.Agent)({ keepAlive: true });
  }

  /** Sends calls as one batch; a transport failure rejects, a per-call error comes back as an outcome. */
  async batch(calls: RpcCall[]): Promise<RpcOutcome[]> {
    if (calls.length === 0) return [];
    const first = this.nextId;
    this.nextId += calls.length;
    const body = calls.map((c, i) => ({ jsonrpc: '2.0', id: first + i, method: c.method, params: c.params }));
    let json: unknown;
    try {
      json = await this.post(JSON.stringify(calls.length === 1 ? body[0] : body));
    } catch (error) {
      throw this.watch ? this.watch.failed(error) : new DependencyUnavailableError('node', error);
    }
    this.watch?.ok();
    const replies = z.array(ReplySchema).parse(Array.isArray(json) ? json : [json]);
    this.lastOkAt = Date.now();
    const byId = new Map(replies.map((r) => [r.id, r]));
    return calls.map((_, i) => {
      const reply = byId.get(first + i);
      if (!reply) return { ok: false, code: -32603, message: 'missing reply in batch' };
      if (reply.error) return { ok: false, code: reply.error.code, message: reply.error.message };
      return { ok: true, result: reply.result ?? null };
    });
  }

  /** One POST of a JSON body; resolves with the parsed reply. A refused connection, a reset or no answer within timeoutMs rejects. */
  private post(body: string, retried = false): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const request = this.target.protocol === 'https:' ? https.request : http.request;
      const req = request(
        this.target,
        {
          method: 'POST',
          agent: this.agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            clearTimeout(timer);
            if (!res.statusCode || res.statusCode < 200 || res.statusCode > 299)
              reject(new Error(`HTTP status code: ${res.statusCode}`));
            else {
              try {
                resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
              } catch (error) {
                reject(error);
              }
            }
          });
        },
      );
      // The whole exchange is bounded, as fetch's AbortSignal.timeout bounded it: a node that accepts and never answers is away.
      const timer = setTimeout(() => {
        req.destroy(
          Object.assign(new Error(`the node did not answer within ${this.timeoutMs} ms`), { code: 'ETIMEDOUT' }),
        );
      }, this.timeoutMs);
      req.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        // A kept-alive connection the node closed as it was reused: send once more on a fresh one. Every call the
        // faucet makes may be repeated (reads, and raw transactions the node then knows).
        if (req.reusedSocket && error.code === 'ECONNRESET' && !retried) resolve(this.post(body, true));
        else reject(error);
      });
      req.end(body);
    });
  }

  /** One call; a node error rejects with its message. */
  async call<T>(method: string, params: unknown[], schema: z.ZodType<T>): Promise<T> {
    const [outcome] = await this.batch([{ method, params }]);
    if (!outcome?.ok) throw new Error(outcome ? outcome.message : 'no reply');
    return schema.parse(outcome.result);
  }
}

/** 0x-prefixed hex data (e.g. contract code; "0x" for none). */
export const HexData = z.string().regex(/^0x[0-9a-fA-F]*$/);

/** 0x-prefixed hex quantity to bigint. */
export const HexQuantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/)
  .transform((v) => BigInt(v));

/** The fields of a receipt the sender reads. */
export const ReceiptSchema = z
  .object({ transactionHash: z.string(), status: z.string(), blockNumber: z.string() })
  .nullable();
