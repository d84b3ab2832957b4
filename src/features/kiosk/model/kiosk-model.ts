import type { Resource } from '../../../api/json-api.ts';
import { itemPhotoOf } from '../../../api/item-photo.ts';
import { orderItems } from '../../../api/order-submission.ts';
import { type CartAdditive, lineOf, type PaymentType } from '../../../state/cart.ts';
import { unitTotal } from '../../../state/option-rules.ts';

// The kiosk's own model, pure and apart from the app's cart (docs/features/kiosk.md#why-the-kiosk-keeps-its-own-cart):
// its timings, its menu of what a touch can order, and the current guest's draft and order.

/**
 * The kiosk's timings in one place (docs/features/kiosk.md). A guest who walks away leaves the tablet to the
 * next one: after IDLE_MS without a touch the kiosk asks "Are you still here?" for WARNING_MS, then starts
 * over. The order number stays on screen for NUMBER_SCREEN_MS, long enough to note it.
 */
export const KIOSK_TIMING = {
  IDLE_MS: 60_000,
  WARNING_MS: 15_000,
  NUMBER_SCREEN_MS: 20_000,
  /** The session's order list: a kitchen moves an order along in minutes, so 10 s is fresh enough. */
  ORDERS_POLL_MS: 10_000,
} as const;

export type KioskTiming = { [K in keyof typeof KIOSK_TIMING]: number };

/** The shortest idle time a URL may ask for (`?idle=<seconds>`, for demos and journeys), and the longest. */
const IDLE_SECONDS_MIN = 3;
const IDLE_SECONDS_MAX = 600;

/**
 * The timings for this start: the defaults, or with `?idle=<seconds>` an idle time, warning and number screen
 * of that many seconds each (capped at the defaults' warning and number times), so a journey need not wait a
 * minute.
 */
export function kioskTimingOf(search: string): KioskTiming {
  const raw = new URLSearchParams(search).get('idle');
  const seconds = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  if (seconds === null || seconds < IDLE_SECONDS_MIN || seconds > IDLE_SECONDS_MAX)
    return { ...KIOSK_TIMING };
  const ms = seconds * 1000;
  return {
    ...KIOSK_TIMING,
    IDLE_MS: ms,
    WARNING_MS: Math.min(ms, KIOSK_TIMING.WARNING_MS),
    NUMBER_SCREEN_MS: Math.min(ms, KIOSK_TIMING.NUMBER_SCREEN_MS),
  };
}

export interface KioskProduct {
  id: number;
  name: string;
  description: string;
  /** Major units, as the menu shows it. */
  price: number;
  /** docs/contract/entities.md#menu-item: the first of its images, else its image_url; null shows the tile's neutral placeholder. */
  imageUrl: string | null;
  /** Additive groups to choose from: a tap opens the kiosk's option picker instead of adding at once. */
  hasOptions: boolean;
}

