import { describe, expect, it } from 'vitest';
import { appUrl, press } from './menu-support.ts';
import { setUpJourney } from './journey.ts';
import { appText, waitForText } from './in-app.ts';

const journey = setUpJourney();

const dialogTitle = () =>
  journey.browser.execute(
    () =>
      document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[role="dialog"] h2')
        ?.textContent ?? null,
  );

describe('21+ items, in Russian (docs/contract/states.md#age-restriction, docs/contract/validation.md#age-21)', () => {
  it('asks 21+ for an energy drink; a no keeps it closed, a yes opens it and is not asked again', async () => {
    await journey.browser.url(appUrl('/filials/15?language=ru'));
    await waitForText(journey.browser, 'Burger Batyr');

    await press(journey.browser, 'Энергетик');
    await waitForText(journey.browser, 'Вам уже есть 21 год?');
    expect(await journey.browser.execute(appText)).toContain(
      'По закону их нельзя продавать лицам младше 21 года.',
    );
    await press(journey.browser, 'Нет', '[role="dialog"]');
    await journey.browser.waitUntil(async () => (await dialogTitle()) === null, {
      timeoutMsg: 'the 21+ question stayed open',
    });
    expect(await journey.browser.execute(() => sessionStorage.getItem('ageRestriction'))).toBe('false');

    await press(journey.browser, 'Энергетик');
    await press(journey.browser, 'Да, мне есть 21', '[role="dialog"]');
    await journey.browser.waitUntil(async () => (await dialogTitle()) === 'Энергетик', {
      timeoutMsg: 'the product did not open after the yes',
    });
    expect(await journey.browser.execute(() => sessionStorage.getItem('ageRestriction'))).toBe('true');
    await press(journey.browser, 'Закрыть', '[role="dialog"]');

    // Once true, another 21+ item opens straight away, for the rest of the session.
    await press(journey.browser, 'Пиво разливное');
    await journey.browser.waitUntil(async () => (await dialogTitle()) === 'Пиво разливное', {
      timeoutMsg: 'the second 21+ item asked again',
    });
    expect(await journey.browser.execute(appText)).toContain('Недоступно для способа «Доставка»');
    expect(journey.consoleErrors).toEqual([]);
  });
});
