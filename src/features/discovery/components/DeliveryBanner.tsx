import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { BannerKind } from '../model/venue.ts';

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
