import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * The QR code of `text` as one SVG path (drawn from the module matrix, no HTML string), dark on white with
 * the quiet zone the standard asks for, so phone cameras read it from the tablet's screen.
 */
export function KioskQr({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data } = encode(text, { ecc: 'M', border: 4 });
    const modules = data.length;
    let d = '';
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, size: modules };
  }, [text]);
  return (
    <svg
      className="ks-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid="kiosk-qr"
      data-qr-text={text}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
