import { SERVICES, type ServiceId } from '../config/host-config.ts';

/** docs/contract/product.md#services: takeaway is type 1, express 3, delivery 4. */
const SERVICE_TYPE_IDS: { readonly [S in ServiceId]: number } = {
  takeaway: 1,
  express: 3,
  delivery: 4,
};

/** docs/contract/states.md#service-change "Service change": delivery is the default service. */
export const DEFAULT_SERVICE: ServiceId = 'delivery';

export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === 'string' && (SERVICES as readonly string[]).includes(value);
}

/** docs/contract/product.md#services: a lookup of a service by its type id falls back to delivery. */
export function serviceByTypeId(typeId: unknown): ServiceId {
  const found = SERVICES.find((service) => SERVICE_TYPE_IDS[service] === Number(typeId));
  return found ?? DEFAULT_SERVICE;
}
