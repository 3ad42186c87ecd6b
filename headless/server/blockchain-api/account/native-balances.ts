// The native coin's balance is the node's (gas, internal transfers and genesis allocations never show up as
// transfers in the index). Each address's is reused for a short while, and the reads that miss in one turn of the
// event loop go to the node together as one JSON-RPC batch: under load the node gets a few HTTP requests per turn
// rather than one per balance asked.
import type { ChainRpc } from '../rpc';

/** Native balances read from the node, cached per (chain, address) for `ttlMs` and batched per chain. */
export class NativeBalances {
  private readonly cache = new Map<string, { at: number; value: Promise<bigint> }>();
  private readonly waiting = new Map<
    number,
    { address: string; resolve: (wei: bigint) => void; reject: (error: unknown) => void }[]
  >();

  constructor(
    private readonly rpcOf: (chainId: number) => ChainRpc,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The balance of `address` (lower-case) on `chainId` in wei; `fresh` reads the node even when a recent one is kept. */
  read(chainId: number, address: string, fresh: boolean): Promise<bigint> {
    const key = `${chainId}:${address}`;
    const hit = this.cache.get(key);
    if (!fresh && hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = this.ask(chainId, address);
    this.cache.delete(key);
    this.cache.set(key, { at: Date.now(), value });
    if (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
    value.catch(() => {
      if (this.cache.get(key)?.value === value) this.cache.delete(key);
    });
    return value;
  }

  private ask(chainId: number, address: string): Promise<bigint> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(chainId);
      if (queue) return queue.push({ address, resolve, reject });
      this.waiting.set(chainId, [{ address, resolve, reject }]);
      setImmediate(() => void this.flush(chainId));
    });
  }

  private async flush(chainId: number): Promise<void> {
    const asked = this.waiting.get(chainId) ?? [];
    this.waiting.delete(chainId);
    try {
      const results = await this.rpcOf(chainId).batchSettled<string>(
        asked.map((a) => ({ method: 'eth_getBalance', params: [a.address, 'latest'] })),
      );
      asked.forEach((a, i) => {
        const result = results[i];
        if (typeof result === 'string') a.resolve(BigInt(result));
        else a.reject(result ?? new Error('eth_getBalance: no reply'));
      });
    } catch (error) {
      // The node did not answer at all: every balance asked fails the same way (a 503 to each caller).
      for (const a of asked) a.reject(error);
    }
  }
}
