import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromUnit, isValidTile, type TileId, toUnit } from './tile-math.ts';
import { renderTileSvg } from './tile-svg.ts';
import { createTileServer, parseTilePath, type TileServer } from './tile-server.ts';

const ALMATY = { id: 1, name: 'Almaty', latitude: 43.2389, longitude: 76.8897 };
const AKTAU = { id: 7, name: 'Aktau', latitude: 43.6481, longitude: 51.1722 };

/** The tile that holds a point at a zoom. */
function tileAt(latitude: number, longitude: number, z: number): TileId {
  const { u, v } = toUnit(longitude, latitude);
  return { z, x: Math.floor(u * 2 ** z), y: Math.floor(v * 2 ** z) };
}

describe('tile arithmetic', () => {
  it('converts to the unit square and back', () => {
    for (const [lat, lng] of [
      [43.2389, 76.8897],
      [-33.9, 18.4],
      [0, 0],
      [85, 179.9],
    ] as const) {
      const { u, v } = toUnit(lng, lat);
      const back = fromUnit(u, v);
      expect(back.latitude).toBeCloseTo(lat, 6);
      expect(back.longitude).toBeCloseTo(lng, 6);
    }
    expect(tileAt(43.2389, 76.8897, 12)).toEqual({ z: 12, x: 2922, y: 1501 });
  });

  it('accepts only tiles that exist at their zoom', () => {
    expect(isValidTile({ z: 0, x: 0, y: 0 })).toBe(true);
    expect(isValidTile({ z: 3, x: 8, y: 0 })).toBe(false);
    expect(isValidTile({ z: 20, x: 0, y: 0 })).toBe(false);
    expect(isValidTile({ z: 2, x: -1, y: 0 })).toBe(false);
    expect(parseTilePath('/sandbox/tiles/12/2922/1501.svg')).toEqual({ z: 12, x: 2922, y: 1501 });
    expect(parseTilePath('/sandbox/tiles/12/2922/1513.png')).toBeNull();
    expect(parseTilePath('/sandbox/tiles/1/5/0.svg')).toBeNull();
    expect(parseTilePath('/sandbox/tiles/../../etc/passwd')).toBeNull();
  });
});

describe('drawing', () => {
  it('is deterministic: the same tile twice is the same bytes', () => {
    const tile = tileAt(ALMATY.latitude, ALMATY.longitude, 14);
    expect(renderTileSvg(tile, [ALMATY])).toBe(renderTileSvg(tile, [ALMATY]));
  });

  it('draws streets, denser with the zoom, in town and not in the empty steppe', () => {
    const streets = (svg: string) => (svg.match(/ stroke="#ffffff"| stroke="#f6cf86"/g) ?? []).length;
    // Each street level has its own width: more distinct widths means a finer grid is drawn too.
    const levels = (svg: string) =>
      new Set([...svg.matchAll(/stroke="#ffffff" stroke-width="([\d.]+)"/g)].map((m) => m[1])).size;
    const z12 = renderTileSvg(tileAt(ALMATY.latitude, ALMATY.longitude, 12), [ALMATY]);
    const z15 = renderTileSvg(tileAt(ALMATY.latitude, ALMATY.longitude, 15), [ALMATY]);
    expect(streets(z12)).toBeGreaterThan(0);
    expect(levels(z15)).toBeGreaterThan(levels(z12));
    const steppe = renderTileSvg(tileAt(46.5, 70.0, 14), [ALMATY]);
    expect(streets(steppe)).toBe(0);
    expect(steppe).toContain('fill="#efeae0"');
  });

  it('puts the town label on the tile of the town centre, escaped', () => {
    const svg = renderTileSvg(tileAt(ALMATY.latitude, ALMATY.longitude, 11), [
      { ...ALMATY, name: 'Almaty <&>' },
    ]);
    expect(svg).toContain('>Almaty &lt;&amp;&gt;</text>');
    expect(renderTileSvg(tileAt(ALMATY.latitude, ALMATY.longitude, 3), [ALMATY])).not.toContain('<text');
    expect(renderTileSvg(tileAt(51.1, 71.4, 11), [ALMATY])).not.toContain('<text');
  });

  it('draws the Caspian by Aktau, and skips towns without coordinates', () => {
    const coast = renderTileSvg(tileAt(43.5, 50.6, 9), [AKTAU]);
    expect(coast).toContain('fill="#9cc6e8"');
    const nowhere = renderTileSvg({ z: 10, x: 512, y: 512 }, [
      { id: 14, name: 'Turkestan', latitude: 0, longitude: 0 },
    ]);
    expect(nowhere).not.toContain('<text');
  });
});

describe('the tile server', () => {
  let server: Server;
  let tiles: TileServer;
  let base: string;

  beforeAll(async () => {
    tiles = createTileServer();
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (!tiles.serve(req, res, url)) {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves SVG with caching headers, and draws each tile once', async () => {
    const url = `${base}/sandbox/tiles/12/2922/1501.svg`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers.get('cache-control')).toContain('max-age=86400');
    const body = await first.text();
    expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const drawn = tiles.rendered;
    const again = await fetch(url);
    expect(await again.text()).toBe(body);
    expect(tiles.rendered).toBe(drawn);
    const etag = first.headers.get('etag') ?? '';
    const unchanged = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
  });

  it('labels towns in the language asked, English by default', async () => {
    const path = '/sandbox/tiles/11/1461/750.svg';
    expect(await (await fetch(`${base}${path}?lang=ru`)).text()).toContain('>Алматы</text>');
    expect(await (await fetch(`${base}${path}`)).text()).toContain('>Almaty</text>');
    expect(await (await fetch(`${base}${path}?lang=xx`)).text()).toContain('>Almaty</text>');
  });

  it('answers HEAD without a body, refuses other methods, and leaves non-tiles to the caller', async () => {
    const head = await fetch(`${base}/sandbox/tiles/0/0/0.svg`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await fetch(`${base}/sandbox/tiles/0/0/0.svg`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/sandbox/tiles/0/0/1.svg`)).status).toBe(404);
    expect((await fetch(`${base}/sandbox/tiles/0/0/0.png`)).status).toBe(404);
  });
});
