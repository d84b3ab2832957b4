import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { useMountScope } from '../mount-context.ts';

/**
 * SPEC §6: a login-required route. Signed in: the screen. Otherwise the login starts at once: the host's
 * login in a webview (dismissed or failed: back Home, SPEC §4), the login page redirect in a browser.
 */
export function LoginGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { runtime, signal } = useMountScope();
  const auth = useSnapshot(runtime.core.state.auth.state);
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);
  const signedIn = Boolean(auth.accessToken);

  useEffect(() => {
    if (signedIn) return;
    let cancelled = false;
    runtime.bridge
      .then(async (bridge) => {
        if (cancelled) return;
        if (!bridge || bridge.runtime === 'web') {
          runtime.core.auth.redirectToLogin();
          return;
        }
        const outcome = await runtime.core.auth.loginWithHost({ signal });
        if (!cancelled && outcome === 'dismissed') navigate('/', { replace: true });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [signedIn, runtime, signal, navigate]);

  if (signedIn) return <>{children}</>;
  return (
    <main className="dk-main" data-screen="login-required" aria-busy={!failed}>
      <h1>{t('auth.required.title')}</h1>
      <p className="dk-muted">{t('auth.required.text')}</p>
      {failed ? (
        <div className="dk-actions">
          <p role="alert">{t('auth.errors.trackId')}</p>
          <button type="button" className="dk-button" onClick={() => navigate('/', { replace: true })}>
            {t('common.actions.toMainPage')}
          </button>
        </div>
      ) : (
        <p role="status">{t('auth.signingIn')}</p>
      )}
    </main>
  );
}
