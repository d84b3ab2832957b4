/**
 * Web Mercator ("slippy map") tile arithmetic, as Leaflet and every raster tile server use it: at zoom z the
 * world is a square of 256·2^z pixels, x growing east from -180°, y growing south from +85.0511°.
 */
export const TILE_SIZE = 256;
const MAX_ZOOM = 19;
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

export interface TileId {
  z: number;
  x: number;
  y: number;
}

export function isValidTile({ z, x, y }: TileId): boolean {
  if (![z, x, y].every(Number.isInteger) || z < 0 || z > MAX_ZOOM) return false;
  const count = 2 ** z;
  return x >= 0 && x < count && y >= 0 && y < count;
}

/** Longitude and latitude to the world's unit square: u east, v south, both 0..1. */
export function toUnit(longitude: number, latitude: number): { u: number; v: number } {
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    u: (longitude + 180) / 360,
    v: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI),
  };
}

export function fromUnit(u: number, v: number): { longitude: number; latitude: number } {
  const n = Math.PI - 2 * Math.PI * v;
  return { longitude: u * 360 - 180, latitude: (180 / Math.PI) * Math.atan(Math.sinh(n)) };
}

/** Where a unit-square point falls in a tile, in the tile's own pixels (may be outside 0..256). */
export function unitToTilePixel(tile: TileId, u: number, v: number): { px: number; py: number } {
  const scale = 2 ** tile.z;
  return { px: (u * scale - tile.x) * TILE_SIZE, py: (v * scale - tile.y) * TILE_SIZE };
}

/** The tile's edges on the unit square. */
export function tileUnitBounds(tile: TileId): { u0: number; v0: number; u1: number; v1: number } {
  const scale = 2 ** tile.z;
  return { u0: tile.x / scale, v0: tile.y / scale, u1: (tile.x + 1) / scale, v1: (tile.y + 1) / scale };
}

/** How many tile pixels one metre spans at this zoom and latitude. */
export function pixelsPerMetre(z: number, latitude: number): number {
  return (TILE_SIZE * 2 ** z) / (EARTH_CIRCUMFERENCE_M * Math.cos((latitude * Math.PI) / 180));
}

/** A metre distance as a length on the unit square at this latitude. */
export function metresToUnit(metres: number, latitude: number): number {
  return metres / (EARTH_CIRCUMFERENCE_M * Math.cos((latitude * Math.PI) / 180));
}
