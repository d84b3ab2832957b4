import type { Sql } from '../store/sql.ts';
import { escapeHtml } from '../pages/html.ts';
import { foodArt } from './food-art.ts';
import { IMAGE_PREFIX } from './image-urls.ts';

export interface ImageRequest {
  bucket: string;
  kind: 'products' | 'brands' | 'filials' | 'promos';
  id: number;
  variant: number;
  width: number;
  height: number;
  format: string | null;
}

const KINDS = new Set(['products', 'brands', 'filials', 'promos']);

/**
 * Parses /sandbox/img/{bucket}[/{size}]/{kind}/{id}[-{variant}].svg[@{format}]; size is W or WxH.
 * Every format suffix is accepted and answered with SVG: the proxy's job here is the URL shape.
 */
export function parseImagePath(pathname: string): ImageRequest | null {
  if (!pathname.startsWith(IMAGE_PREFIX)) return null;
  const [rest, format = null] = pathname.slice(IMAGE_PREFIX.length).split('@') as [string, string?];
  const parts = rest.split('/').filter(Boolean);
  const bucket = parts.shift();
  let size: [number, number] = [512, 512];
  if (parts[0] && /^\d+(x\d+)?$/.test(parts[0])) {
    const [w, h] = (parts.shift() as string).split('x').map(Number) as [number, number?];
    size = [w, h ?? w];
  }
  if (!bucket || parts.length !== 2) return null;
  const [kind, file] = parts as [string, string];
  const match = /^(\d+)(?:-(\d))?\.svg$/.exec(file);
  if (!KINDS.has(kind) || !match) return null;
  const [width, height] = size;
  if (width < 16 || height < 16 || width > 2048 || height > 2048) return null;
  if (format !== null && !/^(svg|png|jpe?g|webp|avif)$/.test(format)) return null;
  return {
    bucket,
    kind: kind as ImageRequest['kind'],
    id: Number(match[1]),
    variant: Number(match[2] ?? 1),
    width,
    height,
    format,
  };
}

function labelOf(sql: Sql, image: ImageRequest): string | null {
  const en = (json: string | undefined) => (json ? (JSON.parse(json) as { en: string }).en : null);
  switch (image.kind) {
    case 'products':
      return en(
        sql.get<{ name: string }>('SELECT name FROM products WHERE product_id = ? LIMIT 1', image.id)?.name,
      );
    case 'brands':
      return sql.get<{ name: string }>('SELECT name FROM brands WHERE id = ?', image.id)?.name ?? null;
    case 'filials':
      return (
        sql.get<{ brand_name: string }>('SELECT brand_name FROM filials WHERE id = ?', image.id)
          ?.brand_name ?? null
      );
    case 'promos':
      return en(sql.get<{ title: string }>('SELECT title FROM promos WHERE id = ?', image.id)?.title);
  }
}

function hue(seed: string): number {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

/** A simple, deterministic picture: a coloured card, a plate with a dish's drawing (food-art.ts) or a brand's initials, and the name. */
export function renderSvg(sql: Sql, image: ImageRequest): string | null {
  const label = labelOf(sql, image);
  if (label === null) return null;
  const { width: w, height: h } = image;
  const base = hue(`${image.kind}:${image.id}`);
  const shade = image.variant === 2 ? 28 : 42;
  const initials = label
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const r = Math.min(w, h) * 0.3;
  const font = Math.round(r * 0.7);
  const small = Math.max(10, Math.round(Math.min(w, h) * 0.06));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeHtml(label)}">
<rect width="${w}" height="${h}" fill="hsl(${base} 55% ${shade}%)"/>
<circle cx="${w / 2}" cy="${h * 0.45}" r="${r}" fill="hsl(${base} 45% 88%)"/>
${
  image.kind === 'products'
    ? foodArt(label, w / 2, h * 0.45, r * 1.2, `hsl(${base} 55% 30%)`)
    : `<text x="${w / 2}" y="${h * 0.45}" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${font}" fill="hsl(${base} 55% 30%)">${escapeHtml(initials)}</text>`
}
<text x="${w / 2}" y="${h * 0.88}" text-anchor="middle" font-family="sans-serif" font-size="${small}" fill="#fff">${escapeHtml(label.slice(0, 40))}</text>
</svg>`;
}
