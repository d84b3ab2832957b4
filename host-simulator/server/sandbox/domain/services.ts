import type { ServiceKey } from '../seed/dish-types.ts';

export type { ServiceKey };

/** Service type ids: 1, 3 and 4 are the contract's (docs/contract/product.md#services); the sandbox numbers the two further kinds 5 and 6. */
export const SERVICE_TYPE_ID: Record<ServiceKey, number> = {
  takeaway: 1,
  express: 3,
  delivery: 4,
  micromarket: 5,
  vendor_delivery: 6,
};

const SERVICE_KEYS = Object.keys(SERVICE_TYPE_ID) as ServiceKey[];

/** Accepts a service name, its id, or the URL spelling (vendor-delivery); null when unknown. */
export function parseService(value: unknown): ServiceKey | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim().replace('-', '_');
  if ((SERVICE_KEYS as string[]).includes(text)) return text as ServiceKey;
  const byId = SERVICE_KEYS.find((key) => String(SERVICE_TYPE_ID[key]) === text);
  return byId ?? null;
}

export function isDeliveryService(service: ServiceKey): boolean {
  return service === 'delivery' || service === 'vendor_delivery';
}
