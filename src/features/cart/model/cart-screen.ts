import type { OrderKind } from '../../../api/order-submission.ts';
import type { ServiceId } from '../../../config/host-config.ts';
import type { Address } from '../../../state/addresses.ts';
import { mainServicesOf } from '../../../state/cart-kind.ts';
import type { PaymentType } from '../../../state/cart.ts';
import type { AwaitingPayment } from '../../../runtime/awaiting-payment.ts';
import type { CheckoutPhase } from './checkout-state.ts';
import type { OrderChoices } from './order-body.ts';
import type { Quote } from './quote.ts';
import type { DeliveryTariff } from './tariffs.ts';

/** docs/contract/states.md#service-change service change from the cart: the venue's main services the host allows; a fridge has none. */
export function servicesOffered(
  kind: OrderKind,
  venueServices: readonly string[],
  allowed: readonly ServiceId[],
): ServiceId[] {
  return kind === 'micromarket'
    ? []
    : mainServicesOf(venueServices).filter((service) => allowed.includes(service));
}

/** The order waiting for its money is this cart's (pay it here) or another cart's (a link to it). */
export function awaitingPlace(
  awaiting: AwaitingPayment | null,
  filialId: number,
  kind: OrderKind,
): 'here' | 'elsewhere' | null {
  if (!awaiting) return null;
  return awaiting.filialId === filialId && awaiting.kind === kind ? 'here' : 'elsewhere';
}

/** The venue's settings and the delivery price must be known before an order can be priced. */
export const cartReady = (input: {
  venueLoaded: boolean;
  delivery: boolean;
  quoteLoading: boolean;
}): boolean => input.venueLoaded && !(input.delivery && input.quoteLoading);

/** What "Place order" says: loading while it cannot be pressed for a reason, the sum when it pays online. */
export function placeLabel(
  phase: CheckoutPhase,
  ready: boolean,
  paymentType: PaymentType | null,
): 'loading' | 'pay' | 'place' {
  if (phase === 'checking' || !ready) return 'loading';
  return paymentType === 'online' ? 'pay' : 'place';
}

/** The guest's choices for the order body, or null while something required is missing. */
export function orderChoicesOf(input: {
  venueLoaded: boolean;
  paymentType: PaymentType | null;
  issueCount: number;
  delivery: boolean;
  address: Address | null;
  tariff: DeliveryTariff | null;
  totals: Pick<Quote, 'deliveryFee' | 'bonusSpent'>;
  source: string | null;
  userId: string | null;
  tabletSession?: string | null;
}): OrderChoices | null {
  const { paymentType, totals } = input;
  if (!input.venueLoaded || !paymentType || input.issueCount > 0) return null;
  return {
    paymentType,
    address: input.address,
    transportType: input.tariff?.transportType ?? null,
    deliveryFee: input.delivery ? totals.deliveryFee : null,
    bonusAmount: totals.bonusSpent,
    ageConfirmed: false,
    source: input.source,
    userId: input.userId,
    ...(input.tabletSession ? { tabletSession: input.tabletSession } : {}),
  };
}
