import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_KEY,
  maskBirthday,
  readDraft,
  updateFromDraft,
  validateDraft,
  writeDraft,
} from './profile-draft.ts';

const draft = { name: 'Aruzhan', surname: 'Bek', birthday: '17/04/1993', gender: 'female' as const };

describe('the profile draft', () => {
  it('needs a name of at least 2 characters, after trimming', () => {
    expect(validateDraft({ ...draft, name: '' }).name).toBe('required');
    expect(validateDraft({ ...draft, name: '   ' }).name).toBe('required');
    expect(validateDraft({ ...draft, name: ' A ' }).name).toBe('minLength');
    expect(validateDraft({ ...draft, name: 'Al' }).name).toBeUndefined();
  });

  it('accepts an empty birthday and refuses dates that are not on the calendar', () => {
    expect(validateDraft({ ...draft, birthday: '' })).toEqual({});
    expect(validateDraft({ ...draft, birthday: '31/02/1990' }).birthday).toBe('incorrect');
    expect(validateDraft({ ...draft, birthday: '12/1990' }).birthday).toBe('incorrect');
    expect(validateDraft({ ...draft, birthday: '29/02/2024' }).birthday).toBeUndefined();
  });

  it('sends the birthday as YYYY-MM-DD, or empty to clear it', () => {
    expect(updateFromDraft(draft)).toEqual({
      name: 'Aruzhan',
      surname: 'Bek',
      birthday: '1993-04-17',
      gender: 'female',
    });
    expect(updateFromDraft({ ...draft, birthday: '' }).birthday).toBe('');
  });

  it('puts the slashes in as digits are typed', () => {
    expect(maskBirthday('1')).toBe('1');
    expect(maskBirthday('170')).toBe('17/0');
    expect(maskBirthday('17041993')).toBe('17/04/1993');
    expect(maskBirthday('17/04/19934')).toBe('17/04/1993');
    expect(maskBirthday('ab')).toBe('');
  });

  it('keeps a draft per user and ignores another user’s or a broken one', () => {
    sessionStorage.clear();
    writeDraft(sessionStorage, '7', draft);
    expect(readDraft(sessionStorage, '7')).toEqual(draft);
    expect(readDraft(sessionStorage, '8')).toBeNull();
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft(sessionStorage, '7')).toBeNull();
    writeDraft(sessionStorage, '7', draft);
    clearDraft(sessionStorage);
    expect(readDraft(sessionStorage, '7')).toBeNull();
  });
});
