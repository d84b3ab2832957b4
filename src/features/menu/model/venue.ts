import { normalizeOne } from '../../../api/json-api.ts';
import { flagOf, intOf, isRecord, nullableTextOf, numberOf, stringsOf, textOf } from '../../../api/wire.ts';

/** docs/contract/entities.md#filial-settings "Filial settings" as far as the menu uses them, per service. */
interface TerminalSettings {
  terminalId: number | null;
  isCheckPullingEnabled: boolean;
  cookingDelayMinutes: number;
}

export interface DeliveryBanner {
  kind: string;
  title: string;
  text: string;
}

/** The venue card (takeaway/locations/card/terminal/{id}): what the menu's header and rules need. */
export interface Venue {
  id: number;
  title: string;
  brandName: string;
  address: string;
  kind: string;
  /** Wire spelling: takeaway, express, delivery, micromarket, vendor_delivery. */
  services: string[];
  currency: string | null;
  isOpen: boolean;
  /** 'HH:MM' when closed and the next opening is known. */
  openingTime: string | null;
  rushState: string | null;
  rushDelayMinutes: number;
  deliveryState: string | null;
  bannerInfo: DeliveryBanner | null;
  isCheckPullingEnabled: boolean;
  settings: Partial<Record<'takeaway' | 'express' | 'delivery', TerminalSettings>>;
}

export function parseBanner(value: unknown): DeliveryBanner | null {
  if (!isRecord(value)) return null;
  const title = textOf(value.title);
  const text = textOf(value.text);
  if (!title && !text) return null;
  return { kind: textOf(value.kind), title, text };
}

function parseSettings(value: unknown): TerminalSettings | undefined {
  if (!isRecord(value)) return undefined;
  return {
    terminalId: intOf(value.terminal_id),
    isCheckPullingEnabled: flagOf(value.is_check_pulling_enabled),
    cookingDelayMinutes: numberOf(value.cooking_delay_minutes) ?? 0,
  };
}

export function parseVenue(body: unknown): Venue | null {
  const card = normalizeOne(body);
  const id = intOf(card?.id);
  if (!card || id === null) return null;
  const settings: Venue['settings'] = {};
  for (const service of ['takeaway', 'express', 'delivery'] as const) {
    const parsed = parseSettings(card[service]);
    if (parsed) settings[service] = parsed;
  }
  return {
    id,
    title: textOf(card.title) || textOf(card.brand_name),
    brandName: textOf(card.brand_name),
    address: textOf(card.address),
    kind: textOf(card.kind),
    services: stringsOf(card.services),
    currency: nullableTextOf(card.currency),
    isOpen: card.is_open !== false,
    openingTime: nullableTextOf(card.opening_time),
    rushState: nullableTextOf(card.rush_state),
    rushDelayMinutes: numberOf(card.rush_delay_minutes) ?? 0,
    deliveryState: nullableTextOf(card.delivery_state),
    bannerInfo: parseBanner(card.banner_info),
    isCheckPullingEnabled:
      flagOf(card.is_check_pulling_enabled) ||
      Object.values(settings).some((entry) => entry?.isCheckPullingEnabled),
    settings,
  };
}
