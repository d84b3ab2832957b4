import {
  birthdayForDisplay,
  birthdayFromDisplay,
  type Gender,
  type User,
  type UserUpdate,
} from '../../../api/user-endpoints.ts';

/** What the profile form edits, as the guest types it: the birthday in its display form DD/MM/YYYY. */
export interface ProfileDraft {
  name: string;
  surname: string;
  birthday: string;
  gender: Gender | null;
}

type FieldError = 'required' | 'minLength' | 'incorrect';
export type DraftErrors = Partial<Record<'name' | 'birthday', FieldError>>;

/** docs/contract/constants.md#form-limits: a name has at least 2 characters. */
export const NAME_MIN_LENGTH = 2;

export function draftFromUser(user: User): ProfileDraft {
  return {
    name: user.name,
    surname: user.surname,
    birthday: birthdayForDisplay(user.birthday),
    gender: user.gender,
  };
}

/** docs/contract/validation.md#birthday-form: the name is required and at least 2 characters; the birthday may be empty, else a real DD/MM/YYYY date. */
export function validateDraft(draft: ProfileDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'required';
  else if (name.length < NAME_MIN_LENGTH) errors.name = 'minLength';
  if (draft.birthday.trim() !== '' && birthdayFromDisplay(draft.birthday) === null)
    errors.birthday = 'incorrect';
  return errors;
}

/** The PUT api/v3/user update of a valid draft: the birthday goes as YYYY-MM-DD, or '' to clear it. */
export function updateFromDraft(draft: ProfileDraft): UserUpdate {
  return {
    name: draft.name.trim(),
    surname: draft.surname.trim(),
    birthday: draft.birthday.trim() === '' ? '' : (birthdayFromDisplay(draft.birthday) ?? ''),
    gender: draft.gender,
  };
}

/**
 * Typing in DD/MM/YYYY: digits only, the slashes put in as the guest types, so a phone's numeric keypad
 * (which has no slash) is enough.
 */
export function maskBirthday(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** The unsaved form survives a reload in this tab (a form is never lost to a reload), per user. */
export const DRAFT_KEY = 'profile-form-draft';

interface StoredDraft extends ProfileDraft {
  userId: string;
}

export function readDraft(storage: Storage, userId: string): ProfileDraft | null {
  try {
    const stored = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null') as Partial<StoredDraft> | null;
    if (!stored || stored.userId !== userId) return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      name: text(stored.name),
      surname: text(stored.surname),
      birthday: text(stored.birthday),
      gender: stored.gender === 'male' || stored.gender === 'female' ? stored.gender : null,
    };
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, userId: string, draft: ProfileDraft): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, userId } satisfies StoredDraft));
  } catch {
    // A full or blocked storage only loses the reload safety net; the form keeps working.
  }
}

export function clearDraft(storage: Storage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
