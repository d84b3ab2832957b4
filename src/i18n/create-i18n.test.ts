import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { SPACE } from './format-number.ts';
import type { Language } from './languages.ts';
import {
  type LanguageCatalogue,
  type LaterTexts,
  loadCatalogue,
  loadFirstTexts,
  loadLaterTexts,
} from './load-catalogue.ts';

const s = (text: string) => text.replaceAll(' ', SPACE);

function countingLoader(change?: (language: Language, catalogue: LanguageCatalogue) => LanguageCatalogue) {
  const calls: Language[] = [];
  const load = async (language: Language) => {
    calls.push(language);
    const catalogue = await loadCatalogue(language);
    return change ? change(language, structuredClone(catalogue)) : catalogue;
  };
  return { calls, load };
}

describe('createI18n', () => {
  describe("a start on Home: Home's texts first (ADR 0027)", () => {
    /** The later part held until the test lets it come. */
    function heldParts() {
      const calls: string[] = [];
      let arrive: () => void = () => {};
      const held = new Promise<void>((resolve) => (arrive = resolve));
      const loadParts = {
        first: (language: Language) => {
          calls.push(`first:${language}`);
          return loadFirstTexts(language);
        },
        later: async (language: Language): Promise<LaterTexts> => {
          calls.push(`later:${language}`);
          await held;
          return loadLaterTexts(language);
        },
      };
      return { calls, loadParts, arrive };
    }

    it('renders from Home’s texts alone, and loads the rest only when asked', async () => {
      const { calls, loadParts, arrive } = heldParts();
      const texts = await createI18n({ language: 'kk', homeFirst: true, loadParts });
      expect(texts.i18n.t('home.venues', { count: 7 })).toBe('7 мекеме');
      expect(texts.i18n.t('errors.serverError.title')).toBe('Ой! Сервер қатесі');
      expect(calls).toEqual(['first:kk']);
      const complete = texts.complete();
      expect(texts.complete()).toBe(complete);
      arrive();
      await complete;
      expect(texts.i18n.t('cart.title')).toBe((await loadCatalogue('kk')).cart.title);
      expect(calls).toEqual(['first:kk', 'later:kk']);
    });

    it('shows nothing, not the key, for a text asked before the rest came, then the text; no fallback asked', async () => {
      const { calls, loadParts, arrive } = heldParts();
      const texts = await createI18n({ language: 'en', homeFirst: true, loadParts });
      const added = vi.fn();
      texts.i18n.store.on('added', added);
      expect(texts.i18n.t('cart.title')).toBe('');
      arrive();
      await texts.complete();
      expect(added).toHaveBeenCalledTimes(1);
      expect(texts.i18n.t('cart.title')).toBe('Cart');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(calls).toEqual(['first:en', 'later:en']);
    });

    it('adds the rest without a re-render when nothing on screen asked for it', async () => {
      const { loadParts, arrive } = heldParts();
      const texts = await createI18n({ language: 'en', homeFirst: true, loadParts });
      const added = vi.fn();
      texts.i18n.store.on('added', added);
      arrive();
      await texts.complete();
      expect(added).not.toHaveBeenCalled();
      expect(texts.i18n.t('cart.title')).toBe('Cart');
    });
  });

  it('shows the chosen language and loads no other catalogue before the first render', async () => {
    const { calls, load } = countingLoader();
    const { i18n, language } = await createI18n({ language: 'kk', load });
    expect(language).toBe('kk');
    expect(i18n.t('common.greeting.guest')).toBe('Сәлем, қонақ');
    expect(i18n.t('errors.serverError.title')).toBe('Ой! Сервер қатесі');
    expect(calls).toEqual(['kk']);
  });

  it('uses the three Russian plural forms, and "other" for fractions', async () => {
    const { i18n } = await createI18n({ language: 'ru' });
    expect(i18n.t('common.items', { count: 1 })).toBe('1 позиция');
    expect(i18n.t('common.items', { count: 3 })).toBe('3 позиции');
    expect(i18n.t('common.items', { count: 5 })).toBe('5 позиций');
    expect(i18n.t('common.items', { count: 11 })).toBe('11 позиций');
    expect(i18n.t('common.items', { count: 21 })).toBe('21 позиция');
    expect(i18n.t('common.items', { count: 1.5 })).toBe('1.5 позиции');
    expect(i18n.t('validation.minLength', { count: 2 })).toBe('Введите не менее 2 символов');
    expect(i18n.t('validation.chooseAtLeast', { count: 1 })).toBe('Выберите хотя бы 1 позицию');
  });

  it('uses the Kazakh forms (one and other) and the English ones', async () => {
    const kk = await createI18n({ language: 'kk' });
    expect(kk.i18n.t('home.venues', { count: 1 })).toBe('1 мекеме');
    expect(kk.i18n.t('home.venues', { count: 7 })).toBe('7 мекеме');
    const en = await createI18n({ language: 'en' });
    expect(en.i18n.t('home.venues', { count: 1 })).toBe('1 venue');
    expect(en.i18n.t('home.venues', { count: 7 })).toBe('7 venues');
  });

  it('formats numbers, money, distances and times inside texts by the house rules', async () => {
    const { i18n, setCurrency } = await createI18n({ language: 'ru' });
    expect(i18n.t('common.bonuses', { count: 12500 })).toBe(`${s('12 500')} бонусов`);
    expect(i18n.t('cart.pay', { amount: 12500 })).toBe(`Оплатить ${s('12 500 ₸')}`);
    expect(i18n.t('filials.list.distance', { distance: 1500 })).toBe(`${s('1,5 км')} от вас`);
    expect(i18n.t('filials.details.closesAt', { time: '22:00' })).toBe('Закроется в 22:00');
    setCurrency('GEL');
    expect(i18n.t('cart.pay', { amount: 40 })).toBe(`Оплатить ${s('40,00 ₾')}`);
  });

  it('puts a venue’s amount in the currency it names, whatever the mount’s; an unknown one is ignored', async () => {
    const { i18n } = await createI18n({ language: 'en', currency: 'KZT' });
    expect(i18n.t('menu.price', { amount: 6.5, currency: 'GEL' })).toBe(s('6.50 ₾'));
    expect(i18n.t('menu.addFor', { amount: 5.5, currency: 'GEL' })).toBe(`Add for ${s('5.50 ₾')}`);
    expect(i18n.t('menu.price', { amount: 990, currency: 'USD' })).toBe(s('990 ₸'));
    expect(i18n.t('menu.price', { amount: 990 })).toBe(s('990 ₸'));
  });

  it('groups thousands with a space in English too, where Intl would put a comma', async () => {
    const { i18n } = await createI18n({ language: 'en' });
    expect(i18n.t('common.bonuses', { count: 12500 })).toBe(`${s('12 500')} bonuses`);
    expect(i18n.t('search.balance', { count: 100000 })).toBe(`Bonus balance: ${s('100 000')}`);
  });

  it('shows a time in the zone it was given', async () => {
    const { i18n } = await createI18n({ language: 'en', timeZone: 'Asia/Almaty' });
    expect(i18n.t('filials.details.opensAt', { time: new Date('2026-01-01T04:00:00Z') })).toBe(
      'Opens at 09:00',
    );
  });

  it('falls back to the key itself for a text no catalogue has (docs/contract/errors.md#missing-translations)', async () => {
    const { i18n } = await createI18n({ language: 'kk' });
    expect(i18n.t('no.such.key' as never)).toBe('no.such.key');
  });

  it('fetches Russian only when a text is missing, then shows the Russian text', async () => {
    const { calls, load } = countingLoader((language, catalogue) => {
      if (language === 'kk') delete (catalogue.common.greeting as { guest?: string }).guest;
      return catalogue;
    });
    const { i18n } = await createI18n({ language: 'kk', load });
    expect(calls).toEqual(['kk']);
    expect(i18n.t('common.greeting.guest')).toBe('common.greeting.guest');
    await vi.waitFor(() => expect(i18n.t('common.greeting.guest')).toBe('Привет, гость'));
    expect(calls).toEqual(['kk', 'ru']);
    expect(i18n.t('common.greeting.user', { name: 'Айгүл' })).toBe('Сәлем, Айгүл');
  });

  it('reports a change before anything re-renders in the new language', async () => {
    const reported: Language[] = [];
    const app = await createI18n({ language: 'kk', onLanguageChanged: (lng) => reported.push(lng) });
    const seenByRenders: Language[][] = [];
    app.i18n.on('languageChanged', () => seenByRenders.push([...reported]));
    await app.setLanguage('ru');
    expect(seenByRenders).toEqual([['ru']]);
  });

  it('loads a language when the user picks it, and reports the change', async () => {
    const { calls, load } = countingLoader();
    const changed: Language[] = [];
    const app = await createI18n({ language: 'kk', load, onLanguageChanged: (lng) => changed.push(lng) });
    await app.setLanguage('ka');
    expect(app.language).toBe('ka');
    expect(app.i18n.t('nav.orders')).toBe('შეკვეთები');
    expect(calls).toEqual(['kk', 'ka']);
    expect(changed).toEqual(['ka']);
    await app.setLanguage('ka');
    await app.setLanguage('kk');
    expect(calls).toEqual(['kk', 'ka']);
    expect(changed).toEqual(['ka', 'kk']);
  });

  it('keeps the current language when the new catalogue fails to load, and can retry', async () => {
    let offline = true;
    const load = async (language: Language) => {
      if (language === 'en' && offline) throw new TypeError('Failed to fetch dynamically imported module');
      return loadCatalogue(language);
    };
    const changed = vi.fn();
    const app = await createI18n({ language: 'ru', load, onLanguageChanged: changed });
    await expect(app.setLanguage('en')).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(app.language).toBe('ru');
    expect(app.i18n.t('nav.cart')).toBe('Корзина');
    expect(changed).not.toHaveBeenCalled();
    offline = false;
    await app.setLanguage('en');
    expect(app.i18n.t('nav.cart')).toBe('Cart');
  });

  it('fails to start when the first catalogue cannot load, instead of showing raw keys', async () => {
    const load = () => Promise.reject(new Error('Load failed'));
    await expect(createI18n({ language: 'kk', load })).rejects.toThrow('Load failed');
  });

  it('gives each mount its own instance: two languages on one page', async () => {
    const first = await createI18n({ language: 'kk' });
    const second = await createI18n({ language: 'en' });
    await second.setLanguage('ru');
    expect(first.i18n).not.toBe(second.i18n);
    expect(first.i18n.t('nav.home')).toBe('Басты бет');
    expect(second.i18n.t('nav.home')).toBe('Главная');
  });
});
