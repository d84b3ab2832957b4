import { describe, expect, it } from 'vitest';
import { waitForValue } from './harness.ts';
import { clickInApp, screenNow, openFresh, textInApp, waitInApp } from './discovery-support.ts';
import { setUpJourney } from './journey.ts';

const journey = setUpJourney();

const LANGUAGES = [
  { language: 'ru', almaty: 'Алматы', astana: 'Астана', express: 'В заведении', delivery: 'Доставка' },
  { language: 'kk', almaty: 'Алматы', astana: 'Астана', express: 'Мекемеде', delivery: 'Жеткізу' },
] as const;

describe.each(LANGUAGES)(
  'town and service in $language',
  ({ language, almaty, astana, express, delivery }) => {
    it('changes the town from Home and lists that town’s venues', async () => {
      journey.consoleErrors.length = 0;
      await openFresh(journey.browser, '/', language);
      expect(await screenNow(journey.browser)).toBe('home');
      await waitInApp(
        journey.browser,
        '[data-category="near"] [data-venue="11"]',
        'Almaty venues did not load',
      );
      expect(await textInApp(journey.browser, '[data-testid="town-button"]')).toBe(almaty);
      await clickInApp(journey.browser, '[data-testid="town-button"]');
      await clickInApp(journey.browser, '[data-town="2"]');
      await waitInApp(
        journey.browser,
        '[data-category="near"] [data-venue="31"]',
        'Astana venues did not load',
      );
      expect(await textInApp(journey.browser, '[data-testid="town-button"]')).toBe(astana);
      expect(await journey.browser.execute(() => localStorage.getItem('townId'))).toBe('2');
      const nearIds = await journey.browser.execute(() =>
        [
          ...(document
            .querySelector('dastarkhan-app')
            ?.shadowRoot?.querySelectorAll('[data-category="near"] [data-venue]') ?? []),
        ].map((node) => Number(node.getAttribute('data-venue'))),
      );
      expect(nearIds.every((id) => id >= 31 && id <= 38)).toBe(true);
      expect(journey.consoleErrors).toEqual([]);
    });

    it('switches the service on the venue list, and keeps it after a reload', async () => {
      await openFresh(journey.browser, '/filials', language);
      await waitInApp(
        journey.browser,
        '[data-testid="venue-list"] [data-venue="14"]',
        'delivery venues did not load',
      );
      expect(await textInApp(journey.browser, '.dkd-services label[data-checked="true"]')).toBe(delivery);
      expect(
        await journey.browser.execute(
          () => !document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-venue="13"]'),
        ),
      ).toBe(true);
      await clickInApp(journey.browser, '.dkd-services input[value="express"]');
      await waitForValue(
        journey.browser,
        () => {
          const root = document.querySelector('dastarkhan-app')?.shadowRoot;
          return (
            root?.querySelector('[data-testid="venue-list"] [data-venue="13"]') &&
            !root.querySelector('[data-venue="14"]')
          );
        },
        'the list did not follow the service',
      );
      expect(await textInApp(journey.browser, '.dkd-services label[data-checked="true"]')).toBe(express);
      expect(await journey.browser.execute(() => localStorage.getItem('service.v3'))).toBe('express');
      await journey.browser.refresh();
      await waitInApp(
        journey.browser,
        '[data-testid="venue-list"] [data-venue="13"]',
        'the list did not load after the reload',
      );
      expect(await textInApp(journey.browser, '.dkd-services label[data-checked="true"]')).toBe(express);
    });
  },
);
