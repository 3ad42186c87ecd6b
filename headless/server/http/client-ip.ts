// Who is asking: the socket's address, or with TRUST_PROXY=n the address n hops in from the right of
// X-Forwarded-For (each trusted proxy appends the address it saw). IPv6 clients are grouped by /64, since one
// host usually owns a whole /64.
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * The client's address as seen through `trustProxy` trusted hops.
 *
 * @example
 * const key = clientKey(clientAddress(req, config.trustProxy)); // one key per IPv4 address or IPv6 /64
 */
export function clientAddress(req: IncomingMessage, trustProxy: number): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (trustProxy <= 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  const candidate = chain[Math.max(0, chain.length - 1 - trustProxy)]!;
  return isIP(stripPort(candidate)) ? stripPort(candidate) : socket;
}

function stripPort(value: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value);
  return v4 ? v4[1]! : value;
}

/** The key that counts one client (cooldowns, rate limits): IPv4 as is (also when IPv4-mapped), IPv6 reduced to its /64. */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  if (right.length > 0 && right[right.length - 1]!.includes('.')) right.splice(-1, 1, '0', '0'); // embedded IPv4 tail
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}
