import { nullableTextOf, stringsOf } from './wire.ts';

/**
 * docs/contract/entities.md#menu-item: an item's photo is the first of its `images`, else its `image_url`. Its own module, as the app
 * shell's first script reads it too (api/first-photos.ts) and must not carry the whole item model.
 */
export const itemPhotoOf = (raw: Record<string, unknown>): string | null =>
  stringsOf(raw.images)[0] ?? nullableTextOf(raw.image_url);
