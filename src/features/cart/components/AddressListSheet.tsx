import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import type { Address } from '../../../state/addresses.ts';
import { BottomSheet } from '../../../ui/BottomSheet.tsx';
import { addressLine, savedLabelOf } from '../model/guest-addresses.ts';

/** The contract's (docs/contract/screens.md#other-screens-and-dialogs) delivery address list dialog: pick one, edit one, or add one on the map. */
export function AddressListSheet({
  open,
  onClose,
  addresses,
  activeId,
  signedIn,
  backTo,
  onSelect,
}: {
  open: boolean;
  onClose: () => void;
  addresses: readonly Address[];
  activeId: number | null;
  signedIn: boolean;
  /** Route to come back to after adding or editing. */
  backTo: string;
  onSelect: (address: Address) => void;
}) {
  const { t } = useTranslation();
  const back = encodeURIComponent(backTo);
  return (
    <BottomSheet open={open} onClose={onClose} title={t('address.list.title')} showCloseButton>
      {addresses.length === 0 ? <p className="dk-muted dk-empty">{t('address.list.empty')}</p> : null}
      <ul className="ck-list" aria-label={t('address.list.title')}>
        {addresses.map((address) => {
          const line = addressLine(address);
          const label = savedLabelOf(address.title);
          const title = label ? t(`address.form.${label}`) : address.title;
          const current = address.id === activeId;
          return (
            <li key={address.id} className="ck-card" aria-current={current ? 'true' : undefined}>
              <div className="ck-card-row">
                <strong>{title || line}</strong>
                {current ? <span className="dk-muted">{t('address.list.selected')}</span> : null}
              </div>
              {title ? <span className="dk-muted">{line}</span> : null}
              <div className="ck-button-row">
                <button
                  type="button"
                  className="dk-button"
                  aria-label={t('address.list.deliverHereTo', { address: line })}
                  onClick={() => onSelect(address)}
                >
                  {t('address.list.deliverHere')}
                </button>
                <Link
                  className="dk-button dk-button-secondary"
                  href={`/address-form?id=${address.id}&back=${back}`}
                  aria-label={t('address.list.editOne', { address: line })}
                >
                  {t('common.actions.edit')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      {signedIn ? null : <p className="dk-muted">{t('address.list.guestHint')}</p>}
      <div className="dk-actions">
        <Link className="dk-button" href={`/address-map?back=${back}`}>
          {t('address.list.add')}
        </Link>
      </div>
    </BottomSheet>
  );
}
