import { ApiError } from './errors.ts';
import { isRecord, list, num, numOrNull, record, str } from './answer-fields.ts';

export interface UnavailableLine {
  productId: number;
  name: string;
  state: string;
}

export interface PriceChange {
  productId: number;
  /** Set when the price of one additive of the line changed. */
  additiveId: number | null;
  name: string;
  shownPrice: number;
  price: number;
}

/** What a refused order asks of the guest (docs/contract/validation.md#unavailable-dishes, docs/contract/errors.md#dish-problems), from the server's `errors[]`. */
export type OrderProblem =
  | { kind: 'unavailable'; lines: UnavailableLine[] }
  | { kind: 'price-changed'; changes: PriceChange[] }
  | { kind: 'delivery-price-changed' }
  | { kind: 'out-of-zone' }
  | { kind: 'min-sum'; minSum: number }
  | { kind: 'max-sum'; maxSum: number }
  | { kind: 'age-confirmation' }
  | { kind: 'age-refused' }
  | { kind: 'table' }
  | { kind: 'bonus'; message: string }
  /** The guest has new terms of use to accept before ordering (docs/api/care.md). */
  | { kind: 'terms'; version: number; url: string }
  | { kind: 'message'; message: string };

const UNAVAILABLE = new Set(['item_stopped', 'item_sold_out', 'item_unavailable', 'item_deleted']);

/** The problem behind a refused order, or null when the error is not the server's verdict on it. */
export function orderProblemOf(error: unknown): OrderProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code !== 'validation' && error.code !== 'http' && error.code !== 'not-found') return null;
  const errors = list(record(error.body).errors).filter(isRecord);
  const first = errors[0];
  const code = str(first?.code);
  const meta = record(first?.meta);
  const message = str(first?.title) || error.message;
  if (UNAVAILABLE.has(code)) {
    return {
      kind: 'unavailable',
      lines: errors
        .filter((entry) => UNAVAILABLE.has(str(entry.code)))
        .map((entry) => {
          const info = record(entry.meta);
          return {
            productId: num(info.product_id),
            name: str(info.name),
            state: str(info.state) || str(entry.code).replace(/^item_/, ''),
          };
        }),
    };
  }
  if (code === 'price_changed') {
    if (meta.product_id === undefined) return { kind: 'delivery-price-changed' };
    return {
      kind: 'price-changed',
      changes: errors
        .filter((entry) => str(entry.code) === 'price_changed' && record(entry.meta).product_id !== undefined)
        .map((entry) => {
          const info = record(entry.meta);
          return {
            productId: num(info.product_id),
            additiveId: numOrNull(info.additive_id),
            name: str(info.name),
            shownPrice: num(info.shown_price),
            price: num(info.price),
          };
        }),
    };
  }
  switch (code) {
    case 'out_of_delivery_zone':
      return { kind: 'out-of-zone' };
    case 'min_sum':
      return { kind: 'min-sum', minSum: num(meta.min_sum) };
    case 'max_sum':
      return { kind: 'max-sum', maxSum: num(meta.max_sum) };
    case 'age_confirmation_required':
      return { kind: 'age-confirmation' };
    case 'age_restricted':
      return { kind: 'age-refused' };
    case 'table_required':
    case 'table_not_found':
      return { kind: 'table' };
    case 'terms_not_accepted':
      return { kind: 'terms', version: num(meta.version), url: str(meta.url) };
    case 'bonus_limit_exceeded':
    case 'bonus_insufficient':
      return { kind: 'bonus', message };
    default:
      return { kind: 'message', message };
  }
}
