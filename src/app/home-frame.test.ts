import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { resolveLanguage } from '../i18n/resolve-language.ts';
import { firstRouteOf } from './first-screen.ts';
import { type FrameStart, firstTownId, frameLanguage, keepFrame } from './home-frame.ts';

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

  it('is not kept for a signed-in guest or another town than the default one', () => {
    expect(frameLanguage({ ...guest, signedIn: true })).toBeNull();
    expect(frameLanguage({ ...guest, storedTown: '2' })).toBeNull();
    expect(frameLanguage({ ...guest, injected: { townId: 2 } })).toBeNull();
    expect(frameLanguage({ ...guest, storedTown: '999' })).toBe('kk');
    expect(firstTownId({ townId: 2 }, '1')).toBe(2);
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
});
