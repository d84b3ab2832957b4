import type { IncomingMessage, ServerResponse } from 'node:http';
import { TOWNS } from '../sandbox/seed/towns.ts';
import { isValidTile, type TileId } from './tile-math.ts';
import { type MapTown, renderTileSvg } from './tile-svg.ts';

/** Where the map's raster tiles live: /sandbox/tiles/{z}/{x}/{y}.svg[?lang=kk|ru|en|ka]. */
export const TILES_PREFIX = '/sandbox/tiles/';

const TILE_PATH = /^\/sandbox\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.svg$/;
const LANGUAGES = ['kk', 'ru', 'en', 'ka'] as const;
type TileLanguage = (typeof LANGUAGES)[number];

/** Bump when the drawing changes, so browsers holding the old tiles under their ETag fetch the new ones. */
const STYLE_VERSION = 1;
const CACHE_LIMIT = 2048;

function townsIn(language: TileLanguage): MapTown[] {
  return TOWNS.map((town) => ({
    id: town.id,
    name: town.title[language],
    latitude: town.latitude,
    longitude: town.longitude,
  }));
}

function etagOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `"t${STYLE_VERSION}-${(hash >>> 0).toString(16)}-${text.length.toString(16)}"`;
}

export function parseTilePath(pathname: string): TileId | null {
  const match = TILE_PATH.exec(pathname);
  if (!match) return null;
  const tile = { z: Number(match[1]), x: Number(match[2]), y: Number(match[3]) };
  return isValidTile(tile) ? tile : null;
}

export interface TileServer {
  /** Answers a request under TILES_PREFIX; resolves false when the path is not a tile (the caller 404s). */
  serve(req: IncomingMessage, res: ServerResponse, url: URL): boolean;
  /** Tiles drawn so far (cache misses), for tests. */
  readonly rendered: number;
}

/**
 * Serves the sandbox's map tiles, drawn on first request and kept in a bounded cache (least recently used
 * goes first), with an ETag and a day of browser caching, since a tile never changes within a style version.
 */
export function createTileServer(): TileServer {
  const cache = new Map<string, { svg: string; etag: string }>();
  const towns = new Map<TileLanguage, MapTown[]>();
  let rendered = 0;

  function tileFor(tile: TileId, language: TileLanguage): { svg: string; etag: string } {
    const key = `${language}/${tile.z}/${tile.x}/${tile.y}`;
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    let list = towns.get(language);
    if (!list) {
      list = townsIn(language);
      towns.set(language, list);
    }
    const svg = renderTileSvg(tile, list);
    rendered += 1;
    const entry = { svg, etag: etagOf(svg) };
    cache.set(key, entry);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    return entry;
  }

  return {
    get rendered() {
      return rendered;
    },
    serve(req, res, url) {
      const tile = parseTilePath(url.pathname);
      if (!tile) return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' });
        res.end();
        return true;
      }
      const asked = url.searchParams.get('lang');
      const language = (LANGUAGES as readonly string[]).includes(asked ?? '')
        ? (asked as TileLanguage)
        : 'en';
      const { svg, etag } = tileFor(tile, language);
      const headers = {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=86400',
        'access-control-allow-origin': '*',
        etag,
      };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return true;
      }
      res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(svg) });
      res.end(req.method === 'HEAD' ? undefined : svg);
      return true;
    },
  };
}
