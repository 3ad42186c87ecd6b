// Client identity behind trusted proxies: hops counted from the right of X-Forwarded-For, IPv6 grouped by /64.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey } from 'walletdock/server/node';

const req = (socket: string, xff?: string) =>
  ({ socket: { remoteAddress: socket }, headers: xff ? { 'x-forwarded-for': xff } : {} }) as unknown as IncomingMessage;

describe('client identity', () => {
  it('uses the socket unless proxy hops are trusted, then counts hops from the right', () => {
    expect(clientAddress(req('1.1.1.1', '9.9.9.9'), 0)).toBe('1.1.1.1');
    expect(clientAddress(req('127.0.0.1', '9.9.9.9, 8.8.8.8'), 1)).toBe('8.8.8.8');
    expect(clientAddress(req('127.0.0.1', '9.9.9.9, 8.8.8.8'), 2)).toBe('9.9.9.9');
    expect(clientAddress(req('127.0.0.1', '9.9.9.9'), 5)).toBe('9.9.9.9');
    expect(clientAddress(req('127.0.0.1', 'garbage'), 1)).toBe('127.0.0.1');
    expect(clientAddress(req('127.0.0.1', '[2001:db8::1]:443'), 1)).toBe('2001:db8::1');
  });

  it('groups IPv6 by /64 and unwraps IPv4-mapped addresses', () => {
    expect(clientKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(clientKey('2001:0db8:000a:000b::9')).toBe('2001:db8:a:b::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientKey('10.1.2.3')).toBe('10.1.2.3');
  });
});
