import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/faq.ts';
import ru from '../../../i18n/locales/ru/faq.ts';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { setUpScreens } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();

describe('FAQ', { timeout: 20_000 }, () => {
  it.each([
    ['en', en],
    ['ru', ru],
  ] as const)(
    'lists every question of the %s catalogue as a closed disclosure, open to guests',
    async (language, catalogue) => {
      const { root } = await screens.mount('/faq', { language });
      await waitFor(() => root.querySelector('[data-screen="faq"] details'));
      expect(root.querySelector('h1')?.textContent).toBe(catalogue.title);
      const items = [...root.querySelectorAll('details')];
      expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual(
        Object.values(catalogue.items).map((item) => item.question),
      );
      expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(
        Object.values(catalogue.items).map((item) => item.answer),
      );
      expect(items.every((item) => !item.open)).toBe(true);
      // A guest goes back Home: the profile would send them to sign in.
      expect(root.querySelector('header a')?.getAttribute('href')).toBe('/');
    },
  );
});
