/**
 * An action icon (send, copy, back…): one of the generated stroke icons (icons/actions.ts), drawn in the text's
 * colour. Decorative by default: the button or link around it carries the label.
 */
import { createElement } from 'react';
import type { IconData } from '../icons/icon-data';
import { mirrored } from '../theme/root.css';

/** Props of Icon. */
export interface IconProps {
  icon: IconData;
  /** Side in px (default 20). */
  size?: number;
  /** Stroke width on the 24-unit grid (default 2). */
  strokeWidth?: number;
  className?: string;
  /** It points along the line (back, forward, send…): drawn mirrored in a right-to-left language. */
  directional?: boolean;
}

/** The icon as inline SVG. */
export function Icon({ icon, size = 20, strokeWidth = 2, className, directional = false }: IconProps) {
  return (
    <svg
      className={directional ? [className, mirrored].filter(Boolean).join(' ') : className}
      width={size}
      height={size}
      // The size again as a style: the attributes are presentational hints, which a page's `svg { height: auto }` beats.
      style={{ width: size, height: size }}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icon.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
