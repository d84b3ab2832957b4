import { memo, useId } from 'react';
import type { MenuItem } from '../model/menu-item.ts';
import { LazyImage } from './LazyImage.tsx';
import { Price } from './Price.tsx';

/** A titled, horizontally scrolling row of small product cards (popular, often ordered, goes well with). */
export const ProductStrip = memo(function ProductStrip({
  title,
  items,
  onOpen,
}: {
  title: string;
  items: readonly MenuItem[];
  onOpen: (item: MenuItem) => void;
}) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section className="dkm-strip" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="dkm-card" onClick={() => onOpen(item)} data-item-id={item.id}>
              {item.image_url ? <LazyImage src={item.image_url} width={120} height={72} /> : null}
              <span className="dkm-card-name">{item.name}</span>
              <Price item={item} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
