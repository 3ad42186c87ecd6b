// Request/reply over a worker thread, for the servers' workers (the embedded database, the faucet's transaction
// signer): the worker posts {ready} once it is set up, then answers each {id, ...request} with {id, ok, result}
// or {id, ok: false, message}. The worker's side is serve.mjs. A worker that dies fails every waiting call and
// every later one. Servers built on the floor start theirs with startModuleWorker (module-worker.mjs serves them).
import { Worker } from 'node:worker_threads';

/** A started worker: `call` sends one request and resolves with the worker's result. */
export interface WorkerRpc {
  call<T>(request: Record<string, unknown>): Promise<T>;
  /** Terminates the worker (waiting calls fail). */
  close(): Promise<void>;
}

type Reply = { id?: number; ok?: boolean; result?: unknown; message?: string; ready?: boolean };

/** Starts the worker script at `url` with `workerData` and resolves once it reports ready (rejects if it cannot start). */
export async function startWorker(url: URL, workerData: unknown, name: string): Promise<WorkerRpc> {
  const worker = new Worker(url, { workerData, name });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let dead: Error | undefined;
  const die = (error: Error) => {
    dead ??= error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (msg: Reply) => (msg.ready ? resolve() : reject(new Error(`${name}: ${msg.message}`))));
    worker.once('error', reject);
  });
  worker.on('message', (msg: Reply) => {
    const waiter = msg.id === undefined ? undefined : pending.get(msg.id);
    if (!waiter || msg.id === undefined) return;
    pending.delete(msg.id);
    if (msg.ok) waiter.resolve(msg.result);
    else waiter.reject(new Error(msg.message));
  });
  worker.on('error', die);
  worker.on('exit', (code) => die(new Error(`${name} exited (${code})`)));
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    call<T>(request: Record<string, unknown>): Promise<T> {
      if (dead) return Promise.reject(dead);
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.postMessage({ ...request, id });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}

/**
 * Runs `module` on a worker thread and talks to it by request and reply. The module is plain JavaScript (worker
 * threads on Node 20 do not load TypeScript) whose default export `setup(data)` resolves with the request handler:
 * each `call(request)` resolves with what the handler returns for it, or rejects with its error's message. Resolves
 * once the setup succeeded (rejects with its error otherwise). `data` is copied to the thread (structured clone).
 *
 * @example
 * // signer.mjs: export default async ({ key }) => async ({ text }) => sign(key, text);
 * const signer = await startModuleWorker(new URL('./signer.mjs', import.meta.url), { key }, 'signer');
 * const signature = await signer.call<string>({ text: 'hello' });
 */
export function startModuleWorker(module: URL, data: unknown, name: string): Promise<WorkerRpc> {
  return startWorker(new URL('./module-worker.mjs', import.meta.url), { module: module.href, data }, name);
}
