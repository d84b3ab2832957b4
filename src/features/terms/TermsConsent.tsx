import type { ApiClient } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import { record } from '../../api/answer-fields.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocation } from 'wouter';
import { useApiClient } from '../../api/api-scope.ts';
import { useMountSignal } from '../../config/mount-config.ts';
import { useBridge } from '../../runtime/app-runtime.ts';
import { useAppState, useAppStores } from '../../state/app-core.ts';
import { openExternal } from '../../runtime/open-external.ts';
import { ANALYTICS_EVENTS, useTelemetry } from '../../telemetry/events.ts';
import { Modal } from '../../ui/Modal.tsx';
import css from './terms.css?inline';

/** Sandbox-defined (docs/api/care.md): docs/contract/calls.md#calls-the-sandbox-defines names no call for the terms consent. */
const TERMS_PATH = 'api/v3/user/terms';

export interface TermsStanding {
  current: number;
  accepted: number;
  mustAccept: boolean;
  url: string;
}

function version(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw new Error(`${field} is not a version`);
  return value;
}

function parseTerms(body: unknown): TermsStanding {
  const attributes = record(record(record(body).data).attributes);
  const current = version(attributes.current_version, 'current_version');
  const accepted = version(attributes.accepted_version, 'accepted_version');
  const url = attributes.url;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('the terms have no web address');
  // The versions decide, not the flag alone: a guest is never asked for terms older than they accepted.
  return { current, accepted, mustAccept: accepted < current, url };
}

function fetchTerms(client: ApiClient, signal: AbortSignal): Promise<TermsStanding> {
  return client.get(TERMS_PATH, { parse: parseTerms, signal });
}

/** POST api/v3/user/terms: accepting a version twice is the same as once, so a retry is safe. */
function acceptTerms(client: ApiClient, accepted: number, signal: AbortSignal): Promise<TermsStanding> {
  return client.post(
    TERMS_PATH,
    { data: { type: 'terms', attributes: { version: accepted } } },
    { parse: parseTerms, idempotent: true, signal },
  );
}

/** The terms changed again between reading and accepting (409 terms_version_outdated). */
function isOutdatedVersion(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/** The reader's language on the terms page. */
function termsPageUrl(url: string, language: string): string {
  const page = new URL(url);
  page.searchParams.set('lang', language);
  return page.href;
}

/** Per tab session: "Not now" is not asked again on every screen, only when the guest tries to order. */
const POSTPONED_KEY = 'dk-terms-postponed';

/**
 * docs/contract/screens.md#other-screens-and-dialogs "terms-change consent", docs/contract/constants.md#analytics-figures "terms accepted": when the terms changed since the signed-in guest last
 * accepted them, a dialog asks them to read and accept the new ones before they order: it checks when the
 * cart opens and at a sign-in, never on the first screen of a stored sign-in (no request there). "Not now" keeps browsing open and ordering closed:
 * the cart's "Place order" reopens the dialog (src/state/terms.ts, docs/features/care.md).
 */
export default function TermsConsent({ signedInHere }: { signedInHere: boolean }) {
  const { t, i18n } = useTranslation();
  const bridgeReady = useBridge();
  const stores = useAppStores();
  const client = useApiClient();
  const signal = useMountSignal();
  const telemetry = useTelemetry();
  const terms = stores.terms;
  const { accessToken } = useAppState().auth;
  const { pending, asking } = useAppState().terms;
  const [location] = useLocation();
  const atCart = location === '/cart';
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'failed' | 'outdated' | null>(null);
  const [checks, setChecks] = useState(0);
  const live = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: checks on sign-in, on the cart, and after a 409
  useEffect(() => {
    if (!accessToken || !(atCart || signedInHere || checks > 0)) return;
    const controller = new AbortController();
    const abort = () => controller.abort();
    signal.addEventListener('abort', abort);
    fetchTerms(client, controller.signal).then(
      (standing) => {
        if (controller.signal.aborted) return;
        if (!standing.mustAccept) {
          terms.clear();
          return;
        }
        const postponed = stores.session.get(POSTPONED_KEY) === String(standing.current);
        terms.require({ version: standing.current, url: standing.url }, { ask: !postponed || checks > 0 });
      },
      // Not known is not a refusal: browsing and ordering go on, and the next check asks again.
      () => {},
    );
    return () => {
      controller.abort();
      signal.removeEventListener('abort', abort);
    };
  }, [accessToken, atCart, signedInHere, checks]);

  useEffect(() => () => live.current?.abort(), []);

  if (!pending) return null;

  const postpone = () => {
    if (busy) return;
    stores.session.set(POSTPONED_KEY, String(pending.version));
    setProblem(null);
    terms.postpone();
  };

  const accept = async () => {
    setBusy(true);
    setProblem(null);
    const controller = new AbortController();
    live.current = controller;
    try {
      const standing = await acceptTerms(client, pending.version, controller.signal);
      if (standing.mustAccept) throw new Error('the acceptance did not take');
      terms.clear();
      stores.session.remove(POSTPONED_KEY);
      telemetry.track(ANALYTICS_EVENTS.termsAccepted, { version: pending.version });
      stores.notifications.notify({ type: 'success', text: t('care.terms.accepted') });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (isOutdatedVersion(error)) {
        setProblem('outdated');
        setChecks((count) => count + 1);
      } else setProblem('failed');
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  const pageUrl = termsPageUrl(pending.url, i18n.language);
  return (
    <Modal open={asking} onClose={postpone} title={t('care.terms.title')}>
      <style>{css}</style>
      <div className="tc-body" data-testid="terms-consent">
        <p>{t('care.terms.text')}</p>
        <p>
          <a
            href={pageUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              event.preventDefault();
              openExternal(bridgeReady, pageUrl, 'browser').catch(() =>
                stores.notifications.notify({ type: 'error', text: t('errors.generic.title') }),
              );
            }}
          >
            {t('care.terms.read')}
          </a>
        </p>
        {problem ? (
          <p className="tc-error" role="alert" data-testid="terms-problem">
            {t(problem === 'outdated' ? 'care.terms.outdated' : 'care.terms.failed')}
          </p>
        ) : null}
        <div className="dk-actions">
          <button type="button" className="dk-button dk-button-secondary" disabled={busy} onClick={postpone}>
            {t('care.terms.later')}
          </button>
          <button type="button" className="dk-button" disabled={busy} onClick={() => void accept()}>
            {busy ? t('common.states.saving') : t('care.terms.accept')}
          </button>
        </div>
        <p className="dk-muted">{t('care.terms.laterNote')}</p>
      </div>
    </Modal>
  );
}
