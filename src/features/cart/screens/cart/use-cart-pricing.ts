import { parseRewardBalance, type RewardBalance } from '../../../../api/balance-endpoints.ts';
import type { ApiClient } from '../../../../api/client.ts';
import type { OrderKind } from '../../../../api/order-kinds.ts';
import type { ZoneCheck } from '../../api/delivery-quote.ts';
import {
  type ServiceSettings,
  fetchVenueFor,
  peekVenueFor,
  settingsFor,
  type Venue,
} from '../../api/venue-api.ts';
import { toMajor, toMinor } from '../../../../api/order-endpoints.ts';
import {
  deliveryDiscount,
  type SubsidyTier,
  type DeliveryTariff,
  chosenTariff,
  effectivePaymentType,
  type Quote,
  quote,
} from '../../model/checkout-money.ts';
import { normalizeMany, type Resource } from '../../../../api/json-api.ts';
import { MENU_SERVICE } from '../../../../api/menu-checks.ts';
import { bool, num, str } from '../../../../api/answer-fields.ts';
import { type LineNames, type Cart, cartTotal } from '../../../../state/cart.ts';
import { useMemo, useState } from 'react';
import { useApiClient } from '../../../../api/api-scope.ts';
import { useAppStores } from '../../../../state/app-core.ts';
import type { Address } from '../../../../state/addresses.ts';
import { type RequestState, useQuery } from '../../../../ui/use-query.ts';
import { type DeliveryQuote, useDeliveryQuote } from '../../api/delivery-quote.ts';
import { useMoney } from '../../../../ui/use-money.ts';
import { type CheckoutIssue, checkoutIssues } from '../../model/cart-order.ts';

/**
 * GET ladder-go/api/v1/balance/calculate-info for this venue and the items' sum: the balance, what of it
 * may be spent here (already capped by max_bonus_usage_percentage) and the cashback either way.
 */
export function fetchBonusInfo(
  client: ApiClient,
  filialId: number,
  amount: number,
  signal?: AbortSignal,
): Promise<RewardBalance> {
  return client.get('ladder-go/api/v1/balance/calculate-info', {
    query: { filial_id: filialId, amount },
    parse: parseRewardBalance,
    ...(signal ? { signal } : {}),
  });
}

export interface DeliveryPrice {
  /** What the guest pays for delivery. */
  fee: number;
  /** Before the subsidy discount. */
  cost: number;
}

/**
 * The delivery line of the cart: the venue's own price for vendor delivery; the chosen courier tariff
 * (already net of the subsidy) for delivery; without tariffs the zone's price less the subsidy discount
 * (docs/contract/validation.md#delivery-discount: the highest discount among thresholds at or below the sum).
 */
export function deliveryPrice(input: {
  kind: OrderKind;
  settings: ServiceSettings | null;
  zone: ZoneCheck | null;
  tariff: DeliveryTariff | null;
  tiers: readonly SubsidyTier[];
  subtotal: number;
}): DeliveryPrice {
  const { kind, settings, zone, tariff } = input;
  if (kind === 'vendor-delivery') {
    const cost = settings?.vendorDeliveryCost ?? 0;
    return { fee: cost, cost };
  }
  if (kind !== 'delivery') return { fee: 0, cost: 0 };
  if (tariff) return { fee: tariff.price, cost: Math.max(tariff.cost, tariff.price) };
  const cost = zone?.deliveryCost ?? 0;
  const { discount } = deliveryDiscount(input.tiers, input.subtotal);
  return { fee: toMajor(Math.max(0, toMinor(cost) - toMinor(discount))), cost };
}

/** The cart's products as the menu has them now. */
export interface CartProducts {
  /** The products that are 21+ (docs/contract/validation.md#age-21: tobacco, alcohol, energy drinks). */
  restrictedIds: number[];
  /** The names the menu gives in the request's language (X-Language): products and additives by id. */
  names: LineNames;
}

function parseCartProducts(body: unknown): CartProducts {
  const products = normalizeMany(body).filter((product) => product.type === 'products');
  const additives = new Map<number, string>();
  for (const product of products) {
    for (const group of list(product.additive_categories)) {
      for (const additive of list(group.additives)) {
        const name = str(additive.name);
        if (name) additives.set(num(additive.id), name);
      }
    }
  }
  return {
    restrictedIds: products
      .filter((product) => bool(product.is_age_restricted) || product.age_restriction != null)
      .map((product) => num(product.id)),
    names: {
      products: new Map(
        products
          .filter((product) => str(product.name))
          .map((product) => [num(product.id), str(product.name)]),
      ),
      additives,
    },
  };
}

const list = (value: unknown): Resource[] => (Array.isArray(value) ? (value as Resource[]) : []);

/**
 * The cart's products from GET menu/v2/products/with/additives/: which are 21+ (the cart keeps no such flag:
 * the menu is the source), and their names and their additives' names in the guest's language now, since a
 * line keeps the name it was added with.
 */
export function fetchCartProducts(
  client: ApiClient,
  filialId: number,
  kind: OrderKind,
  productIds: readonly number[],
  signal?: AbortSignal,
): Promise<CartProducts> {
  return client.get('menu/v2/products/with/additives/', {
    query: { filial_id: filialId, products: [...new Set(productIds)], service_type: MENU_SERVICE[kind] },
    parse: parseCartProducts,
    ...(signal ? { signal } : {}),
  });
}

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
  const stores = useAppStores();
  const client = useApiClient();
  const subtotal = cartTotal(cart);
  const productIds = useMemo(() => (cart?.items ?? []).map((item) => item.productId), [cart?.items]);

  const venue = useQuery(
    ['cart-venue', filialId, kind],
    (abort) => fetchVenueFor(client, filialId, kind, abort),
    { initial: () => peekVenueFor(client, filialId, kind) },
  );
  const settings = venue.data ? settingsFor(venue.data, kind) : null;
  const money = useMoney(venue.data?.currency);

  // useRequest asks again in a new language: the lines' names come from this answer (a line keeps the name it
  // was added with), renamed in the request's continuation, for the venue and service it was asked for.
  const products = useQuery(['cart-products', filialId, kind, productIds.join(', ')], (abort) =>
    productIds.length === 0
      ? Promise.resolve(NO_PRODUCTS)
      : fetchCartProducts(client, filialId, kind, productIds, abort).then(
          (answer) => {
            stores.cart.rename(filialId, kind, answer.names);
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
    bonusAllowed ? fetchBonusInfo(client, filialId, subtotal, abort) : Promise.resolve(null),
  );
  const [bonusEnabled, setBonusEnabled] = useState(false);
  const [bonusAmount, setBonusAmount] = useState(0);
  const totals = quote({
    currency: venue.data?.currency ?? stores.root.restrictions.currency,
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
