import css from '../kiosk.css?inline';
import { useTranslation, useAppTexts } from '../../../i18n/use-translation.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { useEffect, useRef, useState, useCallback, useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { formatMoney } from '../../../i18n/format-number.ts';
import { isLanguage, type Language, parseLanguage } from '../../../i18n/languages.ts';
import { languageFromQuery } from '../../../i18n/languages.ts';
import { useHostConfig } from '../../../config/mount-config.ts';
import { useHostCapabilities, usePagePaths } from '../../../runtime/app-runtime.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { ScreenArrival } from '../../../ui/ScreenArrival.tsx';
import { type KioskOrder, refusalOf } from '../api/kiosk-api.ts';
import { KioskDetails, KioskNumber } from '../components/KioskCheckout.tsx';
import { KioskMenu } from '../components/KioskMenu.tsx';
import { KioskOptions } from '../components/KioskOptions.tsx';
import { KioskStart } from '../components/KioskStart.tsx';
import { PAID_PARAM, UNPAID_PARAM, useKioskCheckout } from '../hooks/use-kiosk-checkout.ts';
import { useIdle } from '../hooks/use-idle.ts';
import { useKioskMenu, useKioskSession, useSessionOrders } from '../hooks/use-kiosk-session.ts';
import {
  kioskTimingOf,
  type KioskProduct,
  addProduct,
  EMPTY_DRAFT,
  type KioskDraft,
  linesTotal,
  setQuantity,
} from '../model/kiosk-model.ts';
import { phonePath } from '../model/kiosk-links.ts';

/** The feature's stylesheet, rendered inside the mount's shadow root by each kiosk screen. */
export function KioskStyles() {
  return <style>{css}</style>;
}

/** "Are you still here?" with the seconds left before the kiosk starts over for the next guest. */
export function IdleWarning(props: { secondsLeft: number | null; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={props.secondsLeft !== null} onClose={props.onStay} title={t('kiosk.idle.title')}>
      <div className="ks-idle" data-testid="kiosk-idle">
        <p className="ks-total" role="timer" aria-live="off">
          {t('kiosk.idle.text', { count: props.secondsLeft ?? 0 })}
        </p>
        <div className="ks-actions">
          <button type="button" className="ks-button ks-primary" onClick={props.onStay}>
            {t('kiosk.idle.stay')}
          </button>
          <button type="button" className="ks-button" onClick={props.onLeave}>
            {t('kiosk.idle.leave')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** While `active`: the whole seconds left of `ms`, then `onDone` once. */
export function useCountdown(active: boolean, ms: number, onDone: () => void): number {
  const total = Math.ceil(ms / 1000);
  const [left, setLeft] = useState(total);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!active) return;
    setLeft(total);
    const started = Date.now();
    const tick = setInterval(() => {
      const remaining = total - Math.floor((Date.now() - started) / 1000);
      if (remaining > 0) {
        setLeft(remaining);
        return;
      }
      clearInterval(tick);
      done.current();
    }, 1000);
    return () => clearInterval(tick);
  }, [active, total]);
  return left;
}

type Step = 'start' | 'menu' | 'details' | 'number';

/** The sandbox's refusals of a new session without a valid enrolment code (docs/api/kiosk.md). */
const NOT_ENROLLED = new Set(['tablet_enrolment_required', 'tablet_enrolment_invalid']);

/**
 * Kiosk mode (docs/contract/product.md#kiosk-mode, docs/contract/screens.md#tablet-flow tablet flow; docs/features/kiosk.md): a venue's tablet where guests order by touch
 * without signing in, or scan a QR to order from their phone. One screen walks the steps so that starting
 * over is one state change: nothing of the last guest survives it.
 */
