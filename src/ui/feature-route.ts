import type { ComponentType } from 'react';
import type { EarlyGet } from '../api/early-requests.ts';

/**
 * A route a feature contributes to the app's table (docs/contract/screens.md#routes). Features export arrays of these from their
 * own `routes.ts`; src/app/routes.ts wraps each loader as a lazy chunk. Features never import src/app.
 */
export interface FeatureRoute {
  /** wouter pattern, e.g. '/filials/:filialId'. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** docs/contract/roles.md#login-required-screens: needs a signed-in user. */
  loginRequired?: boolean;
  /** docs/contract/screens.md#navigation: the nav bar and the balance are toggled per route. */
  navBar?: boolean;
  balance?: boolean;
  /** docs/contract/screens.md#redirect-after-address-setup: stores the current path as the redirect URL for after login or address setup. */
  storesRedirect?: boolean;
  /** The screen takes the whole window (the kiosk's landscape tablet), not the phone-width column. */
  fullWidth?: boolean;
  /**
   * The screen's feature stylesheet where the page did not bring it (the app shell's page does, ADR 0027):
   * a mount without the page's sheet asks for it beside the screen's chunk, so its first render does not
   * wait for it a second time.
   */
  sheet?: () => Promise<unknown>;
}

/** What a route's first requests may depend on, known before the app runs (app/first-screen.ts). */
export interface FirstPlace {
  /** The route's `:name` segments. */
  params: Record<string, string>;
  /** The town the device state starts with (the host's, else the stored one, else the default). */
  townId: number;
  /** The signed-in guest of the stored token, or null. */
  userId: string | null;
  /** The page's query string (`?filial_id=12&service=takeaway`), as the screen's `useSearch` reads it. */
  query: string;
  /** A value of the page's local storage (lib/storage-keys.ts LOCAL_KEYS), or null. */
  stored: (key: string) => string | null;
}

/**
 * A route as its first requests need it, without its screen: what the page's inline script sends before any of
 * the app's code (app/early-script.ts, ADR 0032), and the library's mount beside the screen's chunk. The
 * feature's routes.ts gives the router the same path with the screen.
 */
export interface FirstRequestsRoute {
  /** wouter pattern, as the router's route has it. */
  path: string;
  /**
   * The GETs the screen makes first, exactly as it will make them: sent before the app has arrived, and the
   * API client adopts their answers (ADR 0005). Kept small: it runs in the page's inline script.
   */
  firstRequests: (place: FirstPlace) => EarlyGet[];
}
