import {
  birthdayFromDisplay,
  birthdayForDisplay,
  fetchUser,
  updateUser,
} from '../../../api/user-endpoints.ts';
import { NAME_MIN_LENGTH, maskBirthday } from '../model/profile-draft.ts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useAppStores } from '../../../state/app-core.ts';
import { localStorageOrNull, rememberBirthdayLater } from '../../../state/birthday-later.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { useQuery } from '../../../ui/use-query.ts';
import { ProfileStyles } from './ProfileStyles.tsx';
import { ProfileTextField } from './ProfileTextField.tsx';

/** What the birthday dialog asks: the name and the birthday as the guest types it (DD/MM/YYYY). */
export interface BirthdayAnswer {
  name: string;
  birthday: string;
}

export type BirthdayErrors = Partial<Record<keyof BirthdayAnswer, 'required' | 'minLength' | 'incorrect'>>;

/**
 * docs/contract/validation.md#birthday-form "Birthday form": the name at least 2 characters; the birth date a real date. Unlike the profile
 * form, an empty birthday is refused: giving it is the one thing this dialog is for.
 */
export function validateBirthdayAnswer(answer: BirthdayAnswer): BirthdayErrors {
  const errors: BirthdayErrors = {};
  const name = answer.name.trim();
  if (name === '') errors.name = 'required';
  else if (name.length < NAME_MIN_LENGTH) errors.name = 'minLength';
  if (answer.birthday.trim() === '') errors.birthday = 'required';
  else if (birthdayFromDisplay(answer.birthday) === null) errors.birthday = 'incorrect';
  return errors;
}

/**
 * docs/contract/screens.md#other-screens-and-dialogs "birthday form", docs/contract/validation.md#birthday-form: the short form (name and birthday only) a guest without a birthday meets,
 * drawn as the `birthday` sheet (src/ui/sheet-query.ts) so any screen may open it. Saved with PUT
 * api/v3/user; Later (or closing it) is remembered for 30 days (the rules above).
 */
export default function BirthdayDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const stores = useAppStores();
  const signal = useMountSignal();
  const client = useApiClient();
  const notify = stores.notifications.notify;
  const user = useQuery(['user'], (abort) => fetchUser(client, { signal: abort }));
  const [answer, setAnswer] = useState<BirthdayAnswer | null>(null);
  const [shown, setShown] = useState<BirthdayErrors>({});
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const birthdayRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), birthday: useId() };
  const current: BirthdayAnswer | null =
    answer ?? (user.data ? { name: user.data.name, birthday: birthdayForDisplay(user.data.birthday) } : null);

  const later = () => {
    const storage = localStorageOrNull();
    if (user.data && storage) rememberBirthdayLater(storage, user.data.id, Date.now());
    onClose();
  };

  const change = (patch: Partial<BirthdayAnswer>) => {
    if (!current) return;
    const next = { ...current, ...patch };
    setAnswer(next);
    // Once the guest has tried to save, the errors follow the text as it is corrected.
    if (checked) setShown(validateBirthdayAnswer(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    const errors = validateBirthdayAnswer(current);
    setShown(errors);
    setChecked(true);
    if (errors.name) return nameRef.current?.focus();
    if (errors.birthday) return birthdayRef.current?.focus();
    setSaving(true);
    try {
      const birthday = birthdayFromDisplay(current.birthday) ?? '';
      await updateUser(client, { name: current.name.trim(), birthday }, { signal });
    } catch {
      if (signal.aborted) return;
      setSaving(false);
      notify({ type: 'error', text: t('profile.saveFailed') });
      return;
    }
    notify({ type: 'success', text: t('profile.saved') });
    onClose();
  };

  const errorText = (field: keyof BirthdayErrors): string | null => {
    const error = shown[field];
    if (error === 'required') return t('validation.required');
    if (error === 'minLength') return t('validation.minLength', { count: NAME_MIN_LENGTH });
    if (error === 'incorrect') return t('validation.incorrect');
    return null;
  };
  const nameError = errorText('name');
  const birthdayError = errorText('birthday');

  return (
    <Modal open onClose={later} title={t('profile.birthdayForm.title')}>
      <ProfileStyles />
      <div data-testid="birthday-dialog">
        <p className="dk-muted">{t('profile.birthdayForm.text')}</p>
        {current ? (
          <form className="pf-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
            <ProfileTextField
              id={ids.name}
              name="name"
              label={t('profile.fields.name')}
              value={current.name}
              error={nameError}
              inputRef={nameRef}
              required
              autoComplete="given-name"
              onValue={(name) => change({ name })}
            />
            <ProfileTextField
              id={ids.birthday}
              name="birthday"
              label={t('profile.fields.birthday')}
              value={current.birthday}
              error={birthdayError}
              inputRef={birthdayRef}
              required
              autoComplete="bday"
              inputMode="numeric"
              placeholder={t('profile.fields.birthdayPlaceholder')}
              onValue={(birthday) => change({ birthday: maskBirthday(birthday) })}
            />
            <div className="dk-actions">
              <button
                type="button"
                className="dk-button dk-button-secondary"
                disabled={saving}
                onClick={later}
              >
                {t('profile.birthdayForm.later')}
              </button>
              <button type="submit" className="dk-button" disabled={saving}>
                {saving ? t('common.states.saving') : t('profile.birthdayForm.submit')}
              </button>
            </div>
          </form>
        ) : (
          <LoadState status={user.status} onRetry={user.reload} />
        )}
      </div>
    </Modal>
  );
}
