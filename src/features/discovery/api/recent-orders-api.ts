import type { ApiClient } from '../../../api/client.ts';
import { type Resource, toPage } from '../../../api/json-api.ts';
import type { Currency } from '../../../i18n/format-number.ts';
import { RECENT_ORDERS } from './recent-orders-request.ts';

/** A recent order as Home's repeat shortcut shows it. */
export interface RecentOrder {
  id: number;
  number: string;
  venue: string;
  amount: number;
  currency: Currency | null;
  /** How many dishes, and the first names, for the card's second line. */
  count: number;
  names: string[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

function parseRecentOrder(resource: Resource): RecentOrder {
  const record = resource as Resource & Record<string, unknown>;
  const filial = (record.filial ?? {}) as Record<string, unknown>;
  const content = Array.isArray(record.content) ? (record.content as Record<string, unknown>[]) : [];
  return {
    id: numberOf(record.id) || Number(resource.id),
    number: text(record.number) || String(resource.id),
    venue: text(filial.title) || text(filial.brand_name),
    amount: numberOf(record.amount),
    currency: record.currency === 'KZT' || record.currency === 'GEL' ? record.currency : null,
    count: content.reduce((sum, line) => sum + (numberOf(line.count) || 1), 0),
    names: content.map((line) => text(line.name)).filter(Boolean),
  };
}

/** The guest's latest orders, newest first (RECENT_ORDERS). */
export function fetchRecentOrders(client: ApiClient, signal?: AbortSignal): Promise<RecentOrder[]> {
  return client.get(RECENT_ORDERS.path, {
    query: RECENT_ORDERS.query,
    parse: (body) => toPage(body, parseRecentOrder).results.filter((order) => order.id > 0),
    ...(signal ? { signal } : {}),
  });
}
