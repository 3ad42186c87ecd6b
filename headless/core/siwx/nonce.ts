// Cryptographically random nonces (never Math.random): 22 alphanumeric characters ≈ 131 bits.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Largest multiple of 62 below 256: bytes at or above it are dropped so every character is equally likely.
const LIMIT = 248;

/** The default nonce length; 22 characters of a 62-letter alphabet carry ~131 bits (the minimum asked is 96). */
export const SIWX_NONCE_LENGTH = 22;

/** Returns a random alphanumeric nonce from the platform CSPRNG (Web Crypto, present in browsers and Node ≥ 19). */
export function generateSiwxNonce(length: number = SIWX_NONCE_LENGTH): string {
  if (!Number.isInteger(length) || length < 17)
    throw new RangeError('A sign-in nonce needs at least 17 characters (96 bits)');
  let out = '';
  while (out.length < length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < LIMIT) out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}
