import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { resolveLanguage } from '../i18n/languages.ts';
import { firstRouteOf } from './first-screen.ts';
import { type FrameStart, firstTownId, fitFrame, frameLanguage, keepFrame } from './home-frame.ts';

const guest: FrameStart = {
  path: '/',
  query: '',
  storedLanguage: null,
  storedTown: null,
  signedIn: false,
  injected: undefined,
};

const languageValue = fc.oneof(fc.constantFrom(...LANGUAGES), fc.constantFrom('de', '', 'EN', 'kk-KZ'));

describe('the prerendered Home frame the app shell keeps', () => {
  it('is in the language resolveLanguage picks, for any query, stored pick and host language', () => {
    fc.assert(
      fc.property(
        fc.option(languageValue, { nil: undefined }),
        fc.option(languageValue, { nil: null }),
        fc.option(languageValue, { nil: undefined }),
        (queryLanguage, stored, hostLanguage) => {
          const query =
            queryLanguage === undefined ? '' : `?${new URLSearchParams({ language: queryLanguage })}`;
          const injected = hostLanguage === undefined ? undefined : { language: hostLanguage };
          const expected = resolveLanguage({
            query,
            stored,
            hostConfig: injected as { language?: (typeof LANGUAGES)[number] } | undefined,
          });
          expect(frameLanguage({ ...guest, query, storedLanguage: stored, injected })).toBe(expected);
        },
      ),
    );
  });

  it('is kept for Home only, as the router will pick it', () => {
    for (const path of ['/', '/?x=1', '/cart', '/filials/24', '/brands', '/no/such/screen', '/orders/']) {
      const isHome = firstRouteOf(path)?.path === '/';
      expect(frameLanguage({ ...guest, path }) !== null, path).toBe(isHome);
    }
  });

  it('is kept for a signed-in guest and in any town: fitFrame fits it to them', () => {
    expect(frameLanguage({ ...guest, signedIn: true })).toBe('kk');
    expect(frameLanguage({ ...guest, storedTown: '2' })).toBe('kk');
    expect(frameLanguage({ ...guest, injected: { townId: 2 } })).toBe('kk');
    expect(firstTownId({ townId: 2 }, '1')).toBe(2);
    expect(firstTownId(undefined, '999')).toBe(1);
  });

  it('keeps the copy of the language, marked shown, and removes the others; none for null', () => {
    const make = () => {
      const root = document.createElement('div');
      root.innerHTML = LANGUAGES.map((code) => `<div data-prerendered="${code}"></div>`).join('');
      return root;
    };
    const one = make();
    keepFrame(one, 'ru');
    expect([...one.children].map((child) => child.outerHTML)).toEqual([
      '<div data-prerendered="ru" data-shown=""></div>',
    ]);
    const none = make();
    keepFrame(none, null);
    expect(none.children).toHaveLength(0);
  });

  describe('fitted to the guest', () => {
    const NAMES = { 1: 'Алматы', 2: 'Астана', 101: 'Тбилиси' };
    /** A copy as the build writes it: Home as a signed-in guest in Almaty sees it, with the town names. */
    const copy = (names: unknown = NAMES) => {
      const root = document.createElement('div');
      root.innerHTML =
        `<div data-prerendered="ru" data-towns='${JSON.stringify(names)}'><header>` +
        '<button class="dkd-chip dkd-town" aria-label="Город: Алматы. Изменить">Алматы <svg></svg></button>' +
        '</header><ul><li data-position="1">Акции</li><li data-position="2" data-signed-in-only="">Повторить</li>' +
        '<li data-position="3">Рядом</li></ul></div>';
      return root.firstElementChild as Element;
    };
    const town = (frame: Element) => {
      const button = frame.querySelector('.dkd-town');
      return [button?.textContent, button?.getAttribute('aria-label')];
    };
    const shortcuts = (frame: Element) => [...frame.querySelectorAll('li')].map((item) => item.textContent);

    it('keeps the signed-in only shortcut for a signed-in guest and removes it for the others', () => {
      const signedIn = copy();
      expect(fitFrame(signedIn, { ...guest, signedIn: true })).toBe(true);
      expect(shortcuts(signedIn)).toEqual(['Акции', 'Повторить', 'Рядом']);
      const notSignedIn = copy();
      expect(fitFrame(notSignedIn, guest)).toBe(true);
      expect(shortcuts(notSignedIn)).toEqual(['Акции', 'Рядом']);
    });

    it('names the guest’s town in the button’s text and label, the host’s town first', () => {
      const stored = copy();
      expect(fitFrame(stored, { ...guest, storedTown: '2' })).toBe(true);
      expect(town(stored)).toEqual(['Астана ', 'Город: Астана. Изменить']);
      const hosts = copy();
      expect(fitFrame(hosts, { ...guest, storedTown: '2', injected: { townId: 101 } })).toBe(true);
      expect(town(hosts)).toEqual(['Тбилиси ', 'Город: Тбилиси. Изменить']);
      const home = copy();
      expect(fitFrame(home, { ...guest, storedTown: '999' })).toBe(true);
      expect(town(home)).toEqual(['Алматы ', 'Город: Алматы. Изменить']);
      expect(home.hasAttribute('data-towns')).toBe(false);
    });

    it('cannot be fitted to a town its copy has no name for', () => {
      expect(fitFrame(copy({ 1: 'Алматы' }), { ...guest, storedTown: '2' })).toBe(false);
      expect(fitFrame(copy('not json'), { ...guest, storedTown: '2' })).toBe(false);
      expect(fitFrame(copy({ 1: 'Алматы' }), guest)).toBe(true);
    });
  });
});
