import type { ComponentType } from 'react';

/**
 * A route a feature contributes to the app's table (SPEC §2). Features export arrays of these from their
 * own `routes.ts`; src/app/routes.ts wraps each loader as a lazy chunk. Features never import src/app.
 */
export interface FeatureRoute {
  /** wouter pattern, e.g. '/filials/:filialId'. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** SPEC §6: needs a signed-in user. */
  loginRequired?: boolean;
  /** SPEC §2: the nav bar and the balance are toggled per route. */
  navBar?: boolean;
  balance?: boolean;
  /** SPEC §2: stores the current path as the redirect URL for after login or address setup. */
  storesRedirect?: boolean;
  /** The screen takes the whole window (the kiosk's landscape tablet), not the phone-width column. */
  fullWidth?: boolean;
}
