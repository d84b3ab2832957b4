import { isRecord } from '../../../api/wire.ts';
import { photoUrl } from '../../../ui/image-url.ts';

/** A tile's cover in CSS pixels (discovery.css .dkd-venue-cover): asked at this size, so it costs a thumbnail's bytes. */
export const TILE_COVER = { width: 140, height: 84 } as const;

/** The tiles of a venue row a phone shows before it is scrolled sideways: two and a half at 412 px. */
export const TILES_IN_VIEW = 3;

/**
 * The covers of a venue row's first tiles, read from the list's answer as the app shell's first script gets
 * it (ADR 0014), at the URLs the tiles' `<img>`s ask for (VenueCard): Home's largest paint is such a cover,
 * which the tile asked for only once it was on screen (issue 30). The raw resources are read, not the venue
 * model (venue.ts): this runs in the shell's first script, whose every byte is on every first screen.
 */
export function firstTileCovers(body: unknown): string[] {
  const resources = isRecord(body) && Array.isArray(body.data) ? body.data : [];
  return resources.slice(0, TILES_IN_VIEW).flatMap((resource) => {
    const url = isRecord(resource) && isRecord(resource.attributes) ? resource.attributes.image_url : null;
    return typeof url === 'string' && url !== '' ? [photoUrl(url, TILE_COVER.width, TILE_COVER.height)] : [];
  });
}
