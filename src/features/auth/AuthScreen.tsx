import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, useLocation, useSearch } from 'wouter';
import { useMountSignal } from '../../config/mount-config.ts';
import { useAppStores, useAuth } from '../../state/app-core.ts';

/**
 * docs/contract/screens.md#login-round-trip /auth: the login callback. Clears temporary terminals, exchanges the code, and returns to the
 * route the guest was on before login (with its query string). A bad or foreign callback says so.
 */
export default function AuthScreen() {
  const { t } = useTranslation();
  const stores = useAppStores();
  const authActions = useAuth();
  const signal = useMountSignal();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    stores.stored.tempTerminals.clear();
    const abort = new AbortController();
    const stop = () => abort.abort();
    signal.addEventListener('abort', stop);
    authActions.completeRedirectLogin(`?${search}`, { signal: abort.signal }).then(
      (route) => navigate(route, { replace: true }),
      () => {
        if (!abort.signal.aborted) setFailed(true);
      },
    );
    return () => {
      signal.removeEventListener('abort', stop);
      abort.abort();
    };
  }, [stores, authActions, search, navigate, signal]);

  if (!failed) {
    return (
      <main className="dk-main" data-screen="auth" aria-busy="true">
        <p role="status">{t('auth.signingIn')}</p>
      </main>
    );
  }
  return (
    <main className="dk-main" data-screen="auth">
      <h1>{t('auth.errors.notAuthorised')}</h1>
      <p role="alert">{t('auth.errors.code')}</p>
      <div className="dk-actions">
        <button type="button" className="dk-button" onClick={() => authActions.redirectToLogin('/')}>
          {t('auth.signIn')}
        </button>
        <Link className="dk-button dk-button-secondary" href="/">
          {t('common.actions.toMainPage')}
        </Link>
      </div>
    </main>
  );
}
