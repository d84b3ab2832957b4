import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { randomId } from '../../../api/random-id.ts';
import { useMountScope } from '../../../mount-context.ts';
import { type Address, LOCAL_ADDRESS_ID, PRIVATE_HOUSE_APARTMENT } from '../../../state/addresses.ts';
import { ANALYTICS_EVENTS } from '../../../telemetry/events.ts';
import { Modal } from '../../../ui/Modal.tsx';
import { createAddress, deleteAddress, updateAddress } from '../api/address-api.ts';
import { afterDelete } from '../model/address-rules.ts';
import { backParam } from '../model/back-param.ts';
import { CheckoutStyles } from '../components/CheckoutStyles.tsx';
import { ScreenHeader } from '../components/ScreenHeader.tsx';
import { useScopedAbort } from '../hooks/use-scoped-abort.ts';

type TextField = 'title' | 'city' | 'street' | 'building' | 'entrance' | 'floor' | 'apartment' | 'comment';
/** Fields the courier cannot do without; the rest are optional and sent as empty strings (SPEC §5). */
const REQUIRED: readonly TextField[] = ['street', 'building'];

function idParam(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) ? id : null;
}

/**
 * SPEC §2 /address-form: the details of the address chosen on the map, or of a saved one being edited.
 * Every keystroke goes to the stored draft (tempAddress), so a reload or a trip to the map keeps it.
 * A guest's address stays on the device as their one address; a signed-in guest's is saved on the server.
 */
