import type { OrderKind } from '../../../api/order-kinds.ts';
import type { CartAdditive, CartStore } from '../../../state/cart.ts';
import { ANALYTICS_EVENTS, useTelemetry } from '../../../telemetry/events.ts';
import type { Telemetry } from '../../../telemetry/telemetry.ts';
import { currentPrice, type MenuItem } from '../model/menu.ts';
import { unitTotal } from '../../../state/option-rules.ts';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useAppStores } from '../../../state/app-core.ts';
import { type AgeAnswer, AgeRestrictionModal } from '../../../ui/AgeRestrictionModal.tsx';

/** docs/contract/validation.md allows at most 99 of one line in an order (the order endpoints refuse more). */
const MAX_LINE_QUANTITY = 99;

export interface AddRequest {
  filialId: number;
  kind: OrderKind;
  item: MenuItem;
  quantity: number;
  additives: CartAdditive[];
  /** Where the guest added it from, for the 'item added' event. */
  source: 'menu' | 'search' | 'barcode' | 'recommended';
}

/** How many of the item the cart of this venue and service holds, over all its lines. */
function quantityInCart(carts: CartStore, filialId: number, kind: OrderKind, itemId: number): number {
  const cart = carts.get(filialId, kind);
  return (cart?.items ?? [])
    .filter((line) => line.productId === itemId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The most of this item one more line may add: a promo item keeps to its promo limit over the whole cart
 * (the order is refused otherwise), any item to the line maximum.
 */
export function addableQuantity(carts: CartStore, filialId: number, kind: OrderKind, item: MenuItem): number {
  if (item.promo_limit === null) return MAX_LINE_QUANTITY;
  const left = item.promo_limit - quantityInCart(carts, filialId, kind, item.id);
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, left));
}

/**
 * Puts the item in the cart of its venue and service at the price shown (the order checks it against
 * the menu), and sends the contract's (docs/contract/constants.md#analytics-figures) 'item added' event. The cart's product id is the menu item id, as the
 * order and stop-list endpoints take it.
 */
export function addToCart(
  { carts, telemetry }: { carts: CartStore; telemetry: Telemetry },
  request: AddRequest,
): void {
  const { filialId, kind, item, quantity, additives, source } = request;
  const price = currentPrice(item);
  carts.add(filialId, kind, {
    productId: item.id,
    name: item.name,
    price,
    quantity,
    additives,
  });
  telemetry.track(ANALYTICS_EVENTS.itemAdded, {
    filial_id: filialId,
    product_id: item.id,
    name: item.name,
    quantity,
    price: unitTotal(price, additives),
    service: kind,
    additives: additives.map((additive) => additive.id),
    promo_id: item.promo_id,
    source,
  });
}

export interface AgeGate {
  /**
   * Resolves true when the guest may see or order a 21+ item: at once when this session already said yes
   * (docs/contract/states.md#age-restriction: once true it is not asked again), otherwise after the question is answered.
   */
  confirmAge(context: { productId: number; filialId: number }): Promise<boolean>;
  /** The question's modal; render it once in the screen. */
  modal: ReactNode;
}

/**
 * docs/contract/states.md#age-restriction, docs/contract/validation.md#age-21: the 21+ question for tobacco, alcohol and energy drinks. A yes or a no is stored for the
 * session; closing without an answer is tracked as 'closed' and stores nothing, so the next item asks again.
 */
export function useAgeGate(): AgeGate {
  const stores = useAppStores();
  const telemetry = useTelemetry();
  const [asking, setAsking] = useState(false);
  const pending = useRef<{ resolve: (ok: boolean) => void; context: Record<string, number> } | null>(null);

  useEffect(
    () => () => {
      pending.current?.resolve(false);
      pending.current = null;
    },
    [],
  );

  const confirmAge = useCallback<AgeGate['confirmAge']>(
    ({ productId, filialId }) => {
      if (stores.stored.ageConfirmed.get() === true) return Promise.resolve(true);
      pending.current?.resolve(false);
      return new Promise<boolean>((resolve) => {
        pending.current = { resolve, context: { product_id: productId, filial_id: filialId } };
        setAsking(true);
      });
    },
    [stores],
  );

  const onAnswer = (answer: AgeAnswer) => {
    const request = pending.current;
    pending.current = null;
    setAsking(false);
    telemetry.track(ANALYTICS_EVENTS.ageConfirmationShown, { ...request?.context, answer });
    if (answer !== 'closed') stores.stored.ageConfirmed.set(answer === 'accepted');
    request?.resolve(answer === 'accepted');
  };

  return { confirmAge, modal: <AgeRestrictionModal open={asking} onAnswer={onAnswer} /> };
}
