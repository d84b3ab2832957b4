import { describe, expect, it, vi } from 'vitest';
import { birthdayFromApi, birthdayToApi, formatDate, formatDateTime, formatTime } from './format-date.ts';
import { FAR_DISTANCE_METRES, formatDistance, isFar } from './format-distance.ts';
import {
  currencyForCountry,
  formatMoney,
  formatNumber,
  SMALL_BALANCE_FONT_FROM,
  SPACE,
  usesSmallBalanceFont,
} from './format-number.ts';

/** Test strings are written with ordinary spaces; the formatters emit SPACE (U+00A0). */
const s = (text: string) => text.replaceAll(' ', SPACE);

describe('formatNumber', () => {
  it('groups thousands with a no-break space in every language, English included', () => {
    expect(formatNumber(1234567, 'kk')).toBe(s('1 234 567'));
    expect(formatNumber(1234567, 'ru')).toBe(s('1 234 567'));
    expect(formatNumber(1234567, 'en')).toBe(s('1 234 567'));
    expect(formatNumber(1234567, 'ka')).toBe(s('1 234 567'));
  });

  it('groups four digits too, where CLDR would not (Georgian)', () => {
    expect(formatNumber(1000, 'ka')).toBe(s('1 000'));
    expect(formatNumber(999, 'ka')).toBe('999');
  });

  it("keeps each language's decimal sign and drops trailing zeros", () => {
    expect(formatNumber(1234.5, 'ru')).toBe(s('1 234,5'));
    expect(formatNumber(1234.5, 'en')).toBe(s('1 234.5'));
    expect(formatNumber(12.345, 'kk')).toBe('12,35');
    expect(formatNumber(7.0, 'en')).toBe('7');
  });

  it('signs negatives and never prints a negative zero', () => {
    expect(formatNumber(-2500, 'ru')).toBe(s('-2 500'));
    expect(formatNumber(-0, 'ru')).toBe('0');
  });

  it('emits no ordinary, narrow or thin space', () => {
    for (const language of ['kk', 'ru', 'en', 'ka'] as const) {
      expect(formatNumber(987654321.25, language)).not.toMatch(/[ \u202F\u2009]/);
    }
  });

  it('gives an empty string for what is not a finite number', () => {
    expect(formatNumber(Number.NaN, 'kk')).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'kk')).toBe('');
  });
});

describe('formatMoney', () => {
  it('writes tenge and lari after the amount in every language', () => {
    expect(formatMoney(12500, 'KZT', 'kk')).toBe(s('12 500 ₸'));
    expect(formatMoney(12500, 'KZT', 'ru')).toBe(s('12 500 ₸'));
    expect(formatMoney(12500, 'KZT', 'en')).toBe(s('12 500 ₸'));
    expect(formatMoney(12500, 'GEL', 'ka')).toBe(s('12 500,00 ₾'));
    expect(formatMoney(12500, 'GEL', 'en')).toBe(s('12 500.00 ₾'));
  });

  it('shows tenge fractions only when there are some', () => {
    expect(formatMoney(99.5, 'KZT', 'ru')).toBe(s('99,5 ₸'));
    expect(formatMoney(12500, 'KZT', 'kk')).toBe(s('12 500 ₸'));
  });

  it('always shows lari with their two decimals (tetri), as Georgian price tags do', () => {
    expect(formatMoney(7.5, 'GEL', 'ru')).toBe(s('7,50 ₾'));
    expect(formatMoney(7.5, 'GEL', 'ka')).toBe(s('7,50 ₾'));
    expect(formatMoney(7.5, 'GEL', 'en')).toBe(s('7.50 ₾'));
    expect(formatMoney(12, 'GEL', 'kk')).toBe(s('12,00 ₾'));
    expect(formatMoney(0, 'GEL', 'ka')).toBe(s('0,00 ₾'));
    expect(formatMoney(2.345, 'GEL', 'ru')).toBe(s('2,35 ₾'));
  });

  it('gives an empty string for a missing amount rather than "NaN ₸"', () => {
    expect(formatMoney(Number.NaN, 'KZT', 'kk')).toBe('');
  });

  it('takes the currency from the country, tenge by default', () => {
    expect(currencyForCountry('ge')).toBe('GEL');
    expect(currencyForCountry('kz')).toBe('KZT');
    expect(currencyForCountry(undefined)).toBe('KZT');
  });
});

describe('the balance font rule', () => {
  it('switches to the smaller font from 100 000 on', () => {
    expect(SMALL_BALANCE_FONT_FROM).toBe(100_000);
    expect(usesSmallBalanceFont(99_999.99)).toBe(false);
    expect(usesSmallBalanceFont(100_000)).toBe(true);
    expect(usesSmallBalanceFont(2_500_000)).toBe(true);
  });
});

