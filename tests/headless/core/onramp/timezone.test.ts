// Restricted timezones (Shanghai, Urumqi, Chongqing, Harbin, Kashgar, Macau, Hong Kong, Beijing): buying is
// not offered when the visitor's clock, as Intl reports it, is set to one of them.
import { afterEach, describe, expect, it } from 'vitest';
import { currentTimezone, isRestrictedTimezone } from '../../../../headless/core/onramp/timezone';

const original = process.env.TZ;
afterEach(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

describe('restricted timezones', () => {
  it('reads the visitor timezone from Intl', () => {
    process.env.TZ = 'Asia/Hong_Kong';
    expect(currentTimezone()).toBe('Asia/Hong_Kong');
    expect(isRestrictedTimezone()).toBe(true);
    process.env.TZ = 'Europe/Berlin';
    expect(currentTimezone()).toBe('Europe/Berlin');
    expect(isRestrictedTimezone()).toBe(false);
  });

  it('restricts every listed city and nothing nearby', () => {
    for (const tz of [
      'Asia/Shanghai',
      'Asia/Urumqi',
      'Asia/Chongqing',
      'Asia/Harbin',
      'Asia/Kashgar',
      'Asia/Macau',
      'Asia/Hong_Kong',
    ]) {
      expect(isRestrictedTimezone(tz), tz).toBe(true);
    }
    for (const tz of ['Asia/Taipei', 'Asia/Tokyo', 'Asia/Singapore', 'UTC'])
      expect(isRestrictedTimezone(tz), tz).toBe(false);
  });
});
