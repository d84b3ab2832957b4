import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { OrderSummary, BonusSpend, SubmitBar } from './OrderSummary.tsx';
import type { Quote } from '../../model/checkout-money.ts';
import { useEffect, useId, useRef, useState } from 'react';
import type { OrderKind } from '../../../../api/order-kinds.ts';
import type { ServiceId } from '../../../../config/host-config.ts';
import { useAppState, useAppStores } from '../../../../state/app-core.ts';
import { cartKindFor, MAIN_SERVICES } from '../../../../state/cart-kind.ts';
import { type Cart, type CartDetails, cartKey } from '../../../../state/cart.ts';
import { CheckoutStyles, ScreenHeader } from '../../../../ui/OrderPageStyles.tsx';
import {
  awaitingPlace,
  cartReady,
  placeLabel,
  servicesOffered,
  minimumSum,
  isDeliveryKind,
} from '../../model/cart-order.ts';
import { cartQuery, filledCarts } from '../../../../api/order-kinds.ts';
import { sendingStage } from '../../model/checkout-rules.ts';
import { useConfirm } from '../../../../ui/use-confirm.tsx';
import { AwaitingPaymentNotice, FailureAlert, IssueList } from './CheckoutAlerts.tsx';
import { DeliverySection } from './DeliverySection.tsx';
import { DetailsSection, TableSection } from './DetailsSection.tsx';
import { EmptyCart, OtherCarts } from './OtherCarts.tsx';
import { LinesSection } from './LinesSection.tsx';
import {
  addressListSheet,
  checkoutDialogNeeded,
  checkoutDialogs,
  preloadCartDialogs,
  useCartCheckout,
} from '../../hooks/use-checkout.ts';
import { useCartAddresses } from './use-cart-addresses.ts';
import { useCartPricing } from './use-cart-pricing.ts';

/** The sums of the order: items, service, delivery, bonuses and the total. */
function TotalsSection({
  totals,
  servicePercentage,
  delivery,
  money,
}: {
  totals: Quote;
  servicePercentage: number;
  delivery: boolean;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <section className="ck-section" aria-labelledby="ck-sum-title">
      <h2 id="ck-sum-title">{t('cart.summary.title')}</h2>
      <OrderSummary
        quote={totals}
        servicePercentage={servicePercentage}
        showDelivery={delivery}
        money={money}
      />
    </section>
  );
}

export interface CartViewProps {
  filialId: number;
  kind: OrderKind;
  /** The guest just moved the cart to this service: its lines are checked against the stop list at once. */
  checkLinesOnOpen?: boolean;
  /** The cart moved to another service (its lines now live in that service's cart). */
  onServiceChanged: (kind: OrderKind) => void;
}

