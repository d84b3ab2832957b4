import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Modal } from '../../../ui/Modal.tsx';

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
