import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPACE } from './format-number.ts';
import type { Language } from './languages.ts';

/**
 * Node has full ICU data; Chromium does not. These tests give the formatters an Intl that falls back the
 * two ways Chromium does (tests/e2e/venue-money-formats.e2e.ts checks the real thing), with fresh modules
 * each time, since the formatters remember what Intl could do.
 */
const RealDateTimeFormat = Intl.DateTimeFormat;
const RealNumberFormat = Intl.NumberFormat;

/** A language this Intl does not know at all: it formats as en-US and says so (Georgian in Chromium). */
function unknownLanguage(language: Language) {
  const swap = (locales?: string | string[]) => (locales === language ? 'en-US' : locales);
  return {
    DateTimeFormat: function DateTimeFormat(
      locales?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      return new RealDateTimeFormat(swap(locales), options);
    },
    NumberFormat: function NumberFormat(locales?: string | string[], options?: Intl.NumberFormatOptions) {
      return new RealNumberFormat(swap(locales), options);
    },
  };
}

/**
 * A language this Intl knows only by name: it resolves to it but formats with the root locale's data,
 * month names "M11" and a decimal point (Kazakh in Chromium).
 */
function rootDataLanguage(language: Language) {
  return {
    DateTimeFormat: function DateTimeFormat(
      locales?: string | string[],
      options: Intl.DateTimeFormatOptions = {},
    ) {
      const real = new RealDateTimeFormat(locales === language ? 'en-US' : locales, options);
      if (locales !== language) return real;
      const rooted = (parts: Intl.DateTimeFormatPart[], date: Date) =>
        parts.map((part) =>
          part.type === 'month' && options.month === 'long'
            ? {
                ...part,
                value: `M${new RealDateTimeFormat('en-US', { month: 'numeric', timeZone: options.timeZone }).format(date)}`,
              }
            : part,
        );
      return {
        format: (date: Date) =>
          rooted(real.formatToParts(date), date)
            .map((part) => part.value)
            .join(''),
        formatToParts: (date: Date) => rooted(real.formatToParts(date), date),
        resolvedOptions: () => ({ ...real.resolvedOptions(), locale: language }),
      };
    },
    NumberFormat: function NumberFormat(locales?: string | string[], options?: Intl.NumberFormatOptions) {
      return new RealNumberFormat(locales === language ? 'en-US' : locales, options);
    },
  };
}

async function formattersWith(fake: { DateTimeFormat: unknown; NumberFormat: unknown }) {
  vi.resetModules();
  vi.stubGlobal('Intl', { ...Intl, ...fake });
  const [date, number, distance, support] = await Promise.all([
    import('./format-date.ts'),
    import('./format-number.ts'),
    import('./format-distance.ts'),
    import('./locale-data.ts'),
  ]);
  return { ...date, ...number, ...distance, ...support };
}

const s = (text: string) => text.replaceAll(' ', SPACE);
/** "24 қараша, 09:07": our space between day and month, a plain one after the comma. */
const dated = (day: string, month: string, time: string) => `${day}${SPACE}${month}, ${time}`;
const NOV_24 = new Date('2026-11-24T09:07:00Z');
const UTC = { timeZone: 'UTC' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('formatting where the browser’s Intl lacks the language', () => {
  it('Kazakh known by name only: our month name and decimal comma, not "M11" and "6.5"', async () => {
    const f = await formattersWith(rootDataLanguage('kk'));
    expect(f.intlHasLocaleData('kk')).toBe(false);
    expect(f.intlHasLocaleData('ru')).toBe(true);
    expect(f.formatDateTime(NOV_24, 'kk', UTC)).toBe(dated('24', 'қараша', '09:07'));
    // The restore offer's dates (a day with its year) take the same names: it said "15 M11 2026".
    expect(f.formatDate(NOV_24, 'kk', UTC)).toBe(s('24 қараша 2026'));
    expect(f.formatNumber(6.5, 'kk')).toBe('6,5');
    expect(f.formatMoney(12500.5, 'GEL', 'kk')).toBe(s('12 500,50 ₾'));
    expect(f.formatDistance(1500, 'kk')).toMatch(/^1,5/);
    // Languages Intl does have keep its own data.
    expect(f.formatDateTime(NOV_24, 'ru', UTC)).toBe(dated('24', 'ноября', '09:07'));
    expect(f.formatNumber(6.5, 'en')).toBe('6.5');
  });

  it('Georgian unknown (formatted as en-US): our month name and decimal comma', async () => {
    const f = await formattersWith(unknownLanguage('ka'));
    expect(f.intlHasLocaleData('ka')).toBe(false);
    expect(f.formatDateTime(NOV_24, 'ka', UTC)).toBe(dated('24', 'ნოემბერი', '09:07'));
    expect(f.formatDate(NOV_24, 'ka', UTC)).toBe(s('24 ნოემბერი 2026'));
    expect(f.formatNumber(6.5, 'ka')).toBe('6,5');
    expect(f.formatMoney(1234.5, 'GEL', 'ka')).toBe(s('1 234,50 ₾'));
  });

  it('writes distances with the language’s own unit names, not the root locale’s Latin "319 m"', async () => {
    await formattersWith(rootDataLanguage('kk'));
    const { createI18n } = await import('./create-i18n.ts');
    const kk = (await createI18n({ language: 'kk' })).i18n;
    expect(kk.t('filials.list.distance', { distance: 319 })).toBe(`Сізден ${s('319 м')}`);
    expect(kk.t('filials.list.distance', { distance: 1500 })).toBe(`Сізден ${s('1,5 км')}`);
    const ru = (await createI18n({ language: 'ru' })).i18n;
    expect(ru.t('filials.list.distance', { distance: 319 })).toBe(`${s('319 м')} от вас`);

    await formattersWith(unknownLanguage('ka'));
    const { createI18n: createKa } = await import('./create-i18n.ts');
    const ka = (await createKa({ language: 'ka' })).i18n;
    expect(ka.t('filials.list.distance', { distance: 319 })).toBe(`თქვენგან ${s('319 მ')}`);
    expect(ka.t('filials.list.distance', { distance: 12000 })).toBe(`თქვენგან ${s('12 კმ')}`);
  });

  it('with full data (Node’s ICU) Intl is used, and it agrees with our own names', async () => {
    const f = await formattersWith({ DateTimeFormat: RealDateTimeFormat, NumberFormat: RealNumberFormat });
    for (const language of ['kk', 'ru', 'en', 'ka'] as const)
      expect(f.intlHasLocaleData(language)).toBe(true);
    expect(f.formatDateTime(NOV_24, 'kk', UTC)).toBe(dated('24', 'қараша', '09:07'));
    expect(f.formatDateTime(NOV_24, 'ka', UTC)).toBe(dated('24', 'ნოემბერი', '09:07'));
    expect(f.formatNumber(6.5, 'ka')).toBe('6,5');
  });
});
