/**
 * The sandbox's offline tiles (host-simulator/server/tiles), beside the API proxy: the default, so the
 * simulator and the tests need no tile server of the outside world. A deployment names its own provider
 * with `hostConfig.mapTiles`, handed in as `configured`.
 */
const SANDBOX_MAP_TILES = '/sandbox/tiles/{z}/{x}/{y}.svg?lang={lang}';

/** The placeholders a tile URL template must have; `{lang}` is optional. */
export const MAP_TILE_PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

/**
 * The Leaflet tile URL template of this mount: `{z}/{x}/{y}` for Leaflet, `{lang}` filled with the interface
 * language here (Leaflet would look for a `lang` option otherwise). A relative template resolves against
 * the API's origin, as the sandbox's tiles do.
 */
export function mapTileTemplate(
  configured: string | undefined,
  apiBaseUrl: string,
  language: string,
): string {
  const template = configured ?? SANDBOX_MAP_TILES;
  const absolute = /^https?:\/\//.test(template) ? template : new URL(template, apiBaseUrl).href;
  // new URL() escapes the braces of a relative template; Leaflet needs them as they were.
  return absolute
    .replace(/%7B/gi, '{')
    .replace(/%7D/gi, '}')
    .replaceAll('{lang}', encodeURIComponent(language));
}
