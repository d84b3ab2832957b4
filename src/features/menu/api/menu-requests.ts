import type { EarlyGet } from '../../../api/early-requests.ts';
import type { FirstPlace, FirstRequestsRoute } from '../../../ui/feature-route.ts';
import { itemPhotoOf } from '../../../api/item-photo.ts';
import { isRecord } from '../../../api/wire.ts';
import { photoUrl } from '../../../ui/image-url.ts';

// The Menu's first requests and what the app shell's first script reads with them (the venue id of the route,
// the strip's first photos): every byte here is on every first screen, so it stays free of the menu's model.

/** GET of the venue card with its per-service terminals (docs/contract/calls.md#location-calls "terminal card"). */
export const venueRequest = (filialId: number) => ({
  path: `takeaway/locations/card/terminal/${filialId}`,
  query: { include: 'takeaway,express,delivery,extra' },
});

/** GET of the venue's whole menu (docs/contract/calls.md#menu-calls), about 100 KB for the largest venue. */
export const menuRequest = (filialId: number) => ({
  path: 'menu/v2/category/products',
  query: { filial_id: filialId },
});

/** docs/contract/constants.md#list-sizes: popular, favourite and frequent product lists hold 20. */
export const PRODUCT_LIST_LIMIT = 20;

/** GET of the venue's popular products (the strip above the menu). */
export const popularRequest = (filialId: number) => ({
  path: 'menu/v3/popular/products',
  query: { filial_id: filialId, limit: PRODUCT_LIST_LIMIT },
});

/** GET of the venue's active promotions, with the guest's own when signed in. */
export const promosRequest = (filialId: number, userId: string | null) => ({
  path: 'menu-promos/api/v2/promos',
  query: {
    filter: { filial_id: filialId, onlyActive: true },
    include: 'products',
    ...(userId ? { user_id: userId } : {}),
  },
});

/**
 * The Menu's first requests (ADR 0005): the card, the promotions and the popular strip, which the first paint
 * shows, and the menu the list waits for, all at once (ADR 0016's second addendum).
 */
function menuFirstRequests({ params, userId }: FirstPlace): EarlyGet[] {
  const filialId = positiveId(params.filialId);
  if (filialId === null) return [];
  return [
    venueRequest(filialId),
    menuRequest(filialId),
    promosRequest(filialId, userId),
    { ...popularRequest(filialId), photos: popularFirstPhotos },
  ];
}

/** A route's id segment as a positive whole number; null for anything else ('12abc', '0', '-3'). */
export function positiveId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

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
function popularFirstPhotos(body: unknown): string[] {
  const resources = isRecord(body) && Array.isArray(body.data) ? body.data : [];
  return resources
    .filter((resource) => isRecord(resource) && resource.type === 'products')
    .slice(0, STRIP_CARDS_IN_VIEW)
    .flatMap((resource) => {
      const photo = isRecord(resource.attributes) ? itemPhotoOf(resource.attributes) : null;
      return photo === null ? [] : [photoUrl(photo, STRIP_PHOTO.width, STRIP_PHOTO.height)];
    });
}

/** The Menu's route as its first requests need it (ADR 0032); routes.ts gives the router its path with the screen. */
export const MENU_ROUTE = {
  path: '/filials/:filialId',
  firstRequests: menuFirstRequests,
} as const satisfies FirstRequestsRoute;
