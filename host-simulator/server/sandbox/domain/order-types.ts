import type { LocalText } from '../http/language.ts';
import type { PaymentType } from './filial-settings.ts';
import type { ServiceKey } from './services.ts';

export type OrderStatus = 'created' | 'cooking' | 'ready' | 'delivery' | 'completed' | 'canceled';
/** on_delivery: cash, paid at the counter or to the courier; canceled: a cash order that was canceled. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'on_delivery' | 'canceled';

export interface StoredAdditive {
  id: number;
  group_id: number;
  name: LocalText;
  price: number;
  count: number;
}

/** An order line as kept in orders.items (JSON); money in minor units. */
export interface StoredOrderItem {
  product_id: number;
  catalogue_id: number;
  name: LocalText;
  count: number;
  price: number;
  old_price: number | null;
  additives: StoredAdditive[];
  total: number;
  age_restriction: string | null;
}

export interface StatusChange {
  status: OrderStatus;
  at: number;
  reason?: string;
}

export interface StoredAddress {
  title: string;
  city: string;
  street: string;
  building: string;
  entrance: string;
  floor: string;
  apartment: string;
  comment: string;
  is_private_house: boolean;
  latitude: number;
  longitude: number;
}

export interface StoredCourier {
  id: number;
  name: string;
  phone: string;
  transport_type: 'FOOT' | 'CAR';
}

export interface OrderRow {
  id: number;
  number: string;
  user_id: number;
  filial_id: number;
  service: ServiceKey;
  status: OrderStatus;
  payment_type: PaymentType;
  payment_status: PaymentStatus;
  currency: 'KZT' | 'GEL';
  items: string;
  subtotal: number;
  service_cost: number;
  delivery_fee: number;
  discount: number;
  bonus_spent: number;
  bonus_granted: number;
  total: number;
  paid_by_card: number;
  table_id: number | null;
  address: string | null;
  comment: string;
  name: string;
  source: string | null;
  decline_reason: string | null;
  transport_type: 'FOOT' | 'CAR' | null;
  cooking_minutes: number;
  track_id: string | null;
  courier: string | null;
  route: string | null;
  history: string;
  created_at: number;
  updated_at: number;
  next_status_at: number | null;
}

export const ORDER_COLUMNS =
  'id, number, user_id, filial_id, service, status, payment_type, payment_status, currency, items, subtotal, ' +
  'service_cost, delivery_fee, discount, bonus_spent, bonus_granted, total, paid_by_card, table_id, address, ' +
  'comment, name, source, decline_reason, transport_type, cooking_minutes, track_id, courier, route, history, ' +
  'created_at, updated_at, next_status_at';

export function orderNumber(id: number): string {
  return String(id % 1000).padStart(3, '0');
}
