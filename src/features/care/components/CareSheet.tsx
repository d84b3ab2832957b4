import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSearch } from 'wouter';
import { useAppState, useMountScope } from '../../../mount-context.ts';
import { openExternal } from '../../../runtime/open-external.ts';
import { BottomSheet } from '../../../ui/BottomSheet.tsx';
import { sheetAbout } from '../../../ui/sheet-query.ts';
import { useQuery } from '../../../ui/use-query.ts';
import { fetchCareDesk } from '../api/care-api.ts';
import css from '../care.css?inline';
import {
  type CareMessenger,
  dialHref,
  FALLBACK_DESKS,
  MESSENGER_NAMES,
  messengerHref,
} from '../model/care-desk.ts';

/**
 * docs/contract/product.md#guests-and-what-they-do "Contact a care service": the country's messenger chats and phone line, opened from the profile,
 * the FAQ, an order's details and a declined order. About an order, the chat opens with its number typed in.
 * The built-in contacts show at once and while the sandbox's load (docs/api/care.md): never a dead button.
 */
export default function CareSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { runtime } = useMountScope();
  const { country } = useAppState().restrictions;
  const about = sheetAbout(useSearch());
  const client = runtime.core.client;
  const deskCountry = country === 'ge' ? 'ge' : 'kz';
  const request = useQuery(['care-desk', deskCountry], (signal) =>
    fetchCareDesk(client, deskCountry, signal),
  );
  const desk = request.data ?? FALLBACK_DESKS[deskCountry];
  const failed = request.status === 'error' || request.status === 'offline';
  const message = about ? t('care.contact.message', { number: about }) : null;

  const write = (messenger: CareMessenger) => {
    openExternal(runtime, messengerHref(messenger, message), 'messenger').catch(() =>
      runtime.core.state.notifications.notify({
        type: 'error',
        text: t('care.contact.openFailed'),
        onlyUnique: true,
      }),
    );
  };

  return (
    <BottomSheet open onClose={onClose} title={t('care.contact.title')} showCloseButton>
      <style>{css}</style>
      <div className="care-sheet" data-testid="care-sheet">
        <p>{t('care.contact.intro', desk.hours)}</p>
        {about ? (
          <p className="care-about" data-testid="care-about">
            {t('care.contact.aboutOrder', { number: about })}
          </p>
        ) : null}
        <div className="dk-actions-stack">
          {desk.messengers.map((messenger) => (
            <button
              key={messenger.name}
              type="button"
              className="dk-button"
              data-messenger={messenger.name}
              onClick={() => write(messenger)}
            >
              {t('care.contact.write', { messenger: MESSENGER_NAMES[messenger.name] })}
            </button>
          ))}
          <a className="dk-button dk-button-secondary" href={dialHref(desk.phone)} data-testid="care-call">
            {t('care.contact.call')}&nbsp;<span className="care-phone">{desk.phone}</span>
          </a>
        </div>
        {failed ? (
          <p className="dk-muted" role="status" data-testid="care-fallback">
            {t('care.contact.fallback')}{' '}
            <button type="button" className="dk-link-button" onClick={request.reload}>
              {t('common.actions.retry')}
            </button>
          </p>
        ) : null}
      </div>
    </BottomSheet>
  );
}