export default function KioskScreen() {
  const { t, i18n } = useTranslation();
  const appTexts = useAppTexts();
  const paths = usePagePaths();
  const host = useHostCapabilities();
  const config = useHostConfig();
  const params = useParams<{ filialId: string }>();
  const filialId = Number(params.filialId);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const timing = useMemo(() => kioskTimingOf(search), [search]);
  const session = useKioskSession(filialId);
  const menu = useKioskMenu(filialId);
  const data = session.data;
  const [step, setStep] = useState<Step>('start');
  const [draft, setDraft] = useState<KioskDraft>(EMPTY_DRAFT);
  /** The dish whose option picker is open. */
  const [picking, setPicking] = useState<KioskProduct | null>(null);
  const [large, setLarge] = useState(false);
  const [placed, setPlaced] = useState<{ order: KioskOrder; paid: boolean } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const [ordersAsked, setOrdersAsked] = useState(0);
  const orders = useSessionOrders(data?.device ?? null, timing.ORDERS_POLL_MS, ordersAsked);
  const startLanguage = useRef(languageFromQuery(search) ?? parseLanguage(config.language));
  const defaultLanguage = startLanguage.current ?? data?.venue.defaultLanguage ?? null;
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'kk';

  const setLanguage = useCallback(
    (next: Language) => void appTexts.then((texts) => texts.setLanguage(next)),
    [appTexts],
  );
  const checkout = useKioskCheckout({
    device: data?.device ?? null,
    path,
    search,
    onPlaced: (order, paid) => {
      setOrdersAsked((count) => count + 1);
      setPlaced({ order, paid });
      setStep('number');
    },
  });

  const reset = useCallback(() => {
    setDraft(EMPTY_DRAFT);
    setPicking(null);
    setPlaced(null);
    setLarge(false);
    setStep('start');
    checkout.clear();
    if (defaultLanguage) setLanguage(defaultLanguage);
  }, [checkout.clear, defaultLanguage, setLanguage]);

  // A kiosk tablet is the venue's own screen: no host bars around its menu (docs/protocol.md, view.expand).
  useEffect(() => host.expand(true), [host]);

  // The venue's language greets each guest; a language in the URL or the host's config wins.
  // Keyed on the language itself, not on the session's answer: that is asked again at every language change,
  // and greeting again then would undo the guest's own pick.
  const venueLanguage = data?.venue.defaultLanguage;
  useEffect(() => {
    if (venueLanguage && !startLanguage.current) setLanguage(venueLanguage);
  }, [venueLanguage, setLanguage]);

  // Back from the hosted payment page: the order and the guest's language, then the number to remember.
  useEffect(() => {
    if (!data || !orders) return;
    const query = new URLSearchParams(search);
    const paidId = Number(query.get(PAID_PARAM));
    const unpaidId = Number(query.get(UNPAID_PARAM));
    if (!paidId && !unpaidId) return;
    const record = checkout.takePaying();
    if (record) setLanguage(record.language);
    query.delete(PAID_PARAM);
    query.delete(UNPAID_PARAM);
    navigate(query.size ? `${path}?${query}` : path, { replace: true });
    const order = orders.find((candidate) => candidate.id === paidId);
    if (order) {
      setPlaced({ order, paid: true });
      setStep('number');
    }
  }, [data, orders, search, path, navigate, checkout.takePaying, setLanguage]);

  const idle = useIdle(root, {
    active: step === 'menu' || step === 'details',
    idleMs: timing.IDLE_MS,
    warnMs: timing.WARNING_MS,
    onExpire: reset,
  });
  const numberLeft = useCountdown(step === 'number', timing.NUMBER_SCREEN_MS, reset);

  if (!data) {
    const refusal = refusalOf(session.error);
    return (
      <div className="ks-root">
        <KioskStyles />
        <main className="ks-main" data-screen="kiosk-start">
          <h1>{t('kiosk.start.title')}</h1>
          {refusal?.code === 'tablet_not_enabled' ? (
            <p role="alert">{t('kiosk.refused')}</p>
          ) : refusal?.code && NOT_ENROLLED.has(refusal.code) ? (
            // A tablet without (or with a spent) enrolment code: Retry cannot help, the venue's link can.
            <p role="alert">{t('kiosk.notEnrolled')}</p>
          ) : (
            <LoadState status={session.status} onRetry={session.reload} />
          )}
        </main>
      </div>
    );
  }

  const money = (amount: number) => formatMoney(amount, data.venue.currency, language);
  const qrUrl = new URL(paths.pathOf(phonePath(filialId, data.device.id)), window.location.href).toString();

  return (
    <div ref={root} className={large ? 'ks-root ks-large' : 'ks-root'}>
      <KioskStyles />
      <header className="ks-header">
        <h1>{data.venue.title}</h1>
        <button type="button" className="ks-button" aria-pressed={large} onClick={() => setLarge(!large)}>
          {t('kiosk.largeText')}
        </button>
        {step !== 'start' ? (
          <button type="button" className="ks-button" onClick={reset}>
            {t('kiosk.startOver')}
          </button>
        ) : null}
      </header>
      {step === 'start' ? (
        <KioskStart
          venue={data.venue}
          qrUrl={qrUrl}
          orders={orders}
          language={language}
          onStart={() => setStep('menu')}
          onLanguage={setLanguage}
        />
      ) : step === 'menu' ? (
        <KioskMenu
          menu={menu.data ?? []}
          status={menu.status}
          onRetry={menu.reload}
          lines={draft.lines}
          money={money}
          onPick={(product) =>
            product.hasOptions
              ? setPicking(product)
              : setDraft((last) => ({ ...last, lines: addProduct(last.lines, product) }))
          }
          onQuantity={(key, quantity) =>
            setDraft((last) => ({ ...last, lines: setQuantity(last.lines, key, quantity) }))
          }
          onNext={() => setStep('details')}
        />
      ) : step === 'details' ? (
        <KioskDetails
          draft={draft}
          paymentTypes={data.venue.paymentTypes}
          total={money(linesTotal(draft.lines))}
          sending={checkout.sending}
          failure={checkout.failure}
          onChange={(change) => setDraft((last) => ({ ...last, ...change }))}
          onBack={() => setStep('menu')}
          onPlace={() => void checkout.place(draft)}
        />
      ) : placed ? (
        <KioskNumber order={placed.order} paid={placed.paid} secondsLeft={numberLeft} onDone={reset} />
      ) : null}
      <KioskOptions
        product={step === 'menu' ? picking : null}
        filialId={filialId}
        money={money}
        onAdd={(product, additives) => {
          setDraft((last) => ({ ...last, lines: addProduct(last.lines, product, additives) }));
          setPicking(null);
        }}
        onClose={() => setPicking(null)}
        onActivity={idle.stay}
      />
      <IdleWarning secondsLeft={idle.secondsLeft} onStay={idle.stay} onLeave={reset} />
      {/* The steps are screens of one route: each takes the focus to its heading, as the app's screens do. */}
      <ScreenArrival screen={root} at={step} heading="main h2" />
    </div>
  );
}
