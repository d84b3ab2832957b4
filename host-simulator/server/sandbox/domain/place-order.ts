import type { SandboxApp } from '../app.ts';
import { type Fields, listOf, stringField } from '../http/body-fields.ts';
import type { Language } from '../http/language.ts';
import type { UserRow } from '../store/rows.ts';
import { percentOf } from './money.ts';
import { checkShownDeliveryFee, deliveryTerms } from './order-delivery.ts';
import { priceLines } from './order-lines.ts';
import { storeOrder } from './order-persistence.ts';
import {
  bonusOf,
  checkAge,
  checkVenueTakesOrder,
  paymentTypeOf,
  sourceOf,
  tableIdOf,
} from './order-rules.ts';
import type { OrderRow } from './order-types.ts';
import type { ServiceKey } from './services.ts';
import type { Venue } from './venues.ts';

/**
 * Creates an order from the payload of docs/api/orders.md after every rule of docs/contract/validation.md: service offered and
 * venue open, lines available with their shown prices, additive limits, 21+ items, table for express,
 * address, zone and minimum sum for delivery, payment type, and bonuses within max_bonus_usage_percentage
 * of the items (delivery excluded). Online payment yields a track id for the hosted payment page.
 * The rules run in this order because the client shows the first refusal: keep it.
 */
export function placeOrder(
  app: SandboxApp,
  service: ServiceKey,
  venue: Venue,
  attributes: Fields,
  user: UserRow,
  lang: Language,
): OrderRow {
  const now = app.clock.now();
  checkVenueTakesOrder(venue, service, attributes, user, now);
  const priced = priceLines(app, venue, service, listOf(attributes, 'items'), lang);
  checkAge(priced.ageRestricted, user, attributes, now);
  const paymentType = paymentTypeOf(attributes, venue, service);
  const tableId = tableIdOf(app, venue, service, attributes);
  const delivery = deliveryTerms(app, venue, service, attributes, user, priced.subtotal, now);
  checkShownDeliveryFee(attributes, service, delivery.fee);
  const serviceCost =
    service === 'express' ? Math.round(percentOf(priced.subtotal, venue.settings.service_percentage)) : 0;
  const bonus = bonusOf(app, venue, attributes, user, priced.subtotal, now);
  const source = sourceOf(attributes);
  const accepted = {
    service,
    venue,
    userId: user.id,
    priced,
    delivery,
    paymentType,
    serviceCost,
    bonus,
    tableId,
    source,
    comment: stringField(attributes, 'comment', { max: 500 }) ?? '',
    name: stringField(attributes, 'name', { max: 60 }) ?? '',
  };
  return storeOrder(app, accepted, now);
}
