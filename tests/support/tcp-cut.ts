// A TCP forwarder on 127.0.0.1 in front of a service (an SMTP server, a bundler) that can take the service away: cut()
// resets every open connection and stops listening, so new ones are refused as if the service were down; restore()
// listens again on the same port. For outage tests of the servers that depend on it.
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/** A running forwarder. */
export interface TcpCut {
  /** The forwarder's port (give it to the server under test instead of the service's). */
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Forwards 127.0.0.1:<free port> to `target` port on 127.0.0.1. */
export async function startTcpCut(target: number): Promise<TcpCut> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: target });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.once('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return { port, cut: stop, restore: () => listen(port), close: stop };
}
