import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promo } from '../api/menu-api.ts';
import type { MenuItem } from '../model/menu-item.ts';

/** The venue's active promotions (SPEC §7 promos), each with its products as buttons that open them. */
export const PromoStrip = memo(function PromoStrip({
  promos,
  lookup,
  onOpen,
}: {
  promos: readonly Promo[];
  lookup: (itemId: number) => MenuItem | undefined;
  onOpen: (item: MenuItem) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = promos
    .map((promo) => ({
      promo,
      items: promo.productIds.map(lookup).filter((item): item is MenuItem => item !== undefined),
    }))
    .filter((entry) => entry.items.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className="dkm-strip" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('menu.promotions')}</h2>
      <ul>
        {shown.map(({ promo, items }) => (
          <li key={promo.id} className="dkm-promo">
            <h3>{promo.title}</h3>
            {promo.description ? <p className="dk-muted">{promo.description}</p> : null}
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <button type="button" className="dkm-small-button" onClick={() => onOpen(item)}>
                    {item.name}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
});
