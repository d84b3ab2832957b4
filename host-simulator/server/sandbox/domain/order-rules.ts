import type { SandboxApp } from '../app.ts';
import { type Fields, boolField, moneyField, numberField, stringField } from '../http/body-fields.ts';
import { MESSAGES } from '../http/messages.ts';
import type { UserRow } from '../store/rows.ts';
import { paymentTypesOf, type PaymentType } from './filial-settings.ts';
import { bonusBalance } from './loyalty.ts';
import { MIN_AGE } from './menu.ts';
import { floorBonus, percentOf, toMajor } from './money.ts';
import { fail, pointer } from './order-problems.ts';
import type { ServiceKey } from './services.ts';
import { openingOf, type Venue } from './venues.ts';

/** Order channels of docs/contract/entities.md#order-sources (MAPS stands for the maps-app channel). */
const ORDER_SOURCES = ['MAPS', 'FRIDGE', 'QR', 'STANDQR', 'TABLET', 'TABLETQR'] as const;

/** Full years between a birthday (YYYY-MM-DD) and `now`, counted in UTC. */
export function ageOn(bday: string, now: number): number {
  const birth = new Date(`${bday}T00:00:00Z`);
  const today = new Date(now);
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age--;
  return age;
}

/** Refuses an order the venue cannot take now: service not offered, another user's id, venue closed. */
export function checkVenueTakesOrder(
  venue: Venue,
  service: ServiceKey,
  attributes: Fields,
  user: UserRow,
  now: number,
): void {
  if (!venue.services.includes(service)) {
    fail(422, {
      code: 'service_unavailable',
      title: MESSAGES.serviceUnavailable,
      meta: { filial_id: venue.row.id, services: venue.services },
    });
  }
  // docs/contract/roles.md#signed-in-endpoints has the client pass the user id to orders; the token decides, and a different id is a client bug.
  if (
    attributes.user_id !== undefined &&
    attributes.user_id !== null &&
    String(attributes.user_id) !== String(user.id)
  ) {
    fail(422, {
      code: 'user_mismatch',
      title: 'user_id differs from the signed-in user',
      source: { pointer: pointer('user_id') },
    });
  }
  const opening = openingOf(venue, now);
  if (!opening.isOpen) {
    fail(422, {
      code: 'filial_closed',
      title: MESSAGES.filialClosed,
      meta: { opens_at: opening.opensAt === null ? null : new Date(opening.opensAt).toISOString() },
    });
  }
}

/** 21+ items need a guest old enough by the profile's birthday and an explicit age confirmation. */
export function checkAge(ageRestricted: string[], user: UserRow, attributes: Fields, now: number): void {
  if (!ageRestricted.length) return;
  if (user.bday && ageOn(user.bday, now) < MIN_AGE) {
    fail(422, {
      code: 'age_restricted',
      title: MESSAGES.ageRestricted,
      meta: { min_age: MIN_AGE, items: ageRestricted },
    });
  }
  if (boolField(attributes, 'age_confirmed') !== true) {
    fail(422, {
      code: 'age_confirmation_required',
      title: MESSAGES.ageRestricted,
      detail: 'Send age_confirmed: true after the guest confirmed being 21 or older',
      source: { pointer: pointer('age_confirmed') },
      meta: { min_age: MIN_AGE, items: ageRestricted },
    });
  }
}

/** The payment type asked for, if the venue takes it for this service (the micromarket takes online only). */
export function paymentTypeOf(attributes: Fields, venue: Venue, service: ServiceKey): PaymentType {
  const paymentType = stringField(attributes, 'payment_type', { required: true }) as PaymentType;
  const allowed =
    service === 'micromarket'
      ? paymentTypesOf(venue.settings).filter((p) => p === 'online')
      : paymentTypesOf(venue.settings);
  if (!allowed.includes(paymentType)) {
    fail(422, {
      code: 'payment_type_unavailable',
      title: MESSAGES.paymentTypeUnavailable,
      source: { pointer: pointer('payment_type') },
      meta: { payment_types: allowed },
    });
  }
  return paymentType;
}

/** The venue's table an express order goes to; other services have none. */
export function tableIdOf(
  app: SandboxApp,
  venue: Venue,
  service: ServiceKey,
  attributes: Fields,
): number | null {
  if (service !== 'express') return null;
  const table = numberField(attributes, 'table_id', { integer: true });
  if (table === undefined)
    fail(422, {
      code: 'table_required',
      title: MESSAGES.tableRequired,
      source: { pointer: pointer('table_id') },
    });
  const row = app.sql.get<{ id: number }>(
    'SELECT id FROM restaurant_tables WHERE id = ? AND filial_id = ?',
    table,
    venue.row.id,
  );
  if (!row)
    fail(422, {
      code: 'table_not_found',
      title: MESSAGES.tableNotFound,
      source: { pointer: pointer('table_id') },
    });
  return row.id;
}

/** The bonus to spend: within the venue's share of the items' subtotal and within the guest's balance. */
export function bonusOf(
  app: SandboxApp,
  venue: Venue,
  attributes: Fields,
  user: UserRow,
  subtotal: number,
  now: number,
): number {
  const bonus = moneyField(attributes, 'bonus_amount', { pointer: pointer('bonus_amount') }) ?? 0;
  if (bonus <= 0) return bonus;
  const percent = venue.settings.is_loyalty_balance_button_disabled
    ? 0
    : venue.settings.max_bonus_usage_percentage;
  const limit = floorBonus(percentOf(subtotal, percent), venue.currency);
  if (bonus > limit) {
    fail(422, {
      code: 'bonus_limit_exceeded',
      title: MESSAGES.bonusLimit,
      source: { pointer: pointer('bonus_amount') },
      meta: { max_bonus_amount: toMajor(limit), max_bonus_usage_percentage: percent },
    });
  }
  const balance = bonusBalance(app.sql, user.id, venue.currency, now);
  if (bonus > balance) {
    fail(422, {
      code: 'bonus_insufficient',
      title: MESSAGES.bonusInsufficient,
      source: { pointer: pointer('bonus_amount') },
      meta: { balance: toMajor(balance) },
    });
  }
  return bonus;
}

/** The order channel, one of ORDER_SOURCES, or null when the client sent none. */
export function sourceOf(attributes: Fields): string | null {
  const source = stringField(attributes, 'source') || null;
  if (source !== null && !(ORDER_SOURCES as readonly string[]).includes(source)) {
    fail(422, {
      code: 'invalid_field',
      title: `source must be one of ${ORDER_SOURCES.join(', ')}`,
      source: { pointer: pointer('source') },
    });
  }
  return source;
}
