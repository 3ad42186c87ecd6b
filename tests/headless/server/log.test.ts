// What the servers' logs leave out: an operator's log pipeline must never receive a secret, whichever server logs
// it, at the top of a line or inside an object logged as one field.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../support/log-lines';

describe('server logs', () => {
  it("censor secret-named fields at the top and one level down, and leave the rest (and the caller's object) alone", () => {
    const logs = captureLogs('test');
    const config = { smtpUrl: 'smtp://mailer:hunter2@mail.internal', port: 587 };
    const fields = { reqId: 'r-1', password: 'open-sesame', config, user: { email: 'ann@example.com' } };
    logs.logger.info(fields, 'configured');
    const [line] = logs.lines;
    expect(line).toMatchObject({
      reqId: 'r-1',
      password: '[redacted]',
      config: { smtpUrl: '[redacted]', port: 587 },
      user: { email: 'ann@example.com' },
      msg: 'configured',
    });
    expect(logs.text()).not.toMatch(/hunter2|open-sesame/);
    // The caller still holds its own values: censoring copies, it does not write into what was logged.
    expect(fields.password).toBe('open-sesame');
    expect(config.smtpUrl).toContain('hunter2');
  });

  it("remove a URL's password from an error's message and stack", () => {
    const logs = captureLogs('test');
    logs.logger.error(
      { err: new Error('connect to postgres://app:hunter2@db:5432/app failed') },
      'database unavailable',
    );
    expect(logs.lines[0]!.err).toMatchObject({ message: 'connect to postgres://app:***@db:5432/app failed' });
    expect(logs.text()).not.toContain('hunter2');
  });
});

// A server's logger in a process of its own, writing to a real stdout pipe: logs `count` lines of 1 KB, then exits.
function logThenExit(
  count: number,
  stdout: 'read' | 'unread',
): Promise<{ lines: number; code: number | null; ms: number }> {
  const script = `import { createServerLogger } from ${JSON.stringify(new URL('../../../headless/server/log.ts', import.meta.url).pathname)};
    const logger = createServerLogger({ name: 'exit-test' });
    for (let i = 0; i < ${count}; i++) logger.info({ i, pad: 'x'.repeat(1000) }, 'line');
    process.exit(0);`;
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let lines = 0;
  // Unread: nothing takes the pipe's bytes, like a log shipper that hung.
  if (stdout === 'read') child.stdout.on('data', (chunk: Buffer) => (lines += chunk.toString().split('\n').length - 1));
  else child.stdout.pause();
  // A process that never leaves is killed (and the test fails on its code), not left behind.
  const stuck = setTimeout(() => child.kill('SIGKILL'), 15_000);
  // A reader's count is complete when the pipe closes; an unread pipe never drains, so there the exit is the end.
  return new Promise((resolve) =>
    child.on(stdout === 'read' ? 'close' : 'exit', (code) => {
      clearTimeout(stuck);
      child.stdout.destroy();
      resolve({ lines, code, ms: Date.now() - started });
    }),
  );
}

describe('server logs at exit', () => {
  it('reach a reader with every line logged just before the process exits', async () => {
    const { lines, code } = await logThenExit(3000, 'read');
    expect(code).toBe(0);
    expect(lines).toBe(3000);
  });

  it('do not hold the exit when nothing reads stdout (a stuck log shipper): the process leaves within seconds', async () => {
    const { code, ms } = await logThenExit(8000, 'unread');
    expect(code).toBe(0);
    // tsx's start-up plus the one second the last lines may wait; before, the process never left.
    expect(ms).toBeLessThan(10_000);
  }, 20_000);
});
