import { useTranslation } from '../../../i18n/use-translation.tsx';
import { type CartItem, lineTotal } from '../../../state/cart.ts';
import { Icon } from '../../../ui/Icon.tsx';
import minus from 'lucide/dist/esm/icons/minus.mjs';
import plus from 'lucide/dist/esm/icons/plus.mjs';
import trash from 'lucide/dist/esm/icons/trash.mjs';

/** The cart's lines. `data-dk="cart-line"` is the hook `npm run bench` times the Cart's content to (ADR 0026). */
export function CartLines({
  items,
  money,
  onQuantity,
}: {
  items: readonly CartItem[];
  money: (amount: number) => string;
  onQuantity: (line: string, quantity: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="ck-lines" aria-label={t('cart.linesLabel')}>
      {items.map((item) => (
        <li key={item.line} className="ck-line" data-dk="cart-line" data-product-id={item.productId}>
          <div>
            <p className="ck-line-name">{item.name}</p>
            <p className="dk-muted">{money(lineTotal(item))}</p>
          </div>
          <div className="ck-stepper">
            <button
              type="button"
              className="ck-step"
              aria-label={
                item.quantity === 1
                  ? t('cart.removeItem', { name: item.name })
                  : t('cart.decreaseItem', { name: item.name })
              }
              onClick={() => onQuantity(item.line, item.quantity - 1)}
            >
              <Icon icon={item.quantity === 1 ? trash : minus} size={18} />
            </button>
            <output aria-live="polite">{item.quantity}</output>
            <button
              type="button"
              className="ck-step"
              aria-label={t('cart.increaseItem', { name: item.name })}
              onClick={() => onQuantity(item.line, item.quantity + 1)}
            >
              <Icon icon={plus} size={18} />
            </button>
          </div>
          {item.additives.length > 0 ? (
            <p className="ck-line-additives dk-muted">
              {item.additives
                .map((additive) =>
                  additive.quantity > 1 ? `${additive.name} ×${additive.quantity}` : additive.name,
                )
                .join(', ')}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
