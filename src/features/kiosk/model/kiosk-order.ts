import { type CartAdditive, lineOf, type PaymentType } from '../../../state/cart.ts';
import { unitTotal } from '../../../state/option-rules.ts';
import type { KioskProduct } from './kiosk-menu.ts';

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
        items: draft.lines.map((line) => ({
          product_id: line.productId,
          count: line.quantity,
          price: line.price,
          additives: line.additives.map((additive) => ({
            id: additive.id,
            count: additive.quantity,
            price: additive.price,
          })),
        })),
      },
    },
  };
}
