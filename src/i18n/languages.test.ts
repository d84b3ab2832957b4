import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, parseLanguage } from './languages.ts';
import { languageFromQuery, resolveLanguage } from './languages.ts';

describe('resolveLanguage', () => {
  it('defaults to Kazakh', () => {
    expect(DEFAULT_LANGUAGE).toBe('kk');
    expect(resolveLanguage({})).toBe('kk');
    expect(resolveLanguage({ query: '', stored: null, hostConfig: {} })).toBe('kk');
  });

  it('lets the language query parameter win', () => {
    expect(resolveLanguage({ query: '?language=en', stored: 'ru', hostConfig: { language: 'ka' } })).toBe(
      'en',
    );
    expect(resolveLanguage({ query: new URLSearchParams({ language: 'ka' }), stored: 'ru' })).toBe('ka');
  });

  it('ignores an unknown language in the query and falls through to the next source', () => {
    expect(resolveLanguage({ query: '?language=de', stored: 'ru' })).toBe('ru');
    expect(resolveLanguage({ query: '?language=', hostConfig: { language: 'en' } })).toBe('en');
    expect(resolveLanguage({ query: '?language=%00', stored: 'xx' })).toBe('kk');
  });

  it("prefers the user's stored pick over the host's language", () => {
    expect(resolveLanguage({ query: '?a=1', stored: 'en', hostConfig: { language: 'ru' } })).toBe('en');
    expect(resolveLanguage({ stored: 'garbage', hostConfig: { language: 'ru' } })).toBe('ru');
  });

  it('reads codes as hosts send them: any case, with a region, kz for Kazakh', () => {
    expect(resolveLanguage({ query: '?language=RU' })).toBe('ru');
    expect(resolveLanguage({ query: '?language=ru-KZ' })).toBe('ru');
    expect(resolveLanguage({ query: '?language=kz' })).toBe('kk');
    expect(resolveLanguage({ stored: 'ka_GE' })).toBe('ka');
  });
});

describe('language helpers', () => {
  it('knows exactly the four languages', () => {
    expect(['kk', 'ru', 'en', 'ka'].every(isLanguage)).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(parseLanguage(42)).toBeNull();
  });

  it('names each language in itself', () => {
    expect(LANGUAGE_NAMES).toEqual({ kk: 'Қазақша', ru: 'Русский', en: 'English', ka: 'ქართული' });
  });
});

describe('languageFromQuery', () => {
  it('reads only a language we have from the language parameter', () => {
    expect(languageFromQuery('?language=EN')).toBe('en');
    expect(languageFromQuery('?language=kz')).toBe('kk');
    expect(languageFromQuery('?language=de')).toBeNull();
    expect(languageFromQuery('?table_id=2')).toBeNull();
    expect(languageFromQuery(null)).toBeNull();
  });
});