export interface KioskCategory {
  id: number;
  name: string;
  products: KioskProduct[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : Number.NaN;
};

/**
 * Whether a touch can order the product: available and not 21+ (a kiosk cannot check an age). A product with
 * options is ordered through the kiosk's option picker, so the kiosk sells what the counter sells.
 */
const orderableByTouch = (product: Resource): boolean =>
  product.is_unavailable !== true && product.is_age_restricted !== true;

const hasOptions = (product: Resource): boolean =>
  product.has_additive_categories === true ||
  (Array.isArray(product.additive_categories) && product.additive_categories.length > 0);

/** The menu's active categories (GET menu/v2/category/products, normalised) with what a touch can order. */
export function kioskMenuOf(categories: readonly Resource[]): KioskCategory[] {
  return categories
    .filter((category) => category.is_active !== false)
    .map((category) => ({
      id: number(category.id),
      name: text(category.name),
      products: (Array.isArray(category.products) ? (category.products as Resource[]) : [])
        .filter(orderableByTouch)
        .map((product) => ({
          id: number(product.id),
          name: text(product.name),
          description: text(product.description),
          price: number(product.price),
          imageUrl: itemPhotoOf(product),
          hasOptions: hasOptions(product),
        }))
        .filter((product) => Number.isInteger(product.id) && Number.isFinite(product.price)),
    }))
    .filter((category) => category.products.length > 0);
}

/** One line of the kiosk's own cart: a product with one choice of options, as many as the guest added. */
export interface KioskLine {
  /** The product and its sorted options (the cart's lineOf): the same choice adds up on one line. */
  key: string;
  productId: number;
  name: string;
  /** One unit without its options, major units. */
  price: number;
  quantity: number;
  additives: CartAdditive[];
}

/** docs/contract/screens.md#tablet-flow tablet flow: takeaway, or eaten in the hall. */
export type Dining = 'takeaway' | 'hall';

/** Everything the current guest has told the kiosk; EMPTY_DRAFT is what the next guest finds. */
export interface KioskDraft {
  lines: KioskLine[];
  name: string;
  dining: Dining | null;
  payment: PaymentType | null;
}

export const EMPTY_DRAFT: KioskDraft = { lines: [], name: '', dining: null, payment: null };

/** docs/contract/validation.md#birthday-form, the birthday form's rule that the tablet flow's name follows: at least 2 characters. */
const NAME_MIN_LENGTH = 2;

export function addProduct(
  lines: readonly KioskLine[],
  product: KioskProduct,
  additives: readonly CartAdditive[] = [],
): KioskLine[] {
  const key = lineOf(product.id, additives);
  const found = lines.find((line) => line.key === key);
  if (found) return setQuantity(lines, key, found.quantity + 1);
  return [
    ...lines,
    {
      key,
      productId: product.id,
      name: product.name,
      price: product.price,
      quantity: 1,
      additives: [...additives],
    },
  ];
}

/** 0 or less removes the line. */
export function setQuantity(lines: readonly KioskLine[], key: string, quantity: number): KioskLine[] {
  return quantity <= 0
    ? lines.filter((line) => line.key !== key)
    : lines.map((line) => (line.key === key ? { ...line, quantity } : line));
}

/** One line's money: a unit with its options, times the quantity, in major units. */
export const lineTotal = (line: KioskLine): number =>
  (Math.round(unitTotal(line.price, line.additives) * 100) * line.quantity) / 100;

export const linesCount = (lines: readonly KioskLine[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** Money in major units; summed in hundredths so that tetri and tiyn never drift. */
export const linesTotal = (lines: readonly KioskLine[]): number =>
  lines.reduce(
    (sum, line) => sum + Math.round(unitTotal(line.price, line.additives) * 100) * line.quantity,
    0,
  ) / 100;

export type DetailsProblem = 'nameTooShort' | 'diningRequired' | 'paymentRequired' | 'cashRefused';

/** What keeps the guest's details from being sent, in the order the form shows them. */
export function detailsProblems(draft: KioskDraft, paymentTypes: readonly PaymentType[]): DetailsProblem[] {
  const problems: DetailsProblem[] = [];
  if (draft.name.trim().length < NAME_MIN_LENGTH) problems.push('nameTooShort');
  if (draft.dining === null) problems.push('diningRequired');
  if (draft.payment === null) problems.push('paymentRequired');
  else if (!paymentTypes.includes(draft.payment)) problems.push('cashRefused');
  return problems;
}

/**
 * The body of POST takeaway/v1/tablet/sessions/{id}/orders (docs/api/kiosk.md): only the draft's content,
 * no time or random part, so the same intent keeps its idempotency key.
 */
export function kioskOrderBody(draft: KioskDraft) {
  return {
    data: {
      type: 'orders',
      attributes: {
        payment_type: draft.payment,
        name: draft.name.trim(),
        dine_in: draft.dining === 'hall',
        items: orderItems(draft.lines),
      },
    },
  };
}
