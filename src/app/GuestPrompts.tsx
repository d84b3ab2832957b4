import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Runtime } from '../../bridge/protocol.ts';
import { useBridge } from '../runtime/app-runtime.ts';
import { useAppState, useAppStores } from '../state/app-core.ts';
import { AllTexts } from './AppRoutes.tsx';

// Neither is part of the first screen's code: each loads once it has something to show.
const TermsConsent = lazy(() => import('../features/terms/TermsConsent.tsx'));
const AppDownloadPrompt = lazy(() => import('../features/app-download/AppDownloadPrompt.tsx'));

/**
 * The terms-change consent (features/terms) watches a signed-in guest only: a sign-in made while the app is
 * open is checked at once, the sign-in the app started with when the cart opens.
 */
export function TermsSlot() {
  const { terms } = useAppStores();
  const { accessToken } = useAppState().auth;
  const startToken = useRef(accessToken);
  useEffect(() => {
    if (!accessToken) terms.clear();
  }, [accessToken, terms]);
  if (!accessToken) return null;
  return (
    <Suspense fallback={null}>
      <AllTexts>
        <TermsConsent signedInHere={accessToken !== startToken.current} />
      </AllTexts>
    </Suspense>
  );
}

/**
 * The app-download prompt (features/app-download) belongs to a plain browser showing the app as its own
 * page: the bridge found no host (its runtime is 'web') and the app routes the page's own history. Inside a
 * host app, or mounted in a partner's page, it never shows.
 */
export function offersAppDownload(routing: 'browser' | 'memory', runtime: Runtime | null): boolean {
  return routing === 'browser' && runtime === 'web';
}

export function AppDownloadSlot({ routing }: { routing: 'browser' | 'memory' }) {
  const bridgeReady = useBridge();
  const [plainWeb, setPlainWeb] = useState(false);
  useEffect(() => {
    let live = true;
    bridgeReady.then((bridge) => {
      if (live && offersAppDownload(routing, bridge?.runtime ?? null)) setPlainWeb(true);
    });
    return () => {
      live = false;
    };
  }, [bridgeReady, routing]);
  if (!plainWeb) return null;
  return (
    <Suspense fallback={null}>
      <AllTexts>
        <AppDownloadPrompt />
      </AllTexts>
    </Suspense>
  );
}
