import { memo, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { OrderKind } from '../../../api/order-kinds.ts';
import type { Promo } from '../api/menu-api.ts';
import { availabilityOf, type MenuItem } from '../model/menu.ts';
import { useMoneyOptions } from '../../../i18n/venue-currency.ts';
import { availabilityLabel, LazyImage, Price } from './item-cards.tsx';

/** A promotion card's photo in CSS pixels (menu.css `.dkm-promo img`). */
const PROMO_PHOTO = { width: 88, height: 88 } as const;

/**
 * The venue's active promotions (docs/contract/calls.md#promo-calls promos) as a row of cards, one per product on offer, as delivery apps
 * show their deals: the dish's photo (else the promotion's picture), the promotion, the dish, its price with
 * the old one struck through and what the guest saves. A card opens its product; one that cannot be ordered
 * for this service says why, as its menu row does.
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
  const money = useMoneyOptions();
  const titleId = useId();
  const cards = promos.flatMap((promo) =>
    promo.productIds
      .map(lookup)
      .filter((item): item is MenuItem => item !== undefined)
      .map((item) => ({ promo, item })),
  );
  if (cards.length === 0) return null;
  return (
    <section className="dkm-strip" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('menu.promotions')}</h2>
      <ul>
        {cards.map(({ promo, item }) => {
          const availability = availabilityOf(item, kind);
          const stateLabel = availabilityLabel(t, availability, kind);
          return (
            <li key={`${promo.id}-${item.id}`}>
              <button
                type="button"
                className="dkm-promo"
                onClick={() => onOpen(item)}
                data-item-id={item.id}
                data-state={availability}
              >
                <LazyImage
                  src={item.image_url ?? promo.imageUrl}
                  width={PROMO_PHOTO.width}
                  height={PROMO_PHOTO.height}
                />
                {/* The spaces between the lines (no room on screen in a flex column) keep the words of the
                    button's name apart: "Combo deals Classic combo 3 490 ₸ …". */}
                <span className="dkm-promo-text">
                  <span className="dkm-promo-title">{promo.title}</span>{' '}
                  <span className="dkm-promo-name">{item.name}</span>{' '}
                  {stateLabel ? (
                    <>
                      <span className="dkm-badge" data-kind="state">
                        {stateLabel}
                      </span>{' '}
                    </>
                  ) : null}
                  <Price item={item} discount={false} />{' '}
                  {item.promo_price !== null && item.promo_price < item.price ? (
                    <span className="dkm-promo-saving">
                      {t('menu.saving', { amount: item.price - item.promo_price, ...money })}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
