// The faucet's JSON-RPC client on the wire (node:http over kept-alive connections): a node that is down or silent is
// an outage (the claim gets 503 "The blockchain node is not answering"), and a kept-alive connection the node drops
// between calls is no outage at all. The node here is a local HTTP server answering JSON-RPC, stopped by the test.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DependencyUnavailableError } from 'walletdock/server/node';
import { HexQuantity, RpcClient } from '../../../faucet/server/rpc';

const servers: { close(): unknown }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

const urlOf = (server: { address(): unknown }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const listening = <T extends Server | ReturnType<typeof createTcpServer>>(server: T) =>
  new Promise<T>((resolve) => {
    servers.push(server);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

/** One JSON-RPC reply per request: eth_blockNumber -> 0x2a. */
const rpcReply = (body: string) => {
  const call = JSON.parse(body) as { id: number };
  return JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x2a' });
};

describe('faucet JSON-RPC client', () => {
  it('reports a node that refuses connections, or accepts and never answers, as the node being away', async () => {
    const gone = await listening(createTcpServer());
    const url = urlOf(gone);
    gone.close();
    const refused = await new RpcClient(url).call('eth_blockNumber', [], HexQuantity).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DependencyUnavailableError);
    expect((refused as DependencyUnavailableError).dependency).toBe('node');

    const silent = await listening(createHttpServer(() => undefined));
    const started = Date.now();
    const timedOut = await new RpcClient(urlOf(silent), 300)
      .call('eth_blockNumber', [], HexQuantity)
      .catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(DependencyUnavailableError);
    expect(Date.now() - started).toBeLessThan(3_000);
    silent.closeAllConnections();
  });

  it('sends again on a fresh connection when the node dropped the kept-alive one, without an outage', async () => {
    // Answers the first request of each connection and keeps it open; a second request on it resets the connection,
    // as a node (or a proxy before it) does when it closes an idle connection the client is just reusing.
    let connections = 0;
    const node = await listening(
      createTcpServer((socket) => {
        connections += 1;
        let served = false;
        let buffered = '';
        socket.on('data', (chunk) => {
          if (served) {
            socket.resetAndDestroy();
            return;
          }
          buffered += chunk.toString('utf8');
          const end = buffered.indexOf('\r\n\r\n');
          const length = Number(/content-length: (\d+)/i.exec(buffered)?.[1] ?? NaN);
          if (end < 0 || buffered.length < end + 4 + length) return;
          served = true;
          const reply = rpcReply(buffered.slice(end + 4, end + 4 + length));
          socket.write(
            `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nconnection: keep-alive\r\ncontent-length: ${Buffer.byteLength(reply)}\r\n\r\n${reply}`,
          );
        });
        socket.on('error', () => undefined);
      }),
    );
    const client = new RpcClient(urlOf(node));
    expect(await client.call('eth_blockNumber', [], HexQuantity)).toBe(42n);
    expect(await client.call('eth_blockNumber', [], HexQuantity)).toBe(42n);
    expect(connections).toBe(2);
  });
});
