import { useTranslation } from '../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { useAppState } from '../state/app-core.ts';
import { cartCount } from '../state/cart.ts';
import { Icon } from './Icon.tsx';
import shoppingBag from 'lucide/dist/esm/icons/shopping-bag.mjs';

/**
 * The header's way to the cart, with how many items it holds (all the guest's carts: the cart screen shows
 * the others too). Its name says the count, since the badge is drawn, not read.
 */
export function CartLink() {
  const { t } = useTranslation();
  const carts = useAppState().cart.carts;
  const count = Object.values(carts).reduce((sum, cart) => sum + cartCount(cart), 0);
  return (
    <Link
      className="dk-icon-button dk-cart-link"
      href="/cart"
      aria-label={count > 0 ? t('visual.cartLink', { count }) : t('visual.cartLinkEmpty')}
      data-cart-count={count}
    >
      <Icon icon={shoppingBag} />
      {count > 0 ? (
        <span className="dk-badge-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
