// Requests sent one after another over ONE kept-alive connection (node:http, an agent with a single socket), to see
// what a client sees when a server refuses a body: the reply it could read (or the socket error it got instead), and
// whether the next request still travelled on the same connection.
import { Agent, request } from 'node:http';

/** One request: method, path and an optional body. */
export interface KeepAliveRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string | Buffer;
}

/** What came back: the status and JSON body, or the socket error; `reusedSocket` is true from the second request on when the connection survived. */
export interface KeepAliveReply {
  status: number | null;
  json: Record<string, unknown> | null;
  error: string | null;
  reusedSocket: boolean;
}

/** Sends `requests` in order on one connection to `baseUrl` (a 127.0.0.1 URL). */
export async function onOneConnection(baseUrl: string, requests: KeepAliveRequest[]): Promise<KeepAliveReply[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(baseUrl);
  const replies: KeepAliveReply[] = [];
  try {
    for (const r of requests) {
      replies.push(
        await new Promise<KeepAliveReply>((resolve) => {
          const req = request(
            {
              agent,
              host: url.hostname,
              port: url.port,
              method: r.method,
              path: r.path,
              headers:
                r.body === undefined
                  ? {}
                  : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(r.body) },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => {
                const text = Buffer.concat(chunks).toString('utf8');
                let json: Record<string, unknown> | null = null;
                try {
                  json = JSON.parse(text) as Record<string, unknown>;
                } catch {
                  json = null;
                }
                resolve({ status: res.statusCode ?? null, json, error: null, reusedSocket: req.reusedSocket });
              });
            },
          );
          req.on('error', (error) =>
            resolve({
              status: null,
              json: null,
              error: (error as NodeJS.ErrnoException).code ?? error.message,
              reusedSocket: req.reusedSocket,
            }),
          );
          if (r.body !== undefined) req.write(r.body);
          req.end();
        }),
      );
    }
  } finally {
    agent.destroy();
  }
  return replies;
}
