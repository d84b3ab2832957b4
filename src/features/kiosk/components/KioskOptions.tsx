import { forwardRef, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useApiClient } from '../../../api/api-scope.ts';
import type { CartAdditive } from '../../../state/cart.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { useQuery } from '../../../ui/use-query.ts';
import { fetchAdditiveGroups, type AdditiveGroup } from '../../../api/additive-groups.ts';
import {
  chosenAdditives,
  firstUnmetGroup,
  groupStatus,
  type Selection,
  toggleAdditive,
  unitTotal,
} from '../../../state/option-rules.ts';
import type { KioskProduct } from '../model/kiosk-model.ts';
import { KioskPhoto } from './KioskMenu.tsx';

export interface KioskOptionsProps {
  /** The dish whose options are chosen; null closes the picker. */
  product: KioskProduct | null;
  filialId: number;
  money: (amount: number) => string;
  onAdd: (product: KioskProduct, additives: CartAdditive[]) => void;
  onClose: () => void;
  /**
   * A touch or key inside the picker: the dialog is portalled out of the kiosk's root, whose idle timer
   * would not hear it otherwise.
   */
  onActivity: () => void;
}

/**
 * The kiosk's option picker (issue 29 §3): a dialog with the dish's additive groups as large touch tiles,
 * each choice's price and the total on the add button. The rules are the menu's (option-rules.ts: a group
 * of one at most replaces its choice, a fuller one refuses more, a minimum must be met before adding).
 */
export function KioskOptions(props: KioskOptionsProps) {
  const { product, onClose } = props;
  return (
    <Modal open={product !== null} onClose={onClose} title={product?.name ?? ''}>
      {product ? <OptionsForm key={product.id} {...props} product={product} /> : null}
    </Modal>
  );
}

function OptionsForm({
  product,
  filialId,
  money,
  onAdd,
  onClose,
  onActivity,
}: KioskOptionsProps & { product: KioskProduct }) {
  const { t } = useTranslation();
  const client = useApiClient();
  // No guest signs in at a kiosk: the default endpoint, which knows no last choice. Asked again in a new language.
  const groups = useQuery<AdditiveGroup[]>(['kiosk-additives', filialId, product.id], (signal) =>
    fetchAdditiveGroups(
      client,
      { filialId, productId: product.id, kind: 'takeaway', favourite: false },
      signal,
    ),
  );
  const [selection, setSelection] = useState<Selection>({});
  const [refusedGroup, setRefusedGroup] = useState<number | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const fields = useRef(new Map<number, HTMLFieldSetElement>());
  const loaded = groups.data ?? [];
  const additives = chosenAdditives(loaded, selection);
  const total = unitTotal(product.price, additives);

  const onToggle = (group: AdditiveGroup, additiveId: number) => {
    const result = toggleAdditive(group, selection, additiveId);
    setSelection(result.selection);
    setRefusedGroup(result.refused ? group.id : null);
  };

  return (
    <form
      className="ks-picker"
      data-testid="kiosk-options"
      noValidate
      onPointerDown={onActivity}
      onKeyDown={onActivity}
      onInput={onActivity}
      onSubmit={(event) => {
        event.preventDefault();
        if (groups.status !== 'success') return;
        const unmet = firstUnmetGroup(loaded, selection);
        if (unmet) {
          setShowMissing(true);
          fields.current.get(unmet.id)?.focus();
          return;
        }
        onAdd(product, additives);
      }}
    >
      <div className="ks-picker-dish">
        <KioskPhoto url={product.imageUrl} width={180} height={120} />
        {product.description ? <p className="ks-muted">{product.description}</p> : null}
      </div>
      <LoadState status={groups.status} onRetry={groups.reload} />
      {loaded.map((group) => (
        <OptionGroup
          key={group.id}
          ref={(element) => {
            if (element) fields.current.set(group.id, element);
            else fields.current.delete(group.id);
          }}
          group={group}
          selection={selection}
          money={money}
          showMissing={showMissing}
          refused={refusedGroup === group.id}
          onToggle={onToggle}
        />
      ))}
      <div className="ks-actions ks-picker-actions">
        <button type="button" className="ks-button" onClick={onClose}>
          {t('kiosk.options.cancel')}
        </button>
        <button type="submit" className="ks-button ks-primary" disabled={groups.status !== 'success'}>
          {t('kiosk.options.add', { amount: money(total) })}
        </button>
      </div>
    </form>
  );
}

interface OptionGroupProps {
  group: AdditiveGroup;
  selection: Selection;
  money: (amount: number) => string;
  showMissing: boolean;
  refused: boolean;
  onToggle: (group: AdditiveGroup, additiveId: number) => void;
}

/**
 * One group as a fieldset whose legend says its rule: radio tiles for a required single choice, checkbox
 * tiles otherwise (an optional single choice can be taken back), as the menu's sheet does. Focusable, so an
 * unmet minimum takes the focus there with its message.
 */
const OptionGroup = forwardRef<HTMLFieldSetElement, OptionGroupProps>(function OptionGroup(
  { group, selection, money, showMissing, refused, onToggle },
  ref,
) {
  const { t } = useTranslation();
  const name = useId();
  const problemId = useId();
  const status = groupStatus(group, selection);
  const chosen = new Set(selection[group.id] ?? []);
  const single = group.max === 1 && group.min >= 1;
  const missing = showMissing && status.missing > 0;
  const problem = missing
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
      className="ks-group"
      data-group-id={group.id}
      aria-describedby={problemId}
      aria-invalid={missing || undefined}
      tabIndex={-1}
    >
      <legend>
        <span>{group.name}</span> <small>{rule}</small>
      </legend>
      <div className="ks-option-grid">
        {group.additives.map((additive) => (
          <label key={additive.id} className="ks-option">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={name}
              value={additive.id}
              checked={chosen.has(additive.id)}
              onChange={() => onToggle(group, additive.id)}
            />
            <span className="ks-option-name">{additive.name}</span>
            <span className="ks-option-price">{additive.price > 0 ? `+${money(additive.price)}` : ''}</span>
          </label>
        ))}
      </div>
      <p id={problemId} className="ks-error" aria-live="polite">
        {problem}
      </p>
    </fieldset>
  );
});
