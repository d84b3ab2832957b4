import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useMountScope } from '../../../mount-context.ts';
import css from '../app-download.css?inline';
import {
  dismissPrompt,
  readRecord,
  recordOrder,
  recordVisit,
  shouldPrompt,
  storePlatform,
  storesFor,
} from '../model/app-prompt.ts';

/**
 * SPEC §2 "app-download prompt" (model/app-prompt.ts says when). src/app renders it only in a plain browser
 * page of the app's own: never inside a host app, never in a partner's page that embeds the app.
 */
export default function AppDownloadPrompt() {
  const { t } = useTranslation();
  const { runtime } = useMountScope();
  const { local, session } = runtime.core.state;
  const [location] = useLocation();
  const [record, setRecord] = useState(() => readRecord(local));
  const titleId = useId();

  useEffect(() => setRecord(recordVisit(local, session)), [local, session]);
  useEffect(() => {
    if (location.startsWith('/typ/')) setRecord(recordOrder(local));
  }, [location, local]);

  if (location !== '/' || !shouldPrompt(record, Date.now())) return null;
  const stores = storesFor(storePlatform(navigator.userAgent, navigator.maxTouchPoints));
  return (
    <aside className="ad-banner" aria-labelledby={titleId} data-testid="app-download">
      <style>{css}</style>
      <h2 id={titleId}>{t('care.appDownload.title')}</h2>
      <p className="dk-muted">{t('care.appDownload.text')}</p>
      <div className="ad-actions">
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
        <button
          type="button"
          className="dk-button dk-button-secondary"
          onClick={() => setRecord(dismissPrompt(local, Date.now()))}
        >
          {t('care.appDownload.dismiss')}
        </button>
      </div>
    </aside>
  );
}
