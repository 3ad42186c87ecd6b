// @ts-check
// A worker module for module-worker.test.ts: set up with a prefix, it answers each request's text with the prefix
// and the thread it ran on, and fails a request that asks it to.
import { threadId } from 'node:worker_threads';

/** @param {{ prefix: string, failSetup?: boolean }} data */
export default async function setup({ prefix, failSetup }) {
  if (failSetup) throw new Error('no key given');
  return async (/** @type {{ text: string, fail?: boolean }} */ request) => {
    if (request.fail) throw new Error(`cannot answer ${request.text}`);
    return { text: `${prefix}${request.text}`, threadId };
  };
}
