import type { Sql } from '../store/sql.ts';
import { escapeHtml } from '../pages/html.ts';
import { type DishKind, dishKindOf, placeDish } from './dish-photo.ts';
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

const english = (json: string | undefined) => (json ? (JSON.parse(json) as { en: string }).en : null);

/** What a picture shows: one dish, a table of a venue's dishes, or a brand's initials on its colour. */
type Subject =
  | { kind: 'dish'; dish: DishKind }
  | { kind: 'table'; dishes: DishKind[] }
  | { kind: 'logo'; initials: string; colour: string };

/** A venue's cover shows the first dishes of its menu, each kind once, as a table laid with them. */
function menuDishes(sql: Sql, filialId: number): DishKind[] | null {
  const names = sql
    .all<{ name: string }>(
      `SELECT p.name FROM products p JOIN filials f ON f.menu_id = p.menu_id WHERE f.id = ?
       ORDER BY p.category_id, p.position LIMIT 60`,
      filialId,
    )
    .map((row) => english(row.name) ?? '');
  if (names.length === 0) return sql.get('SELECT id FROM filials WHERE id = ?', filialId) ? ['meal'] : null;
  const kinds = [...new Set(names.map(dishKindOf))];
  const dishes = kinds.filter((kind) => kind !== 'sauce' && kind !== 'meal');
  return (dishes.length > 0 ? dishes : kinds).slice(0, 3);
}

function subjectOf(sql: Sql, image: ImageRequest): Subject | null {
  switch (image.kind) {
    case 'products': {
      const name = english(
        sql.get<{ name: string }>('SELECT name FROM products WHERE product_id = ? LIMIT 1', image.id)?.name,
      );
      return name === null ? null : { kind: 'dish', dish: dishKindOf(name) };
    }
    case 'brands': {
      const brand = sql.get<{ name: string; color: string }>(
        'SELECT name, color FROM brands WHERE id = ?',
        image.id,
      );
      if (!brand) return null;
      const initials = brand.name
        .split(/[\s,]+/)
        .filter(Boolean)
        .slice(0, 2)
        .map((word) => word[0]?.toUpperCase() ?? '')
        .join('');
      return { kind: 'logo', initials, colour: brand.color };
    }
    case 'filials': {
      const dishes = menuDishes(sql, image.id);
      return dishes === null ? null : { kind: 'table', dishes };
    }
    case 'promos': {
      const title = english(
        sql.get<{ title: string }>('SELECT title FROM promos WHERE id = ?', image.id)?.title,
      );
      return title === null ? null : { kind: 'table', dishes: [dishKindOf(title), 'drink'] };
    }
  }
}

function hue(seed: string): number {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

/** Where a table's plates stand in a 160 x 100 frame: the first the largest, left of centre. */
const TABLE_PLACES: readonly (readonly [number, number, number])[] = [
  [62, 52, 84],
  [124, 34, 56],
  [128, 82, 46],
];

/**
 * A small, deterministic picture with no text but a logo's initials: a dish on a plate, a venue's table, or
 * a brand's initials. It fills any requested size (`slice`), so a client may ask for the size it shows.
 */
export function renderSvg(sql: Sql, image: ImageRequest): string | null {
  const subject = subjectOf(sql, image);
  if (subject === null) return null;
  const { width: w, height: h } = image;
  const open = (box: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${box}" preserveAspectRatio="xMidYMid slice">`;
  if (subject.kind === 'logo') {
    return `${open('0 0 100 100')}<rect width="100" height="100" fill="${escapeHtml(subject.colour)}"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="40" fill="#fff">${escapeHtml(subject.initials)}</text></svg>`;
  }
  // A table top in a warm tone of its own per picture, lit from the top left as a photo would be.
  const base = (hue(`${image.kind}:${image.id}`) % 50) + 15;
  const light = image.variant === 2 ? 74 : 84;
  const table = (box: string, width: number, height: number) =>
    `${open(box)}<defs><radialGradient id="t" cx=".3" cy=".25" r="1"><stop offset="0" stop-color="hsl(${base} 40% ${light}%)"/><stop offset="1" stop-color="hsl(${base} 30% ${light - 22}%)"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#t)"/>`;
  if (subject.kind === 'dish') {
    // The second photo of a dish is a closer shot.
    const size = image.variant === 2 ? 124 : 96;
    return `${table('0 0 100 100', 100, 100)}${placeDish(subject.dish, 50, 50, size)}</svg>`;
  }
  return `${table('0 0 160 100', 160, 100)}${subject.dishes
    .map((dish, i) => {
      const [x, y, size] = TABLE_PLACES[i] as readonly [number, number, number];
      return placeDish(dish, x, y, size);
    })
    .join('')}</svg>`;
}
