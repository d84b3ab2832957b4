import { useMemo, useState } from 'react';
import type { OrderKind } from '../../../../api/order-submission.ts';
import { useMountScope } from '../../../../mount-context.ts';
import type { Address } from '../../../../state/addresses.ts';
import { type Cart, cartTotal } from '../../../../state/cart.ts';
import { type RequestState, useQuery } from '../../../../ui/use-query.ts';
import { fetchBonusInfo } from '../../api/bonus-api.ts';
import { type CartProducts, fetchCartProducts } from '../../api/cart-products-api.ts';
import { fetchVenueFor, type ServiceSettings, settingsFor, type Venue } from '../../api/venue-api.ts';
import { type DeliveryQuote, useDeliveryQuote } from '../../hooks/use-delivery-quote.ts';
import { useMoney } from '../../../../ui/use-money.ts';
import { type CheckoutIssue, checkoutIssues } from '../../model/checkout-issues.ts';
import { deliveryPrice } from '../../model/delivery-price.ts';
import { effectivePaymentType } from '../../model/payment-types.ts';
import { type Quote, quote } from '../../model/quote.ts';
import { chosenTariff, type DeliveryTariff } from '../../model/tariffs.ts';

interface CartBonus {
  /** Signed in, the venue takes bonuses, and there is something to pay with them. */
  allowed: boolean;
  balanceKnown: boolean;
  enabled: boolean;
  amount: number;
  setEnabled(value: boolean): void;
  setAmount(value: number): void;
}

export interface CartPricing {
  venue: RequestState<Venue>;
  settings: ServiceSettings | null;
  money: (amount: number) => string;
  /** Products of the cart that are 21+; empty while unknown (the order call then asks itself). */
  restrictedIds: number[];
  deliveryQuote: DeliveryQuote;
  tariff: DeliveryTariff | null;
  setTransport(transport: DeliveryTariff['transportType']): void;
  bonus: CartBonus;
  totals: Quote;
  paymentType: ReturnType<typeof effectivePaymentType>;
  issues: CheckoutIssue[];
}

const NO_PRODUCTS: CartProducts = { restrictedIds: [], names: { products: new Map(), additives: new Map() } };

/** What the cart costs and what stops it: the venue's settings, delivery, bonuses, the sums and the issues. */
export function useCartPricing(input: {
  filialId: number;
  kind: OrderKind;
  cart: Cart | undefined;
  signedIn: boolean;
  address: Address | null;
}): CartPricing {
  const { filialId, kind, cart, signedIn, address } = input;
  const { core } = useMountScope().runtime;
  const subtotal = cartTotal(cart);
  const productIds = useMemo(() => (cart?.items ?? []).map((item) => item.productId), [cart?.items]);

  const venue = useQuery(['cart-venue', filialId, kind], (abort) =>
    fetchVenueFor(core.client, filialId, kind, abort),
  );
  const settings = venue.data ? settingsFor(venue.data, kind) : null;
  const money = useMoney(venue.data?.currency);

  // useRequest asks again in a new language: the lines' names come from this answer (a line keeps the name it
  // was added with), renamed in the request's continuation, for the venue and service it was asked for.
  const products = useQuery(['cart-products', filialId, kind, productIds.join(', ')], (abort) =>
    productIds.length === 0
      ? Promise.resolve(NO_PRODUCTS)
      : fetchCartProducts(core.client, filialId, kind, productIds, abort).then(
          (answer) => {
            core.state.cart.rename(filialId, kind, answer.names);
            return answer;
          },
          (error: unknown) => {
            if (abort.aborted) throw error;
            // Unknown here: the order call asks for the 21+ confirmation itself when it is needed, and the
            // lines keep the names they have.
            return NO_PRODUCTS;
          },
        ),
  );

  const deliveryQuote = useDeliveryQuote({ kind, venue: venue.data, settings, address, subtotal });
  const [transport, setTransport] = useState<DeliveryTariff['transportType'] | null>(null);
  const tariff = chosenTariff(deliveryQuote.tariffs, transport);
  const price = deliveryPrice({
    kind,
    settings,
    zone: deliveryQuote.zone,
    tariff,
    tiers: deliveryQuote.tiers,
    subtotal,
  });

  const bonusAllowed = signedIn && (settings?.maxBonusPercent ?? 0) > 0 && subtotal > 0;
  const bonusInfo = useQuery(['bonus-info', bonusAllowed, filialId, subtotal], (abort) =>
    bonusAllowed ? fetchBonusInfo(core.client, filialId, subtotal, abort) : Promise.resolve(null),
  );
  const [bonusEnabled, setBonusEnabled] = useState(false);
  const [bonusAmount, setBonusAmount] = useState(0);
  const totals = quote({
    currency: venue.data?.currency ?? core.state.root.restrictions.currency,
    subtotal,
    servicePercentage: kind === 'express' ? (settings?.servicePercentage ?? 0) : 0,
    deliveryFee: price.fee,
    deliveryCost: price.cost,
    bonusRequested: bonusEnabled ? bonusAmount : 0,
    bonusBalance: bonusInfo.data?.balance ?? 0,
    maxBonusPercent: settings?.maxBonusPercent ?? 0,
  });

  const paymentType = effectivePaymentType(cart?.paymentType ?? null, settings?.paymentTypes ?? []);
  const issues = venue.data
    ? checkoutIssues({
        kind,
        venueOpen: venue.data.isOpen,
        settings,
        address,
        zone: deliveryQuote.zone,
        tariffs: deliveryQuote.tariffs,
        tariff,
        table: cart?.table ?? null,
        subtotal,
        paymentType,
      })
    : [];

  return {
    venue,
    settings,
    money,
    restrictedIds: products.data?.restrictedIds ?? [],
    deliveryQuote,
    tariff,
    setTransport,
    bonus: {
      allowed: bonusAllowed,
      balanceKnown: Boolean(bonusInfo.data),
      enabled: bonusEnabled,
      amount: bonusAmount,
      setEnabled: setBonusEnabled,
      setAmount: setBonusAmount,
    },
    totals,
    paymentType,
    issues,
  };
}
