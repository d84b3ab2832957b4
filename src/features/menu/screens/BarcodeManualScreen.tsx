import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link, useParams } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { CartSummary, useVenueKind, VenueScreen } from '../components/VenueScreen.tsx';
import { MenuStyles, VenueNotFound } from '../components/MenuFrame.tsx';
import { positiveId } from '../api/menu-requests.ts';
import { useAgeGate } from '../components/add-to-cart.tsx';
import { useBarcodeProduct } from '../components/use-barcode-product.ts';
import { Icon } from '../../../ui/Icon.tsx';
import arrowLeft from 'lucide/dist/esm/icons/arrow-left.mjs';

/** docs/contract/screens.md#routes BarcodeManual: `/filials/{filial_id}/barcode-manual`, typing the digits under a barcode. */
export default function BarcodeManualScreen() {
  const params = useParams<{ filialId: string }>();
  const filialId = positiveId(params.filialId);
  if (filialId === null) return <VenueNotFound />;
  return <ManualBarcode key={filialId} filialId={filialId} />;
}

function ManualBarcode({ filialId }: { filialId: number }) {
  const { t } = useTranslation();
  const { venue, kind, status, error, reload } = useVenueKind(filialId);
  const age = useAgeGate();
  const lookUp = useBarcodeProduct(filialId, kind, age.confirmAge);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setAdded(null);
    setProblem(null);
    try {
      const outcome = await lookUp(code, 'manual');
      if (outcome.kind === 'added') {
        setAdded(t('menu.addedToCart', { name: outcome.item.name }));
        setCode('');
      } else if (outcome.kind === 'problem') {
        setProblem(outcome.message);
      }
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  if (!venue || !kind) {
    if (isApiError(error, 'not-found')) return <VenueNotFound />;
    return (
      <div className="dkm-screen" data-screen="barcode-manual">
        <MenuStyles />
        <LoadState status={status} onRetry={reload} />
      </div>
    );
  }

  return (
    <VenueScreen currency={venue.currency} className="dkm-screen" data-screen="barcode-manual">
      <MenuStyles />
      <header className="dkm-header">
        <Link
          className="dk-icon-button"
          href={`/filials/${filialId}/barcode-scanner`}
          aria-label={t('common.actions.back')}
        >
          <Icon icon={arrowLeft} />
        </Link>
        <h1>{t('scanner.manual.title')}</h1>
      </header>
      <main className="dk-main">
        <p className="dk-muted">{venue.title}</p>
        <form className="dkm-field" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={inputId}>{t('scanner.manual.label')}</label>
          <input
            ref={input}
            id={inputId}
            name="barcode"
            value={code}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            placeholder={t('scanner.manual.placeholder')}
            aria-invalid={problem !== null}
            aria-describedby={`${hintId} ${problemId}`}
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(null);
            }}
          />
          <small id={hintId} className="dk-muted">
            {t('validation.barcodeLength')}
          </small>
          <p id={problemId} className="dkm-problem" role="alert">
            {problem ?? ''}
          </p>
          <button type="submit" className="dk-button" disabled={busy} aria-busy={busy}>
            {t('scanner.manual.submit')}
          </button>
        </form>
        <p role="status">{added ?? ''}</p>
      </main>
      <CartSummary filialId={filialId} kind={kind} />
      {age.modal}
    </VenueScreen>
  );
}