describe('formatDistance', () => {
  it('uses metres under a kilometre and kilometres with one decimal above', () => {
    expect(formatDistance(850.4, 'en')).toBe(s('850 m'));
    expect(formatDistance(1500, 'en')).toBe(s('1.5 km'));
    expect(formatDistance(1500, 'ru')).toBe(s('1,5 км'));
    expect(formatDistance(1500, 'kk')).toBe(s('1,5 км'));
    expect(formatDistance(1500, 'ka')).toBe(s('1,5 კმ'));
    expect(formatDistance(12000, 'en')).toBe(s('12 km'));
    expect(formatDistance(1234567, 'ru')).toBe(s('1 234,6 км'));
  });

  it('writes the catalogue’s unit names after the number, with no unit formatter built', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    const ru = { metre: 'м', kilometre: 'км' };
    expect(formatDistance(850.4, 'ru', ru)).toBe(s('850 м'));
    expect(formatDistance(1500, 'ru', ru)).toBe(s('1,5 км'));
    expect(formatDistance(999.6, 'en', { metre: 'm', kilometre: 'km' })).toBe(s('1 km'));
    expect(formatDistance(1234567, 'kk', { metre: 'м', kilometre: 'км' })).toBe(s('1 234,6 км'));
    expect(formatDistance(2500, 'ka', { metre: 'მ', kilometre: 'კმ' })).toBe(s('2,5 კმ'));
    expect(built.mock.calls.filter(([, options]) => options?.style === 'unit')).toEqual([]);
    built.mockRestore();
  });

  it('rounds 999.6 m up into kilometres instead of printing "1000 m"', () => {
    expect(formatDistance(999.6, 'en')).toBe(s('1 km'));
  });

  it('gives an empty string for a negative or unknown distance', () => {
    expect(formatDistance(-1, 'en')).toBe('');
    expect(formatDistance(Number.NaN, 'en')).toBe('');
  });

  it('counts 1500 m or more as far (docs/contract/constants.md#distances)', () => {
    expect(FAR_DISTANCE_METRES).toBe(1500);
    expect(isFar(1499.9)).toBe(false);
    expect(isFar(1500)).toBe(true);
  });
});

describe('formatDateTime', () => {
  const date = new Date(Date.UTC(2026, 2, 5, 9, 7));

  it('writes day, month name, hour:minute in each language', () => {
    expect(formatDateTime(date, 'ru', { timeZone: 'UTC' })).toBe(
      s('5 марта, 09:07').replace(`,${SPACE}`, ', '),
    );
    expect(formatDateTime(date, 'kk', { timeZone: 'UTC' })).toBe(`5${SPACE}наурыз, 09:07`);
    expect(formatDateTime(date, 'en', { timeZone: 'UTC' })).toBe(`5${SPACE}March, 09:07`);
    expect(formatDateTime(date, 'ka', { timeZone: 'UTC' })).toBe(`5${SPACE}მარტი, 09:07`);
  });

  it('shows the time in the zone asked for (Almaty is UTC+5)', () => {
    expect(formatDateTime('2026-12-31T20:30:00Z', 'en', { timeZone: 'Asia/Almaty' })).toBe(
      `1${SPACE}January, 01:30`,
    );
  });

  it('accepts ISO strings and epoch milliseconds, and gives an empty string for an invalid date', () => {
    expect(formatDateTime(date.getTime(), 'en', { timeZone: 'UTC' })).toBe(`5${SPACE}March, 09:07`);
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});

describe('formatDate', () => {
  it('writes day, month name and year in each language, invalid as empty', () => {
    const date = '2027-02-13T09:00:00.000Z';
    expect(formatDate(date, 'ru', { timeZone: 'UTC' })).toBe(`13${SPACE}февраля${SPACE}2027`);
    expect(formatDate(date, 'en', { timeZone: 'UTC' })).toBe(`13${SPACE}February${SPACE}2027`);
    expect(formatDate(date, 'kk', { timeZone: 'UTC' })).toMatch(new RegExp(`^13${SPACE}\\S+${SPACE}2027$`));
    expect(formatDate(date, 'ka', { timeZone: 'UTC' })).toMatch(new RegExp(`^13${SPACE}\\S+${SPACE}2027$`));
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatTime', () => {
  it('uses a 24-hour clock in every language', () => {
    const evening = new Date(Date.UTC(2026, 0, 1, 21, 5));
    expect(formatTime(evening, 'en', { timeZone: 'UTC' })).toBe('21:05');
    expect(formatTime(evening, 'ka', { timeZone: 'UTC' })).toBe('21:05');
  });

  it('takes schedule times of day as they are', () => {
    expect(formatTime('9:00', 'ru')).toBe('09:00');
    expect(formatTime('22:30:00', 'kk')).toBe('22:30');
    expect(formatTime('25:00', 'kk')).toBe('');
  });
});

describe('birthday conversions', () => {
  const today = new Date(2026, 5, 15);

  it('shows the API date as DD/MM/YYYY and an absent one as empty', () => {
    expect(birthdayFromApi('1990-03-07')).toBe('07/03/1990');
    expect(birthdayFromApi('1990-03-07T00:00:00.000Z')).toBe('07/03/1990');
    expect(birthdayFromApi(null)).toBe('');
    expect(birthdayFromApi('')).toBe('');
    expect(birthdayFromApi('1990-02-30')).toBe('');
  });

  it('sends DD/MM/YYYY as YYYY-MM-DD', () => {
    expect(birthdayToApi('07/03/1990', today)).toBe('1990-03-07');
    expect(birthdayToApi(' 29/02/2024 ', today)).toBe('2024-02-29');
    expect(birthdayToApi('15/06/2026', today)).toBe('2026-06-15');
  });

  it('keeps "no birthday" empty', () => {
    expect(birthdayToApi('', today)).toBe('');
    expect(birthdayToApi('   ', today)).toBe('');
  });

  it('refuses what is not a real past date after 1900', () => {
    expect(birthdayToApi('31/02/1990', today)).toBeNull();
    expect(birthdayToApi('29/02/2023', today)).toBeNull();
    expect(birthdayToApi('7/3/1990', today)).toBeNull();
    expect(birthdayToApi('1990-03-07', today)).toBeNull();
    expect(birthdayToApi('01/13/1990', today)).toBeNull();
    expect(birthdayToApi('31/12/1899', today)).toBeNull();
    expect(birthdayToApi('16/06/2026', today)).toBeNull();
  });

  it('round-trips', () => {
    expect(birthdayFromApi(birthdayToApi('01/01/2000', today))).toBe('01/01/2000');
  });
});
