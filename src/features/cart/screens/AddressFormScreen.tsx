import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { Address } from '../../../state/addresses.ts';
import {
  fieldValue,
  isFieldMissing,
  isRequired,
  type TextField,
  canDeleteAddress,
  draftToEdit,
  editedId,
  isSavedAddress,
  privateHousePatch,
  useAddressSave,
} from '../model/address-form.ts';
import { useEffect, useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import { Modal } from '../../../ui/Modal.tsx';
import { CheckoutStyles, ScreenHeader } from '../../../ui/OrderPageStyles.tsx';
import { SAVED_LABELS, savedLabelOf } from '../model/guest-addresses.ts';
import { backParam } from '../model/back-param.ts';

interface AddressTextFieldProps {
  /** The form's id, prefixed to each field's. */
  formId: string;
  name: TextField;
  label: string;
  draft: Address;
  /** Whether the guest tried to save: only then is a missing required field marked. */
  touched: boolean;
  autoComplete?: string;
  disabled?: boolean;
  onChange: (patch: Partial<Address>) => void;
}

/** One text field of the address form, marked required and invalid where it must be filled in. */
export function AddressTextField({ formId, name, label, draft, touched, ...options }: AddressTextFieldProps) {
  const { t } = useTranslation();
  const id = `${formId}-${name}`;
  const required = isRequired(name);
  const invalid = touched && isFieldMissing(draft, name);
  return (
    <div className="ck-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        value={fieldValue(draft, name)}
        required={required}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        disabled={options.disabled}
        {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
        onChange={(event) => options.onChange({ [name]: event.target.value })}
      />
      {invalid ? (
        <span id={`${id}-error`} className="ck-hint-error">
          {t('validation.required')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * docs/contract/screens.md#redirect-after-address-setup /address-form: the details of the address chosen on the map, or of a saved one being edited.
 * Every keystroke goes to the stored draft (tempAddress), so a reload or a trip to the map keeps it.
 * A guest's address stays on the device as their one address; a signed-in guest's is saved on the server.
 */
export default function AddressFormScreen() {
  const { t } = useTranslation();
  const stores = useAppStores();
  const store = stores.addresses;
  const addresses = stores.root.addresses;
  const search = useSearch();
  const back = backParam(search);
  const editingId = editedId(search);
  const { tempAddress, userAddressList, activeAddress } = useAppState().addresses;
  const signedIn = Boolean(useAppState().auth.accessToken);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const formId = useId();

  useEffect(() => {
    const { tempAddress: draft, userAddressList: list, activeAddress: active } = addresses;
    const next = draftToEdit({ id: editingId, draft, list, active, empty: store.emptyAddress });
    if (next !== 'keep') store.setTemp(next);
  }, [editingId, store, addresses]);

  const draft = tempAddress ?? store.emptyAddress();
  const saved = isSavedAddress(editingId, userAddressList, activeAddress);
  const canDelete = canDeleteAddress(saved, editingId, signedIn);
  const { touched, saving, save, remove } = useAddressSave({ id: editingId, saved, draft, signedIn, back });

  const change = (patch: Partial<Address>) => {
    const current = addresses.tempAddress ?? store.emptyAddress();
    store.setTemp({ ...current, ...patch });
  };
  const fieldProps = { formId, draft, touched, onChange: change };
  // A saved "home" or "work" shows in the guest's language, and is sent back as it is unless edited.
  const savedLabel = savedLabelOf(draft.title);
  const shownTitle = savedLabel ? t(`address.form.${savedLabel}`) : draft.title;

  return (
    <>
      <CheckoutStyles />
      <ScreenHeader
        title={t('address.form.title')}
        backHref={`/address-map?back=${encodeURIComponent(back)}`}
      />
      <main className="dk-main" data-screen="address-form">
        <form className="ck-section" onSubmit={(event) => void save(event)} noValidate aria-busy={saving}>
          {draft.coordinates ? null : (
            <div className="ck-alert" role="alert">
              <span>{t('address.form.pointRequired')}</span>
              <Link className="dk-button" href={`/address-map?back=${encodeURIComponent(back)}`}>
                {t('address.form.chooseOnMap')}
              </Link>
            </div>
          )}
          <fieldset className="ck-choices">
            <legend className="ck-legend">{t('address.form.label')}</legend>
            <div className="ck-button-row">
              {SAVED_LABELS.map((label) => (
                <button
                  key={label}
                  type="button"
                  className="dk-button dk-button-secondary"
                  aria-pressed={shownTitle === t(`address.form.${label}`)}
                  onClick={() => change({ title: t(`address.form.${label}`) })}
                >
                  {t(`address.form.${label}`)}
                </button>
              ))}
            </div>
            <div className="ck-field">
              <label htmlFor={`${formId}-title`} className="dk-visually-hidden">
                {t('address.form.label')}
              </label>
              <input
                id={`${formId}-title`}
                value={shownTitle}
                placeholder={t('address.form.labelPlaceholder')}
                onChange={(event) => change({ title: event.target.value })}
              />
            </div>
          </fieldset>
          <AddressTextField
            {...fieldProps}
            name="city"
            label={t('address.form.city')}
            autoComplete={'address-level2'}
          />
          <AddressTextField
            {...fieldProps}
            name="street"
            label={t('address.form.street')}
            autoComplete={'address-line1'}
          />
          <AddressTextField {...fieldProps} name="building" label={t('address.form.building')} />
          <label className="ck-check">
            <input
              type="checkbox"
              checked={draft.isPrivateHouse}
              onChange={(event) => change(privateHousePatch(event.target.checked))}
            />
            <span>{t('address.form.privateHouse')}</span>
          </label>
          <div className="ck-row-2">
            <AddressTextField {...fieldProps} name="entrance" label={t('address.form.entrance')} />
            <AddressTextField {...fieldProps} name="floor" label={t('address.form.floor')} />
          </div>
          <AddressTextField
            {...fieldProps}
            name="apartment"
            label={t('address.form.apartment')}
            disabled={draft.isPrivateHouse}
          />
          <div className="ck-field">
            <label htmlFor={`${formId}-comment`}>{t('address.form.comment')}</label>
            <textarea
              id={`${formId}-comment`}
              maxLength={500}
              placeholder={t('address.form.commentPlaceholder')}
              value={draft.comment}
              onChange={(event) => change({ comment: event.target.value })}
            />
          </div>
          <button type="submit" className="dk-button" disabled={saving || !draft.coordinates}>
            {saving ? t('common.states.saving') : t('address.form.save')}
          </button>
          {canDelete ? (
            <button
              type="button"
              className="dk-button ck-danger"
              disabled={saving}
              onClick={() => setConfirmDelete(true)}
            >
              {t('address.form.delete')}
            </button>
          ) : null}
        </form>
      </main>
      <Modal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('address.form.deleteConfirm')}
      >
        <div className="dk-actions">
          <button
            type="button"
            className="dk-button dk-button-secondary"
            onClick={() => setConfirmDelete(false)}
          >
            {t('common.actions.cancel')}
          </button>
          <button
            type="button"
            className="dk-button ck-danger"
            onClick={() => {
              setConfirmDelete(false);
              void remove();
            }}
          >
            {t('common.actions.delete')}
          </button>
        </div>
      </Modal>
    </>
  );
}
