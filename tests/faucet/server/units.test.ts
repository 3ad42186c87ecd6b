// Pure rules of the faucet server: fee and replacement arithmetic, sealed captcha sessions, configuration parsing
// and redaction.
import { describe, expect, it } from 'vitest';
import { CaptchaSealer, drawQuestion, parseAnswer } from '../../../faucet/server/captcha';
import { describeConfig, loadConfig } from '../../../faucet/server/config';
import { initialFees, replacementFees } from '../../../faucet/server/sender/fees';
import { solve } from './helpers';

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

describe('fees', () => {
  it('multiplies the base fee by 1.1 (rounded up), adds the priority fee and respects the cap', () => {
    expect(initialFees(1000n, 0n, 10n ** 12n)).toEqual({ maxFeePerGas: 1100n, maxPriorityFeePerGas: 0n });
    expect(initialFees(1001n, 5n, 10n ** 12n)).toEqual({ maxFeePerGas: 1107n, maxPriorityFeePerGas: 5n });
    expect(initialFees(10n ** 12n, 0n, 500n)).toEqual({ maxFeePerGas: 500n, maxPriorityFeePerGas: 0n });
  });

  it('raises both fields by at least 20% for a replacement, and gives up at the cap', () => {
    const next = replacementFees({ maxFeePerGas: 1000n, maxPriorityFeePerGas: 0n }, 100n, 0n, 10n ** 12n)!;
    expect(next.maxFeePerGas).toBeGreaterThanOrEqual(1200n);
    expect(next.maxPriorityFeePerGas).toBeGreaterThan(0n);
    expect(replacementFees({ maxFeePerGas: 500n, maxPriorityFeePerGas: 0n }, 100n, 0n, 500n)).toBeNull();
  });
});

describe('captcha sessions', () => {
  it('checks answers without storage, refuses forged and expired sessions', () => {
    const sealer = new CaptchaSealer(Buffer.from('k'.repeat(32)), 60_000);
    const c = sealer.create(1_000);
    expect(c.answer).toBe(solve(c.question));
    expect(c.sessionId.length).toBeLessThanOrEqual(64);
    expect(sealer.check(c.sessionId, String(c.answer), 2_000)).toBe('valid');
    expect(sealer.check(c.sessionId, ` ${c.answer} `, 2_000)).toBe('valid');
    expect(sealer.check(c.sessionId, c.answer + 1, 2_000)).toBe('invalid');
    expect(sealer.check(c.sessionId, 'abc', 2_000)).toBe('invalid');
    expect(sealer.check(c.sessionId, String(c.answer), 61_001)).toBe('unknown');
    expect(new CaptchaSealer(Buffer.from('x'.repeat(32)), 60_000).check(c.sessionId, String(c.answer), 2_000)).toBe(
      'invalid',
    );
    expect(sealer.check('not-a-session', '1')).toBe('unknown');
    for (let i = 0; i < 200; i++) {
      const q = drawQuestion();
      expect(q.answer).toBe(solve(q.question));
      expect(q.answer).toBeGreaterThanOrEqual(0);
    }
    expect(parseAnswer('12')).toBe(12);
    expect(parseAnswer('1e3')).toBeNull();
    expect(parseAnswer(1.5)).toBeNull();
  });
});

describe('configuration', () => {
  it('reads defaults, rejects bad values by name, and never prints secrets', () => {
    const c = loadConfig({ FAUCET_PRIVATE_KEY: KEY });
    expect(c).toMatchObject({
      host: '127.0.0.1',
      chainId: 33322,
      cooldownMs: 120_000,
      amount: 10n ** 18n,
      trustProxy: 0,
    });
    expect(() => loadConfig({ FAUCET_PRIVATE_KEY: 'nope' })).toThrow(/FAUCET_PRIVATE_KEY/);
    expect(() => loadConfig({ FAUCET_PRIVATE_KEY: KEY, COOLDOWN_MS: '-1' })).toThrow(/COOLDOWN_MS/);
    const shown = JSON.stringify(
      describeConfig(loadConfig({ FAUCET_PRIVATE_KEY: KEY, DATABASE_URL: 'postgres://u:hunter2@db/x' })),
    );
    expect(shown).not.toContain(KEY.slice(2));
    expect(shown).not.toContain('hunter2');
  });
});
