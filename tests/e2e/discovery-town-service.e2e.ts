import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, waitForValue } from './harness.ts';
import { clickInApp, currentScreen, openFresh, textInApp, waitInApp } from './discovery-support.ts';

let browser: Browser;
let consoleErrors: string[];

beforeAll(async () => {
  ({ browser, consoleErrors } = await openBrowser());
});

afterAll(async () => {
  await browser?.deleteSession();
});

const LANGUAGES = [
  { language: 'ru', almaty: 'Алматы', astana: 'Астана', express: 'В заведении', delivery: 'Доставка' },
  { language: 'kk', almaty: 'Алматы', astana: 'Астана', express: 'Мекемеде', delivery: 'Жеткізу' },
] as const;

describe.each(LANGUAGES)(
  'town and service in $language',
  ({ language, almaty, astana, express, delivery }) => {
    it('changes the town from Home and lists that town’s venues', async () => {
      consoleErrors.length = 0;
      await openFresh(browser, '/', language);
      expect(await currentScreen(browser)).toBe('home');
      await waitInApp(browser, '[data-category="near"] [data-venue="11"]', 'Almaty venues did not load');
      expect(await textInApp(browser, '[data-testid="town-button"]')).toBe(almaty);
      await clickInApp(browser, '[data-testid="town-button"]');
      await clickInApp(browser, '[data-town="2"]');
      await waitInApp(browser, '[data-category="near"] [data-venue="31"]', 'Astana venues did not load');
      expect(await textInApp(browser, '[data-testid="town-button"]')).toBe(astana);
      expect(await browser.execute(() => localStorage.getItem('townId'))).toBe('2');
      const nearIds = await browser.execute(() =>
        [
          ...(document
            .querySelector('dastarkhan-app')
            ?.shadowRoot?.querySelectorAll('[data-category="near"] [data-venue]') ?? []),
        ].map((node) => Number(node.getAttribute('data-venue'))),
      );
      expect(nearIds.every((id) => id >= 31 && id <= 38)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });

    it('switches the service on the venue list, and keeps it after a reload', async () => {
      await openFresh(browser, '/filials', language);
      await waitInApp(
        browser,
        '[data-testid="venue-list"] [data-venue="14"]',
        'delivery venues did not load',
      );
      expect(await textInApp(browser, '.dkd-services label[data-checked="true"]')).toBe(delivery);
      expect(
        await browser.execute(
          () => !document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-venue="13"]'),
        ),
      ).toBe(true);
      await clickInApp(browser, '.dkd-services input[value="express"]');
      await waitForValue(
        browser,
        () => {
          const root = document.querySelector('dastarkhan-app')?.shadowRoot;
          return (
            root?.querySelector('[data-testid="venue-list"] [data-venue="13"]') &&
            !root.querySelector('[data-venue="14"]')
          );
        },
        'the list did not follow the service',
      );
      expect(await textInApp(browser, '.dkd-services label[data-checked="true"]')).toBe(express);
      expect(await browser.execute(() => localStorage.getItem('service.v3'))).toBe('express');
      await browser.refresh();
      await waitInApp(
        browser,
        '[data-testid="venue-list"] [data-venue="13"]',
        'the list did not load after the reload',
      );
      expect(await textInApp(browser, '.dkd-services label[data-checked="true"]')).toBe(express);
    });
  },
);
