import { itemPhotoOf } from '../../../api/item-photo.ts';
import { isRecord } from '../../../api/wire.ts';
import { photoUrl } from '../../../ui/image-url.ts';

/** A product strip card's photo in CSS pixels (menu.css `.dkm-card img`). */
export const STRIP_PHOTO = { width: 120, height: 72 } as const;

/** The cards of a product strip a phone shows before it is scrolled sideways: their photos load at once. */
export const STRIP_CARDS_IN_VIEW = 3;

/**
 * The photos of the popular strip's first cards, read from the popular-products answer as the app shell's
 * first script gets it (ADR 0014), at the URLs the cards' `<img>`s ask for. The raw resources are read, not
 * the item model (menu.ts): this runs in the shell's first script, whose every byte is on every first screen.
 * An entry the model would drop (no id, no price) shifts a card: then one photo is asked for in vain.
 */
export function popularFirstPhotos(body: unknown): string[] {
  const resources = isRecord(body) && Array.isArray(body.data) ? body.data : [];
  return resources
    .filter((resource) => isRecord(resource) && resource.type === 'products')
    .slice(0, STRIP_CARDS_IN_VIEW)
    .flatMap((resource) => {
      const photo = isRecord(resource.attributes) ? itemPhotoOf(resource.attributes) : null;
      return photo === null ? [] : [photoUrl(photo, STRIP_PHOTO.width, STRIP_PHOTO.height)];
    });
}
