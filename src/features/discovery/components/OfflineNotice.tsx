import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSnapshot } from 'valtio';
import { formatDateTime, formatTime } from '../../../i18n/format-date.ts';
import { parseLanguage, DEFAULT_LANGUAGE } from '../../../i18n/languages.ts';
import { useFreshness } from '../../../state/app-core.ts';

function sameDay(a: number, b: number): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/**
 * "Offline: showing what you saw at 14:05" while Home shows the offline worker's stored lists (ADR 0007).
 * The live region is always in the page, so a screen reader hears the notice come and go; it goes by itself
 * once the lists loaded again from the network.
 */
export function OfflineNotice({ now }: { now: number }) {
  const { t, i18n } = useTranslation();
  const freshness = useFreshness();
  const { storedAt } = useSnapshot(freshness.state);
  const language = parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const today = storedAt !== null && sameDay(storedAt, now);
  return (
    <div role="status" aria-live="polite" className="dkd-offline" data-testid="offline-notice">
      {storedAt === null ? null : (
        <p>
          <strong>
            {today
              ? t('offline.title', { time: formatTime(storedAt, language) })
              : t('offline.titleEarlier', { time: formatDateTime(storedAt, language) })}
          </strong>{' '}
          {t('offline.refreshHint')}
        </p>
      )}
    </div>
  );
}
