// @ts-check
// The worker entry of startModuleWorker (rpc.ts): it loads the module named in workerData, whose default export sets
// up the request handler with the data it is given, and serves it (serve.mjs). So a server's worker module is plain
// JavaScript of its own and needs nothing of this package: a worker thread cannot resolve the package's name from
// source (worker threads on Node 20 do not load TypeScript through tsx's loader).
import { workerData } from 'node:worker_threads';
import { serveRequests } from './serve.mjs';

/** @type {{ module: string, data: unknown }} */
const { module, data } = workerData;

await serveRequests(async () => {
  /** @type {{ default?: unknown }} */
  const loaded = await import(module);
  if (typeof loaded.default !== 'function')
    throw new Error(`${module} has no default export to set up the worker with`);
  return loaded.default(data);
});
