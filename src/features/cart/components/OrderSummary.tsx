import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { Quote } from '../model/checkout-money.ts';

/** The money of the cart, line by line, as the guest will be charged (the order's sums, docs/contract/entities.md#order). */
export function OrderSummary({
  quote,
  servicePercentage,
  showDelivery,
  money,
}: {
  quote: Quote;
  servicePercentage: number;
  showDelivery: boolean;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="ck-summary" aria-label={t('cart.summary.title')}>
      <dt>{t('cart.summary.order')}</dt>
      <dd>{money(quote.subtotal)}</dd>
      {quote.serviceCost > 0 ? (
        <>
          <dt>{t('cart.summary.service', { percent: servicePercentage })}</dt>
          <dd>{money(quote.serviceCost)}</dd>
        </>
      ) : null}
      {showDelivery ? (
        <>
          <dt>{t('cart.summary.deliveryFee')}</dt>
          <dd>
            {quote.deliveryDiscount > 0 ? (
              <>
                <span className="dk-visually-hidden">
                  {t('cart.summary.before', { amount: money(quote.deliveryFee + quote.deliveryDiscount) })}
                </span>
                <s className="ck-strike" aria-hidden="true">
                  {money(quote.deliveryFee + quote.deliveryDiscount)}
                </s>
              </>
            ) : null}
            {quote.deliveryFee === 0 ? t('common.free') : money(quote.deliveryFee)}
          </dd>
        </>
      ) : null}
      {quote.deliveryDiscount > 0 ? (
        <>
          <dt>{t('cart.summary.discount')}</dt>
          <dd>−{money(quote.deliveryDiscount)}</dd>
        </>
      ) : null}
      {quote.bonusSpent > 0 ? (
        <>
          <dt>{t('cart.summary.bonuses')}</dt>
          <dd>−{money(quote.bonusSpent)}</dd>
        </>
      ) : null}
      <dt className="ck-total">{t('cart.summary.total')}</dt>
      <dd className="ck-total" data-testid="cart-total">
        {money(quote.total)}
      </dd>
    </dl>
  );
}
