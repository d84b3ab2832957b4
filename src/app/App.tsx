import { Suspense, useEffect } from 'react';
import { Router } from 'wouter';
import type { BaseLocationHook } from 'wouter';
import { MountContext, type MountScope } from '../mount-context.ts';
import { AppRoutes } from './AppRoutes.tsx';

export type LocationSetup = { kind: 'memory'; hook: BaseLocationHook } | { kind: 'browser'; base: string };

interface AppProps {
  scope: MountScope;
  location: LocationSetup;
  onFirstRender: () => void;
}

function FirstRender({ onRender }: { onRender: () => void }) {
  useEffect(() => onRender(), [onRender]);
  return null;
}

export function App({ scope, location, onFirstRender }: AppProps) {
  const routerProps = location.kind === 'memory' ? { hook: location.hook } : { base: location.base };
  return (
    <MountContext value={scope}>
      <Router {...routerProps}>
        <Suspense fallback={<p className="dk-loading" role="status" aria-live="polite" />}>
          <AppRoutes />
          <FirstRender onRender={onFirstRender} />
        </Suspense>
      </Router>
    </MountContext>
  );
}
