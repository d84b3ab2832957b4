import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { ServiceId } from '../../../config/host-config.ts';

const LABELS = {
  takeaway: 'common.services.takeaway',
  express: 'common.services.express',
  delivery: 'common.services.delivery',
} as const satisfies Record<ServiceId, string>;

/**
 * How the guest gets this order, among the services the venue offers and the host allows (docs/contract/states.md#service-change): a
 * segmented control of radios, one row under its legend, so the cart's lines still show on the first screen.
 */
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
    <fieldset className="ck-segmented" disabled={disabled}>
      <legend className="ck-legend">{t('cart.serviceLabel')}</legend>
      <div className="ck-segments">
        {offered.map((service) => (
          <label key={service} className="ck-segment">
            <input
              type="radio"
              name={name}
              value={service}
              checked={value === service}
              onChange={() => onChange(service)}
            />
            <span>{t(LABELS[service])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
