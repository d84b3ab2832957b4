import type { ApiClient } from '../../../api/client.ts';
import { normalizeOne, type Resource } from '../../../api/json-api.ts';
import type { OrderKind } from '../../../api/order-kinds.ts';
import type { Currency } from '../../../i18n/format-number.ts';
import type { Coordinates } from '../../../state/device.ts';
import type { PaymentType } from '../../../state/cart.ts';
import { isCurrency } from '../../../api/order-endpoints.ts';
import { paymentTypesOf } from '../model/checkout-money.ts';
import { cartVenueRequest } from './cart-requests.ts';
import { bool, isRecord, list, num, numOrNull, record, str, strOrNull } from '../../../api/answer-fields.ts';

/** docs/contract/entities.md#filial-settings "Filial settings" of one service, money in major units, with the spec's defaults. */
export interface ServiceSettings {
  terminalId: number;
  servicePercentage: number;
  paymentTypes: PaymentType[];
  minOrderSum: number;
  /** 0 when the venue turned the loyalty balance button off. */
  maxBonusPercent: number;
  deliveryState: string;
  deliveryDelayTime: number;
  vendorDeliveryEnabled: boolean;
  vendorDeliveryCost: number;
  vendorMinSum: number;
  /** 0 means no upper limit. */
  vendorMaxSum: number;
}

/** The venue card the cart needs: where it is, whether it is open, and its settings per service. */
export interface Venue {
  id: number;
  title: string;
  address: string;
  brandId: number | null;
  coordinates: Coordinates | null;
  currency: Currency | null;
  isOpen: boolean;
  openingTime: string | null;
  deliveryState: string;
  /** The services the venue offers, in wire spelling (takeaway, express, delivery, vendor_delivery, ...). */
  services: string[];
  settings: Partial<Record<'takeaway' | 'express' | 'delivery' | 'micromarket', ServiceSettings>>;
}

function parseSettings(source: Record<string, unknown>, fallbackTerminal: number): ServiceSettings {
  const loyaltyOff = bool(source.is_loyalty_balance_button_disabled);
  const switches = {
    ...(source.is_payment_button_disabled === undefined
      ? {}
      : { isPaymentButtonDisabled: bool(source.is_payment_button_disabled) }),
    ...(source.is_online_payment_disabled === undefined
      ? {}
      : { isOnlinePaymentDisabled: bool(source.is_online_payment_disabled) }),
    ...(source.is_cash_enabled === undefined ? {} : { isCashEnabled: bool(source.is_cash_enabled) }),
    paymentTypes: list(source.payment_types).map((type) => str(type)),
  };
  return {
    terminalId: num(source.terminal_id, fallbackTerminal),
    servicePercentage: Math.max(0, num(source.service_percentage)),
    paymentTypes: paymentTypesOf(switches),
    minOrderSum: Math.max(0, num(source.min_order_sum)),
    maxBonusPercent: loyaltyOff ? 0 : Math.min(100, Math.max(0, num(source.max_bonus_usage_percentage))),
    deliveryState: str(source.delivery_state) || 'open',
    deliveryDelayTime: num(source.delivery_delay_time),
    vendorDeliveryEnabled: bool(source.vendor_delivery_enabled),
    vendorDeliveryCost: Math.max(0, num(source.vendor_delivery_cost)),
    vendorMinSum: Math.max(0, num(source.vendor_min_sum)),
    vendorMaxSum: Math.max(0, num(source.vendor_max_sum)),
  };
}

