import type { ApiClient } from './client.ts';
import type { OrderKind } from './order-kinds.ts';
import { idsOf, intOf, isRecord, numberOf, textOf } from './wire.ts';

interface Additive {
  id: number;
  name: string;
  /** Price of one, in major units. */
  price: number;
}

/** docs/contract/entities.md#additive-group "Additive group" for one product. */
export interface AdditiveGroup {
  id: number;
  name: string;
  /** The fewest additives to choose (docs/contract/entities.md#additive-group: default 0). */
  min: number;
  /** The most additives to choose (docs/contract/entities.md#additive-group: default the group's own max). */
  max: number;
  /** What the signed-in guest chose the last time (favourite endpoint), else null. */
  lastSelected: number[] | null;
  additives: Additive[];
}

function additivesById(included: unknown): Map<number, Additive & { position: number }> {
  const map = new Map<number, Additive & { position: number }>();
  if (!Array.isArray(included)) return map;
  for (const entry of included) {
    if (!isRecord(entry) || entry.type !== 'additives') continue;
    const id = intOf(entry.id);
    const attributes = isRecord(entry.attributes) ? entry.attributes : {};
    const price = numberOf(attributes.price);
    if (id === null) continue;
    map.set(id, {
      id,
      name: textOf(attributes.name),
      price: price !== null && price >= 0 ? price : 0,
      position: numberOf(attributes.position) ?? 0,
    });
  }
  return map;
}

/**
 * Reads the additive groups of one product from the raw JSON:API document of menu/v2/product/additives
 * (or the favourite variant). The limits that apply to this product ride on the relationship to the
 * additives (`relationships.additives.attributes`), which a generic normaliser drops, hence the raw read:
 * min defaults to 0 and max to the group's own `attributes.max` (docs/contract/entities.md#additive-group).
 */
export function parseAdditiveGroups(body: unknown): AdditiveGroup[] {
  if (!isRecord(body) || !Array.isArray(body.data)) return [];
  const additives = additivesById(body.included);
  const groups: Array<AdditiveGroup & { position: number }> = [];
  for (const entry of body.data) {
    if (!isRecord(entry)) continue;
    const id = intOf(entry.id);
    if (id === null) continue;
    const attributes = isRecord(entry.attributes) ? entry.attributes : {};
    const relationships = isRecord(entry.relationships) ? entry.relationships : {};
    const link = isRecord(relationships.additives) ? relationships.additives : {};
    const linkAttributes = isRecord(link.attributes) ? link.attributes : {};
    const options = idsOf(link.data)
      .map((additiveId) => additives.get(additiveId))
      .filter((additive) => additive !== undefined)
      .sort((a, b) => a.position - b.position)
      .map(({ position: _position, ...additive }) => additive);
    const min = Math.max(0, intOf(linkAttributes.min) ?? 0);
    const declaredMax = intOf(linkAttributes.max) ?? intOf(attributes.max);
    // A group that names no usable maximum lets the guest take each option once.
    const max = declaredMax !== null && declaredMax > 0 ? declaredMax : Math.max(options.length, 1);
    const lastSelected = Array.isArray(attributes.last_selected) ? idsOf(attributes.last_selected) : null;
    groups.push({
      id,
      name: textOf(attributes.name),
      min: Math.min(min, options.length),
      max: Math.max(max, Math.min(min, options.length)),
      lastSelected,
      additives: options,
      position: numberOf(attributes.position) ?? groups.length,
    });
  }
  return groups.sort((a, b) => a.position - b.position).map(({ position: _position, ...group }) => group);
}

/** Order kinds in the wire spelling the menu endpoints take as service_type. */
const SERVICE_TYPE: Record<OrderKind, string> = {
  takeaway: 'takeaway',
  express: 'express',
  delivery: 'delivery',
  micromarket: 'micromarket',
  'vendor-delivery': 'vendor_delivery',
};

export interface AdditiveRequest {
  filialId: number;
  productId: number;
  kind: OrderKind;
  /** Signed in: the favourite endpoint, which also says what the guest chose last time (docs/contract/roles.md#signed-in-endpoints). */
  favourite: boolean;
}

export function fetchAdditiveGroups(
  client: ApiClient,
  { filialId, productId, kind, favourite }: AdditiveRequest,
  signal?: AbortSignal,
): Promise<AdditiveGroup[]> {
  const path = favourite ? 'menu/v2/favourite-product/additives' : 'menu/v2/product/additives';
  return client.get(path, {
    query: { filial_id: filialId, product_id: productId, service_type: SERVICE_TYPE[kind] },
    parse: parseAdditiveGroups,
    ...(signal ? { signal } : {}),
  });
}
