import type { IconNode } from 'lucide';
import { createElement } from 'react';

/**
 * One icon of the set in icons.ts, in the text's colour. Always decorative (hidden from screen readers): a
 * button or link whose only content is an icon carries its name in its own aria-label. Lucide draws on a 24-unit grid with 2-unit round strokes; fill is for a chosen state (a filled heart or star).
 */
export function Icon({
  icon,
  size = 20,
  filled = false,
  className,
}: {
  icon: IconNode;
  size?: number;
  filled?: boolean;
  className?: string;
}) {
  return (
    <svg
      className={className ? `dk-icon ${className}` : 'dk-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
