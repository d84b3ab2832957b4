import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link, useParams } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useBridge } from '../../../runtime/app-runtime.ts';
import { useAppState, useAuth } from '../../../state/app-core.ts';
import { useTelemetry } from '../../../telemetry/events.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { openFridgeLock } from '../api/menu-api.ts';
import { CartSummary, useVenueKind, VenueScreen } from '../components/VenueScreen.tsx';
import { MenuStyles, VenueNotFound } from '../components/MenuFrame.tsx';
import { positiveId } from '../api/menu-requests.ts';
import { signIn } from '../components/sign-in.ts';
import { useAgeGate } from '../components/add-to-cart.tsx';
import { useBarcodeProduct } from '../components/use-barcode-product.ts';
import { Icon } from '../../../ui/Icon.tsx';
import arrowLeft from 'lucide/dist/esm/icons/arrow-left.mjs';

/** docs/contract/screens.md#routes BarcodeScanner: `/filials/{filial_id}/barcode-scanner/`, the smart fridge's screen. */
export default function BarcodeScannerScreen() {
  const params = useParams<{ filialId: string }>();
  const filialId = positiveId(params.filialId);
  if (filialId === null) return <VenueNotFound />;
  return <FridgeScanner key={filialId} filialId={filialId} />;
}

type LockState = 'closed' | 'opening' | 'open' | 'failed';

function FridgeScanner({ filialId }: { filialId: number }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const telemetry = useTelemetry();
  const bridgeReady = useBridge();
  const signal = useMountSignal();
  const authActions = useAuth();
  const auth = useAppState().auth;
  const { venue, kind, status, error, reload } = useVenueKind(filialId);
  const age = useAgeGate();
  const lookUp = useBarcodeProduct(filialId, kind, age.confirmAge);
  const [lock, setLock] = useState<LockState>('closed');
  const [scanning, setScanning] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'problem'; text: string } | null>(null);
  const fridgeTitle = useId();

  // docs/contract/errors.md#fridge-unlock-failed: a lock that did not open (no answer, or offline) says so and offers retry or cancel.
  const openLock = async () => {
    setLock('opening');
    try {
      await openFridgeLock(client, filialId, signal);
      setLock('open');
    } catch (failure) {
      if (isApiError(failure, 'aborted')) return;
      setLock('failed');
    }
  };

  const scan = async () => {
    setScanning(true);
    setMessage(null);
    try {
      const bridge = await bridgeReady;
      if (!bridge) throw new Error('no bridge');
      // Fridge goods carry EAN codes: looking for those alone makes a camera scanner several times faster.
      const result = await bridge.call('scan.barcode', { formats: ['ean_13', 'ean_8'] }, { signal });
      if (result.status !== 'success') return;
      const outcome = await lookUp(result.text, 'scan');
      if (outcome.kind === 'added')
        setMessage({ tone: 'ok', text: t('menu.addedToCart', { name: outcome.item.name }) });
      else if (outcome.kind === 'problem') setMessage({ tone: 'problem', text: outcome.message });
    } catch (failure) {
      if (signal.aborted) return;
      setMessage({ tone: 'problem', text: t('errors.barcode.notRecognized') });
      telemetry.captureException(failure, { tags: { area: 'menu', action: 'scan-barcode' } });
    } finally {
      if (!signal.aborted) setScanning(false);
    }
  };

  if (!venue || !kind) {
    if (isApiError(error, 'not-found')) return <VenueNotFound />;
    return (
      <div className="dkm-screen" data-screen="barcode-scanner">
        <MenuStyles />
        <LoadState status={status} onRetry={reload} />
      </div>
    );
  }

  return (
    <VenueScreen currency={venue.currency} className="dkm-screen" data-screen="barcode-scanner">
      <MenuStyles />
      <header className="dkm-header">
        <Link className="dk-icon-button" href={`/filials/${filialId}`} aria-label={t('common.actions.back')}>
          <Icon icon={arrowLeft} />
        </Link>
        <h1>{t('scanner.barcode.title')}</h1>
      </header>
      <main className="dk-main">
        <p className="dk-muted">{venue.title}</p>
        <section className="dkm-note" aria-labelledby={fridgeTitle}>
          <h2 id={fridgeTitle}>{t('scanner.fridge.unlock')}</h2>
          <p>{t('scanner.fridge.how')}</p>
          <p role="status">
            {lock === 'opening'
              ? t('scanner.fridge.unlocking')
              : lock === 'open'
                ? t('scanner.fridge.unlocked')
                : ''}
          </p>
          {auth.accessToken ? (
            <button
              type="button"
              className="dk-button"
              disabled={lock === 'opening'}
              onClick={() => void openLock()}
            >
              {t('scanner.fridge.unlock')}
            </button>
          ) : (
            <button
              type="button"
              className="dk-button"
              onClick={() => void signIn(bridgeReady, authActions, signal)}
            >
              {t('scanner.fridge.signIn')}
            </button>
          )}
        </section>
        <p className="dk-muted">{t('scanner.barcode.hint')}</p>
        <button
          type="button"
          className="dk-button"
          onClick={() => void scan()}
          disabled={scanning}
          aria-busy={scanning}
        >
          {t('scanner.barcode.scan')}
        </button>
        <p
          role={message?.tone === 'problem' ? 'alert' : 'status'}
          className={message?.tone === 'problem' ? 'dkm-problem' : undefined}
        >
          {message?.text ?? ''}
        </p>
        <Link className="dk-button dk-button-secondary" href={`/filials/${filialId}/barcode-manual`}>
          {t('scanner.barcode.enterManually')}
        </Link>
      </main>
      <CartSummary filialId={filialId} kind={kind} />
      <Modal open={lock === 'failed'} onClose={() => setLock('closed')} title={t('errors.fridge.title')}>
        <p>{t('errors.fridge.text')}</p>
        <div className="dk-actions">
          <button type="button" className="dk-button dk-button-secondary" onClick={() => setLock('closed')}>
            {t('common.actions.cancel')}
          </button>
          <button type="button" className="dk-button" onClick={() => void openLock()}>
            {t('common.actions.retry')}
          </button>
        </div>
      </Modal>
      {age.modal}
    </VenueScreen>
  );
}
