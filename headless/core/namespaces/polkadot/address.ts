// Polkadot (SS58) address rule: base58 of prefix + 32-byte public key + 2-byte blake2b checksum.
import { blake2b } from '@noble/hashes/blake2.js';
import { base58 } from '@scure/base';

// Pure: the bundler may drop it (and the codecs) from an app that never checks an SS58 address.
const SS58_PREFIX = /* @__PURE__ */ new TextEncoder().encode('SS58PRE');

/**
 * True for an SS58 account address of any network prefix (1-byte prefixes 0..63, 2-byte 64..16383) with a
 * valid checksum. Only 32-byte account ids are accepted: the 1/2/4/8-byte index forms are not addresses users paste.
 */
export function isSs58Address(address: string): boolean {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    return false;
  }
  const first = bytes[0];
  if (first === undefined) return false;
  const prefixLength = first < 64 ? 1 : first < 128 ? 2 : 0;
  if (prefixLength === 0 || bytes.length !== prefixLength + 32 + 2) return false;
  const body = bytes.subarray(0, bytes.length - 2);
  const hash = blake2b(concat(SS58_PREFIX, body), { dkLen: 64 });
  return hash[0] === bytes[bytes.length - 2] && hash[1] === bytes[bytes.length - 1];
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
