import { SERVICES, type ServiceId } from '../config/host-config.ts';

/** SPEC §1: takeaway is type 1, express 3, delivery 4. */
const SERVICE_TYPE_IDS: { readonly [S in ServiceId]: number } = {
  takeaway: 1,
  express: 3,
  delivery: 4,
};

/** SPEC §4 "Service change": delivery is the default service. */
export const DEFAULT_SERVICE: ServiceId = 'delivery';

export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === 'string' && (SERVICES as readonly string[]).includes(value);
}

/** SPEC §1: a lookup of a service by its type id falls back to delivery. */
export function serviceByTypeId(typeId: unknown): ServiceId {
  const found = SERVICES.find((service) => SERVICE_TYPE_IDS[service] === Number(typeId));
  return found ?? DEFAULT_SERVICE;
}
