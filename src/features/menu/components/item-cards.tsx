import { memo, useId, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { type Availability, type MenuItem, availabilityOf } from '../model/menu.ts';
import { Icon } from '../../../ui/Icon.tsx';
import heart from 'lucide/dist/esm/icons/heart.mjs';
import type { OrderKind } from '../../../api/order-kinds.ts';
import { STRIP_PHOTO } from '../api/menu-requests.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { FoodTile } from '../../../ui/FoodTile.tsx';
import { menuStoreOf } from '../api/menu-store.ts';
import { photoUrl } from '../../../ui/image-url.ts';
import { useMoneyOptions } from '../../../i18n/venue-currency.ts';
import type { TFunction } from 'i18next';

// How the menu shows one item wherever it lists it: a row of the menu or of the search, a card of a product
// strip, with the photo, the price and the badge that says why it cannot be ordered now.

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

/**
 * A titled, horizontally scrolling row of small product cards (popular, often ordered, goes well with).
 * A card says when its item cannot be ordered for this service, as the menu's rows do.
 */
export const ProductStrip = memo(function ProductStrip({
  title,
  items,
  kind,
  onOpen,
  photosFirst = 0,
}: {
  title: string;
  items: readonly MenuItem[];
  kind: OrderKind;
  onOpen: (item: MenuItem) => void;
  /** How many leading cards are on the first screen: their photos load at once (ADR 0005). */
  photosFirst?: number;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section className="dkm-strip" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul>
        {items.map((item, index) => {
          const availability = availabilityOf(item, kind);
          const stateLabel = availabilityLabel(t, availability, kind);
          return (
            <li key={item.id}>
              <button
                type="button"
                className="dkm-card"
                onClick={() => onOpen(item)}
                data-item-id={item.id}
                data-state={availability}
              >
                <LazyImage
                  src={item.image_url}
                  width={STRIP_PHOTO.width}
                  height={STRIP_PHOTO.height}
                  priority={index < photosFirst}
                />
                <span className="dkm-card-name">{item.name}</span>
                {stateLabel ? (
                  <span className="dkm-badge" data-kind="state">
                    {stateLabel}
                  </span>
                ) : null}
                <Price item={item} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});

/**
 * A decorative photo at its display size (image-url.ts) that appears once decoded (the image queue of menu-store.ts); until
 * then, and for a dish with no photo at all, a same-size neutral pictogram (FoodTile). A photo of the
 * first screen (`priority`) is no lazy image: it loads at once, ahead of the other images, as the page's
 * largest paint it often is (ADR 0005).
 */
export function LazyImage({
  src: original,
  width,
  height,
  className,
  priority = false,
}: {
  src: string | null;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}) {
  const client = useApiClient();
  const images = menuStoreOf(client).images;
  const src = original === null ? null : photoUrl(original, width, height);
  const [ready, setReady] = useState(() => src !== null && (priority || images.isReady(src)));
  useEffect(() => {
    if (ready || src === null) return;
    return images.request(src, () => setReady(true));
  }, [images, src, ready]);
  if (!ready || src === null) {
    return (
      <FoodTile
        iconSize={Math.round(Math.min(width, height) * 0.45)}
        className={`dkm-placeholder ${className ?? ''}`}
      />
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

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

const SERVICE_LABEL = {
  takeaway: 'common.services.takeaway',
  express: 'common.services.express',
  delivery: 'common.services.delivery',
  micromarket: 'common.services.micromarket',
  'vendor-delivery': 'common.services.vendorDelivery',
} as const;

const serviceLabel = (t: TFunction, kind: OrderKind): string => t(SERVICE_LABEL[kind]);

/** Why an item cannot be ordered now, as its badge says; null when it can. */
export function availabilityLabel(t: TFunction, availability: Availability, kind: OrderKind): string | null {
  switch (availability) {
    case 'available':
      return null;
    case 'sold-out':
      return t('menu.soldOut');
    case 'unavailable':
      return t('menu.unavailable');
    case 'not-for-service':
      return t('menu.unavailableForService', { service: serviceLabel(t, kind) });
  }
}
