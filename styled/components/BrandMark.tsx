/**
 * A social login's mark (icons/social-icons.ts, from simple-icons). Near-black marks (X, GitHub, Apple) take the text's
 * colour so they stay visible in dark mode; the others keep their brand colour.
 */
import { SOCIAL_MARKS } from '../icons/social-icons';

const isNearBlack = (hex: string) =>
  parseInt(hex.slice(0, 2), 16) + parseInt(hex.slice(2, 4), 16) + parseInt(hex.slice(4, 6), 16) < 96;

/** The provider's mark, or nothing for a provider without one. */
export function BrandMark({ provider, size = 20 }: { provider: string; size?: number }) {
  const mark = SOCIAL_MARKS[provider];
  if (!mark) return null;
  return (
    <svg
      width={size}
      height={size}
      style={{ width: size, height: size }}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-brand={provider}
    >
      <path d={mark.path} fill={isNearBlack(mark.hex) ? 'currentColor' : `#${mark.hex}`} />
    </svg>
  );
}
