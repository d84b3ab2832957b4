import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { Availability, MenuItem } from '../model/menu-item.ts';
import { LazyImage } from './LazyImage.tsx';
import { Price } from './Price.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import heart from 'lucide/dist/esm/icons/heart.mjs';

export interface ItemRowProps {
  item: MenuItem;
  /** Top of the row in a windowed list, in px; absent in a list that flows (search results). */
  top?: number;
  showPhoto: boolean;
  /** The row is on the first screen: its photo loads at once, not through the lazy queue. */
  photoFirst?: boolean;
  availability: Availability;
  /** The badge text when the item cannot be ordered now. */
  stateLabel: string | null;
  /** null: no heart (a guest has no favourites, docs/contract/roles.md#signed-in-endpoints). */
  favourite: boolean | null;
  onOpen: (item: MenuItem) => void;
  onToggleFavourite: (item: MenuItem) => void;
}

/**
 * One menu item: the whole row opens the product sheet; the heart is a separate toggle beside it.
 * `data-dk="dish-row"` is the hook `npm run bench` times the Menu's first content to (ADR 0026): keep it.
 */
export const ItemRow = memo(function ItemRow({
  item,
  top,
  showPhoto,
  photoFirst = false,
  availability,
  stateLabel,
  favourite,
  onOpen,
  onToggleFavourite,
}: ItemRowProps) {
  const { t } = useTranslation();
  return (
    <li
      className={top === undefined ? 'dkm-item' : 'dkm-row dkm-item'}
      style={top === undefined ? undefined : { top }}
      data-photo={showPhoto}
      data-state={availability}
      data-item-id={item.id}
      data-dk="dish-row"
    >
      <button type="button" className="dkm-item-open" onClick={() => onOpen(item)}>
        <span className="dkm-item-text">
          <span className="dkm-item-name">{item.name}</span>
          {item.description ? <span className="dkm-item-desc">{item.description}</span> : null}
          <span>
            {stateLabel ? (
              <span className="dkm-badge" data-kind="state">
                {stateLabel}
              </span>
            ) : null}{' '}
            {item.is_age_restricted ? <span className="dkm-badge">{t('menu.ageBadge')}</span> : null}{' '}
            {item.promo_id !== null ? (
              <span className="dkm-badge" data-kind="promo">
                {t('menu.promoBadge')}
              </span>
            ) : null}
          </span>
          <Price item={item} />
        </span>
        {showPhoto ? <LazyImage src={item.image_url} width={88} height={88} priority={photoFirst} /> : null}
      </button>
      {favourite === null ? null : (
        <button
          type="button"
          className="dkm-fav"
          data-on={favourite}
          aria-label={`${favourite ? t('menu.removeFromFavourites') : t('menu.addToFavourites')}: ${item.name}`}
          onClick={() => onToggleFavourite(item)}
        >
          <Icon icon={heart} filled={favourite} />
        </button>
      )}
    </li>
  );
});
