import { type LazyScreen, lazyScreen } from './lazy-screen.tsx';

export interface RouteDef {
  /** wouter pattern of SPEC §2. */
  path: string;
  screen: LazyScreen;
  /** SPEC §6: these routes need a signed-in user. */
  loginRequired?: boolean;
  /** SPEC §2: the nav bar and the balance are toggled per route after each navigation. */
  navBar?: boolean;
  balance?: boolean;
  /** SPEC §2: AddressMap and AddressForm store the current path to come back to after login or setup. */
  storesRedirect?: boolean;
}

/**
 * The route table of SPEC §2, one lazy chunk per screen so that the first screen loads only its own code.
 * A route enters this table with its screen; until then its path shows NotFound, never a placeholder.
 */
export const ROUTES: RouteDef[] = [
  { path: '/', screen: lazyScreen(() => import('../features/home/HomeScreen.tsx')), navBar: true },
  { path: '/auth', screen: lazyScreen(() => import('../features/auth/AuthScreen.tsx')) },
];

export const NotFoundScreen = lazyScreen(() => import('../features/not-found/NotFoundScreen.tsx'));

export function retryFailedScreens(): void {
  for (const route of ROUTES) route.screen.retry();
  NotFoundScreen.retry();
}
