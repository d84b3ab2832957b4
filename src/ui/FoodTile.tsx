import { FOOD_ICONS, type FoodKind, foodKindOf } from './food-pictogram.ts';
import { Icon } from './Icon.tsx';

/** Warm tints by kind of food (the pictogram's colour is AA on its tile); inline, so no global CSS carries them. */
const WARM = { background: '#fdf0e1', color: '#9a4514' };
const BROWN = { background: '#f6ecdf', color: '#7a4d22' };
const GREEN = { background: '#e8f3e6', color: '#2b6e35' };
const PINK = { background: '#fbe8ee', color: '#9c3256' };
const BLUE = { background: '#e5f1f4', color: '#25626f' };
const TINTS: Partial<Record<FoodKind, typeof WARM>> = {
  coffee: BROWN,
  milk: BROWN,
  bakery: BROWN,
  salad: GREEN,
  vegetables: GREEN,
  fruit: GREEN,
  cake: PINK,
  'ice-cream': PINK,
  drink: BLUE,
  fish: BLUE,
  beer: BLUE,
  wine: BLUE,
};

/**
 * A picture for a dish, a category or a venue that has no photo: a food pictogram chosen from its names
 * (food-pictogram.ts) on a warm tile of the photo's own size (the caller's class), so nothing moves when the
 * photo arrives or where none will.
 * Decorative: the name beside it is what a screen reader reads.
 */
export function FoodTile({
  names,
  iconSize,
  className,
}: {
  /** The dish's own name first, then its category's or venue's. */
  names: readonly (string | null | undefined)[];
  iconSize: number;
  /** The caller's class gives the tile the size its photo has. */
  className: string;
}) {
  const kind = foodKindOf(...names);
  return (
    <span
      className={`dk-food-tile ${className}`}
      data-food={kind}
      style={TINTS[kind] ?? WARM}
      aria-hidden="true"
    >
      <Icon icon={FOOD_ICONS[kind]} size={iconSize} />
    </span>
  );
}
