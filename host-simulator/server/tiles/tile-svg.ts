import {
  metresToUnit,
  pixelsPerMetre,
  TILE_SIZE,
  type TileId,
  tileUnitBounds,
  toUnit,
  unitToTilePixel,
} from './tile-math.ts';

/** A town as the map draws it: a built-up square with a street grid, a river, a pond and a label. */
export interface MapTown {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

const COLOURS = {
  land: '#efeae0',
  town: '#e6e0d4',
  water: '#9cc6e8',
  park: '#c8dfb0',
  casing: '#cfc7b8',
  street: '#ffffff',
  arterial: '#f6cf86',
  label: '#2b2f33',
  halo: '#ffffff',
} as const;

/** Half the side of a town's built-up square. */
const TOWN_RADIUS_M = 9000;

/** Street levels: spacing on the ground, width, and the zoom from which they are drawn. */
const STREETS = [
  { spacingM: 2400, widthM: 28, minZoom: 10, colour: COLOURS.arterial },
  { spacingM: 800, widthM: 16, minZoom: 12, colour: COLOURS.street },
  { spacingM: 200, widthM: 8, minZoom: 14, colour: COLOURS.street },
] as const;

/**
 * The Caspian coast around Aktau and Atyrau, roughly: enough for the western towns to sit by water. Longitude,
 * latitude pairs.
 */
const CASPIAN: readonly (readonly [number, number])[] = [
  [46.8, 47.1],
  [49.3, 46.9],
  [51.0, 45.7],
  [51.3, 45.1],
  [50.8, 44.6],
  [51.0, 44.0],
  [51.6, 43.1],
  [52.6, 42.0],
  [53.0, 40.5],
  [53.9, 37.4],
  [49.0, 37.4],
  [49.4, 40.2],
  [48.2, 41.9],
  [47.2, 43.3],
  [46.9, 44.8],
  [46.5, 46.2],
];

/** A deterministic pseudo-random number in [0, 1) for a pair of integers (same input, same map). */
function hash2(a: number, b: number): number {
  let h = Math.imul(a | 0, 0x27d4eb2d) ^ Math.imul(b | 0, 0x165667b1);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return ((h ^ (h >>> 15)) >>> 0) / 4_294_967_296;
}

/** One decimal is finer than a screen pixel; fixed formatting keeps the output byte-identical per tile. */
const n = (value: number): string => (Math.round(value * 10) / 10).toString();

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string,
  );
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Does a box in tile pixels touch the tile (with a margin for strokes and text)? */
function touches(box: Box, margin = 32): boolean {
  return (
    box.x1 >= -margin && box.x0 <= TILE_SIZE + margin && box.y1 >= -margin && box.y0 <= TILE_SIZE + margin
  );
}

function pathOf(points: readonly { px: number; py: number }[], close: boolean): string {
  const [first, ...rest] = points;
  if (!first) return '';
  return `M${n(first.px)} ${n(first.py)}${rest.map((p) => `L${n(p.px)} ${n(p.py)}`).join('')}${close ? 'Z' : ''}`;
}

function boxOf(points: readonly { px: number; py: number }[]): Box {
  return {
    x0: Math.min(...points.map((p) => p.px)),
    y0: Math.min(...points.map((p) => p.py)),
    x1: Math.max(...points.map((p) => p.px)),
    y1: Math.max(...points.map((p) => p.py)),
  };
}

function drawCaspian(tile: TileId): string {
  const points = CASPIAN.map(([lng, lat]) => {
    const { u, v } = toUnit(lng, lat);
    return unitToTilePixel(tile, u, v);
  });
  if (!touches(boxOf(points), 0)) return '';
  return `<path d="${pathOf(points, true)}" fill="${COLOURS.water}"/>`;
}

