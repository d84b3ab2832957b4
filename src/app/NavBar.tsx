import { useTranslation } from '../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { Icon } from '../ui/Icon.tsx';
import house from 'lucide/dist/esm/icons/house.mjs';
import map from 'lucide/dist/esm/icons/map.mjs';
import receipt from 'lucide/dist/esm/icons/receipt-text.mjs';
import shoppingBag from 'lucide/dist/esm/icons/shopping-bag.mjs';
import user from 'lucide/dist/esm/icons/user-round.mjs';
import type { RouteDef } from './routes.ts';

const ITEMS = [
  { path: '/', label: 'nav.home', icon: house },
  { path: '/map', label: 'nav.map', icon: map },
  { path: '/orders', label: 'nav.orders', icon: receipt },
  { path: '/cart', label: 'nav.cart', icon: shoppingBag },
  { path: '/profile', label: 'nav.profile', icon: user },
] as const;

/** The bottom navigation: only the destinations whose screens exist, so no tab leads to NotFound. */
export function NavBar({ routes, current }: { routes: readonly RouteDef[]; current: string }) {
  const { t } = useTranslation();
  const present = new Set(routes.map((route) => route.path));
  return (
    <nav className="dk-navbar" aria-label={t('nav.label')}>
      <ul>
        {ITEMS.filter((item) => present.has(item.path)).map((item) => (
          <li key={item.path}>
            <Link href={item.path} aria-current={current === item.path ? 'page' : undefined}>
              <Icon icon={item.icon} size={22} />
              <span>{t(item.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
