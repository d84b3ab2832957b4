import type { ReactNode } from 'react';
import { useAppState } from '../state/app-core.ts';
import { AllTexts } from './AllTexts.tsx';
import { RestoreAccountScreen } from './routes.ts';

/**
 * docs/contract/product.md#account-deletion, docs/contract/roles.md#account-deletion, docs/contract/constants.md#account-restore-window: while the signed-in account is deleted (restorable for 90 days) every call of it is
 * refused, so instead of a screen full of server errors the guest gets the restore offer, whatever route
 * they are on. Once restored the route's screen mounts afresh and loads as before.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const { deleted } = useAppState().account;
  return deleted ? (
    <AllTexts>
      <RestoreAccountScreen />
    </AllTexts>
  ) : (
    children
  );
}
