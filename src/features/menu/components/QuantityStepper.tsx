import { Icon } from '../../../ui/Icon.tsx';
import minus from 'lucide/dist/esm/icons/minus.mjs';
import plus from 'lucide/dist/esm/icons/plus.mjs';
import { useTranslation } from '../../../i18n/use-translation.tsx';

/**
 * − n + with the count announced; the buttons stop at the bounds instead of wrapping. `label` names what is
 * counted (the quantity of a dish unless given), `min` is 1 unless the count may be 0 or must be more.
 */
export function QuantityStepper({
  value,
  max,
  min = 1,
  label,
  onChange,
}: {
  value: number;
  max: number;
  min?: number;
  label?: string;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="dkm-quantity">
      <legend className="dk-visually-hidden">{label ?? t('menu.quantity')}</legend>
      <button
        type="button"
        className="dk-icon-button"
        aria-label={t('menu.decrease')}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <Icon icon={minus} />
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        className="dk-icon-button"
        aria-label={t('menu.increase')}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Icon icon={plus} />
      </button>
    </fieldset>
  );
}
