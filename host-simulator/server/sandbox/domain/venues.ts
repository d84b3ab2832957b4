import type { Language } from '../http/language.ts';
import { localise, type LocalText } from '../http/language.ts';
import type { FilialRow, TownRow } from '../store/rows.ts';
import type { Sql } from '../store/sql.ts';
import type { FilialSettings } from './filial-settings.ts';
import type { LatLng } from './geometry.ts';
import { type DayHours, type OpeningState, openingState } from './schedule.ts';
import type { ServiceKey } from './services.ts';

export interface Venue {
  row: FilialRow;
  town: TownRow;
  settings: FilialSettings;
  services: ServiceKey[];
  categoryIds: number[];
  schedule: DayHours[];
  location: LatLng;
  currency: 'KZT' | 'GEL';
}

function toVenue(row: FilialRow, town: TownRow): Venue {
  return {
    row,
    town,
    settings: JSON.parse(row.settings) as FilialSettings,
    services: JSON.parse(row.services) as ServiceKey[],
    categoryIds: JSON.parse(row.category_ids) as number[],
    schedule: JSON.parse(row.schedule) as DayHours[],
    location: { latitude: row.latitude, longitude: row.longitude },
    currency: town.currency,
  };
}

export function loadVenue(sql: Sql, id: number): Venue | null {
  if (!Number.isInteger(id)) return null;
  const row = sql.get<FilialRow>('SELECT * FROM filials WHERE id = ?', id);
  if (!row) return null;
  const town = sql.get<TownRow>('SELECT * FROM towns WHERE id = ?', row.town_id);
  return town ? toVenue(row, town) : null;
}

export function loadVenues(sql: Sql): Venue[] {
  const towns = new Map(sql.all<TownRow>('SELECT * FROM towns').map((town) => [town.id, town]));
  return sql.all<FilialRow>('SELECT * FROM filials ORDER BY id').flatMap((row) => {
    const town = towns.get(row.town_id);
    return town ? [toVenue(row, town)] : [];
  });
}

export function openingOf(venue: Venue, at: number): OpeningState {
  return openingState(
    {
      schedule: venue.schedule,
      breakFrom: venue.row.break_from,
      breakTo: venue.row.break_to,
      closeInAdvanceMinutes: venue.settings.close_in_advance_minutes,
      utcOffsetMinutes: venue.town.utc_offset_minutes,
    },
    at,
  );
}

const t = (kk: string, ru: string, en: string, ka: string): LocalText => ({ kk, ru, en, ka });

const BANNERS: Record<'weather_issues' | 'night_shift' | 'closed', { title: LocalText; text: LocalText }> = {
  weather_issues: {
    title: t(
      'Ауа райына байланысты кідіріс',
      'Задержка из-за погоды',
      'Weather delay',
      'შეფერხება ამინდის გამო',
    ),
    text: t(
      'Курьерлерге көбірек уақыт керек. Тапсырыс кешіксе, ақша 1 жұмыс күні ішінде қайтарылады.',
      'Курьерам нужно больше времени. Если заказ опоздает, деньги вернутся в течение 1 рабочего дня.',
      'Couriers need more time. If the order is late, the money comes back within 1 working day.',
      'კურიერებს მეტი დრო სჭირდებათ. თუ შეკვეთა დაგვიანდება, თანხა 1 სამუშაო დღეში დაბრუნდება.',
    ),
  },
  night_shift: {
    title: t('Түнгі ауысым', 'Ночная смена', 'Night shift', 'ღამის ცვლა'),
    text: t(
      'Түнде жеткізу ұзағырақ. Тапсырыс кешіксе, ақша 1 жұмыс күні ішінде қайтарылады.',
      'Ночью доставка дольше. Если заказ опоздает, деньги вернутся в течение 1 рабочего дня.',
      'Night delivery takes longer. If the order is late, the money comes back within 1 working day.',
      'ღამით მიწოდებას მეტი დრო სჭირდება. თუ შეკვეთა დაგვიანდება, თანხა 1 სამუშაო დღეში დაბრუნდება.',
    ),
  },
  closed: {
    title: t('Жеткізу жабық', 'Доставка закрыта', 'Delivery is closed', 'მიწოდება დახურულია'),
    text: t(
      'Қазір өзіңіз алып кетуге тапсырыс беруге болады.',
      'Сейчас можно заказать самовывоз.',
      'You can still order for pickup.',
      'ახლა შეგიძლიათ შეუკვეთოთ თვითგატანით.',
    ),
  },
};

export function hasDeliveryService(venue: Venue): boolean {
  return venue.services.includes('delivery') || venue.services.includes('vendor_delivery');
}

/** The delivery banner of a venue (docs/contract/states.md#delivery-banners: weather delay, night-shift delay, delivery closed), or null. */
export function bannerOf(venue: Venue, lang: Language): Record<string, unknown> | null {
  if (!hasDeliveryService(venue)) return null;
  const state = venue.row.delivery_state;
  if (state !== 'weather_issues' && state !== 'night_shift' && state !== 'closed') return null;
  const banner = BANNERS[state];
  return {
    kind: state,
    title: localise(banner.title, lang),
    text: localise(banner.text, lang),
    delay_minutes: venue.row.delivery_delay_time,
  };
}
