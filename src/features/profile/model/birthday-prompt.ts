import { birthdayFromDisplay } from '../../../api/user-endpoints.ts';
import { NAME_MIN_LENGTH } from './profile-draft.ts';

/** What the birthday dialog asks: the name and the birthday as the guest types it (DD/MM/YYYY). */
export interface BirthdayAnswer {
  name: string;
  birthday: string;
}

export type BirthdayErrors = Partial<Record<keyof BirthdayAnswer, 'required' | 'minLength' | 'incorrect'>>;

/**
 * SPEC §5 "Birthday form": the name at least 2 characters; the birth date a real date. Unlike the profile
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

/** After "Later" the dialog waits this long before asking the same guest again. */
export const LATER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const laterKey = (userId: string) => `birthday-later:${userId}`;

/** Remembers "Later" for this guest on this device (local storage: it outlives the session). */
export function rememberLater(storage: Pick<Storage, 'setItem'>, userId: string, now: number): void {
  try {
    storage.setItem(laterKey(userId), String(now));
  } catch {
    // Storage full or refused (private mode): the dialog may ask again, which is all that is lost.
  }
}

/** Whether to offer the dialog: the guest has no birthday and has not said "Later" in the last 30 days. */
export function shouldAskBirthday(
  user: { id: string; birthday: string },
  storage: Pick<Storage, 'getItem'> | null,
  now: number,
): boolean {
  if (user.birthday !== '') return false;
  let saidLater = Number.NaN;
  try {
    saidLater = Number(storage?.getItem(laterKey(user.id)) ?? Number.NaN);
  } catch {
    // Unreadable storage: ask, as on a first visit.
  }
  return !(Number.isFinite(saidLater) && now - saidLater < LATER_DAYS * DAY_MS);
}