/** One cart: lines, how to get the order, the guest's choices, the sums, and "Place order". */
export function CartView({ filialId, kind, checkLinesOnOpen = false, onServiceChanged }: CartViewProps) {
  const { t } = useTranslation();
  const { confirm, dialog } = useConfirm();
  const stores = useAppStores();
  const { carts } = useAppState().cart;
  const auth = useAppState().auth;
  const { allowedServices } = useAppState().restrictions;
  const key = cartKey(filialId, kind);
  const cart = carts[key] as Cart | undefined;
  const signedIn = Boolean(auth.accessToken);
  const delivery = isDeliveryKind(kind);
  const issuesId = useId();
  const issuesRef = useRef<HTMLDivElement>(null);
  const addresses = useCartAddresses(delivery, signedIn);
  const { address } = addresses;
  const pricing = useCartPricing({ filialId, kind, cart, signedIn, address });
  const { venue, settings, money, deliveryQuote, tariff, totals, issues, bonus } = pricing;
  const [showIssues, setShowIssues] = useState(false);
  const [addressSheet, setAddressSheet] = useState(false);
  useEffect(() => preloadCartDialogs(window), []);

  const checkout = useCartCheckout({
    filialId,
    kind,
    cart,
    address,
    pricing,
    checkLinesOnOpen,
    onBlocked: () => {
      setShowIssues(true);
      requestAnimationFrame(() => issuesRef.current?.focus());
    },
  });

  // While the venue's card loads, the picker already holds the services the host allows (most venues offer
  // them all), disabled: the card arriving then moves nothing below it (CLS, ADR 0005).
  const loadingVenue = !venue.data && venue.status === 'loading';
  const services = servicesOffered(
    kind,
    venue.data?.services ?? (loadingVenue ? MAIN_SERVICES : []),
    allowedServices,
  );
  const changeService = (service: ServiceId) => {
    if (!venue.data) return;
    const next = cartKindFor(venue.data.services, stores.device.setService(service));
    if (next === kind) return;
    stores.cart.move(filialId, kind, next);
    onServiceChanged(next);
  };

  const awaitingHere = awaitingPlace(checkout.awaiting, filialId, kind) === 'here';
  const busy = checkout.phase !== 'idle';
  const ready = cartReady({
    venueLoaded: venue.data !== undefined,
    delivery,
    quoteLoading: deliveryQuote.status === 'loading',
  });
  const others = filledCarts(carts);
  const update = (details: CartDetails) => stores.cart.update(filialId, kind, details);
  // Giving up the order that waits for its money leaves checkout: the venue will not cook it. Asked first.
  const leaveAwaiting = async () => {
    const number = checkout.awaiting?.number ?? '';
    const sure = await confirm({
      title: t('cart.awaiting.leave.title', { number }),
      message: t('cart.awaiting.leave.text'),
      confirm: t('cart.awaiting.change'),
      cancel: t('common.actions.cancel'),
      destructive: true,
    });
    if (sure) checkout.discardAwaiting();
  };

  if (!cart || cart.items.length === 0)
    return (
      <EmptyCart filialId={filialId} others={others} current={key} sending={sendingStage(checkout.phase)} />
    );

  return (
    <>
      <CheckoutStyles />
      {dialog}
      <ScreenHeader title={t('cart.title')} backHref={`/filials/${filialId}`} />
      <main className="dk-main" data-screen="cart" data-cart={key} aria-busy={busy}>
        <OtherCarts carts={others} current={key} />
        <LinesSection
          kind={kind}
          venue={venue}
          items={cart.items}
          services={services}
          serviceLocked={busy || awaitingHere || loadingVenue}
          onService={changeService}
          onQuantity={(line, quantity) => stores.cart.setQuantity(filialId, kind, line, quantity)}
          money={money}
        />
        <AwaitingPaymentNotice
          awaiting={checkout.awaiting}
          here={awaitingHere}
          closed={checkout.paymentClosed}
          busy={busy}
          onPay={checkout.payAgain}
          onDiscard={() => void leaveAwaiting()}
          money={money}
        />
        {kind === 'express' ? <TableSection table={cart.table} filialId={filialId} /> : null}
        {delivery ? (
          <DeliverySection
            kind={kind}
            address={address}
            addressStatus={addresses.status}
            deliveryState={settings?.deliveryState ?? venue.data?.deliveryState ?? 'open'}
            quote={deliveryQuote}
            transport={tariff?.transportType ?? null}
            onTransport={pricing.setTransport}
            onChangeAddress={() => setAddressSheet(true)}
            money={money}
            showErrors={showIssues}
          />
        ) : null}
        <DetailsSection
          cart={cart}
          paymentTypes={settings ? settings.paymentTypes : null}
          paymentType={pricing.paymentType}
          onChange={update}
        />
        {bonus.allowed && bonus.balanceKnown ? (
          <BonusSpend
            limit={totals.bonusLimit}
            percent={settings?.maxBonusPercent ?? 0}
            enabled={bonus.enabled}
            amount={Math.min(bonus.amount, totals.bonusLimit)}
            onEnabled={(value) => {
              bonus.setEnabled(value);
              if (value) bonus.setAmount(totals.bonusLimit);
            }}
            onAmount={bonus.setAmount}
            money={money}
          />
        ) : null}
        <TotalsSection
          totals={totals}
          servicePercentage={settings?.servicePercentage ?? 0}
          delivery={delivery}
          money={money}
        />
        <IssueList
          id={issuesId}
          listRef={issuesRef}
          issues={issues}
          alerting={showIssues}
          values={{
            minSum: money(minimumSum(kind, settings, deliveryQuote.zone)),
            maxSum: money(settings?.vendorMaxSum ?? 0),
            openingTime: venue.data?.openingTime ?? null,
          }}
        />
        <FailureAlert failure={checkout.failure} money={money} onRetry={checkout.retrySending} />
        {awaitingHere ? null : (
          <SubmitBar
            label={placeLabel(checkout.phase, ready, pricing.paymentType)}
            total={money(totals.total)}
            working={busy}
            signedIn={signedIn}
            disabled={busy || !ready}
            describedBy={issues.length > 0 ? issuesId : undefined}
            onPlace={checkout.place}
          />
        )}
      </main>
      <addressListSheet.Component
        needed={addressSheet}
        open={addressSheet}
        onClose={() => setAddressSheet(false)}
        addresses={addresses.list}
        activeId={address ? address.id : null}
        signedIn={signedIn}
        backTo={`/cart?${cartQuery(filialId, kind)}`}
        onSelect={(chosen) => {
          stores.addresses.setActive(chosen);
          stores.stored.addressConfirmed.set(true);
          setAddressSheet(false);
        }}
      />
      <checkoutDialogs.Component
        needed={checkoutDialogNeeded(checkout)}
        checkout={checkout}
        stage={sendingStage(checkout.phase)}
        money={money}
      />
    </>
  );
}
