import { birthdayFromDisplay } from '../../../api/user-endpoints.ts';
import { NAME_MIN_LENGTH } from './profile-draft.ts';

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
