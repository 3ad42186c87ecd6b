/**
 * An action icon (send, copy, back…): one of the generated stroke icons (icons/actions.ts), drawn in the text's
 * colour. Decorative by default: the button or link around it carries the label.
 */
import { createElement } from 'react';
import type { IconData } from '../icons/icon-data';

/** Props of Icon. */
export interface IconProps {
  icon: IconData;
  /** Side in px (default 20). */
  size?: number;
  /** Stroke width on the 24-unit grid (default 2). */
  strokeWidth?: number;
  className?: string;
}

/** The icon as inline SVG. */
export function Icon({ icon, size = 20, strokeWidth = 2, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
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
