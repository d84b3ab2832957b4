import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link, useLocation, useSearch } from 'wouter';
import { useOrderSubmitter } from '../../../api/order-submission.ts';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import { ANALYTICS_EVENTS, useTelemetry } from '../../../telemetry/events.ts';
import { cartKey } from '../../../state/cart.ts';
import { CheckoutStyles } from '../../../ui/OrderPageStyles.tsx';
import { ScreenHeader } from '../../../ui/OrderPageStyles.tsx';
import { cartQuery, pickCart } from '../../../api/order-kinds.ts';
import { wantedCart } from '../api/cart-requests.ts';
import { CartView } from './cart/CartView.tsx';

/**
 * docs/contract/screens.md#routes /cart. Carts are kept per venue and service: the query names one, else the current service's.
 * A send that a reload interrupted is picked up here even when its cart was emptied meanwhile.
 */
export default function CartScreen() {
  const { t } = useTranslation();
  const stores = useAppStores();
  const orders = useOrderSubmitter();
  const telemetry = useTelemetry();
  const search = useSearch();
  const { carts } = useAppState().cart;
  const { service } = useAppState().device;
  const opened = useRef(false);
  const [, navigate] = useLocation();
  // The cart the guest just moved to another service, checked against the new service's stop list.
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const wanted = wantedCart(search);
  const pending = orders.pending();
  const pendingFilial = Number(
    (pending?.body as { data?: { attributes?: { filial_id?: unknown } } } | undefined)?.data?.attributes
      ?.filial_id,
  );
  const picked =
    pickCart(carts, wanted, service) ??
    (pending && Number.isInteger(pendingFilial) ? { filialId: pendingFilial, kind: pending.kind } : null);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const cart = picked ? stores.cart.get(picked.filialId, picked.kind) : undefined;
    telemetry.track(ANALYTICS_EVENTS.basketOpened, {
      filial_id: picked?.filialId ?? null,
      service: picked?.kind ?? null,
      items: cart?.items.length ?? 0,
    });
  }, [picked, stores, telemetry]);

  if (!picked) {
    return (
      <>
        <CheckoutStyles />
        <ScreenHeader title={t('cart.title')} backHref="/" />
        <main className="dk-main" data-screen="cart">
          <p className="dk-empty">
            <strong>{t('cart.empty')}</strong>
          </p>
          <p className="dk-muted dk-empty">{t('cart.emptyHint')}</p>
          <Link className="dk-button" href="/">
            {t('common.actions.toMainPage')}
          </Link>
        </main>
      </>
    );
  }
  const key = cartKey(picked.filialId, picked.kind);
  return (
    <CartView
      key={key}
      filialId={picked.filialId}
      kind={picked.kind}
      checkLinesOnOpen={movedTo === key}
      onServiceChanged={(kind) => {
        setMovedTo(cartKey(picked.filialId, kind));
        // The old service's cart is gone: its address is replaced, so Back does not lead to it.
        navigate(`/cart?${cartQuery(picked.filialId, kind)}`, { replace: true });
      }}
    />
  );
}
