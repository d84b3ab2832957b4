import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { REMEMBERED_TEXTS, rememberedT } from './use-translation.tsx';

describe('rememberedT', () => {
  it('works a text out once per key and values, and again for other values', async () => {
    const { i18n } = await createI18n({ language: 'en' });
    const translate = vi.spyOn(i18n, 't');
    const t = rememberedT(i18n, 1);
    // Intl puts a no-break space between a number and its unit.
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(t('filials.list.distance', { distance: 1234 }))).toBe('1.2 km from you');
    expect(spaced(t('filials.list.distance', { distance: 1234 }))).toBe('1.2 km from you');
    expect(translate).toHaveBeenCalledTimes(1);
    expect(spaced(t('filials.list.distance', { distance: 250 }))).toBe('250 m from you');
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('starts over with a new version: the texts of a language switched to', async () => {
    const app = await createI18n({ language: 'en' });
    const before = rememberedT(app.i18n, 1);
    expect(before('common.actions.showAll')).toBe('Show all');
    await app.setLanguage('ru');
    expect(rememberedT(app.i18n, 2)('common.actions.showAll')).toBe('Показать все');
  });

  it('lets a call with a function among its values through every time', async () => {
    const { i18n } = await createI18n({ language: 'en' });
    const translate = vi.spyOn(i18n, 't');
    const t = rememberedT(i18n, 1);
    const options = { venue: 'Dala', postProcess: [] as string[], shape: () => 'x' };
    t('filials.list.details', options);
    t('filials.list.details', options);
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('keys values that are not flat apart: two dates, two nested objects', async () => {
    const { i18n } = await createI18n({ language: 'en' });
    const translate = vi.spyOn(i18n, 't');
    const t = rememberedT(i18n, 1);
    t('filials.list.details', { venue: 'Dala', at: new Date(0) });
    t('filials.list.details', { venue: 'Dala', at: new Date(86_400_000) });
    // Typed per key, the call takes a string; the layer passes whatever it is given on.
    const loose = t as unknown as (key: string, values: object) => string;
    loose('filials.list.details', { venue: { name: 'Dala' } });
    loose('filials.list.details', { venue: { name: 'Alma' } });
    expect(translate).toHaveBeenCalledTimes(4);
    // A key alone and the same key with no values are one text.
    t('common.actions.showAll');
    t('common.actions.showAll');
    expect(translate).toHaveBeenCalledTimes(5);
  });

  it('starts over past its bound, so a long session does not hold every price it showed', async () => {
    const { i18n } = await createI18n({ language: 'en' });
    const translate = vi.spyOn(i18n, 't');
    const t = rememberedT(i18n, 1);
    for (let distance = 0; distance <= REMEMBERED_TEXTS; distance += 1)
      t('filials.list.distance', { distance });
    expect(translate).toHaveBeenCalledTimes(REMEMBERED_TEXTS + 1);
    t('filials.list.distance', { distance: 0 });
    expect(translate).toHaveBeenCalledTimes(REMEMBERED_TEXTS + 2);
  });
});
