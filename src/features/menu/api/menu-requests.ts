import type { EarlyGet } from '../../../api/early-requests.ts';
import type { FirstPlace } from '../../../ui/feature-route.ts';
import { positiveId } from '../components/route-params.ts';

/** GET of the venue card with its per-service terminals (SPEC §7 "terminal card"). */
export const venueRequest = (filialId: number) => ({
  path: `takeaway/locations/card/terminal/${filialId}`,
  query: { include: 'takeaway,express,delivery,extra' },
});

/** GET of the venue's whole menu (SPEC §7), about 100 KB for the largest venue. */
export const menuRequest = (filialId: number) => ({
  path: 'menu/v2/category/products',
  query: { filial_id: filialId },
});

/** The Menu's first requests (ADR 0005): the card and the menu the list waits for. */
export function menuFirstRequests({ params }: FirstPlace): EarlyGet[] {
  const filialId = positiveId(params.filialId);
  return filialId === null ? [] : [venueRequest(filialId), menuRequest(filialId)];
}
