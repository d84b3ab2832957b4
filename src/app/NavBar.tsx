import { useTranslation } from '../i18n/use-translation.tsx';
import { Link } from 'wouter';
import type { RouteDef } from './routes.ts';

const ITEMS = [
  { path: '/', label: 'nav.home' },
  { path: '/map', label: 'nav.map' },
  { path: '/orders', label: 'nav.orders' },
  { path: '/cart', label: 'nav.cart' },
  { path: '/profile', label: 'nav.profile' },
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
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
