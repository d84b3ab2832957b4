import type { ComponentProps } from 'react';
import { VenueCurrencyContext, venueCurrency } from '../../../i18n/venue-currency.ts';
import type { OrderKind } from '../../../api/order-submission.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppState } from '../../../state/app-core.ts';
import { type RequestState, type RequestStatus, useQuery } from '../../../ui/use-query.ts';
import { fetchVenue, peekVenue } from '../api/menu-api.ts';
import { cartKindFor } from '../../../state/cart-kind.ts';
import type { Venue } from '../model/venue.ts';

/**
 * The root element of a screen about one venue: a `div` whose content shows money in the venue's own
 * currency (`useMoneyOptions()` in Price, the product sheet, the cart summary), not the host's.
 */
export function VenueScreen({ currency, ...props }: ComponentProps<'div'> & { currency: unknown }) {
  return (
    <VenueCurrencyContext value={venueCurrency(currency)}>
      <div {...props} />
    </VenueCurrencyContext>
  );
}

/**
 * The venue card, one query for every screen of the venue (docs/contract/states.md#menu-data: cached per terminal for the mount's
 * life; a Refresh asks again): the page's early answer when its first script already has it (ADR 0025).
 */
export function useVenue(filialId: number): RequestState<Venue> {
  const client = useApiClient();
  return useQuery(['venue', filialId], (signal) => fetchVenue(client, filialId, signal), {
    staleTime: Number.POSITIVE_INFINITY,
    initial: () => peekVenue(client, filialId),
  });
}

/** The venue card alone and the cart its screens fill. */
export function useVenueKind(filialId: number): {
  venue: Venue | undefined;
  kind: OrderKind | null;
  status: RequestStatus;
  error: unknown;
  reload: () => void;
} {
  const device = useAppState().device;
  const request = useVenue(filialId);
  const venue = request.data;
  return {
    venue,
    kind: venue ? cartKindFor(venue.services, device.service) : null,
    status: request.status,
    error: request.error,
    reload: request.reload,
  };
}
