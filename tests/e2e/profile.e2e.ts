import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import commonEn from '../../src/i18n/locales/en/common.ts';
import profileEn from '../../src/i18n/locales/en/profile.ts';
import validationEn from '../../src/i18n/locales/en/validation.ts';
import commonRu from '../../src/i18n/locales/ru/common.ts';
import profileRu from '../../src/i18n/locales/ru/profile.ts';
import validationRu from '../../src/i18n/locales/ru/validation.ts';
import {
  type CheckoutServer,
  clickText,
  grant,
  inApp,
  startCheckoutServer,
  waitForScreen,
  waitForText,
} from './checkout-support.ts';
import { type Browser, openBrowser } from './harness.ts';

let server: CheckoutServer;
let browser: Browser;

beforeAll(async () => {
  server = await startCheckoutServer();
  ({ browser } = await openBrowser());
});

afterAll(async () => {
  await browser?.deleteSession();
  await server?.close();
});

/** The texts the journey reads, from the catalogues themselves: the same journey runs in each language. */
const LANGUAGES = [
  {
    code: 'en',
    name: 'Daniyar',
    edit: profileEn.edit,
    save: commonEn.actions.save,
    tooShort: validationEn.minLength_other.replace('{{count}}', '2'),
    greeting: (name: string) => commonEn.greeting.user.replace('{{name}}', name),
  },
  {
    code: 'ru',
    name: 'Данияр',
    edit: profileRu.edit,
    save: commonRu.actions.save,
    tooShort: validationRu.minLength_few.replace('{{count}}', '2'),
    greeting: (name: string) => commonRu.greeting.user.replace('{{name}}', name),
  },
] as const;

interface StoredUser {
  data: { attributes: { name: string } };
}

describe('the profile, signed in', () => {
  it('refuses a too-short name and saves a valid one, in two languages', async () => {
    const { access_token } = await grant(server, { userId: 2 });
    await browser.url(server.at('/app/'));
    await browser.execute((token: string) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('lang', 'en');
      localStorage.setItem('accessToken', token);
    }, access_token);

    for (const language of LANGUAGES) {
      await browser.url(server.at('/app/profile'));
      await waitForScreen(browser, 'profile');
      if (language.code !== 'en') {
        await (await inApp(browser, 'select')).selectByAttribute('value', language.code);
        await waitForText(browser, language.edit);
      }
      await clickText(browser, language.edit, 'a');
      await waitForScreen(browser, 'profile-form');

      const name = await inApp(browser, 'input[name="name"]');
      await name.setValue('A');
      await clickText(browser, language.save, 'button[type="submit"]');
      await waitForText(browser, language.tooShort);
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(
        await browser.execute(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('name')),
      ).toBe('name');

      await name.setValue(language.name);
      await clickText(browser, language.save, 'button[type="submit"]');
      await waitForScreen(browser, 'profile');
      await waitForText(browser, language.greeting(language.name));
      const stored = await server.api<StoredUser>('GET', 'api/v3/user', { token: access_token });
      expect(stored.body.data.attributes.name).toBe(language.name);
    }
  });
});
