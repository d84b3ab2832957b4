import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { OrderKind } from '../../../api/order-submission.ts';
import { useAppState, useMountScope } from '../../../mount-context.ts';
import { type RequestStatus, useRequest } from '../../../ui/use-request.ts';
import { menuStoreOf } from '../api/menu-store.ts';
import { cartKindFor } from '../../../state/cart-kind.ts';
import type { Venue } from '../model/venue.ts';

/** The venue card alone (from the mount's cache when read before) and the cart its screens fill. */
export function useVenueKind(filialId: number): {
  venue: Venue | undefined;
  kind: OrderKind | null;
  status: RequestStatus;
  error: unknown;
  reload: () => void;
} {
  const { i18n } = useTranslation();
  const { runtime } = useMountScope();
  const store = menuStoreOf(runtime.core.client);
  const device = useAppState().device;
  const request = useRequest(
    (signal) => store.loadVenue(filialId, i18n.language, { signal }),
    [store, filialId, i18n.language],
  );
  const venue = request.data ?? store.peekVenue(filialId, i18n.language);
  return {
    venue,
    kind: venue ? cartKindFor(venue.services, device.service) : null,
    status: request.status,
    error: request.error,
    reload: request.reload,
  };
}
