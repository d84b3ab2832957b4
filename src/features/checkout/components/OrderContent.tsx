import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { Order } from '../api/order-api.ts';

/** The products of an order with their counts and line totals. */
export function OrderContent({ order, money }: { order: Order; money: (amount: number) => string }) {
  const { t } = useTranslation();
  return (
    <ul className="ck-lines" aria-label={t('orders.details.content')} data-testid="order-content">
      {order.content.map((line) => (
        <li
          key={`${line.productId}:${line.additives.map((additive) => additive.id).join(',')}:${line.count}`}
          className="ck-line"
        >
          <div>
            <p className="ck-line-name">
              {line.name} × {line.count}
            </p>
            {line.additives.length > 0 ? (
              <p className="dk-muted">{line.additives.map((additive) => additive.name).join(', ')}</p>
            ) : null}
          </div>
          <span>{money(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}
