import { memo, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { OrderKind } from '../../../api/order-submission.ts';
import { availabilityOf, type MenuItem } from '../model/menu-item.ts';
import { availabilityLabel } from './availability-label.ts';
import { LazyImage } from './LazyImage.tsx';
import { Price } from './Price.tsx';
import { STRIP_PHOTO } from './strip-photos.ts';

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
