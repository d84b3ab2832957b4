// The price of delivery: the zone check, courier tariffs and subsidy tiers from the API, and the hook that
// holds them for a delivery cart.
import type { ApiClient } from '../../../api/client.ts';
import { normalizeMany, normalizeOne } from '../../../api/json-api.ts';
import type { Coordinates } from '../../../state/device.ts';
import { bool, dataOf, isRecord, list, num, numOrNull, record, str } from '../../../api/answer-fields.ts';
import type { OrderKind } from '../../../api/order-kinds.ts';
import type { Address } from '../../../state/addresses.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useTelemetry } from '../../../telemetry/events.ts';
import { type RequestStatus, useQuery } from '../../../ui/use-query.ts';
import type { ServiceSettings, Venue } from './venue-api.ts';
import { isDeliveryKind } from '../model/cart-order.ts';
import { type DeliveryTariff, selectTariffs, type SubsidyTier } from '../model/checkout-money.ts';

function parseTariff(value: unknown): DeliveryTariff | null {
  const source = record(value);
  const transport = str(source.transport_type).toUpperCase();
  if (transport !== 'FOOT' && transport !== 'CAR') return null;
  const cost = num(source.cost);
  const price = num(source.price, cost);
  return {
    transportType: transport,
    cost,
    price,
    isFree: bool(source.is_free, price === 0),
    timeFrom: num(source.time_from),
    timeTo: num(source.time_to, num(source.time_from)),
    amountToNextTier: numOrNull(source.amount_to_next_tier),
    isFastest: bool(source.is_fastest),
  };
}

function parseTariffs(body: unknown): DeliveryTariff[] {
  return list(dataOf(body))
    .map(parseTariff)
    .filter((tariff): tariff is DeliveryTariff => tariff !== null);
}

/**
 * POST dr-delivery/api/v1/tariffs from the venue to the address. docs/contract/calls.md#answers-the-app-forgives: a failed tariff fetch returns an
 * empty list silently (the order then goes at the zone's price); an abort is still an abort.
 */
export async function fetchTariffs(
  client: ApiClient,
  request: { origin: Coordinates; destination: Coordinates; filialId: number; orderAmount: number },
  signal?: AbortSignal,
): Promise<DeliveryTariff[]> {
  try {
    return await client.post(
      'dr-delivery/api/v1/tariffs',
      {
        origin: request.origin,
        destination: request.destination,
        filial_id: request.filialId,
        order_amount: request.orderAmount,
      },
      { parse: parseTariffs, idempotent: true, ...(signal ? { signal } : {}) },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

/** docs/contract/entities.md#delivery-zone "Delivery zone result", with the zone's minimum order when the server sends one. */
export interface ZoneCheck {
  isInZone: boolean;
  deliveryCost: number;
  minOrderSum: number;
}

function parseZoneCheck(body: unknown): ZoneCheck {
  const source = normalizeOne(body) ?? record(dataOf(body));
  return {
    isInZone: bool(source.is_in_delivery_zone),
    deliveryCost: num(source.delivery_cost),
    minOrderSum: num(source.min_order_sum),
  };
}

/**
 * GET brandy/api/v1/locations/{id}/delivery-zones/check with the point in X-Latitude/X-Longitude. docs/contract/validation.md#delivery-zone-check-without-parameters:
 * without a point an error is logged and the answer is "in zone" at cost 0 (the order call then decides).
 */
export function checkDeliveryZone(
  client: ApiClient,
  filialId: number,
  point: Coordinates | null,
  logError: (error: Error) => void,
  signal?: AbortSignal,
): Promise<ZoneCheck> {
  if (!point) {
    logError(new Error(`delivery-zone check for filial ${filialId} without coordinates`));
    return Promise.resolve({ isInZone: true, deliveryCost: 0, minOrderSum: 0 });
  }
  return client.get(`brandy/api/v1/locations/${filialId}/delivery-zones/check`, {
    headers: { 'X-Latitude': String(point.latitude), 'X-Longitude': String(point.longitude) },
    parse: parseZoneCheck,
    ...(signal ? { signal } : {}),
  });
}

function parseSubsidyTiers(body: unknown): SubsidyTier[] {
  return normalizeMany(body).flatMap((subsidy) =>
    list(subsidy.tiers)
      .filter(isRecord)
      .map((tier) => ({
        from: num(tier.from),
        to: numOrNull(tier.to),
        amount: num(tier.amount, num(tier.from)),
        discount: num(tier.discount),
        deliveryPrice: num(tier.delivery_price),
      })),
  );
}

/** GET menu-promos/v1/promos/subsidies for one terminal, active ones only (docs/contract/calls.md#promo-calls). */
export function fetchSubsidyTiers(
  client: ApiClient,
  terminalId: number,
  signal?: AbortSignal,
): Promise<SubsidyTier[]> {
  return client.get('menu-promos/v1/promos/subsidies', {
    query: { terminal_ids: [terminalId], only_active: true },
    parse: parseSubsidyTiers,
    ...(signal ? { signal } : {}),
  });
}

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
