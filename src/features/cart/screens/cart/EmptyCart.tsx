import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { CheckoutStyles } from '../../../../ui/OrderPageStyles.tsx';
import { ScreenHeader } from '../../../../ui/OrderPageStyles.tsx';
import type { CartLike } from '../../../../api/order-kinds.ts';
import { sendingOrder } from './on-demand-dialogs.ts';
import { OtherCarts } from './OtherCarts.tsx';

/**
 * A venue's cart with nothing in it: the way back to the menu, and the other carts. A resumed send can end
 * here (its cart was emptied meanwhile), so the sending screen is kept.
 */
export function EmptyCart({
  filialId,
  others,
  current,
  sending,
}: {
  filialId: number;
  others: readonly CartLike[];
  current: string;
  sending: 'sending' | 'paying' | 'redirecting' | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CheckoutStyles />
      <ScreenHeader title={t('cart.title')} backHref={`/filials/${filialId}`} />
      <main className="dk-main" data-screen="cart">
        <OtherCarts carts={others} current={current} />
        <p className="dk-empty">
          <strong>{t('cart.empty')}</strong>
        </p>
        <p className="dk-muted dk-empty">{t('cart.emptyHint')}</p>
        <Link className="dk-button" href={`/filials/${filialId}`}>
          {t('cart.toMenu')}
        </Link>
      </main>
      <sendingOrder.Component
        needed={sending !== null}
        open={sending !== null}
        stage={sending ?? 'sending'}
      />
    </>
  );
}
