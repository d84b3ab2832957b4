import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { OrderKind } from '../../../../api/order-submission.ts';
import type { ServiceId } from '../../../../config/host-config.ts';
import { useMountScope } from '../../../../mount-context.ts';
import { cartKindFor, mainServicesOf, serviceOfKind } from '../../../../state/cart-kind.ts';
import type { Address } from '../../../../state/addresses.ts';
import { type Cart, cartKey, cartTotal } from '../../../../state/cart.ts';
import { AgeRestrictionModal } from '../../../../ui/AgeRestrictionModal.tsx';
import { LoadState } from '../../../../ui/LoadState.tsx';
import { useRequest } from '../../../../ui/use-request.ts';
import { fetchBonusInfo } from '../../api/bonus-api.ts';
import { fetchAgeRestricted } from '../../api/menu-checks-api.ts';
import { fetchVenueFor, settingsFor } from '../../api/venue-api.ts';
import { AddressListSheet } from '../../components/AddressListSheet.tsx';
import { BonusSpend } from '../../components/BonusSpend.tsx';
import { CartLines } from '../../components/CartLines.tsx';
import { CheckoutStyles } from '../../components/CheckoutStyles.tsx';
import { OrderSummary } from '../../components/OrderSummary.tsx';
import { PaymentTypePicker } from '../../components/PaymentTypePicker.tsx';
import { ServicePicker } from '../../components/ServicePicker.tsx';
import { PriceChangeDialog } from '../../components/PriceChangeDialog.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { SendingOrder } from '../../components/SendingOrder.tsx';
import { StopListDialog } from '../../components/StopListDialog.tsx';
import { guestAddressList } from '../../model/address-rules.ts';
import { cartQuery, filledCarts } from '../../model/cart-selection.ts';
import { checkoutIssues, minimumSum } from '../../model/checkout-issues.ts';
import { deliveryPrice } from '../../model/delivery-price.ts';
import { isDeliveryKind } from '../../model/order-body.ts';
import { effectivePaymentType } from '../../model/payment-types.ts';
import { quote as priceQuote } from '../../model/quote.ts';
import { chosenTariff, type DeliveryTariff } from '../../model/tariffs.ts';
import { syncAddresses } from '../../hooks/address-sync.ts';
import { useCheckout } from '../../hooks/use-checkout.ts';
import { useDeliveryQuote } from '../../hooks/use-delivery-quote.ts';
import { useMoney } from '../../hooks/use-money.ts';
import { FailureAlert, issueText } from './CheckoutAlerts.tsx';
import { DeliverySection } from './DeliverySection.tsx';
import { OtherCarts, serviceKey } from './OtherCarts.tsx';
import { TableSection } from './TableSection.tsx';

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
  const { runtime, signal } = useMountScope();
  const { core } = runtime;
  const { carts } = useSnapshot(core.state.cart.state);
  const auth = useSnapshot(core.state.auth.state);
  const addresses = useSnapshot(core.state.addresses.state);
  const { allowedServices } = useSnapshot(core.state.restrictions.state);
  const cart = carts[cartKey(filialId, kind)] as Cart | undefined;
  const signedIn = Boolean(auth.accessToken);
  const delivery = isDeliveryKind(kind);
  const subtotal = cartTotal(cart);
  const productIds = useMemo(() => (cart?.items ?? []).map((item) => item.productId), [cart?.items]);
  const issuesId = useId();
  const issuesRef = useRef<HTMLDivElement>(null);

  const venue = useRequest((abort) => fetchVenueFor(core.client, filialId, kind, abort), [filialId, kind]);
  const settings = venue.data ? settingsFor(venue.data, kind) : null;
  const money = useMoney(venue.data?.currency);

  const restricted = useRequest(
    (abort) =>
      productIds.length === 0
        ? Promise.resolve([])
        : fetchAgeRestricted(core.client, filialId, kind, productIds, abort).catch((error: unknown) => {
            if (abort.aborted) throw error;
            // Unknown here: the order call asks for the 21+ confirmation itself when it is needed.
            return [] as number[];
          }),
    [filialId, kind, productIds.join(',')],
  );

  const [addressStatus, setAddressStatus] = useState<'loading' | 'ready' | 'error'>(
    delivery && signedIn ? 'loading' : 'ready',
  );
  useEffect(() => {
    if (!delivery || !signedIn) {
      setAddressStatus('ready');
      return;
    }
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal.addEventListener('abort', stop);
    setAddressStatus('loading');
    syncAddresses(runtime, controller.signal).then(
      () => setAddressStatus('ready'),
      () => {
        if (!controller.signal.aborted) setAddressStatus('error');
      },
    );
    return () => {
      signal.removeEventListener('abort', stop);
      controller.abort();
    };
  }, [delivery, signedIn, runtime, signal]);

  const address =
    delivery && addresses.activeAddress.coordinates ? (addresses.activeAddress as Address) : null;
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
  const bonusInfo = useRequest(
    (abort) =>
      bonusAllowed ? fetchBonusInfo(core.client, filialId, subtotal, abort) : Promise.resolve(null),
    [bonusAllowed, filialId, subtotal],
  );
  const [bonusEnabled, setBonusEnabled] = useState(false);
  const [bonusAmount, setBonusAmount] = useState(0);
  const currency = venue.data?.currency ?? core.state.restrictions.state.currency;
  const totals = priceQuote({
    currency,
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
  const [showIssues, setShowIssues] = useState(false);
  const [addressSheet, setAddressSheet] = useState(false);

  const checkout = useCheckout({
    filialId,
    kind,
    cart,
    restrictedIds: restricted.data ?? [],
    choices: () => {
      // The stored choice, in case the guest changed it in the same instant as tapping "Place order".
      const chosen = effectivePaymentType(
        core.state.cart.get(filialId, kind)?.paymentType ?? null,
        settings?.paymentTypes ?? [],
      );
      return !venue.data || !chosen || issues.length > 0
        ? null
        : {
            paymentType: chosen,
            address,
            transportType: tariff?.transportType ?? null,
            deliveryFee: delivery ? totals.deliveryFee : null,
            bonusAmount: totals.bonusSpent,
            ageConfirmed: false,
            source: core.state.stored.menuTempData.get()?.source ?? null,
            userId: core.state.auth.state.userId,
          };
    },
    onBlocked: () => {
      setShowIssues(true);
      requestAnimationFrame(() => issuesRef.current?.focus());
    },
    onDeliveryPriceChanged: deliveryQuote.reload,
  });

  // The new service's checks (stop list, minimum sum, address, table) run on the cart it moved to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this cart opens after a move
  useEffect(() => {
    if (checkLinesOnOpen) checkout.checkLines();
  }, []);

  // SPEC §4 service change from the cart: the venue's main services the host allows; a fridge has none.
  const services =
    venue.data && kind !== 'micromarket'
      ? mainServicesOf(venue.data.services).filter((service) => allowedServices.includes(service))
      : [];
  const changeService = (service: ServiceId) => {
    if (!venue.data) return;
    const next = cartKindFor(venue.data.services, core.state.device.setService(service));
    if (next === kind) return;
    core.state.cart.move(filialId, kind, next);
    onServiceChanged(next);
  };

  const backTo = `/cart?${cartQuery(filialId, kind)}`;
  const awaitingHere =
    checkout.awaiting && checkout.awaiting.filialId === filialId && checkout.awaiting.kind === kind
      ? checkout.awaiting
      : null;
  const busy = checkout.phase !== 'idle';
  // The venue's settings and the delivery price must be known before an order can be priced.
  const ready = venue.data !== undefined && !(delivery && deliveryQuote.status === 'loading');
  const others = filledCarts(carts);
  const addressList = signedIn
    ? (addresses.userAddressList as Address[])
    : guestAddressList(addresses.activeAddress as Address);

  const update = (details: Parameters<typeof core.state.cart.update>[2]) =>
    core.state.cart.update(filialId, kind, details);

  if (!cart || cart.items.length === 0) {
    return (
      <>
        <CheckoutStyles />
        <ScreenHeader title={t('cart.title')} backHref={`/filials/${filialId}`} />
        <main className="dk-main" data-screen="cart">
          <OtherCarts carts={others} current={cartKey(filialId, kind)} />
          <p className="dk-empty">
            <strong>{t('cart.empty')}</strong>
          </p>
          <p className="dk-muted dk-empty">{t('cart.emptyHint')}</p>
          <Link className="dk-button" href={`/filials/${filialId}`}>
            {t('cart.toMenu')}
          </Link>
        </main>
        <SendingOrder
          open={busy && checkout.phase !== 'checking' && checkout.phase !== 'signing-in'}
          stage={stageOf(checkout.phase)}
        />
      </>
    );
  }

  return (
    <>
      <CheckoutStyles />
      <ScreenHeader title={t('cart.title')} backHref={`/filials/${filialId}`} />
      <main className="dk-main" data-screen="cart" data-cart={cartKey(filialId, kind)} aria-busy={busy}>
        <OtherCarts carts={others} current={cartKey(filialId, kind)} />
        <section className="ck-section" aria-labelledby="ck-venue-title">
          <h2 id="ck-venue-title">{venue.data?.title || t('cart.title')}</h2>
          {services.length > 1 ? (
            <ServicePicker
              offered={services}
              value={serviceOfKind(kind)}
              disabled={busy || awaitingHere !== null}
              onChange={changeService}
            />
          ) : null}
          <p className="dk-muted">
            {[
              services.length > 1 ? null : t(serviceKey(kind)),
              venue.data?.address && !delivery ? t('cart.pickupAt', { address: venue.data.address }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {venue.status !== 'success' ? <LoadState status={venue.status} onRetry={venue.reload} /> : null}
          <CartLines
            items={cart.items}
            money={money}
            onQuantity={(line, quantity) => core.state.cart.setQuantity(filialId, kind, line, quantity)}
          />
        </section>

        {awaitingHere ? (
          <section className="ck-alert" aria-labelledby="ck-awaiting-title" data-testid="awaiting-payment">
            <h2 id="ck-awaiting-title">{t('cart.awaiting.title', { number: awaitingHere.number })}</h2>
            <p>{checkout.paymentClosed ? t('cart.awaiting.closed') : t('cart.awaiting.text')}</p>
            <div className="ck-button-row">
              <button type="button" className="dk-button" disabled={busy} onClick={checkout.payAgain}>
                {t('cart.payAmount', { amount: money(awaitingHere.amount) })}
              </button>
              <button
                type="button"
                className="dk-button dk-button-secondary"
                disabled={busy}
                onClick={checkout.discardAwaiting}
              >
                {t('cart.awaiting.change')}
              </button>
            </div>
          </section>
        ) : checkout.awaiting ? (
          <p className="ck-note">
            <Link
              className="ck-link"
              href={`/cart?${cartQuery(checkout.awaiting.filialId, checkout.awaiting.kind)}`}
            >
              {t('cart.awaiting.elsewhere', { number: checkout.awaiting.number })}
            </Link>
          </p>
        ) : null}

        {kind === 'express' ? <TableSection table={cart.table} filialId={filialId} /> : null}

        {delivery ? (
          <DeliverySection
            kind={kind}
            address={address}
            addressStatus={addressStatus}
            deliveryState={settings?.deliveryState ?? venue.data?.deliveryState ?? 'open'}
            quote={deliveryQuote}
            transport={tariff?.transportType ?? null}
            onTransport={setTransport}
            onChangeAddress={() => setAddressSheet(true)}
            money={money}
            showErrors={showIssues}
          />
        ) : null}

        <section className="ck-section" aria-labelledby="ck-details-title">
          <h2 id="ck-details-title">{t('cart.detailsTitle')}</h2>
          <div className="ck-field">
            <label htmlFor="ck-comment">{t('cart.wishes')}</label>
            <textarea
              id="ck-comment"
              maxLength={500}
              placeholder={t('cart.wishesPlaceholder')}
              value={cart.comment}
              onChange={(event) => update({ comment: event.target.value })}
            />
          </div>
          <div className="ck-field">
            <label htmlFor="ck-name">{t('cart.name')}</label>
            <input
              id="ck-name"
              autoComplete="given-name"
              maxLength={60}
              value={cart.name}
              onChange={(event) => update({ name: event.target.value })}
            />
          </div>
          {settings ? (
            <PaymentTypePicker
              offered={settings.paymentTypes}
              value={paymentType}
              onChange={(type) => update({ paymentType: type })}
            />
          ) : null}
        </section>

        {bonusAllowed && bonusInfo.data ? (
          <BonusSpend
            limit={totals.bonusLimit}
            percent={settings?.maxBonusPercent ?? 0}
            enabled={bonusEnabled}
            amount={Math.min(bonusAmount, totals.bonusLimit)}
            onEnabled={(value) => {
              setBonusEnabled(value);
              if (value) setBonusAmount(totals.bonusLimit);
            }}
            onAmount={setBonusAmount}
            money={money}
          />
        ) : null}

        <section className="ck-section" aria-labelledby="ck-sum-title">
          <h2 id="ck-sum-title">{t('cart.summary.title')}</h2>
          <OrderSummary
            quote={totals}
            servicePercentage={settings?.servicePercentage ?? 0}
            showDelivery={delivery}
            money={money}
          />
        </section>

        {issues.length > 0 ? (
          <div
            id={issuesId}
            ref={issuesRef}
            tabIndex={-1}
            className={showIssues ? 'ck-alert' : 'ck-note'}
            role={showIssues ? 'alert' : undefined}
            data-testid="cart-issues"
          >
            <ul className={showIssues ? 'ck-issues' : 'ck-list'}>
              {issues.map((issue) => (
                <li key={issue}>
                  {issueText(t, issue, {
                    minSum: money(minimumSum(kind, settings, deliveryQuote.zone)),
                    maxSum: money(settings?.vendorMaxSum ?? 0),
                    openingTime: venue.data?.openingTime ?? null,
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <FailureAlert failure={checkout.failure} money={money} onRetry={checkout.retrySending} />

        {awaitingHere ? null : (
          <div className="ck-footer">
            {signedIn ? null : <p className="dk-muted">{t('cart.signInNote')}</p>}
            <button
              type="button"
              className="dk-button"
              data-testid="place-order"
              disabled={busy || !ready}
              aria-describedby={issues.length > 0 ? issuesId : undefined}
              onClick={checkout.place}
            >
              {checkout.phase === 'checking' || !ready
                ? t('common.states.loading')
                : paymentType === 'online'
                  ? t('cart.payAmount', { amount: money(totals.total) })
                  : t('cart.checkout')}
            </button>
          </div>
        )}
      </main>

      <AddressListSheet
        open={addressSheet}
        onClose={() => setAddressSheet(false)}
        addresses={addressList}
        activeId={address ? address.id : null}
        signedIn={signedIn}
        backTo={backTo}
        onSelect={(chosen) => {
          core.state.addresses.setActive(chosen);
          core.state.stored.addressConfirmed.set(true);
          setAddressSheet(false);
        }}
      />
      <StopListDialog
        lines={checkout.stopList}
        onRemove={checkout.removeUnavailable}
        onClose={checkout.dismissDialogs}
      />
      <PriceChangeDialog
        changes={checkout.priceChanges}
        money={money}
        onConfirm={checkout.confirmPrices}
        onClose={checkout.dismissDialogs}
      />
      <AgeRestrictionModal open={checkout.askAge} onAnswer={checkout.answerAge} />
      <SendingOrder
        open={checkout.phase === 'sending' || checkout.phase === 'paying' || checkout.phase === 'redirecting'}
        stage={stageOf(checkout.phase)}
      />
    </>
  );
}

function stageOf(phase: string): 'sending' | 'paying' | 'redirecting' {
  return phase === 'paying' ? 'paying' : phase === 'redirecting' ? 'redirecting' : 'sending';
}
