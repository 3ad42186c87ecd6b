/**
 * What a wallet says about itself (an EIP-6963 announcement's `info`, a wallet-standard wallet's name and icon), as
 * walletdock shows it. Any installed extension can announce anything: a name of a megabyte or of control characters
 * that reorder the text around it, an icon that is an HTML page or a tracking URL. These rules decide what reaches a
 * list, the account view and a host's own UI (useConnectors); they run in the first chunk, so they are plain code.
 * The zod schema that confirms an announcement before walletdock acts on it (wallet-metadata-schema.ts) reads the
 * same rules.
 */

/** Characters of a wallet name shown in a row (a longer name is cut, with an ellipsis). */
export const WALLET_NAME_MAX = 64;
/** A cut name up to this long is given whole as the row's accessible description; a longer one is not read out. */
export const WALLET_FULL_NAME_MAX = 256;
/** Longest icon accepted, in characters (a data URL of about 190 KB of image). */
export const WALLET_ICON_MAX = 256 * 1024;

// C0/C1 controls and the bidirectional embeddings, overrides and isolates: a name may not reorder or hide the text
// around it (a wallet calling itself "\u202Ekcatta" reads as another wallet's name).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const IMAGE_DATA_URL = /^data:image\/(png|svg\+xml|webp|jpeg|gif)[;,]/i;

/** A wallet's name as rows show it: at most WALLET_NAME_MAX characters, and the whole name when that was cut. */
export interface WalletName {
  name: string;
  /** The whole name, when `name` is cut and the whole is at most WALLET_FULL_NAME_MAX characters. */
  fullName?: string | undefined;
}

/**
 * The name to show for what a wallet calls itself: hidden and control characters removed, runs of white space made
 * one space, cut to WALLET_NAME_MAX characters. Undefined when nothing readable is left (the wallet is not shown).
 *
 * @example
 * walletDisplayName('  Rabby\u202E  ') // { name: 'Rabby' }
 */
export function walletDisplayName(raw: string): WalletName | undefined {
  // Only the part that can be shown or read out is looked at: a megabyte of name costs no more than a short one.
  const clean = raw
    .slice(0, WALLET_FULL_NAME_MAX + 1)
    .replace(HIDDEN, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return undefined;
  const whole = raw.length <= WALLET_FULL_NAME_MAX;
  if (clean.length <= WALLET_NAME_MAX && whole) return { name: clean };
  let cut = clean.slice(0, WALLET_NAME_MAX - 1).trimEnd();
  // Never half of a surrogate pair (an emoji cut in two shows as a box).
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const name = `${cut}…`;
  return whole ? { name, fullName: clean } : { name };
}

/**
 * The icon URL to draw for what a wallet gave as its icon: an image data URL (png, svg+xml, webp, jpeg, gif) or an
 * https URL; anything else (another data type, http, javascript:, a relative path, not a string, too long) gives
 * undefined and the row shows the wallet's initial. SVG is safe here because icons are drawn only through <img>,
 * where an SVG's scripts never run.
 *
 * @example
 * walletIconUrl('data:text/html,<script>…') // undefined
 */
export function walletIconUrl(icon: unknown): string | undefined {
  if (typeof icon !== 'string' || icon.length > WALLET_ICON_MAX) return undefined;
  if (IMAGE_DATA_URL.test(icon)) return icon;
  if (!/^https:\/\//i.test(icon)) return undefined;
  try {
    const url = new URL(icon);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How a wallet is named in a console warning about it: the start of its name when it has one, else what else it
 * gave (its rdns), else a placeholder. Never the whole of a hostile value.
 */
export function walletLabel(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const shown = walletDisplayName(candidate);
    if (shown) return `"${shown.name}"`;
  }
  return 'a wallet without a name';
}
