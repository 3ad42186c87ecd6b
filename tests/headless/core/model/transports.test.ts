// The transports against small local JSON-RPC servers: what a user sees when a node is flaky, slow or down.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicClient, type Transport } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTransport } from 'walletdock/utils';

interface RpcCall {
  method: string;
  id: number;
}

/** The calls of one HTTP body; `batched` when it was a JSON array (the reply must be one too). */
type Calls = RpcCall[] & { batched?: boolean };

type Handler = (calls: Calls, res: ServerResponse) => void;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A JSON-RPC server on 127.0.0.1 that records every HTTP body and lets `handle` answer. */
async function rpcServer(handle: Handler): Promise<{ url: string; bodies: RpcCall[][] }> {
  const bodies: RpcCall[][] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(raw) as RpcCall | RpcCall[];
      const calls: Calls = Array.isArray(parsed) ? parsed : [parsed];
      calls.batched = Array.isArray(parsed);
      bodies.push(calls);
      handle(calls, res);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies };
}

const answer = (calls: Calls, res: ServerResponse, result = '0x822a') => {
  const replies = calls.map((c) => ({
    jsonrpc: '2.0',
    id: c.id,
    result: c.method === 'net_listening' ? true : result,
  }));
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(calls.batched ? replies : replies[0]));
};

const client = (transport: Transport) => createPublicClient({ transport });

describe('createTransport (http)', () => {
  it('uses the spec defaults: 10 s timeout, 3 retries from 150 ms', async () => {
    const { url } = await rpcServer(answer);
    const { config } = createTransport([url])({});
    expect(config).toMatchObject({ timeout: 10_000, retryCount: 3, retryDelay: 150 });
  });

  it.each([503, 429, 500, 502, 504, 408, 413, 403])('retries HTTP %i and then succeeds', async (status) => {
    let failures = 2;
    const server = await rpcServer((calls, res) => {
      if (failures-- > 0) {
        res.statusCode = status;
        res.end('busy');
        return;
      }
      answer(calls, res);
    });
    await expect(client(createTransport([server.url], { retryDelay: 1 })).getChainId()).resolves.toBe(33322);
    expect(server.bodies).toHaveLength(3);
  });

  it('gives up after 3 retries with "HTTP request failed."', async () => {
    const server = await rpcServer((_calls, res) => {
      res.statusCode = 503;
      res.end('down');
    });
    const error = await client(createTransport([server.url], { retryDelay: 1 }))
      .getChainId()
      .catch((e: Error) => e);
    expect((error as { shortMessage?: string }).shortMessage).toBe('HTTP request failed.');
    expect(server.bodies).toHaveLength(4);
  });

  it('does not retry a 400', async () => {
    const server = await rpcServer((_calls, res) => {
      res.statusCode = 400;
      res.end('bad');
    });
    await expect(client(createTransport([server.url], { retryDelay: 1 })).getChainId()).rejects.toThrow();
    expect(server.bodies).toHaveLength(1);
  });

  it('times out with "The request took too long to respond."', async () => {
    const server = await rpcServer(() => undefined); // never answers
    const error = await client(createTransport([server.url], { timeout: 100, retryCount: 0 }))
      .getChainId()
      .catch((e: Error) => e);
    expect((error as { shortMessage?: string }).shortMessage).toBe('The request took too long to respond.');
  });

  it('batches concurrent calls into one HTTP request', async () => {
    const server = await rpcServer((calls, res) => answer(calls, res, '0x1'));
    const c = client(createTransport([server.url]));
    await Promise.all([c.getBlockNumber({ cacheTime: 0 }), c.getChainId(), c.getGasPrice()]);
    expect(server.bodies).toHaveLength(1);
    expect(server.bodies[0]?.map((call) => call.method).sort()).toEqual([
      'eth_blockNumber',
      'eth_chainId',
      'eth_gasPrice',
    ]);
  });

  it('sends one call per request when batching is off', async () => {
    const server = await rpcServer((calls, res) => answer(calls, res, '0x1'));
    const c = client(createTransport([server.url], { batch: false }));
    await Promise.all([c.getChainId(), c.getGasPrice()]);
    expect(server.bodies).toHaveLength(2);
  });

  it('refuses an empty URL list', () => {
    expect(() => createTransport([])).toThrow('At least one RPC URL is required');
  });
});

describe('createTransport (fallback with ranking)', () => {
  it('moves to the next URL when the first is down', async () => {
    const down = await rpcServer((_calls, res) => {
      res.statusCode = 500;
      res.end();
    });
    const up = await rpcServer(answer);
    const c = client(createTransport([down.url, up.url], { rank: false, retryDelay: 1 }));
    await expect(c.getChainId()).resolves.toBe(33322);
    expect(up.bodies).toHaveLength(1);
  });

  it('ranks a fast node ahead of a slow one (net_listening pings)', async () => {
    const slow = await rpcServer((calls, res) => void setTimeout(() => answer(calls, res), 400));
    const fast = await rpcServer(answer);
    const c = client(createTransport([slow.url, fast.url]));
    // The first ranking round pings both; afterwards requests go to the fast node first.
    await vi.waitFor(
      async () => {
        const before = fast.bodies.filter((b) => b.some((call) => call.method === 'eth_chainId')).length;
        await c.request({ method: 'eth_chainId' });
        const after = fast.bodies.filter((b) => b.some((call) => call.method === 'eth_chainId')).length;
        expect(after).toBe(before + 1);
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(fast.bodies.flat().some((call) => call.method === 'net_listening')).toBe(true);
  });
});
