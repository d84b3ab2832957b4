import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocation } from 'wouter';
import { useAppStores } from '../../state/app-core.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import css from './app-download.css?inline';
import {
  dismissPrompt,
  readRecord,
  recordOrder,
  recordVisit,
  shouldPrompt,
  storePlatform,
  storesFor,
} from './app-prompt.ts';

/**
 * docs/contract/screens.md#other-screens-and-dialogs "app-download prompt" (model/app-prompt.ts says when): a sheet over Home, so it neither pushes the
 * screen under the guest's finger nor fights Home's own bottom notices; closing it in any way (Not now, the
 * close button, Escape, a swipe, the overlay) counts as "Not now". src/app renders it only in a plain browser
 * page of the app's own: never inside a host app, never in a partner's page that embeds the app.
 */
export default function AppDownloadPrompt() {
  const { t } = useTranslation();
  const { local, session } = useAppStores();
  const [location] = useLocation();
  const [record, setRecord] = useState(() => readRecord(local));

  useEffect(() => setRecord(recordVisit(local, session)), [local, session]);
  useEffect(() => {
    if (location.startsWith('/typ/')) setRecord(recordOrder(local));
  }, [location, local]);

  const open = location === '/' && shouldPrompt(record, Date.now());
  const dismiss = () => setRecord(dismissPrompt(local, Date.now()));
  const stores = storesFor(storePlatform(navigator.userAgent, navigator.maxTouchPoints));
  return (
    <BottomSheet open={open} onClose={dismiss} title={t('care.appDownload.title')} showCloseButton>
      <style>{css}</style>
      <div className="ad-body" data-testid="app-download">
        <p className="dk-muted">{t('care.appDownload.text')}</p>
        <div className="dk-actions-stack">
          {stores.map((store) => (
            <a
              key={store.id}
              className="dk-button"
              href={store.url}
              target="_blank"
              rel="noopener noreferrer"
              data-store={store.id}
            >
              {t('care.appDownload.get', { store: store.name })}
            </a>
          ))}
          <button type="button" className="dk-button dk-button-secondary" onClick={dismiss}>
            {t('care.appDownload.dismiss')}
          </button>
        </div>
      </div>
    </BottomSheet>
  );
}
