import { isAppRoute } from '../../../state/login-state.ts';

/**
 * Where the address screens return to: the `back` query parameter when it is one of the app's routes
 * (never another address screen, which would loop), else the cart.
 */
export function backParam(search: string, fallback = '/cart'): string {
  const back = new URLSearchParams(search).get('back');
  return isAppRoute(back) && !back.startsWith('/address-') ? back : fallback;
}
