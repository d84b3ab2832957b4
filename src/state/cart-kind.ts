import type { OrderKind } from '../api/order-kinds.ts';
import type { ServiceId } from '../config/host-config.ts';

/** The guest-facing services in the order a venue's switcher lists them. */
export const MAIN_SERVICES: readonly ServiceId[] = ['takeaway', 'express', 'delivery'];

/** The main services a venue offers (its card lists them in wire spelling, with extra kinds). */
export function mainServicesOf(venueServices: readonly string[]): ServiceId[] {
  return MAIN_SERVICES.filter((service) => venueServices.includes(service));
}

/**
 * Which cart (order kind) the venue's menu fills: a smart fridge has only micromarket; otherwise the
 * guest's service when the venue offers it, delivery made by the venue itself when that is the only
 * delivery it has, else the venue's first main service.
 */
export function cartKindFor(venueServices: readonly string[], service: ServiceId): OrderKind {
  if (venueServices.includes('micromarket')) return 'micromarket';
  if (venueServices.includes(service)) return service;
  if (service === 'delivery' && venueServices.includes('vendor_delivery')) return 'vendor-delivery';
  const [first] = mainServicesOf(venueServices);
  if (first) return first;
  return venueServices.includes('vendor_delivery') ? 'vendor-delivery' : service;
}

/** The service the switcher shows as chosen for a cart kind. */
export function serviceOfKind(kind: OrderKind): ServiceId | null {
  if (kind === 'vendor-delivery') return 'delivery';
  return (MAIN_SERVICES as readonly string[]).includes(kind) ? (kind as ServiceId) : null;
}
