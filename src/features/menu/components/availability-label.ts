import type { TFunction } from 'i18next';
import type { OrderKind } from '../../../api/order-submission.ts';
import type { Availability } from '../model/menu-item.ts';

const SERVICE_LABEL = {
  takeaway: 'common.services.takeaway',
  express: 'common.services.express',
  delivery: 'common.services.delivery',
  micromarket: 'common.services.micromarket',
  'vendor-delivery': 'common.services.vendorDelivery',
} as const;

const serviceLabel = (t: TFunction, kind: OrderKind): string => t(SERVICE_LABEL[kind]);

/** Why an item cannot be ordered now, as its badge says; null when it can. */
export function availabilityLabel(t: TFunction, availability: Availability, kind: OrderKind): string | null {
  switch (availability) {
    case 'available':
      return null;
    case 'sold-out':
      return t('menu.soldOut');
    case 'unavailable':
      return t('menu.unavailable');
    case 'not-for-service':
      return t('menu.unavailableForService', { service: serviceLabel(t, kind) });
  }
}
