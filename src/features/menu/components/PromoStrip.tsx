import { memo, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { OrderKind } from '../../../api/order-submission.ts';
import type { Promo } from '../api/menu-api.ts';
import { availabilityOf, type MenuItem } from '../model/menu-item.ts';
import { availabilityLabel } from './availability-label.ts';

/**
 * The venue's active promotions (SPEC §7 promos), each with its products as buttons that open them; a product
 * that cannot be ordered for this service says why, as its menu row does.
 */
export const PromoStrip = memo(function PromoStrip({
  promos,
  lookup,
  kind,
  onOpen,
}: {
  promos: readonly Promo[];
  lookup: (itemId: number) => MenuItem | undefined;
  kind: OrderKind;
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
              {items.map((item) => {
                const stateLabel = availabilityLabel(t, availabilityOf(item, kind), kind);
                return (
                  <li key={item.id}>
                    <button type="button" className="dkm-small-button" onClick={() => onOpen(item)}>
                      {item.name}
                      {stateLabel ? (
                        <>
                          {' '}
                          <span className="dkm-badge" data-kind="state">
                            {stateLabel}
                          </span>
                        </>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
});