export default function AddressFormScreen() {
  const { t } = useTranslation();
  const { runtime } = useMountScope();
  const { core, telemetry } = runtime;
  const store = core.state.addresses;
  const search = useSearch();
  const [, navigate] = useLocation();
  const scoped = useScopedAbort();
  const back = backParam(search);
  const editingId = idParam(search);
  const { tempAddress, userAddressList, activeAddress } = useSnapshot(store.state);
  const signedIn = Boolean(useSnapshot(core.state.auth.state).accessToken);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // One key per save intent: a retry after a lost answer must not save the same address twice.
  const createKey = useRef(randomId());
  const formId = useId();

  // The draft to edit: the stored draft of this address if there is one, else the saved address.
  useEffect(() => {
    const draft = store.state.tempAddress;
    if (editingId === null) {
      if (!draft) store.setTemp(store.emptyAddress());
      return;
    }
    if (draft && draft.id === editingId) return;
    const saved =
      store.state.userAddressList.find((address) => address.id === editingId) ??
      (store.state.activeAddress.id === editingId ? store.state.activeAddress : null);
    store.setTemp(saved ?? store.emptyAddress());
  }, [editingId, store]);

  const draft = (tempAddress ?? store.emptyAddress()) as Address;
  const existing =
    editingId !== null &&
    (userAddressList.some((address) => address.id === editingId) || activeAddress.id === editingId);
  const canDelete = existing && (editingId !== LOCAL_ADDRESS_ID || !signedIn);

  const change = (patch: Partial<Address>) => {
    const current = store.state.tempAddress ?? store.emptyAddress();
    store.setTemp({ ...current, ...patch });
  };

  const done = (message: string) => {
    store.setTemp(null);
    core.state.stored.addressConfirmed.set(true);
    core.state.notifications.notify({ type: 'success', text: message });
    navigate(back, { replace: true });
  };

  const fail = (message: string) =>
    core.state.notifications.notify({ type: 'error', text: message, onlyUnique: true, shakeable: true });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    // The store's draft, not this render's: a change made just before the tap must be in what is saved.
    const live = store.state.tempAddress ?? draft;
    const incomplete = REQUIRED.some((field) => live[field].trim() === '');
    if (incomplete || !live.coordinates || saving) return;
    const address: Address = {
      ...live,
      apartment: live.isPrivateHouse ? PRIVATE_HOUSE_APARTMENT : live.apartment,
    };
    if (!signedIn) {
      const isNew = activeAddress.id !== LOCAL_ADDRESS_ID || activeAddress.coordinates === null;
      store.setActive({ ...address, id: LOCAL_ADDRESS_ID });
      if (isNew) telemetry.track(ANALYTICS_EVENTS.addressCreated, { saved: 'local' });
      done(isNew ? t('address.messages.added') : t('address.messages.updated'));
      return;
    }
    setSaving(true);
    const signal = scoped();
    const updating = address.id > 0 && existing;
    try {
      if (updating) {
        const { address: saved } = await updateAddress(core.client, address, signal);
        store.setUserList(store.state.userAddressList.map((item) => (item.id === saved.id ? saved : item)));
        if (store.state.activeAddress.id === saved.id) store.setActive(saved);
        done(t('address.messages.updated'));
      } else {
        const { address: saved } = await createAddress(core.client, address, createKey.current, signal);
        createKey.current = randomId();
        store.setUserList([...store.state.userAddressList, saved]);
        store.setActive(saved);
        telemetry.track(ANALYTICS_EVENTS.addressCreated, { saved: 'server' });
        done(t('address.messages.added'));
      }
    } catch {
      if (!signal.aborted)
        fail(updating ? t('address.messages.updateFailed') : t('address.messages.addFailed'));
    } finally {
      if (!signal.aborted) setSaving(false);
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    if (editingId === null) return;
    const here = core.state.device.state.coordinates;
    if (editingId === LOCAL_ADDRESS_ID || !signedIn) {
      store.setActive(store.emptyAddress());
      done(t('address.messages.deleted'));
      return;
    }
    setSaving(true);
    const signal = scoped();
    try {
      await deleteAddress(core.client, editingId, signal);
      const remaining = store.state.userAddressList.filter((address) => address.id !== editingId);
      store.setUserList(remaining);
      const next = afterDelete({ active: store.state.activeAddress, remaining, deletedId: editingId, here });
      if (next !== 'keep') store.setActive(next ?? store.emptyAddress());
      done(t('address.messages.deleted'));
    } catch {
      if (!signal.aborted) fail(t('address.messages.deleteFailed'));
    } finally {
      if (!signal.aborted) setSaving(false);
    }
  };

  const field = (
    name: TextField,
    label: string,
    options: { autoComplete?: string; disabled?: boolean } = {},
  ) => {
    const id = `${formId}-${name}`;
    const invalid = touched && REQUIRED.includes(name) && draft[name].trim() === '';
    return (
      <div className="ck-field">
        <label htmlFor={id}>
          {label}
          {REQUIRED.includes(name) ? <span aria-hidden="true"> *</span> : null}
        </label>
        <input
          id={id}
          name={name}
          value={name === 'apartment' && draft.isPrivateHouse ? '' : draft[name]}
          required={REQUIRED.includes(name)}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          disabled={options.disabled}
          {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
          onChange={(event) => change({ [name]: event.target.value })}
        />
        {invalid ? (
          <span id={`${id}-error`} className="ck-hint-error">
            {t('validation.required')}
          </span>
        ) : null}
      </div>
    );
  };

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
              {(['home', 'work'] as const).map((label) => (
                <button
                  key={label}
                  type="button"
                  className="dk-button dk-button-secondary"
                  aria-pressed={draft.title === t(`address.form.${label}`)}
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
                value={draft.title}
                placeholder={t('address.form.labelPlaceholder')}
                onChange={(event) => change({ title: event.target.value })}
              />
            </div>
          </fieldset>
          {field('city', t('address.form.city'), { autoComplete: 'address-level2' })}
          {field('street', t('address.form.street'), { autoComplete: 'address-line1' })}
          {field('building', t('address.form.building'))}
          <label className="ck-check">
            <input
              type="checkbox"
              checked={draft.isPrivateHouse}
              onChange={(event) =>
                change({
                  isPrivateHouse: event.target.checked,
                  apartment: event.target.checked ? PRIVATE_HOUSE_APARTMENT : '',
                })
              }
            />
            <span>{t('address.form.privateHouse')}</span>
          </label>
          <div className="ck-row-2">
            {field('entrance', t('address.form.entrance'))}
            {field('floor', t('address.form.floor'))}
          </div>
          {field('apartment', t('address.form.apartment'), { disabled: draft.isPrivateHouse })}
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
          <button type="button" className="dk-button ck-danger" onClick={() => void remove()}>
            {t('common.actions.delete')}
          </button>
        </div>
      </Modal>
    </>
  );
}
