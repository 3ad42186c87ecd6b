// Request/reply over a worker thread, for the servers' workers (the embedded database, the faucet's transaction
// signer): the worker posts {ready} once it is set up, then answers each {id, ...request} with {id, ok, result}
// or {id, ok: false, message}. The worker's side is serve.mjs. A worker that dies fails every waiting call and
// every later one.
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
