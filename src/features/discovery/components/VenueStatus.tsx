// How a venue stands now: open or closed (renewed by the clock) and its delivery banners.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { OpeningState } from '../model/opening-hours.ts';
import type { BannerKind } from '../model/venue.ts';
import { useEffect, useState } from 'react';

/**
 * "Open · closes at 22:00", "Break until 16:00", "Closed · opens at 10:00", "Open 24 hours". `brief` (a tile's
 * cover) leaves out "Open ·" before "closes soon" and "Closed ·" before "opens at 10:00", which say it
 * already: written out they took three lines of a 132 px cover (ru at 14:40, ka at 18:45 in Almaty), and the
 * cover's ⓘ button covered the first.
 */
export function OpeningStatus({ state, brief = false }: { state: OpeningState; brief?: boolean }) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'round-the-clock':
      return <span className="dkd-open">{t('filials.details.roundTheClock')}</span>;
    case 'open':
      if (brief && state.closingSoon)
        return <span>{t('filials.list.closingSoon', { time: state.closesAt })}</span>;
      return (
        <span>
          <span className="dkd-open">{t('filials.details.open')}</span>
          {' · '}
          {state.closingSoon
            ? t('filials.list.closingSoon', { time: state.closesAt })
            : t('filials.details.closesAt', { time: state.closesAt })}
        </span>
      );
    case 'break':
      return <span className="dkd-closed">{t('filials.list.breakUntil', { time: state.until })}</span>;
    case 'closed': {
      const when = state.opensAt
        ? t('filials.details.opensAt', { time: state.opensAt })
        : t('filials.list.closedToday');
      if (brief) return <span className="dkd-closed">{when}</span>;
      return (
        <span>
          <span className="dkd-closed">{t('filials.details.closed')}</span>
          {' · '}
          {when}
        </span>
      );
    }
    default:
      return null;
  }
}

const TEXTS = {
  weather_issues: 'weather',
  night_shift: 'nightShift',
  closed: 'closed',
} as const;

/** docs/contract/states.md#delivery-banners delivery banners: weather delay, night-shift delay, delivery closed; the text only when `full`. */
export function DeliveryBanner({ kind, full = false }: { kind: BannerKind; full?: boolean }) {
  const { t } = useTranslation();
  const key = TEXTS[kind];
  return (
    <div className="dkd-banner" data-kind={kind === 'closed' ? 'closed' : 'delay'} data-banner={kind}>
      <strong>{t(`delivery.banners.${key}.title`)}</strong>
      {full ? <span>{t(`delivery.banners.${key}.text`)}</span> : null}
    </div>
  );
}

/** The current time, renewed every `intervalMs`, so "open" turns into "closed" without a reload. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
