import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useAppRuntime } from '../../../runtime/app-runtime.ts';
import { useAppState } from '../../../state/app-core.ts';
import { ensureCoordinates } from '../hooks/location.ts';

/** docs/contract/errors.md#geolocation-errors "Geolocation denied (allow it to find your location)", with a way to ask again: a card in the flow. */
export function GeolocationNotice() {
  const { t } = useTranslation();
  const runtime = useAppRuntime();
  const signal = useMountSignal();
  const { geoStatus } = useAppState().device;
  const titleId = useId();
  if (geoStatus !== 'denied') return null;
  return (
    <section className="dkd-notice" aria-labelledby={titleId} data-testid="geo-denied">
      <strong id={titleId}>{t('errors.geolocation.denied')}</strong>
      <span className="dk-muted">{t('errors.geolocation.allowHint')}</span>
      <button
        type="button"
        className="dk-button dk-button-secondary"
        onClick={() => void ensureCoordinates(runtime, signal, { force: true })}
      >
        {t('common.actions.retry')}
      </button>
    </section>
  );
}
