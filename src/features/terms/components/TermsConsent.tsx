import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useMountScope } from '../../../mount-context.ts';
import { openExternal } from '../../../runtime/open-external.ts';
import { ANALYTICS_EVENTS } from '../../../telemetry/events.ts';
import { Modal } from '../../../ui/Modal.tsx';
import css from '../terms.css?inline';
import { acceptTerms, fetchTerms, isOutdatedVersion, termsPageUrl } from '../api/terms-api.ts';

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
  const { runtime, signal } = useMountScope();
  const { core, telemetry } = runtime;
  const terms = core.state.terms;
  const { accessToken } = useSnapshot(core.state.auth.state);
  const { pending, asking } = useSnapshot(terms.state);
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
    fetchTerms(core.client, controller.signal).then(
      (standing) => {
        if (controller.signal.aborted) return;
        if (!standing.mustAccept) {
          terms.clear();
          return;
        }
        const postponed = core.state.session.get(POSTPONED_KEY) === String(standing.current);
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
    core.state.session.set(POSTPONED_KEY, String(pending.version));
    setProblem(null);
    terms.postpone();
  };

  const accept = async () => {
    setBusy(true);
    setProblem(null);
    const controller = new AbortController();
    live.current = controller;
    try {
      const standing = await acceptTerms(core.client, pending.version, controller.signal);
      if (standing.mustAccept) throw new Error('the acceptance did not take');
      terms.clear();
      core.state.session.remove(POSTPONED_KEY);
      telemetry.track(ANALYTICS_EVENTS.termsAccepted, { version: pending.version });
      core.state.notifications.notify({ type: 'success', text: t('care.terms.accepted') });
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
              openExternal(runtime, pageUrl, 'browser').catch(() =>
                core.state.notifications.notify({ type: 'error', text: t('errors.generic.title') }),
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