function coordinatesOf(value: unknown): Coordinates | null {
  const source = record(value);
  const latitude = numOrNull(source.latitude);
  const longitude = numOrNull(source.longitude);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

function parseVenue(body: unknown): Venue {
  const card = normalizeOne(body);
  if (!card) throw new Error('no venue in the answer');
  const id = num(card.id, Number.NaN);
  if (!Number.isInteger(id)) throw new Error('the venue has no id');
  const settings: Venue['settings'] = {};
  for (const service of ['takeaway', 'express', 'delivery'] as const) {
    const related = card[service];
    if (isRecord(related) && 'terminal_id' in related)
      settings[service] = parseSettings(related as Resource, id);
  }
  const currency = card.currency;
  return {
    id,
    title: str(card.title) || str(card.brand_name),
    address: str(card.address),
    brandId: numOrNull(card.brand_id),
    coordinates: coordinatesOf(card.coordinates),
    currency: isCurrency(currency) ? currency : null,
    isOpen: bool(card.is_open, true),
    openingTime: strOrNull(card.opening_time),
    deliveryState: str(card.delivery_state) || 'open',
    services: list(card.services).map((service) => str(service)),
    settings,
  };
}

function fetchVenue(client: ApiClient, filialId: number, signal?: AbortSignal): Promise<Venue> {
  const { path, query } = cartVenueRequest(filialId);
  return client.get(path, { query, parse: parseVenue, ...(signal ? { signal } : {}) });
}

/**
 * The venue of a cart when the app shell's first script asked for it and its answer is in (cart-requests.ts,
 * ADR 0025): the Cart's first render has it. A fridge's cart needs its terminal too (fetchVenueFor): none.
 */
export function peekVenueFor(client: ApiClient, filialId: number, kind: OrderKind): Venue | undefined {
  if (kind === 'micromarket') return undefined;
  const { path, query } = cartVenueRequest(filialId);
  return client.peek(path, { query, parse: parseVenue });
}

/**
 * The names of these venues, in the request's language, for the other carts' tabs. A venue whose card
 * does not come is left out: its tab keeps its number.
 */
export async function fetchVenueTitles(
  client: ApiClient,
  filialIds: readonly number[],
  signal?: AbortSignal,
): Promise<ReadonlyMap<number, string>> {
  const answers = await Promise.allSettled(filialIds.map((id) => fetchVenue(client, id, signal)));
  const titles = new Map<number, string>();
  for (const answer of answers)
    if (answer.status === 'fulfilled' && answer.value.title) titles.set(answer.value.id, answer.value.title);
  return titles;
}

/** GET terminals/terminals/{id}: the settings of a venue whose main service is not on the card (a fridge). */
function fetchTerminalSettings(
  client: ApiClient,
  terminalId: number,
  signal?: AbortSignal,
): Promise<ServiceSettings> {
  return client.get(`terminals/terminals/${terminalId}`, {
    parse: (body) => {
      const terminal = normalizeOne(body);
      if (!terminal) throw new Error('no terminal in the answer');
      return parseSettings(terminal, terminalId);
    },
    ...(signal ? { signal } : {}),
  });
}

/** The settings that govern an order of this kind: vendor delivery rides on the delivery terminal. */
export function settingsFor(venue: Venue, kind: OrderKind): ServiceSettings | null {
  switch (kind) {
    case 'takeaway':
      return venue.settings.takeaway ?? null;
    case 'express':
      return venue.settings.express ?? null;
    case 'delivery':
    case 'vendor-delivery':
      return venue.settings.delivery ?? null;
    case 'micromarket':
      return venue.settings.micromarket ?? null;
  }
}

/** Loads the venue and, for a fridge, its terminal's own settings. */
export async function fetchVenueFor(
  client: ApiClient,
  filialId: number,
  kind: OrderKind,
  signal?: AbortSignal,
): Promise<Venue> {
  const [venue, fridge] = await Promise.all([
    fetchVenue(client, filialId, signal),
    kind === 'micromarket' ? fetchTerminalSettings(client, filialId, signal) : Promise.resolve(null),
  ]);
  if (fridge) {
    // docs/contract/validation.md/sandbox: a fridge sells online only.
    venue.settings.micromarket = {
      ...fridge,
      paymentTypes: fridge.paymentTypes.filter((t) => t === 'online'),
    };
  }
  return venue;
}
