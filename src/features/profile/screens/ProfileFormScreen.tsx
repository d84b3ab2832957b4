import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation } from 'wouter';
import {
  deleteAvatar,
  fetchUser,
  parseUser,
  type Gender,
  updateUser,
  uploadAvatar,
  type User,
} from '../../../api/user-endpoints.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useAppStores } from '../../../state/app-core.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { useQuery } from '../../../ui/use-query.ts';
import { ProfileHeader } from '../components/ProfileHeader.tsx';
import { ProfileStyles } from '../components/ProfileStyles.tsx';
import {
  clearDraft,
  type DraftErrors,
  draftFromUser,
  maskBirthday,
  NAME_MIN_LENGTH,
  type ProfileDraft,
  readDraft,
  updateFromDraft,
  validateDraft,
  writeDraft,
} from '../model/profile-draft.ts';
import { ProfileTextField } from '../components/ProfileTextField.tsx';
import { formatPhone } from '../../../i18n/format-phone.ts';

const GENDERS: Gender[] = ['male', 'female'];

/** docs/contract/screens.md#routes /profile/form: name, surname, birthday, gender and photo; the unsaved draft survives a reload. */
export default function ProfileFormScreen() {
  const client = useApiClient();
  const request = useQuery(['user'], (signal) => fetchUser(client, { signal }));
  const { t } = useTranslation();
  return (
    <>
      <ProfileStyles />
      <ProfileHeader title={t('profile.edit')} backHref="/profile" />
      <main className="dk-main" data-screen="profile-form">
        {request.data ? (
          <ProfileForm user={request.data} onSaved={request.set} />
        ) : (
          <LoadState status={request.status} onRetry={request.reload} whole />
        )}
      </main>
    </>
  );
}

/** `onSaved`: the user as the server keeps it now, for the screens that show it (the profile's greeting). */
function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { t } = useTranslation();
  const stores = useAppStores();
  const signal = useMountSignal();
  const [, navigate] = useLocation();
  const client = useApiClient();
  const notify = stores.notifications.notify;
  const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
  const [restored] = useState(() => (storage ? readDraft(storage, user.id) : null));
  const [draft, setDraft] = useState<ProfileDraft>(() => restored ?? draftFromUser(user));
  const [avatar, setAvatar] = useState(user.avatar);
  const [shown, setShown] = useState<DraftErrors>({});
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [photoBusy, setPhotoBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const birthdayRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), surname: useId(), birthday: useId(), photo: useId() };

  useEffect(() => {
    if (restored) notify({ type: 'success', text: t('profile.draftRestored'), onlyUnique: true });
  }, [restored, notify, t]);

  const change = (patch: Partial<ProfileDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (storage) writeDraft(storage, user.id, next);
    // Once the guest has tried to save, errors follow the text as it is corrected.
    if (checked) setShown(validateDraft(next));
  };

  const errorText = (field: keyof DraftErrors): string | null => {
    const error = shown[field];
    if (error === 'required') return t('validation.required');
    if (error === 'minLength') return t('validation.minLength', { count: NAME_MIN_LENGTH });
    if (error === 'incorrect') return t('validation.incorrect');
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateDraft(draft);
    setShown(errors);
    setChecked(true);
    if (errors.name) return nameRef.current?.focus();
    if (errors.birthday) return birthdayRef.current?.focus();
    setSaving(true);
    try {
      onSaved(await updateUser(client, updateFromDraft(draft), { signal }));
    } catch {
      if (signal.aborted) return;
      setSaving(false);
      notify({ type: 'error', text: t('profile.saveFailed') });
      return;
    }
    if (storage) clearDraft(storage);
    notify({ type: 'success', text: t('profile.saved') });
    navigate('/profile');
  };

  const upload = async (file: File) => {
    setPhotoBusy(true);
    try {
      const saved = parseUser(await uploadAvatar(client, file, { signal }));
      setAvatar(saved.avatar);
      onSaved(saved);
      notify({ type: 'success', text: t('profile.saved') });
    } catch {
      if (!signal.aborted) notify({ type: 'error', text: t('profile.avatar.uploadFailed') });
    } finally {
      setPhotoBusy(false);
    }
  };

  const removePhoto = async () => {
    setPhotoBusy(true);
    try {
      await deleteAvatar(client, { signal });
      setAvatar(null);
      notify({ type: 'success', text: t('profile.saved') });
    } catch {
      if (!signal.aborted) notify({ type: 'error', text: t('profile.avatar.removeFailed') });
    } finally {
      setPhotoBusy(false);
    }
  };

  const nameError = errorText('name');
  const birthdayError = errorText('birthday');
  return (
    <form className="pf-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <div className="pf-avatar-row">
        {avatar ? (
          <img className="pf-avatar" src={avatar} alt={t('profile.avatar.alt')} width={64} height={64} />
        ) : (
          <span className="pf-avatar" aria-hidden="true">
            ☺
          </span>
        )}
        <span className="dk-button dk-button-secondary pf-file">
          <label htmlFor={ids.photo}>{t('profile.avatar.change')}</label>
          <input
            id={ids.photo}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={photoBusy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
        </span>
        {avatar ? (
          <button
            type="button"
            className="dk-link-button pf-danger"
            disabled={photoBusy}
            onClick={() => void removePhoto()}
          >
            {t('profile.avatar.remove')}
          </button>
        ) : null}
      </div>
      <ProfileTextField
        id={ids.name}
        name="name"
        label={t('profile.fields.name')}
        value={draft.name}
        error={nameError}
        inputRef={nameRef}
        required
        autoComplete="given-name"
        onValue={(name) => change({ name })}
      />
      <ProfileTextField
        id={ids.surname}
        name="surname"
        label={t('profile.fields.surname')}
        value={draft.surname}
        autoComplete="family-name"
        onValue={(surname) => change({ surname })}
      />
      <ProfileTextField
        id={ids.birthday}
        name="birthday"
        label={t('profile.fields.birthday')}
        value={draft.birthday}
        error={birthdayError}
        inputRef={birthdayRef}
        autoComplete="bday"
        inputMode="numeric"
        placeholder={t('profile.fields.birthdayPlaceholder')}
        onValue={(birthday) => change({ birthday: maskBirthday(birthday) })}
      />
      <fieldset className="pf-field">
        <legend>{t('profile.fields.gender')}</legend>
        <div className="pf-options">
          {GENDERS.map((gender) => (
            <label key={gender}>
              <input
                type="radio"
                name="gender"
                value={gender}
                checked={draft.gender === gender}
                onChange={() => change({ gender })}
              />
              {t(`profile.genders.${gender}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="dk-muted">
        {t('profile.fields.phone')}: <span dir="ltr">{formatPhone(user.phone)}</span>
      </p>
      <button type="submit" className="dk-button" disabled={saving}>
        {saving ? t('common.states.saving') : t('common.actions.save')}
      </button>
    </form>
  );
}
