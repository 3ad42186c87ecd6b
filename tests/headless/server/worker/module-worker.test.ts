// startModuleWorker (walletdock/server/node): a server's own plain-JavaScript module, run on a worker thread by the
// package's worker entry, answers requests in order; its errors and a failed setup come back with their messages.
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { startModuleWorker } from 'walletdock/server/node';

const echo = new URL('./echo-worker.mjs', import.meta.url);

describe('startModuleWorker', () => {
  it('runs the module on its own thread with the data it was given and answers each call', async () => {
    const worker = await startModuleWorker(echo, { prefix: 'signed:' }, 'echo');
    try {
      const replies = await Promise.all(
        ['a', 'b', 'c'].map((text) => worker.call<{ text: string; threadId: number }>({ text })),
      );
      expect(replies.map((r) => r.text)).toEqual(['signed:a', 'signed:b', 'signed:c']);
      expect(replies[0]!.threadId).not.toBe(threadId);
      await expect(worker.call({ text: 'x', fail: true })).rejects.toThrow('cannot answer x');
      expect(await worker.call<{ text: string }>({ text: 'after' })).toMatchObject({ text: 'signed:after' });
    } finally {
      await worker.close();
    }
    await expect(worker.call({ text: 'closed' })).rejects.toThrow(/echo exited/);
  });

  it("fails to start with the setup's error, or when the module has no default export to set up", async () => {
    await expect(startModuleWorker(echo, { prefix: '', failSetup: true }, 'echo')).rejects.toThrow(
      'echo: no key given',
    );
    await expect(
      startModuleWorker(new URL('data:text/javascript,export const answer = 42;'), {}, 'plain'),
    ).rejects.toThrow(/has no default export/);
  });
});
