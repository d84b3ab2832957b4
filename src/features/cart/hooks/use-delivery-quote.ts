import type { OrderKind } from '../../../api/order-submission.ts';
import type { Address } from '../../../state/addresses.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useTelemetry } from '../../../telemetry/events.ts';
import { type RequestStatus, useQuery } from '../../../ui/use-query.ts';
import { checkDeliveryZone, fetchSubsidyTiers, fetchTariffs, type ZoneCheck } from '../api/delivery-api.ts';
import type { ServiceSettings, Venue } from '../api/venue-api.ts';
import { isDeliveryKind } from '../model/order-body.ts';
import type { SubsidyTier } from '../model/subsidy.ts';
import { type DeliveryTariff, selectTariffs } from '../model/tariffs.ts';

export interface DeliveryQuote {
  status: RequestStatus | 'idle';
  zone: ZoneCheck | null;
  /** Tariffs after the docs/contract/validation.md#delivery-tariffs selection; empty when the service has none (the zone's price applies). */
  tariffs: DeliveryTariff[];
  tiers: SubsidyTier[];
  reload: () => void;
}

interface Loaded {
  zone: ZoneCheck | null;
  tariffs: DeliveryTariff[];
  tiers: SubsidyTier[];
}

const NOTHING: Loaded = { zone: null, tariffs: [], tiers: [] };

/**
 * The zone check, courier tariffs and subsidy tiers for a delivery cart; asked again when the address or
 * the sum changes (the sum moves subsidy tiers). The last answer stays shown while the next one loads.
 */
export function useDeliveryQuote(input: {
  kind: OrderKind;
  venue: Venue | undefined;
  settings: ServiceSettings | null;
  address: Address | null;
  subtotal: number;
}): DeliveryQuote {
  const client = useApiClient();
  const telemetry = useTelemetry();
  const { kind, venue, settings, address, subtotal } = input;
  const point = address?.coordinates ?? null;
  const active = isDeliveryKind(kind) && venue !== undefined && point !== null;
  const request = useQuery<Loaded>(
    ['delivery-quote', active, kind, venue?.id, point?.latitude, point?.longitude, subtotal],
    async (signal) => {
      if (!active || !venue || !point) return NOTHING;
      const zone = await checkDeliveryZone(
        client,
        venue.id,
        point,
        (error) => telemetry.captureException(error, { tags: { area: 'checkout' } }),
        signal,
      );
      if (!zone.isInZone || kind !== 'delivery') return { zone, tariffs: [], tiers: [] };
      const [tariffs, tiers] = await Promise.all([
        venue.coordinates
          ? fetchTariffs(
              client,
              { origin: venue.coordinates, destination: point, filialId: venue.id, orderAmount: subtotal },
              signal,
            )
          : Promise.resolve([]),
        // Without tiers the zone's full price is shown: a missing discount is not worth blocking the order.
        fetchSubsidyTiers(client, settings?.terminalId ?? venue.id, signal).catch((error: unknown) => {
          if (signal.aborted) throw error;
          return [];
        }),
      ]);
      return { zone, tariffs: selectTariffs(tariffs), tiers };
    },
  );
  const data = request.data ?? NOTHING;
  return { status: active ? request.status : 'idle', ...data, reload: request.reload };
}
