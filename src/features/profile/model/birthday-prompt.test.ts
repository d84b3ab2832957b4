import { describe, expect, it } from 'vitest';
import { validateBirthdayAnswer } from '../components/BirthdayDialog.tsx';

describe('the birthday answer', () => {
  it('wants a name of at least 2 characters and a real date', () => {
    expect(validateBirthdayAnswer({ name: ' A ', birthday: '31/02/1990' })).toEqual({
      name: 'minLength',
      birthday: 'incorrect',
    });
    expect(validateBirthdayAnswer({ name: '', birthday: '' })).toEqual({
      name: 'required',
      birthday: 'required',
    });
    expect(validateBirthdayAnswer({ name: 'Aru', birthday: '29/02/2000' })).toEqual({});
  });
});
