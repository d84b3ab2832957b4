import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { ServiceId } from '../../../config/host-config.ts';

const LABELS = {
  takeaway: 'common.services.takeaway',
  express: 'common.services.express',
  delivery: 'common.services.delivery',
} as const satisfies Record<ServiceId, string>;

/** How the guest gets this order, among the services the venue offers and the host allows (SPEC §4). */
export function ServicePicker({
  offered,
  value,
  disabled,
  onChange,
}: {
  offered: readonly ServiceId[];
  value: ServiceId | null;
  disabled: boolean;
  onChange: (service: ServiceId) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="ck-choices" disabled={disabled}>
      <legend className="ck-legend">{t('cart.serviceLabel')}</legend>
      {offered.map((service) => (
        <label key={service} className="ck-choice">
          <input
            type="radio"
            name={name}
            value={service}
            checked={value === service}
            onChange={() => onChange(service)}
          />
          <span className="ck-choice-text">{t(LABELS[service])}</span>
        </label>
      ))}
    </fieldset>
  );
}
