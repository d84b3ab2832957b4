import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { OrderSummary } from '../../components/OrderSummary.tsx';
import type { Quote } from '../../model/quote.ts';

/** The sums of the order: items, service, delivery, bonuses and the total. */
export function TotalsSection({
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
