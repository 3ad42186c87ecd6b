// @ts-check
// The worker side of rpc.ts, shared by every worker script of the servers: `setup` runs once and returns the request
// handler; the worker then posts {ready} (or {ready: false, message} if setup failed) and answers each {id, ...}
// request with {id, ok, result} or {id, ok: false, message}.
import { parentPort } from 'node:worker_threads';

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * @template {{ id: number }} Request
 * @param {() => Promise<(request: Request) => Promise<unknown>>} setup
 */
export async function serveRequests(setup) {
  const port = parentPort;
  if (!port) throw new Error('a server worker script runs as a worker thread');
  /** @type {(request: Request) => Promise<unknown>} */
  let handle;
  try {
    handle = await setup();
  } catch (error) {
    port.postMessage({ ready: false, message: messageOf(error) });
    return;
  }
  port.on('message', async (/** @type {Request} */ request) => {
    try {
      port.postMessage({ id: request.id, ok: true, result: await handle(request) });
    } catch (error) {
      port.postMessage({ id: request.id, ok: false, message: messageOf(error) });
    }
  });
  port.postMessage({ ready: true });
}
