import type { EarlyGet } from '../../../api/early-requests.ts';
import type { FirstPlace } from '../../../ui/feature-route.ts';
import { positiveId } from '../components/route-params.ts';
import { popularFirstPhotos } from '../components/strip-photos.ts';

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
 * shows, and the menu the list waits for, deferred until the screen's code is in (ADR 0016).
 */
export function menuFirstRequests({ params, userId }: FirstPlace): EarlyGet[] {
  const filialId = positiveId(params.filialId);
  if (filialId === null) return [];
  return [
    venueRequest(filialId),
    { ...menuRequest(filialId), deferred: true },
    promosRequest(filialId, userId),
    { ...popularRequest(filialId), photos: popularFirstPhotos },
  ];
}
