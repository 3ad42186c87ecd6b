// A JSON-RPC proxy on 127.0.0.1 in front of a node (the devnet, a bundler, a Solana node) that records every request
// (batches unrolled), so a test can count what reached it: one eth_call for a batched read, the contract an ENS
// lookup called, no transaction sent before the user approved. Browser pages may call it (CORS open, as nodes are).
// It can also cut the node off: while cut, every connection is reset at once, as when a node's host goes away; and it
// can hold a method's replies (asked of the node at once, delivered late), as a far or busy node's answers arrive.
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { z } from 'zod';

const rpcRequest = z.object({ method: z.string(), params: z.array(z.unknown()).optional() });
const rpcBody = z.union([rpcRequest, z.array(rpcRequest)]);

/** One request the proxy forwarded. */
export type RecordedRpc = z.infer<typeof rpcRequest>;

export interface RpcProxy {
  url: string;
  readonly requests: RecordedRpc[];
  /** Recorded requests of one method. */
  calls(method: string): RecordedRpc[];
  /** From now on every connection (open or new) is reset. */
  cut(): void;
  /** Forwards again. */
  restore(): void;
  /** From now on the node's replies to `method` (asked at once) are delivered `ms` later; 0 ends it. */
  hold(method: string, ms: number): void;
  /** Replies the node has given that are being held back now. */
  readonly held: number;
  close(): Promise<void>;
}

/** Starts a proxy forwarding to `target` on a free port. */
export async function startRpcProxy(target: string): Promise<RpcProxy> {
  const requests: RecordedRpc[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
    'access-control-allow-methods': 'POST, OPTIONS',
  };
  const holds = new Map<string, number>();
  let held = 0;
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const parsed = rpcBody.parse(JSON.parse(body));
    requests.push(...(Array.isArray(parsed) ? parsed : [parsed]));
    const reply = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await reply.text();
    const holdMs = Math.max(0, ...(Array.isArray(parsed) ? parsed : [parsed]).map((r) => holds.get(r.method) ?? 0));
    if (holdMs > 0) {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      held -= 1;
    }
    res.writeHead(reply.status, { 'content-type': 'application/json', ...cors });
    res.end(text);
  });
  let cut = false;
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    if (cut) return socket.destroy();
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    calls: (method) => requests.filter((r) => r.method === method),
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    hold(method, ms) {
      if (ms > 0) holds.set(method, ms);
      else holds.delete(method);
    },
    get held() {
      return held;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
