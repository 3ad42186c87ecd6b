// The in-process Solana VM (litesvm) behind a small JSON-RPC HTTP endpoint on 127.0.0.1, for browser code that
// talks to a Solana node by URL (the wallet frame): getLatestBlockhash, getBalance, sendTransaction (base64).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLiteSvmRpc, type LiteSvmRpc } from './litesvm-rpc';

/** A litesvm with its JSON-RPC URL. */
export interface LiteSvmHttp {
  url: string;
  rpc: LiteSvmRpc;
  close(): Promise<void>;
}

/** Starts the endpoint on a free port (CORS open: any page may call it, as public nodes allow). */
export async function startLiteSvmHttp(): Promise<LiteSvmHttp> {
  const rpc = createLiteSvmRpc();
  const answer = async (method: string, params: unknown[]): Promise<unknown> => {
    const context = { slot: 0 };
    if (method === 'getLatestBlockhash') return { context, value: await rpc.getLatestBlockhash() };
    if (method === 'getBalance') return { context, value: Number(await rpc.getBalance(String(params[0]))) };
    if (method === 'sendTransaction')
      return rpc.sendRawTransaction(Uint8Array.from(Buffer.from(String(params[0]), 'base64')));
    throw Object.assign(new Error(`Method not found: ${method}`), { code: -32601 });
  };
  const server = createServer((req, res) => {
    const headers = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'content-type': 'application/json',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end();
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] };
      answer(method, params ?? []).then(
        (result) => res.writeHead(200, headers).end(JSON.stringify({ jsonrpc: '2.0', id, result })),
        (error: Error & { code?: number }) =>
          res
            .writeHead(200, headers)
            .end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: error.code ?? -32002, message: error.message } })),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rpc,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
