import utensils from 'lucide/dist/esm/icons/utensils.mjs';
import { Icon } from './Icon.tsx';

/**
 * The picture of a dish, a category or a venue that has no photo: one neutral pictogram (a fork and a knife)
 * on a quiet tile of the photo's own size (the caller's class), so nothing moves when the photo arrives or
 * where none will. No caption and no guess from the name: a guessed picture contradicted some dishes (a
 * crossed fork and knife for syrniki), and a caption would be one language's on every screen.
 * Decorative: the name beside it is what a screen reader reads.
 */
export function FoodTile({
  iconSize,
  className,
}: {
  iconSize: number;
  /** The caller's class gives the tile the size its photo has. */
  className: string;
}) {
  return (
    <span className={`dk-food-tile ${className}`} aria-hidden="true">
      <Icon icon={utensils} size={iconSize} />
    </span>
  );
}
