import type { IconNode } from 'lucide';
import { createElement } from 'react';

/**
 * The app's one way to draw an icon (ADR 0011). The set is Lucide (ISC): import each icon's path data by name
 * from `lucide/dist/esm/icons/<name>.mjs`, one module per icon, so every chunk carries only the icons it
 * draws (a barrel re-exporting them all would pull every icon into the app shell's manual chunk).
 * Drawn in the text's colour on Lucide's 24-unit grid with 2-unit round strokes; `filled` for a chosen state
 * (a filled heart or star). Always decorative, hidden from screen readers: a button or link whose only
 * content is an icon carries its name in its own aria-label.
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
      aria-hidden="true"
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
