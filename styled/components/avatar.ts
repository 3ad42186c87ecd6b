/**
 * A generated picture for what has none (an account without an avatar, a token without an icon, an unknown network):
 * a gradient whose two hues come from a hash of the address or name, so the same account always looks the same and
 * two accounts rarely alike. Applied as an inline style (CSSOM, allowed under a strict style-src).
 */

/** FNV-1a over the text's UTF-16 units: a cheap, stable spread of bits (not a security hash). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The gradient for `seed` (an address is read case-insensitively, so checksummed and lower-case agree). */
export function gradientFor(seed: string): string {
  const h = hash(seed.toLowerCase());
  const hue = h % 360;
  const second = (hue + 40 + ((h >>> 9) % 100)) % 360;
  const angle = (h >>> 17) % 360;
  return `linear-gradient(${angle}deg, hsl(${hue} 78% 62%), hsl(${second} 72% 46%))`;
}
