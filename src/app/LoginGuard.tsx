import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useLocation } from 'wouter';
import type { Bridge } from '../../bridge/index.ts';
import { useMountSignal } from '../config/mount-config.ts';
import { useBridge } from '../runtime/app-runtime.ts';
import { useAppState, useAuth } from '../state/app-core.ts';

/**
 * docs/contract/roles.md#login-required-screens: a login-required route. Signed in: the screen. Otherwise the login starts at once: the host's
 * login in a webview (dismissed or failed: back Home, docs/contract/states.md#protected-page-in-a-web-view), the login page redirect in a browser.
 * A host that offers phone.request is asked first, on the guest's tap: "Continue with your phone from
 * <host>" signs in with the phone its backend signed (docs/protocol.md); dismissed or failed, and on
 * "Sign in another way", the guest signs in as without it.
 */
export function LoginGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const authActions = useAuth();
  const bridgeReady = useBridge();
  const signal = useMountSignal();
  const auth = useAppState().auth;
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);
  /** The host that offers its account's phone, while the guest has not chosen. */
  const [phoneHost, setPhoneHost] = useState<Bridge | null>(null);
  const signedIn = Boolean(auth.accessToken);

  // The host's own sign-in where it has one; the SMS login page where it offers only the phone.
  const otherWay = async (bridge: Bridge) => {
    if (!bridge.supports('auth.code') && !bridge.supports('auth.trackId')) {
      authActions.redirectToLogin();
      return;
    }
    const outcome = await authActions.loginWithHost({ signal });
    if (outcome === 'dismissed') navigate('/', { replace: true });
  };
  const settle = (attempt: Promise<void>) => attempt.catch(() => setFailed(true));

  useEffect(() => {
    if (signedIn) return;
    let cancelled = false;
    bridgeReady
      .then(async (bridge) => {
        if (cancelled) return;
        if (!bridge || bridge.runtime === 'web') {
          authActions.redirectToLogin();
          return;
        }
        if (bridge.supports('phone.request')) {
          setPhoneHost(bridge);
          return;
        }
        const outcome = await authActions.loginWithHost({ signal });
        if (!cancelled && outcome === 'dismissed') navigate('/', { replace: true });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [signedIn, authActions, bridgeReady, signal, navigate]);

  const withPhone = async (bridge: Bridge) => {
    setPhoneHost(null);
    try {
      const answer = await bridge.call('phone.request', {}, { signal });
      if (answer.status === 'success') {
        await authActions.loginWithPhoneGrant(answer.grant, { signal });
        return;
      }
    } catch {
      // A host or a grant that failed: the guest signs in the other way, not stuck here.
    }
    await otherWay(bridge);
  };

  if (signedIn) return <>{children}</>;
  return (
    <main className="dk-main" data-screen="login-required" aria-busy={!failed && !phoneHost}>
      <h1>{t('auth.required.title')}</h1>
      <p className="dk-muted">{t('auth.required.text')}</p>
      {failed ? (
        <div className="dk-actions">
          <p role="alert">{t('auth.errors.trackId')}</p>
          <button type="button" className="dk-button" onClick={() => navigate('/', { replace: true })}>
            {t('common.actions.toMainPage')}
          </button>
        </div>
      ) : phoneHost ? (
        <div className="dk-actions">
          <button type="button" className="dk-button" onClick={() => void settle(withPhone(phoneHost))}>
            {t('auth.phone.continue', { host: phoneHost.host.name })}
          </button>
          <button
            type="button"
            className="dk-button dk-button-secondary"
            onClick={() => {
              setPhoneHost(null);
              void settle(otherWay(phoneHost));
            }}
          >
            {t('auth.phone.other')}
          </button>
        </div>
      ) : (
        <p role="status">{t('auth.signingIn')}</p>
      )}
    </main>
  );
}
