import type { OrderKind } from '../../../api/order-submission.ts';
import type { AppState } from '../../../state/app-state.ts';
import type { Cart } from '../../../state/cart.ts';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { linesOf } from '../model/checkout-rules.ts';
import type { PriceChange, UnavailableLine } from '../../../api/order-problems.ts';
import { type AwaitingPaymentStore, awaitingPaymentStore } from '../../../runtime/awaiting-payment.ts';

/** Everything placing an order reads from and writes to the mount's stores, in the checkout's words. */
export interface CheckoutStorage {
  readonly awaiting: AwaitingPaymentStore;
  /** The store's live cart, not the last render's: a removal or a price fix just before must count. */
  cart(filialId: number, kind: OrderKind): Cart | undefined;
  /** The order is made: its cart is emptied and its payment record forgotten. */
  finish(filialId: number, kind: OrderKind, orderId: number): void;
  /** Takes the refused lines out of the venue's cart of that kind (`cart` is what the guest saw). */
  removeLines(filialId: number, kind: OrderKind, cart: Cart, lines: readonly UnavailableLine[]): void;
  /** Writes the new prices into the stored cart; false when the cart is gone. */
  writePrices(filialId: number, kind: OrderKind, changes: readonly PriceChange[]): boolean;
  /** This session's 21+ answer, undefined when not asked yet. */
  ageConfirmed(): boolean | undefined;
  setAgeConfirmed(value: boolean): void;
  confirmAddress(): void;
  /** The plain web leaves the page for the hosted payment page: back from there goes Home (docs/contract/screens.md#back). */
  markLeavingForPayment(): void;
}

export function checkoutStorage(state: AppState): CheckoutStorage {
  const awaiting = awaitingPaymentStore(state.local);
  return {
    awaiting,
    cart: (filialId, kind) => state.cart.get(filialId, kind),
    finish(filialId, kind, orderId) {
      state.cart.clear(filialId, kind);
      awaiting.clear(orderId);
    },
    removeLines(filialId, kind, cart, lines) {
      const productIds = lines.map((entry) => entry.productId);
      for (const line of linesOf(cart, productIds)) state.cart.remove(filialId, kind, line);
    },
    writePrices(filialId, kind, changes) {
      const live = state.cart.get(filialId, kind);
      if (!live) return false;
      for (const change of changes) {
        for (const item of live.items) {
          if (item.productId !== change.productId) continue;
          if (change.additiveId === null) item.price = change.price;
          else
            for (const additive of item.additives)
              if (additive.id === change.additiveId) additive.price = change.price;
        }
      }
      return true;
    },
    ageConfirmed: () => state.stored.ageConfirmed.get(),
    setAgeConfirmed: (value) => state.stored.ageConfirmed.set(value),
    confirmAddress: () => state.stored.addressConfirmed.set(true),
    markLeavingForPayment: () => state.session.set(SESSION_KEYS.fromPayment, '1'),
  };
}
