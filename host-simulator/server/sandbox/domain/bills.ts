import type { LocalText } from '../http/language.ts';

export interface BillRow {
  id: number;
  table_id: number;
  filial_id: number;
  waiter_id: number;
  items: string;
  amount: number;
  currency: 'KZT' | 'GEL';
  status: 'open' | 'paid';
  opened_at: number;
  paid_at: number | null;
  paid_by: number | null;
  tip: number;
  bonus_spent: number;
  bonus_granted: number;
  track_id: string | null;
}

export interface BillLine {
  product_id: number;
  name: LocalText;
  count: number;
  price: number;
  total: number;
}

export interface TableRow {
  id: number;
  filial_id: number;
  number: number;
  waiter_id: number;
  qr_payload: string;
}
