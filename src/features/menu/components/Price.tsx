import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useMoneyOptions } from '../../../i18n/venue-currency.ts';
import type { MenuItem } from '../model/menu-item.ts';

/**
 * The price line of an item: the promo price with the old one struck through and the discount (left out where
 * the card says the saving in money itself).
 */
export function Price({
  item,
  discount = true,
}: {
  item: Pick<MenuItem, 'price' | 'promo_price' | 'discount'>;
  discount?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoneyOptions();
  if (item.promo_price === null) {
    return <span className="dkm-price">{t('menu.price', { amount: item.price, ...money })}</span>;
  }
  return (
    <span className="dkm-price">
      <span>{t('menu.price', { amount: item.promo_price, ...money })}</span>
      <s>
        <span className="dk-visually-hidden">{t('menu.oldPrice')} </span>
        {t('menu.price', { amount: item.price, ...money })}
      </s>
      {discount && item.discount ? (
        <span className="dkm-badge" data-kind="promo">
          {item.discount}%
        </span>
      ) : null}
    </span>
  );
}
