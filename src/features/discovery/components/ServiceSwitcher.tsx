import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSnapshot } from 'valtio';
import type { ServiceId } from '../../../config/host-config.ts';
import { useMountScope } from '../../../mount-context.ts';

/**
 * The service switcher (docs/contract/screens.md#search-layout search layout; the Filials service tabs): takeaway, express, delivery, only
 * those the host and the brand allow. Native radio buttons, so arrows move between them and a screen reader
 * names the group.
 */
export function ServiceSwitcher({ onChange }: { onChange?: (service: ServiceId) => void }) {
  const { t } = useTranslation();
  const { runtime } = useMountScope();
  const { service } = useSnapshot(runtime.core.state.device.state);
  const { allowedServices } = useSnapshot(runtime.core.state.restrictions.state);
  const name = useId();
  if (allowedServices.length < 2) return null;
  return (
    <fieldset className="dkd-services">
      <legend>{t('search.serviceSwitcher')}</legend>
      {allowedServices.map((id) => (
        <label key={id} data-checked={id === service}>
          <input
            type="radio"
            name={name}
            value={id}
            checked={id === service}
            onChange={() => {
              const next = runtime.core.state.device.setService(id);
              onChange?.(next);
            }}
          />
          {t(`common.services.${id}`)}
        </label>
      ))}
    </fieldset>
  );
}
