// What the servers' logs leave out: an operator's log pipeline must never receive a secret, whichever server logs
// it, at the top of a line or inside an object logged as one field.
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../support/log-lines';

describe('server logs', () => {
  it('censor secret-named fields at the top and one level down, and leave the rest (and the caller\'s object) alone', () => {
    const logs = captureLogs('test');
    const config = { smtpUrl: 'smtp://mailer:hunter2@mail.internal', port: 587 };
    const fields = { reqId: 'r-1', password: 'open-sesame', config, user: { email: 'ann@example.com' } };
    logs.logger.info(fields, 'configured');
    const [line] = logs.lines;
    expect(line).toMatchObject({ reqId: 'r-1', password: '[redacted]', config: { smtpUrl: '[redacted]', port: 587 }, user: { email: 'ann@example.com' }, msg: 'configured' });
    expect(logs.text()).not.toMatch(/hunter2|open-sesame/);
    // The caller still holds its own values: censoring copies, it does not write into what was logged.
    expect(fields.password).toBe('open-sesame');
    expect(config.smtpUrl).toContain('hunter2');
  });

  it('remove a URL\'s password from an error\'s message and stack', () => {
    const logs = captureLogs('test');
    logs.logger.error({ err: new Error('connect to postgres://app:hunter2@db:5432/app failed') }, 'database unavailable');
    expect(logs.lines[0]!.err).toMatchObject({ message: 'connect to postgres://app:***@db:5432/app failed' });
    expect(logs.text()).not.toContain('hunter2');
  });
});