/** A town's streets, river, pond and parks, laid out around its centre so every tile agrees on them. */
function drawTown(tile: TileId, town: MapTown): string {
  const centre = toUnit(town.longitude, town.latitude);
  const r = metresToUnit(TOWN_RADIUS_M, town.latitude);
  const px = (u: number, v: number) => unitToTilePixel(tile, u, v);
  const corner0 = px(centre.u - r, centre.v - r);
  const corner1 = px(centre.u + r, centre.v + r);
  const area: Box = { x0: corner0.px, y0: corner0.py, x1: corner1.px, y1: corner1.py };
  const ppm = pixelsPerMetre(tile.z, town.latitude);
  const riverWidth = Math.max(1.5, 90 * ppm);
  if (!touches(area, riverWidth + 64)) return '';
  const out: string[] = [];
  if (tile.z >= 8) {
    out.push(
      `<rect x="${n(area.x0)}" y="${n(area.y0)}" width="${n(area.x1 - area.x0)}" height="${n(area.y1 - area.y0)}" rx="${n((area.x1 - area.x0) / 8)}" fill="${COLOURS.town}"/>`,
    );
  }

  // Parks: a few blocks of the finest grid, picked by the block's own hash.
  if (tile.z >= 14) {
    const step = metresToUnit(200, town.latitude);
    const bounds = tileUnitBounds(tile);
    const kx0 = Math.max(-45, Math.floor((bounds.u0 - centre.u) / step));
    const kx1 = Math.min(44, Math.ceil((bounds.u1 - centre.u) / step));
    const ky0 = Math.max(-45, Math.floor((bounds.v0 - centre.v) / step));
    const ky1 = Math.min(44, Math.ceil((bounds.v1 - centre.v) / step));
    for (let kx = kx0; kx <= kx1; kx++) {
      for (let ky = ky0; ky <= ky1; ky++) {
        if (hash2(town.id * 1000 + kx, ky) >= 0.06) continue;
        const a = px(centre.u + kx * step, centre.v + ky * step);
        const b = px(centre.u + (kx + 1) * step, centre.v + (ky + 1) * step);
        out.push(
          `<rect x="${n(a.px)}" y="${n(a.py)}" width="${n(b.px - a.px)}" height="${n(b.py - a.py)}" fill="${COLOURS.park}"/>`,
        );
      }
    }
  }

  // The river crosses the town at an angle of its own, meandering.
  const angle = hash2(town.id, 7) * Math.PI;
  const phase = hash2(town.id, 11) * Math.PI * 2;
  const river = Array.from({ length: 65 }, (_, index) => {
    const t = (index / 64) * 2 - 1;
    const along = t * r * 1.6;
    const across = Math.sin(t * 4 + phase) * r * 0.12 + r * 0.18;
    return px(
      centre.u + Math.cos(angle) * along - Math.sin(angle) * across,
      centre.v + Math.sin(angle) * along + Math.cos(angle) * across,
    );
  });
  // Water goes over the streets: a street crossing it reads as a bridge.
  const waters: string[] = [];
  if (tile.z >= 7 && touches(boxOf(river), riverWidth)) {
    waters.push(
      `<path d="${pathOf(river, false)}" fill="none" stroke="${COLOURS.water}" stroke-width="${n(riverWidth)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  if (tile.z >= 11) {
    const pond = px(centre.u - r * 0.4, centre.v - r * 0.35);
    const rx = 520 * ppm;
    const ry = 320 * ppm;
    if (touches({ x0: pond.px - rx, y0: pond.py - ry, x1: pond.px + rx, y1: pond.py + ry })) {
      waters.push(
        `<ellipse cx="${n(pond.px)}" cy="${n(pond.py)}" rx="${n(rx)}" ry="${n(ry)}" transform="rotate(${n(hash2(town.id, 3) * 180)} ${n(pond.px)} ${n(pond.py)})" fill="${COLOURS.water}"/>`,
      );
    }
  }

  // Streets, coarsest last so arterials stay on top; each line clipped to the town square and the tile.
  const bounds = tileUnitBounds(tile);
  const margin = (bounds.u1 - bounds.u0) * 0.1;
  for (const level of [...STREETS].reverse()) {
    if (tile.z < level.minZoom) continue;
    const step = metresToUnit(level.spacingM, town.latitude);
    const width = Math.max(1, level.widthM * ppm);
    const lines: string[] = [];
    const count = Math.floor(r / step);
    for (let k = -count; k <= count; k++) {
      const u = centre.u + k * step;
      if (u >= bounds.u0 - margin && u <= bounds.u1 + margin) {
        const v0 = Math.max(centre.v - r, bounds.v0 - margin);
        const v1 = Math.min(centre.v + r, bounds.v1 + margin);
        if (v0 < v1) lines.push(pathOf([px(u, v0), px(u, v1)], false));
      }
      const v = centre.v + k * step;
      if (v >= bounds.v0 - margin && v <= bounds.v1 + margin) {
        const u0 = Math.max(centre.u - r, bounds.u0 - margin);
        const u1 = Math.min(centre.u + r, bounds.u1 + margin);
        if (u0 < u1) lines.push(pathOf([px(u0, v), px(u1, v)], false));
      }
    }
    if (lines.length === 0) continue;
    const d = lines.join('');
    out.push(`<path d="${d}" stroke="${COLOURS.casing}" stroke-width="${n(width + 1.5)}" fill="none"/>`);
    out.push(`<path d="${d}" stroke="${level.colour}" stroke-width="${n(width)}" fill="none"/>`);
  }
  return [...out, ...waters].join('');
}

function drawLabel(tile: TileId, town: MapTown): string {
  if (tile.z < 4) return '';
  const { u, v } = toUnit(town.longitude, town.latitude);
  const at = unitToTilePixel(tile, u, v);
  const size = tile.z >= 11 ? 18 : tile.z >= 8 ? 15 : 12;
  const width = town.name.length * size * 0.62;
  const box = { x0: at.px - width / 2, y0: at.py - size * 2, x1: at.px + width / 2, y1: at.py + size };
  if (!touches(box, 0)) return '';
  const text = escapeXml(town.name);
  const dot =
    tile.z < 11
      ? `<circle cx="${n(at.px)}" cy="${n(at.py)}" r="4" fill="${COLOURS.label}" stroke="${COLOURS.halo}" stroke-width="1.5"/>`
      : '';
  const y = tile.z < 11 ? at.py - 8 : at.py;
  return `${dot}<text x="${n(at.px)}" y="${n(y)}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" font-weight="600" fill="${COLOURS.label}" stroke="${COLOURS.halo}" stroke-width="3" paint-order="stroke">${text}</text>`;
}

/**
 * One 256×256 map tile as SVG: land, the Caspian, and per town a built-up square with a street grid that
 * densifies with the zoom, a river, a pond, parks, and the town's name. Everything is computed from the tile
 * and the towns alone, so the same tile is byte-identical on every request and neighbouring tiles meet.
 */
export function renderTileSvg(tile: TileId, towns: readonly MapTown[]): string {
  const mapped = towns.filter((town) => town.latitude !== 0 || town.longitude !== 0);
  const body = [
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${COLOURS.land}"/>`,
    drawCaspian(tile),
    ...mapped.map((town) => drawTown(tile, town)),
    ...mapped.map((town) => drawLabel(tile, town)),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}">${body}</svg>`;
}
