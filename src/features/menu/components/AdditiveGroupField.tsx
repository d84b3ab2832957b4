import { forwardRef, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useMoneyOptions } from '../../../i18n/venue-currency.ts';
import type { AdditiveGroup } from '../../../api/additive-groups.ts';
import { groupStatus, type Selection } from '../../../state/option-rules.ts';

export interface AdditiveGroupFieldProps {
  group: AdditiveGroup;
  selection: Selection;
  /** Show 'choose at least' for an unmet minimum (after the guest tried to add). */
  showMissing: boolean;
  /** The guest's last choice in this group was refused for going over the maximum. */
  refused: boolean;
  onToggle: (group: AdditiveGroup, additiveId: number) => void;
}

/**
 * One additive group as a fieldset: radio buttons for a required single choice, checkboxes otherwise
 * (an optional single choice can then be taken back). The group's rule messages of docs/contract/validation.md#option-groups are announced.
 */
export const AdditiveGroupField = forwardRef<HTMLFieldSetElement, AdditiveGroupFieldProps>(
  function AdditiveGroupField({ group, selection, showMissing, refused, onToggle }, ref) {
    const { t } = useTranslation();
    const money = useMoneyOptions();
    const name = useId();
    const problemId = useId();
    const status = groupStatus(group, selection);
    const chosen = new Set(selection[group.id] ?? []);
    const single = group.max === 1 && group.min >= 1;
    const problem =
      showMissing && status.missing > 0
        ? t('validation.chooseAtLeast', { count: group.min })
        : refused || (status.full && group.max > 1)
          ? t('validation.maxReached')
          : '';
    const rule = [
      group.min > 0 ? t('menu.additives.required') : t('menu.additives.optional'),
      group.max > 1 ? t('menu.additives.upTo', { count: group.max }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
    return (
      <fieldset
        ref={ref}
        className="dkm-group"
        data-group-id={group.id}
        aria-describedby={problemId}
        aria-invalid={showMissing && status.missing > 0 ? true : undefined}
        tabIndex={-1}
      >
        <legend>
          <span>{group.name}</span> <small>{rule}</small>
        </legend>
        {group.additives.map((additive) => (
          <label key={additive.id} className="dkm-option">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={name}
              value={additive.id}
              checked={chosen.has(additive.id)}
              onChange={() => onToggle(group, additive.id)}
            />
            <span>{additive.name}</span>
            {additive.price > 0 ? (
              <span>+{t('menu.price', { amount: additive.price, ...money })}</span>
            ) : null}
          </label>
        ))}
        <p id={problemId} className="dkm-problem" aria-live="polite">
          {problem}
        </p>
      </fieldset>
    );
  },
);
